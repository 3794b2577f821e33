"""Jack & the Beanstalk on screen: the stalk seen from the side, rising from the round board toward the giant's
castle, the camera following its top. Each person chooses a card in secret (behind the hot-seat curtain when
several share the screen; bots at once), then the reveal; pieces are stacked by hand, live, one physics step a
frame through the rules' own replay, and the recorded track is what the rules apply, so both end on the same
state_hash. A fall is shown, rumbled, then replayed in slow motion (press to skip). The axe is aimed, pulled back
and thrown as a physics body. The acting player's things (cards, dice tray, buttons, hint) sit in a column right
of the stalk, never across it.

The table is its parts, in update order: the drawer (the giant's wake-up time; it draws everything), the rules'
views once per state (rules_reads.py), the live table with the camera (live_table.py), whoever acts now
(turns.py), the kit's HotSeat for the secret cards, the players' hands (table_input.py), and what calm frames
draw ahead (prewarmer.py)."""
from __future__ import annotations

from game.core.setup import GameSetup
from game.engine.i18n import tr
from game.engine.menus.end_screen import Placing
from game.engine.table.game_scene import GameScene
from game.engine.table.hot_seat import HotSeat
from game.engine.table.presenter import Beat
from game.games.beanstalk import events as E
from game.games.beanstalk import log_lines
from game.games.beanstalk import rules as R
from game.games.beanstalk.at_rest import AtRest
from game.games.beanstalk.draw_table import TableDrawer
from game.games.beanstalk.live_table import LiveTable
from game.games.beanstalk.prewarmer import Prewarmer
from game.games.beanstalk.rules_reads import RulesReads
from game.games.beanstalk.table_input import TableInput
from game.games.beanstalk.turns import Turns
from game.games.beanstalk.view import Camera, Painter

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
        ctx = self.ctx
        self.camera = Camera()
        self.painter = Painter()
        self.at_rest = AtRest(ctx.budget)
        self.reads = RulesReads(ctx)
        self.live_table = LiveTable(ctx, self.reads, self.camera, self.at_rest, app.audio.play)
        self.prewarmer = Prewarmer(ctx, self.painter, self.live_table, app.display.canvas)
        self.turns = Turns(ctx, self.reads, self.live_table)
        self.hot_seat = HotSeat(ctx, self.turns.owed_card, waits=lambda: not self.turns.choosing,
                                on_show=lambda seat, curtain: self.table_input.reset_focus())
        self.table_input = TableInput(ctx, self.reads, self.live_table, self.hot_seat, self.camera, self.at_rest,
                                      app.input)
        self.drawer = TableDrawer(ctx, self.painter, self.camera, self.at_rest, self.live_table, self.table_input,
                                  self.turns, self.hot_seat)
        for part in (self.drawer, self.reads, self.live_table, self.turns, self.hot_seat, self.table_input,
                     self.prewarmer):
            self.add_part(part)

    # the kit's hooks ----------------------------------------------------------------------------------------
    def log_lines(self, seat, action, events) -> list:
        return log_lines.lines(self.seat_name, events)

    def seat_badge(self, surface, seat, centre, radius) -> None:
        log_lines.badge(self.seat_colour, surface, seat, centre, radius)  # the seat's own symbol, as on its panel

    def beats_for(self, ev) -> list[Beat]:
        if ev.__class__ in WORDS:
            key, seconds, sound = WORDS[ev.__class__]
            if isinstance(ev, E.StalkCollapsed):
                key = self.live_table.fall_word
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


def make_scene(app, setup: GameSetup, state=None) -> BeanScene:
    return BeanScene(app, setup, state)


def demo_scene(app, seed: int = 1, moment: str | None = None) -> BeanScene:
    from game.games.beanstalk.demo import build

    return build(app, seed, moment, make_scene)
