"""Jack & the Beanstalk on screen: the stalk seen from the side, rising from the round board toward the giant's
castle, the camera following its top. Built on the table kit (GameScene): each human chooses a card in secret
behind the hot-seat curtain (bots at once), then the reveal; pieces are stacked by hand, live, one physics step a
frame through the rules' own replay (hand.LiveHand), and the recorded track is what the rules apply, so both end
on the same state_hash; the rules take the finished live run instead of replaying it again in one frame
(stalk.played). A fall is shown, rumbled, then replayed in slow motion (press to skip). The axe is aimed,
pulled back and thrown as a physics body. Bots stack through the same hand, paced by TurnBots, which reads the
scene's view and legal actions (worked out once per state, on frames of their own: the first read of a new stalk
loads its world, stalk_facts.py; the stalk at rest likewise, at_rest.py). A finished live run is applied in the
frame after its last physics step; the seats' panel and the dice tray are drawn anew on calm frames
(draw_table._fresh). The acting player's things (cards, dice tray, buttons, hint) sit in a
column right of the stalk (hud.COLUMN), never across it."""
from __future__ import annotations

import time
from collections import Counter

from game.core.setup import GameSetup
from game.engine import clacks
from game.engine.i18n import tr
from game.engine.menus.end_screen import Placing
from game.engine.table.bots import TurnBots
from game.engine.table.game_scene import GameScene
from game.engine.table.presenter import Beat
from game.games.beanstalk import draw_table, log_lines, table_input
from game.games.beanstalk import events as E
from game.games.beanstalk import hand as HAND
from game.games.beanstalk import rules as R
from game.games.beanstalk import stalk as S
from game.games.beanstalk import view as VIEW
from game.games.beanstalk.at_rest import AtRest
from game.games.beanstalk.view import Camera, Painter

BOT_DELAY = 0.8
THOUGHT_S = 0.0005  # a bot's turn that took longer than this in a frame (a slice of thinking) is that frame's work
REPLAY_SPEED = 0.3  # the slow-motion replay of a fall: recorded steps per frame
SOUNDS = {E.CardsRevealed: "card_reveal", E.DiceRolled: "dice_roll", E.GiantWakes: "giant_wakes",
          E.GoldDrawn: "gold", E.CastleReached: "fanfare", E.GameEnded: "win", E.CardChosen: "card_pick"}
WORDS = {E.FeeFiFoFum: ("beanstalk.ev.fee_fi", 1.8, "fee_fi_fo_fum"),
         E.StalkCollapsed: ("beanstalk.ev.collapse", 1.2, None),
         E.GiantWakes: ("beanstalk.ev.giant_wakes", 1.4, None)}


