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
column right of the stalk (hud.COLUMN), never across it.

The scene's parts, each a mixin whose names stay the scene's: the rules' view and legal actions once per state
(rules_reads.py), who acts and the secret card choice behind the curtain (card_choice.py), the live hand, axe and
replay (live_runs.py), what the camera follows (camera_target.py), what calm frames draw ahead (drawn_ahead.py)."""
from __future__ import annotations

import time

from game.core.setup import GameSetup
from game.engine.i18n import tr
from game.engine.menus.end_screen import Placing
from game.engine.table.bots import TurnBots
from game.engine.table.game_scene import GameScene
from game.engine.table.presenter import Beat
from game.games.beanstalk import draw_table, log_lines, table_input
from game.games.beanstalk import events as E
from game.games.beanstalk import rules as R
from game.games.beanstalk.at_rest import AtRest
from game.games.beanstalk.camera_target import CameraTarget
from game.games.beanstalk.card_choice import CardChoice
from game.games.beanstalk.drawn_ahead import DrawnAhead
from game.games.beanstalk.live_runs import LiveRuns
from game.games.beanstalk.rules_reads import CachedRules, RulesReads
from game.games.beanstalk.view import Camera, Painter

BOT_DELAY = 0.8
THOUGHT_S = 0.0005  # a bot's turn that took longer than this in a frame (a slice of thinking) is that frame's work
SOUNDS = {E.CardsRevealed: "card_reveal", E.DiceRolled: "dice_roll", E.GiantWakes: "giant_wakes",
          E.GoldDrawn: "gold", E.CastleReached: "fanfare", E.GameEnded: "win", E.CardChosen: "card_pick"}
WORDS = {E.FeeFiFoFum: ("beanstalk.ev.fee_fi", 1.8, "fee_fi_fo_fum"),
         E.StalkCollapsed: ("beanstalk.ev.collapse", 1.2, None),
         E.GiantWakes: ("beanstalk.ev.giant_wakes", 1.4, None)}


class BeanScene(GameScene, RulesReads, CardChoice, LiveRuns, CameraTarget, DrawnAhead):
    game_id = "beanstalk"
    rules = R
    illegal_sound = "card_pick"
    end_delay = 0.8
    log_at, log_width = ((16, 1068), "bottomleft"), 630  # the game log: under the seats, left of the board

    def __init__(self, app, setup: GameSetup, state=None):
        super().__init__(app, setup, state)
        self.driver = TurnBots(self.bots, CachedRules(self), BOT_DELAY)
        self.camera = Camera()
        self.painter = Painter()
        self.init_drawn_ahead(app)
        self.init_live_runs()
        self.focus = 0  # the card or button the keys are on
        self.init_card_choice()
        self.word: tuple[str, float] | None = None
        self.awake_for = 0.0
        self.fell_shown = False
        self.pointer = (1080, 400)
        self.bot_t = 0.0
        self.at_rest = AtRest()
        self._views: dict = {}  # rules_reads.py

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

    def on_events(self, seat, action, events) -> None:
        self._views = {}  # the state changed (rules_reads.py)
        self.worked = True
        super().on_events(seat, action, events)

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
            self._step_replay()
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

    def on_intent(self, intent) -> None:
        if self.common_intent(intent):
            return
        if intent.is_pointer and intent.pos:
            self.pointer = intent.pos
        table_input.handle(self, intent)

    def draw(self, surface) -> None:
        draw_table.draw(self, surface)


def make_scene(app, setup: GameSetup, state=None) -> BeanScene:
    return BeanScene(app, setup, state)


def demo_scene(app, seed: int = 1, moment: str | None = None) -> BeanScene:
    from game.games.beanstalk.demo import build

    return build(app, seed, moment)
