"""The Baba Yaga table: its parts, in update / input / drawing order:

    GetReady      "Get ready… 3, 2, 1" before each search at a table with a human (get_ready.py)
    RulesClock    the rules' clock, held while the count shows (live_play.py)
    BotReactions  the bots, each at its tempo on the rules' seconds, remembering every event (the kit's)
    Handicaps     which hands each person may use now (handicaps.py)
    SearcherHand  where the searcher points: cursor, pointer, a bot's gliding hand, the Wobble (searcher_hand.py)
    TableInput    every seat's input, routed to its choices (table_input.py, controls.py)
    TableCues     the presenter beats of every event; where the witch sits (cues.py)
    Renderer      the board (render.py) and the panels, card and banners over it (hud.py)
    ReadyCount    the count over the board (get_ready.py)

A solo human searches against the automatic witch (settings `witch_tempo`). The game is saved at its start and
at every turn boundary; the pause menu tells the players what quitting then keeps (pause.py)."""
from __future__ import annotations

from game.core.setup import GameSetup
from game.engine.i18n import tr
from game.engine.menus.end_screen import Placing
from game.engine.table.bot_parts import BotReactions
from game.engine.table.game_scene import GameScene
from game.games.baba_yaga import layout as L
from game.games.baba_yaga import log_lines, pause
from game.games.baba_yaga import moves as M
from game.games.baba_yaga import rules as R
from game.games.baba_yaga.cues import TableCues
from game.games.baba_yaga.get_ready import GetReady, ReadyCount
from game.games.baba_yaga.handicaps import Handicaps
from game.games.baba_yaga.live_play import RulesClock, witch_seconds
from game.games.baba_yaga.render import Renderer
from game.games.baba_yaga.searcher_hand import SearcherHand
from game.games.baba_yaga.standings import ranking_places
from game.games.baba_yaga.table_input import TableInput

GAME_ID = "baba_yaga"


class BabaYagaScene(GameScene):
    game_id = GAME_ID
    rules = R
    illegal_sound = "failed_soft"
    pause_button_at = (1340, 56)  # between the board and the instruction panel, where it covers nothing
    end_delay = 0.0  # the win's own animation (cue "won") plays first
    log_at, log_width = ((880, 1074), "midbottom"), 860  # the game log: under the forest

    def __init__(self, app, setup: GameSetup, state=None):
        super().__init__(app, setup, state)
        ctx, inputs = self.ctx, (lambda: app.input)
        self.hand = hand = SearcherHand(ctx, inputs)
        self.ready = self.add_part(GetReady(ctx))
        clock = self.add_part(RulesClock(ctx, self.ready, self.tick))
        self.add_part(BotReactions(ctx, observe=True, on_choice=hand.bot_hand, now=lambda: self.state.clock.now,
                                   ready=lambda: clock.running))
        self.handicaps = self.add_part(Handicaps(ctx, hand, inputs))
        self.add_part(hand)
        self.input = self.add_part(TableInput(ctx, hand, self.ready))
        self.cues = self.add_part(TableCues(ctx, clear_saves=lambda: app.saves.clear()))
        self.renderer = self.add_part(Renderer(ctx, hand, self.input, self.cues, inputs, self.ready.active))
        self.add_part(ReadyCount(ctx, self.ready, inputs, self.renderer.card_surface))
        self._last_turn_saved = -1
        self.skip_study_in_bench = False

    def new_state(self):
        cfg = self.setup.config()
        if self.humans:
            cfg.update(auto_witch=self._witch_seconds(), human_seats=list(self.humans))
        return R.new_game(cfg, self.setup.seed)

    def _witch_seconds(self) -> float:
        return witch_seconds(self.app.settings.get("witch_tempo"))

    def _sync_witch_tempo(self) -> None:
        """The setting may change mid-game (Settings over this scene); bots flying her keep it too."""
        R.set_witch_tempo(self.state, self._witch_seconds())
        for bot in self.bots.values():
            bot.witch_seconds = self._witch_seconds()

    def enter(self) -> None:
        super().enter()
        self._sync_witch_tempo()
        if self.state.phase == "study":
            self.save()  # a game quit during the study is there to continue (from the start of the study)
        self.app.audio.preload([f"{GAME_ID}/{n}" for n in ("flip", "whoosh", "cackle", "tick")])

    def resume(self) -> None:
        super().resume()
        self._sync_witch_tempo()

    def exit(self) -> None:
        super().exit()
        self.hand.stop()
        self.handicaps.clear()

    def bench_update(self, dt: float) -> None:
        """The bench's demo table skips the 20-second study: the frames measured are the search."""
        if self.skip_study_in_bench and self.state.phase == "study":
            self.on_events(None, None, R.tick(self.state, self.state.clock.remaining("study") or 0.0))
        self.update(dt)

    def act(self, seat, action):
        """Nothing is taken while the get-ready count shows (a phone's choice comes here straight, past it)."""
        return None if self.ready.active() else super().act(seat, action)

    # --- the kit's hooks ------------------------------------------------------------------------------
    def log_lines(self, seat, action, events) -> list:
        return log_lines.lines(self.seat_name, seat, action, events)

    def save_point(self, events) -> bool:
        """The start of every turn: a resumed game starts with the flight-path choice of that turn."""
        return any(isinstance(e, M.TurnStarted) for e in events)

    def save(self) -> None:
        if self.state.turn_no != self._last_turn_saved and self.humans and not self.attract:
            self._last_turn_saved = self.state.turn_no
            super().save()

    def seat_anchor(self, seat):
        if seat is None or not 0 <= seat < self.state.players:
            return (L.BOARD_CX, 90), "midleft"
        x, y, w, h = L.panel_rect(seat, self.state.players)
        return (x + w + 20, y + h // 2), "midleft"

    def seat_name(self, seat) -> str:
        return super().seat_name(seat) or ""

    def quit_note(self) -> str:
        return pause.quit_note(self.state, bool(self.humans), self.seat_name(self.state.active))

    def end_title(self) -> str:
        return tr("baba_yaga.banner.won", name=self.seat_name(self.state.winner))

    def end_placings(self) -> list[Placing]:
        broken = [len(d) for d in self.state.discards]
        return [Placing(seat, tr("baba_yaga.end.detail", n=broken[seat]), place)
                for seat, place in ranking_places(self.state.winner, broken)]

    def end_note(self) -> str:
        return tr("baba_yaga.end.tie_break")


def make_scene(app, setup: GameSetup, state=None) -> BabaYagaScene:
    """A game from the set-up screen, or a saved one (`state` is the saved JSON or a rules State)."""
    return BabaYagaScene(app, setup, state)


def demo_scene(app, seed: int = 1, moment: str | None = None) -> BabaYagaScene:
    """Bots at every seat; `moment` sets up a situation for screenshots (see demo.py)."""
    from game.games.baba_yaga.demo import build

    return build(make_scene, app, seed, moment)