class BeanScene(GameScene):
    game_id = "beanstalk"
    rules = R
    illegal_sound = "card_pick"
    end_delay = 0.8
    log_at, log_width = ((16, 1068), "bottomleft"), 630  # the game log: under the seats, left of the board

    def __init__(self, app, setup: GameSetup, state=None):
        super().__init__(app, setup, state)
        self.driver = TurnBots(self.bots, _CachedRules(self), BOT_DELAY)
        self.camera = Camera()
        self.painter = Painter()
        colours = sorted({self.seat_colour(seat) for seat in range(self.state.players)})
        self.painter.prewarm(colours)
        canvas = getattr(getattr(app, "display", None), "canvas", None)
        if canvas is not None:
            self.painter.aim_at(canvas)
        draw_table.warm_shadows()
        self.unwarmed = draw_table.panel_pictures(colours)  # rendered on calm frames (_warm)
        self.live: HAND.LiveHand | HAND.LiveAxe | None = None
        self.settled: HAND.LiveHand | HAND.LiveAxe | None = None  # a run applied this frame (apply_live)
        self.replay: dict | None = None
        self.aim: dict | None = None  # a human aiming the axe: {"angle", "strength"}
        self.focus = 0
        self.chooser: int | None = None  # the human whose hand of cards is on show (choose phase)
        self.curtain_up = False
        self.word: tuple[str, float] | None = None
        self.awake_for = 0.0
        self.fell_shown = False
        self.pointer = (1080, 400)
        self.bot_t = 0.0
        self.at_rest = AtRest()
        self.keep_humans = False
        self.fall_word = "beanstalk.ev.collapse"
        self._views: dict = {}
        self.worked = False  # this frame's update applied an action, loaded the stalk or stepped physics
        self.rebuilt = False  # this frame's drawing rebuilt a still picture (draw_table._fresh)
        self.pictures: dict = {}  # draw_table._fresh: name -> (key, picture)
        self.pictures_waited: dict = {}

    # the kit's hooks ----------------------------------------------------------------------------------------
    def log_lines(self, seat, action, events) -> list:
        return log_lines.lines(self, seat, action, events)

    def seat_badge(self, surface, seat, centre, radius) -> None:
        log_lines.badge(self, surface, seat, centre, radius)  # the seat's own symbol, as on its panel

    def beats_for(self, ev) -> list[Beat]:
        if isinstance(ev, E.GiantWakes):
            self.awake_for = 3.0
        if ev.__class__ in WORDS:
            key, seconds, sound = WORDS[ev.__class__]
            if isinstance(ev, E.StalkCollapsed):
                key = self.fall_word
            return [Beat(ev, seconds, {"word": tr(key)}, sound=sound)]
        sound = SOUNDS.get(ev.__class__)
        if isinstance(ev, E.CastleReached):
            return [Beat(ev, 1.6, {"word": tr("beanstalk.ev.castle", name=self.seat_name(ev.seat))}, sound=sound)]
        return [Beat(ev, 0.25, sound=sound)] if sound else []

    def end_title(self) -> str:
        res = R.result(self.state)
        names = " & ".join(self.seat_name(w) for w in res["winners"])
        gold = res["totals"][res["winners"][0]]
        key = "beanstalk.ev.winner" if len(res["winners"]) == 1 else "beanstalk.ev.winners"
        return tr(key, name=names, names=names, gold=gold)

    def end_placings(self) -> list[Placing]:
        res = R.result(self.state)
        out, place = [], 0
        for i, seat in enumerate(res["ranking"]):
            if i == 0 or res["totals"][seat] != res["totals"][res["ranking"][i - 1]]:
                place = i + 1
            detail = tr("beanstalk_screen.end.detail", gold=res["totals"][seat], n=len(res["bags"][seat]))
            out.append(Placing(seat, detail, place))
        return out

    def end_note(self) -> str:
        return tr("beanstalk_screen.end.tie_break")

    def seat_anchor(self, seat):
        return (1080, 900), "midbottom"

    # who acts ---------------------------------------------------------------------------------------------
    def view(self, seat=None) -> dict:
        """The rules' view of a seat, worked out once per action (the first for a new stalk loads its world)."""
        if seat not in self._views:
            self._views[seat] = R.view(self.state, seat)
            self.worked = True
        return self._views[seat]

    def legal(self, seat) -> list:
        if ("legal", seat) not in self._views:
            self._views[("legal", seat)] = R.legal_actions(self.state, seat)
            self.worked = True
        return self._views[("legal", seat)]

    def on_events(self, seat, action, events) -> None:
        self._views = {}  # the state changed
        self.worked = True
        super().on_events(seat, action, events)

    def acting(self) -> int | None:
        s = self.state
        return self.chooser if s.phase == "choose" else s.actor

    def accepts(self, intent) -> bool:
        seat = self.acting()
        return seat is not None and self.is_human(seat) and not self.curtain_up and (
            intent.seat == seat or intent.seat is None or intent.device == self.device_of(seat))

    def busy(self) -> bool:
        return self.live is not None or self.replay is not None or self.presenter.busy()

    # every frame ------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.worked = self.live is not None
        self.settled = None
        super().update(dt)
        self.awake_for = max(0.0, self.awake_for - dt)
        top = self.live_top()
        self.camera.follow(top, dt)
        if self.live is not None:
            self._step_live()
            return
        if self.replay is not None:
            self.replay["i"] += REPLAY_SPEED
            if self.replay["i"] >= len(self.replay["frames"]) - 1:
                self.end_replay()
            return
        self._turn(dt)
        if not self.worked:
            self._warm()

    def _turn(self, dt: float) -> None:
        """Whoever acts now: each step that costs (the view, the legal actions, a bot's thinking) in a frame of
        its own, marked as work (no warming, no still picture drawn anew in that frame)."""
        if self.presenter.busy() or R.result(self.state) is not None:
            return
        s = self.state
        if s.actor is not None and s.actor not in self._views:
            self.view(s.actor)  # loading the stalk costs a frame of its own: not in the frame a hand picks it up
            return
        if s.actor is not None and ("legal", s.actor) not in self._views:
            self.legal(s.actor)  # nor in the frame a bot starts thinking
            return
        if s.phase == "choose":
            self._choose_phase()
            return
        seat = s.actor
        if seat in self.bots:
            self.bot_t += dt
            start = time.perf_counter()
            self.driver.update(dt, s, seat, self.bot_act, ready=True)
            self.worked = self.worked or time.perf_counter() - start > THOUGHT_S
        self.chooser = None

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

    def _choose_phase(self) -> None:
        s = self.state
        for seat in self.bots:  # bots choose at once
            if s.chosen[seat] is None:
                self.act(seat, self.bots[seat].choose(self.view(seat), self.legal(seat)))
        if s.phase != "choose":
            return
        waiting = [h for h in self.humans if s.chosen[h] is None]
        if self.chooser in waiting or not waiting or self.curtain_up:
            return
        seat = waiting[0]
        self.focus = 0
        if len(self.humans) > 1:
            self.chooser, self.curtain_up = None, True

            def reveal(seat=seat):
                self.curtain_up = False
                self.chooser = seat
            self.raise_curtain(seat, reveal)
        else:
            self.chooser = seat

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

    def on_intent(self, intent) -> None:
        if self.common_intent(intent):
            return
        if intent.is_pointer and intent.pos:
            self.pointer = intent.pos
        table_input.handle(self, intent)

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

    def bench_update(self, dt: float) -> None:
        if self.keep_humans:  # a screenshot moment shows a person's turn: nobody takes it over
            self.update(dt)
        else:
            super().bench_update(dt)

    def draw(self, surface) -> None:
        draw_table.draw(self, surface)


class _CachedRules:
    """The rules as the bot driver sees them, with the scene's view and legal actions of the state on screen
    (worked out once, on frames of their own)."""

    def __init__(self, scene: BeanScene):
        self.scene = scene

    def view(self, state, seat):
        return self.scene.view(seat) if state is self.scene.state else R.view(state, seat)

    def legal_actions(self, state, seat):
        return self.scene.legal(seat) if state is self.scene.state else R.legal_actions(state, seat)


def make_scene(app, setup: GameSetup, state=None) -> BeanScene:
    return BeanScene(app, setup, state)


def demo_scene(app, seed: int = 1, moment: str | None = None) -> BeanScene:
    from game.games.beanstalk.demo import build

    return build(app, seed, moment)
