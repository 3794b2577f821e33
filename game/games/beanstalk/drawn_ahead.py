"""What calm frames draw ahead, and what makes a frame calm. A frame is not calm when its update did work
(`worked`: applied an action, read the rules' view, loaded a stalk, stepped physics, a bot thought) or its drawing
rebuilt a still picture (`rebuilt`, draw_table._fresh). A calm frame draws ahead, one kind a frame, within a
budget: a fall's big word at every size, the seats' panel pictures, then the stalk's piece pictures turned to
every angle, the most used first.

A part of the Beanstalk scene (a mixin): it sets up the scene's painter (pictures rendered at once, aimed at the
display's canvas) and keeps `unwarmed`, `worked`, `rebuilt`, `pictures` and `pictures_waited` (draw_table._fresh:
name -> (key, picture), and how many busy frames each has waited) on the scene; the demo calls `_warm(None)` to
draw everything at once."""
from __future__ import annotations

from collections import Counter

from game.games.beanstalk import draw_table


class DrawnAhead:
    def init_drawn_ahead(self, app) -> None:
        colours = sorted({self.seat_colour(seat) for seat in range(self.state.players)})
        self.painter.prewarm(colours)
        if app.display.canvas is not None:  # (a window not open yet: the first frame drawn aims it)
            self.painter.aim_at(app.display.canvas)
        draw_table.warm_shadows()
        self.unwarmed = draw_table.panel_pictures(colours)  # rendered on calm frames (_warm)
        self.worked = False  # this frame's update applied an action, loaded the stalk or stepped physics
        self.rebuilt = False  # this frame's drawing rebuilt a still picture (draw_table._fresh)
        self.pictures: dict = {}  # draw_table._fresh: name -> (key, picture)
        self.pictures_waited: dict = {}

    def _warm(self, budget_ms: float | None = 1.5) -> None:
        """While the table is calm (nothing moves), draw ahead what later frames need: a fall's big word at every
        size, the seats' panel pictures, the stalk's piece pictures turned to every angle; one kind a frame."""
        for ready in (lambda: draw_table.warm_words(budget_ms),
                      lambda: draw_table.warm_pictures(self.unwarmed, budget_ms)):
            if not ready():
                self.worked = True
                if budget_ms is not None:  # (None: everything now)
                    return
        names = Counter(self.painter.piece_picture(p["kind"], p.get("face"), self.seat_colour(p.get("owner")))
                        for p in self.state.stalk["pieces"])
        if self.painter.warm_some(sorted(names, key=lambda n: (-names[n], n)), budget_ms):  # the most used first
            self.worked = True
