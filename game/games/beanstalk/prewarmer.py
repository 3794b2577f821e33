"""`Prewarmer`: what the table draws ahead, so no frame of play renders a picture for the first time. Built with
the scene: every sky, every piece picture the seats may stack, the dice tray's shadows, the painter aimed at the
display's canvas. Then, only on calm frames (the frame's budget unmarked: nothing applied, loaded, stepped or
thought in it, and no live run or replay on the table), one kind a frame within WARM_MS: a fall's big word at
every size, the seats' panel pictures, then the stalk's piece pictures turned to every angle, the most used
first."""
from __future__ import annotations

from collections import Counter

from game.engine.table.part import Part
from game.games.beanstalk import draw_table

WARM_MS = 1.5  # what a calm frame may spend drawing ahead


class Prewarmer(Part):
    def __init__(self, ctx, painter, live_table, canvas=None):
        """`painter`: view.Painter; `live_table`: its frames with a run or a replay are never calm; `canvas`: the
        display's surface if the window is open (else the first frame drawn aims the painter)."""
        self.ctx = ctx
        self.painter = painter
        self.live_table = live_table
        colours = sorted({ctx.seats.colour(seat) for seat in range(ctx.state.players)})
        painter.prewarm(colours)
        if canvas is not None:
            painter.aim_at(canvas)
        draw_table.warm_shadows()
        self.unwarmed = draw_table.panel_pictures(colours)  # rendered on calm frames

    def update(self, dt: float) -> None:
        if not self.live_table.stepped and self.ctx.budget.calm:
            self.warm(WARM_MS)

    def warm(self, budget_ms: float | None = WARM_MS) -> None:
        """Draw ahead what later frames need, one kind a call within `budget_ms` (None: everything now)."""
        budget = self.ctx.budget
        for ready in (lambda: draw_table.warm_words(budget_ms),
                      lambda: draw_table.warm_pictures(self.unwarmed, budget_ms)):
            if not ready():
                budget.mark()
                if budget_ms is not None:
                    return
        colour = self.ctx.seats.colour
        names = Counter(self.painter.piece_picture(p["kind"], p.get("face"), colour(p.get("owner")))
                        for p in self.ctx.state.stalk["pieces"])
        if self.painter.warm_some(sorted(names, key=lambda n: (-names[n], n)), budget_ms):  # the most used first
            budget.mark()

    def warm_all(self) -> None:
        """Everything now (a demo table that has stood a while)."""
        self.warm(None)
