"""What moves on the table, frame by frame: a live hand stacking a piece (a person's, or a bot's playing back the
track it chose), the axe aimed and thrown, and a fall's slow-motion replay (a press skips it). A live run takes
one physics step a frame (in slices of hand.FRAME_WORK) with its clacks and sounds; a finished run is applied in
the frame after its last step, the rules taking the finished run instead of replaying it (stalk.played), so both
end on the same state_hash.

A part of the Beanstalk scene (a mixin): it keeps `live`, `settled`, `replay`, `aim` and `fall_word` on the scene
and reads its state, view, camera, pointer, presenter and app.audio; table_input.py, draw_table.py and the demo
read and set them there."""
from __future__ import annotations

from game.engine import clacks
from game.games.beanstalk import events as E
from game.games.beanstalk import hand as HAND
from game.games.beanstalk import stalk as S

REPLAY_SPEED = 0.3  # the slow-motion replay of a fall: recorded steps per frame


class LiveRuns:
    def init_live_runs(self) -> None:
        self.live: HAND.LiveHand | HAND.LiveAxe | None = None
        self.settled: HAND.LiveHand | HAND.LiveAxe | None = None  # a run applied this frame (apply_live)
        self.replay: dict | None = None
        self.aim: dict | None = None  # a human aiming the axe: {"angle", "strength"}
        self.fall_word = "beanstalk.ev.collapse"

    def busy(self) -> bool:
        """Something moves on the table (a live run, a replay) or an animation plays: no new move starts."""
        return self.live is not None or self.replay is not None or self.presenter.busy()

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
        for c in clacks.clacks(live.events, lambda b: live.kinds.get(b, "table"), half_width=700.0):
            self.app.audio.play(c.sound, c.volume)
        if live.run.collapsed and not was:
            self.sound("collapse")
            self.camera.shake = 18.0
        if isinstance(live, HAND.LiveAxe) and stepped and live.run.steps == 1:
            self.sound("axe_whoosh")

    def _step_replay(self) -> None:
        self.replay["i"] += REPLAY_SPEED
        if self.replay["i"] >= len(self.replay["frames"]) - 1:
            self.end_replay()

    def apply_live(self, live) -> None:
        """The rules apply what the live hand did, taking its finished run instead of replaying it again. A stalk
        still standing is drawn as the run ended for the rest of this frame (`settled`): the stored world's facts
        (a load, ~4 ms) are worked out in the next one, not beside the apply."""
        self.fall_word = HAND.fall_word(live)
        with S.played(live.inputs, live.run):
            self.act(live.seat, live.action())
        self.settled = None if isinstance(live, HAND.LiveHand) and live.run.collapsed else live

    def end_replay(self) -> None:
        live = self.replay["live"]
        self.replay = None
        self.apply_live(live)

    def bot_act(self, seat: int, action) -> None:
        """A bot's action: a piece or the axe goes through a live run like a person's, anything else at once."""
        view = self.view(seat)
        if isinstance(action, E.PlacePiece):
            self.live = HAND.LiveHand(view, seat, action.track)
        elif isinstance(action, E.ThrowAxe):
            self.live = HAND.LiveAxe(view, seat, action.angle, action.strength)
        else:
            self.act(seat, action)
        self.bot_t = 0.0

    # the human's hands ------------------------------------------------------------------------------------
    def pick_up(self) -> None:
        seat = self.state.actor
        if self.live is None and self.state.phase == "stack" and self.is_human(seat):
            self.live = HAND.LiveHand(self.view(seat), seat)
            self.live.aim(*self.camera.to_world(self.pointer))

    def throw_axe(self) -> None:
        if self.aim is not None:
            self.live = HAND.LiveAxe(self.view(), self.state.actor, self.aim["angle"], self.aim["strength"])
            self.aim = None

    def skip(self) -> None:
        """A press during the slow-motion replay (or an animation) skips it."""
        if self.replay is not None:
            self.end_replay()
        elif self.presenter.busy():
            self.presenter.speed = 4.0
