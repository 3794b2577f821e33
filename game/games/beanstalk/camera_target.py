"""What the camera follows: the stalk's top at rest, the carried piece, the highest piece of a fall (live or in its
slow-motion replay), or, while the axe is aimed or flies, the table (the thrower sits by the board: on a tall
stalk the axe and its arrow would be off the screen). A pure function of what is on the table."""
from __future__ import annotations

from collections.abc import Callable

from game.games.beanstalk import hand as HAND
from game.games.beanstalk import view as VIEW

ABOVE_FALL = 40  # mm over the highest piece of a fall
BELOW_HAND = 60  # mm the camera keeps under the carried piece


def camera_target(rest_top: Callable[[], float], aiming: bool, live, replay: dict | None) -> float:
    """The height (mm) the camera should follow. `rest_top()` gives the stalk's top at rest; it is asked only
    when the answer needs it (working it out for a new stalk loads its world)."""
    if aiming or isinstance(live, HAND.LiveAxe):
        return min(rest_top(), (VIEW.TABLE_SCREEN_Y - VIEW.TOP_AT) / VIEW.SCALE)  # the camera at the table
    if replay is not None:
        frame = replay["frames"][min(len(replay["frames"]) - 1, int(replay["i"]))]
        return max((p[1] for p in frame.values()), default=0.0) + ABOVE_FALL
    if isinstance(live, HAND.LiveHand):
        if live.run.collapsed:
            return max((p[1] for p in live.history[-1].values()), default=0.0) + ABOVE_FALL
        return max(rest_top(), live.hand_pose()[1] - BELOW_HAND)
    return rest_top()
