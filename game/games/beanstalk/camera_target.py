"""What the camera follows: the stalk's top at rest, the carried piece, the highest piece of a fall (live or in its
slow-motion replay), or, while the axe is aimed or flies, the table.

A part of the Beanstalk scene (a mixin): it reads the scene's state, aim, live, replay and at_rest (the stalk at
rest, worked out once per stored world) and marks the frame's `worked` when that costs; update(), draw_table.py,
table_input.py and the demo ask it."""
from __future__ import annotations

from game.games.beanstalk import hand as HAND
from game.games.beanstalk import view as VIEW


class CameraTarget:
    def live_top(self) -> float:
        """What the camera follows: the stalk's top, the carried piece, or the highest piece of a fall; while
        the axe is aimed or flies, the table (the thrower sits by the board: on a tall stalk the axe and its
        arrow were off the screen)."""
        if self.aim is not None or isinstance(self.live, HAND.LiveAxe):
            return min(self.view_top(), (VIEW.TABLE_SCREEN_Y - VIEW.TOP_AT) / VIEW.SCALE)  # camera at the table
        if self.replay is not None:
            frame = self.replay["frames"][min(len(self.replay["frames"]) - 1, int(self.replay["i"]))]
            return max((p[1] for p in frame.values()), default=0.0) + 40
        live = self.live
        if isinstance(live, HAND.LiveHand):
            if live.run.collapsed:
                return max((p[1] for p in live.history[-1].values()), default=0.0) + 40
            return max(self.view_top(), live.hand_pose()[1] - 60)
        return self.view_top()

    def view_top(self) -> float:
        """The stalk's top at rest (worked out once per stored world: the rules replace it after every change)."""
        before = self.at_rest.rest
        rest = self.at_rest.of(self.state)
        self.worked = self.worked or rest is not before  # (a new stalk: its world loaded, or its facts looked up)
        return rest.top
