"""The Pied Piper on screen: the town seen from above, the character row in the market square, the active
player's hand at the bottom. The table is its parts, in update / input / drawing order:

    TurnCues    the turn banner and the opening pause (cues.py)
    HotSeat     whose hand is on show; the curtain between people sharing the screen (the kit's)
    Screen      the picture catching up with the rules event by event, and whose turn it is (screen.py)
    HandInput   the mouse, a keyboard zone or a gamepad playing the shown hand (table_input.py)
    BotTurns    bots wait a moment, like people, then play (the kit's)
    Painter     the drawing (painter.py)

Autosave after every action."""
from __future__ import annotations

from game.core.setup import GameSetup
from game.engine.i18n import tr
from game.engine.menus.end_screen import Placing
from game.engine.table.bot_parts import BotTurns
from game.engine.table.game_scene import GameScene
from game.engine.table.hot_seat import HotSeat
from game.games.pied_piper import layout as L
from game.games.pied_piper import log_lines
from game.games.pied_piper import rules as R
from game.games.pied_piper.cues import TurnCues
from game.games.pied_piper.painter import Painter
from game.games.pied_piper.screen import Screen
from game.games.pied_piper.table_input import HandInput

BOT_DELAY = 0.75  # seconds a bot "thinks" before each card


class PiperScene(GameScene):
    game_id = "pied_piper"
    rules = R
    music = "pied_piper/music"  # assets/sounds/pied_piper/music.wav, made from music.py by tools/make_sounds.py
    pause_button_at = L.PAUSE_CENTRE  # clear of the town (town.PAUSE keeps banners off it)
    pause_button_always = True  # a mouse-only family needs the button in sight
    end_delay = 0.0
    curtain_own_device = True  # a hand is private: only its seat's own device lifts the curtain before it

    # the game log: where the ring leaves a corner free of houses (layout.log_place)
    log_place = property(lambda self: L.log_place(len(self.screen.shown.data["ring"])))
    log_at = property(lambda self: (self.log_place[0], "topleft"))
    log_width = property(lambda self: self.log_place[1])
    log_wrap = property(lambda self: self.log_place[2])

    def __init__(self, app, setup: GameSetup, state=None):
        super().__init__(app, setup, state)
        ctx = self.ctx
        open_hands = bool(setup.options.get("open_hands", False))
        self.hot = HotSeat(ctx, owed=self._owed, needs_curtain=lambda: self.screen.needs_curtain(),
                           waits=lambda: self.screen.busy or R.result(self.state) is not None,
                           on_show=self._on_show)
        self.screen = Screen(ctx, self.hot, open_hands)
        self.presenter = self.screen.shown.presenter  # the screen's beats are the table's presenter
        self.cues = TurnCues(ctx, self.screen)
        self.hands = HandInput(ctx, self.screen)
        self.painter = Painter(ctx, self.screen, self.hands, self.cues, inputs=lambda: app.input)
        self.painter.sprites.prewarm({s.colour for s in setup.seats})
        self.bot_turns = BotTurns(ctx, self._bot_seat, ready=lambda: True, delay=BOT_DELAY)
        for part in (self.cues, self.hot, self.screen, self.hands, self.bot_turns, self.painter):
            self.add_part(part)

    def _owed(self) -> int | None:
        """The active player's hand is owed to the screen when a person (not a bot) holds that seat."""
        active = self.state.active
        return None if self.ctx.seats.is_bot(active) else active

    def _on_show(self, seat: int, after_curtain: bool) -> None:
        if after_curtain:
            self.screen.show_hand(seat)

    def _bot_seat(self) -> int | None:
        """The seat a bot plays now: the active one, once the screen has caught up and the opening pause is over."""
        if self.screen.busy or R.result(self.state) is not None or self.cues.opening_pause:
            return None
        return self.state.active

    def open_pause(self) -> None:
        """Saved first: Continue after quitting from the menu finds the keys where they were."""
        if not self.is_over():
            self.save()
        super().open_pause()

    def seat_anchor(self, seat):
        return (round(L.CENTRE[0]), L.HAND_TOP - 50), "midbottom"  # above the hand, where the card bounced

    # the kit's hooks ----------------------------------------------------------------------------------------
    def present(self, dt: float) -> list:
        return self.screen.advance(dt)

    def log_lines(self, seat, action, events) -> list:
        return log_lines.lines(self.seat_name, seat, action, events)

    def end_title(self) -> str:
        winners = R.result(self.state)["winners"]
        if len(winners) == 1:
            return tr("pied_piper.winner", name=self.seat_name(winners[0]))
        return tr("pied_piper.winners", names=" & ".join(self.seat_name(w) for w in winners))

    def end_placings(self) -> list[Placing]:
        res = R.result(self.state)
        out = {x for g in self.state.eliminated for x in g}
        placings = []
        for i, seat in enumerate(res["ranking"]):
            detail = tr("pied_piper.rank_detail", floor=res["floors"][seat], markers=res["markers"][seat])
            if seat in out:
                detail += f' · {tr("pied_piper.out")}'
            placings.append(Placing(seat, detail, 1 if seat in res["winners"] else i + 1))
        return placings

    def end_note(self) -> str:
        return tr("pied_piper.end.tie_break")


def make_scene(app, setup: GameSetup, state=None) -> PiperScene:
    """The game for a set-up; `state` is a restored rules state, or its JSON from a save."""
    return PiperScene(app, setup, state)


def demo_scene(app, seed: int = 1, moment: str | None = None) -> PiperScene:
    """A scene for screenshots and the bench (moments: see demo.py)."""
    from game.games.pied_piper.demo import build

    return build(make_scene, app, seed, moment)
