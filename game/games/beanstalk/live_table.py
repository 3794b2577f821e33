"""`LiveTable`: what moves on the table, frame by frame — a live hand stacking a piece (a person's, or a bot's
playing back the track it chose), the axe aimed and thrown, a fall's slow-motion replay (a press skips it) — and
the camera following it (camera_target.py).

A live run takes one physics step a frame (in slices of hand.FRAME_WORK) with its clacks and sounds; a finished
run is applied in the frame after its last step, the rules taking the finished run instead of replaying it
(stalk.played), so both end on the same state_hash. A frame that steps a run or the replay is the table's:
nobody else starts a move in it (`stepped`)."""
from __future__ import annotations

from collections.abc import Callable

from game.engine import clacks
from game.engine.table.part import Part
from game.games.beanstalk import events as E
from game.games.beanstalk import hand as HAND
from game.games.beanstalk import stalk as S
from game.games.beanstalk.camera_target import camera_target

REPLAY_SPEED = 0.3  # the slow-motion replay of a fall: recorded steps per frame
CLACK_HALF_WIDTH = 700.0  # mm from the board's centre to a side of the stereo picture
FALL_SHAKE = 18.0  # px: the camera's rumble when the stalk falls
AIM = (0.3, 0.6)  # the axe taken up: angle (rad above the horizontal), strength (0..1)


class LiveTable(Part):
    def __init__(self, ctx, reads, camera, at_rest, play_clack: Callable[[str, float], None]):
        """`reads`: the rules' views (rules_reads.RulesReads); `camera`: view.Camera, followed here;
        `at_rest`: the stalk at rest (at_rest.AtRest); `play_clack(sound, volume)`: the app's shared clacks."""
        self.ctx = ctx
        self.reads = reads
        self.camera = camera
        self.at_rest = at_rest
        self.play_clack = play_clack
        self.live: HAND.LiveHand | HAND.LiveAxe | None = None
        self.settled: HAND.LiveHand | HAND.LiveAxe | None = None  # a run applied this frame (apply_live)
        self.replay: dict | None = None
        self.aim: dict | None = None  # a person aiming the axe: {"angle", "strength"}
        self.fall_word = "beanstalk.ev.collapse"
        self.stepped = False  # this frame stepped a live run or the replay

    def busy(self) -> bool:
        """Something moves on the table (a live run, a replay) or an animation plays: no new move starts."""
        return self.live is not None or self.replay is not None or self.ctx.busy()

    def rest_top(self) -> float:
        return self.at_rest.top(self.ctx.state)

    def update(self, dt: float) -> None:
        self.settled = None
        self.stepped = self.live is not None or self.replay is not None
        if self.live is not None:
            self.ctx.budget.mark()
        self.camera.follow(camera_target(self.rest_top, self.aim is not None, self.live, self.replay), dt)
        if self.live is not None:
            self._step_live()
        elif self.replay is not None:
            self._step_replay()

    def _step_live(self) -> None:
        live = self.live
        if live.finished:  # ended last frame: applied in a frame of its own, not with the last physics step
            self.live = None
            if isinstance(live, HAND.LiveHand) and live.run.collapsed:
                self.replay = {"frames": HAND.moving_part(live.history), "i": 0.0, "live": live}
                return
            self.apply_live(live)
            return
        if isinstance(live, HAND.LiveHand) and live.carrying and not live.bot and live.run.steps >= S.MAX_TRACK - 3:
            live.release()  # the hand cannot hold on for ever (the rules' track limit)
        was = live.run.collapsed
        stepped = live.frame(HAND.FRAME_WORK)
        for c in clacks.clacks(live.events, lambda b: live.kinds.get(b, "table"), half_width=CLACK_HALF_WIDTH):
            self.play_clack(c.sound, c.volume)
        if live.run.collapsed and not was:
            self.ctx.sound("collapse")
            self.camera.rumble(FALL_SHAKE)
        if isinstance(live, HAND.LiveAxe) and stepped and live.run.steps == 1:
            self.ctx.sound("axe_whoosh")

    def _step_replay(self) -> None:
        self.replay["i"] += REPLAY_SPEED
        if self.replay["i"] >= len(self.replay["frames"]) - 1:
            self.end_replay()

    def apply_live(self, live) -> None:
        """The rules apply what the live run did, taking its finished run instead of replaying it again. A stalk
        still standing is drawn as the run ended for the rest of this frame (`settled`): the stored world's facts
        (a load) are worked out in the next one, not beside the apply."""
        self.fall_word = HAND.fall_word(live)
        with S.played(live.inputs, live.run):
            self.ctx.act(live.seat, live.action())
        self.settled = None if isinstance(live, HAND.LiveHand) and live.run.collapsed else live

    def end_replay(self) -> None:
        live = self.replay["live"]
        self.replay = None
        self.apply_live(live)

    def skip(self) -> None:
        """A press during the slow-motion replay (or an animation) skips it."""
        if self.replay is not None:
            self.end_replay()
        elif self.ctx.busy():
            self.ctx.presenter.speed = 4.0

    def start(self, live: HAND.LiveHand | HAND.LiveAxe) -> None:
        """A run on the table from now on (a bot's, or a demo's)."""
        self.live = live

    def play(self, seat: int, action) -> bool:
        """A bot's piece or axe is played out live like a person's. True if it took the action."""
        if isinstance(action, E.PlacePiece):
            self.live = HAND.LiveHand(self.reads.seat_view(seat), seat, action.track)
        elif isinstance(action, E.ThrowAxe):
            self.live = HAND.LiveAxe(self.reads.seat_view(seat), seat, action.angle, action.strength)
        else:
            return False
        return True

    # a person's hand -----------------------------------------------------------------------------------------
    def pick_up(self, at: tuple[float, float]) -> None:
        """The acting person takes the next piece up, the hand heading for `at` (world mm)."""
        seat = self.ctx.state.actor
        if self.live is None and self.ctx.state.phase == "stack" and self.ctx.seats.is_human(seat):
            self.live = HAND.LiveHand(self.reads.seat_view(seat), seat)
            self.live.aim(*at)

    def carried(self) -> HAND.LiveHand | None:
        """A person's hand holding its piece now (not a bot's)."""
        live = self.live
        return live if isinstance(live, HAND.LiveHand) and live.carrying and not live.bot else None

    def aim_hand(self, x: float, y: float) -> None:
        if self.carried() is not None:
            self.live.aim(x, y)

    def move_hand(self, dx: float = 0.0, dy: float = 0.0, turn: float = 0.0) -> None:
        if self.carried() is not None:
            self.live.move(dx, dy, turn)

    def let_go(self) -> None:
        if self.carried() is not None:
            self.live.release()

    # a person's axe ------------------------------------------------------------------------------------------
    def take_axe(self, angle: float = AIM[0], strength: float = AIM[1]) -> None:
        self.aim = {"angle": angle, "strength": strength}

    def put_axe_down(self) -> None:
        self.aim = None

    def set_aim(self, angle: float | None = None, strength: float | None = None) -> None:
        if self.aim is None:
            return
        if angle is not None:
            self.aim["angle"] = angle
        if strength is not None:
            self.aim["strength"] = strength

    def throw_axe(self) -> None:
        if self.aim is not None:
            self.live = HAND.LiveAxe(self.reads.seat_view(), self.ctx.state.actor, self.aim["angle"],
                                     self.aim["strength"])
            self.aim = None
