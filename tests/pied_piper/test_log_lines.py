"""The Pied Piper's game log (log_lines.py): bots playing through the scene fill it with sentences naming the
seats, each under the seat that acted; a human's card adds its line; the effect names the house that moved."""
from game.core.setup import GameSetup
from game.engine.i18n import tr
from game.games.pied_piper import cards as C
from game.games.pied_piper import events as E
from game.games.pied_piper import log_lines
from game.games.pied_piper import rules as R
from game.games.pied_piper.demo import demo_setup
from game.games.pied_piper.scene import make_scene
from tests.engine_log.helpers import bot_game_log, names_in
from tests.fakes import FakeApp


def test_a_bot_game_fills_the_log_with_sentences_naming_the_seats():
    scene = bot_game_log(make_scene, GameSetup.all_bots("pied_piper", 4, seed=3), enough=16)
    log = scene.game_log
    assert len(log) >= 16
    assert len(names_in(scene)) >= 3
    for e in log:
        if e.seat is not None and ":" in e.text:
            assert e.text.startswith(scene.seat_name(e.seat)), e.text  # the line stands under the seat it names
    assert any(" — " in e.text for e in log)  # some card was carried out and its effect told


def test_a_humans_card_adds_its_line():
    app = FakeApp()
    scene = make_scene(app, demo_setup(4, 2, humans=1))
    app.push(scene)
    s = scene.state
    s.active = 0
    action = R.legal_actions(s, 0)[0]
    before = len(scene.game_log)
    assert scene.act(0, action) is not None
    line = scene.game_log.entries[before]
    assert line.seat == 0 and line.text.startswith(scene.seat_name(0))
    assert tr(f"pied_piper.kind.{action and R.C.kind_of(action.card)}") in line.text or "face" in line.text


def test_the_effect_names_the_house_and_its_new_floor():
    class Table:
        def seat_name(self, seat):
            return ["Mia", "Leo"][seat]
    green = C.character_cards_of("green")[0]
    events = [E.CardPlayed(1, 0, green, 3, "step2", False, 1), E.CharacterCarriedOut(0, green, "green"),
              E.CardActs(0, 3, "step2", "green"), E.FigureStepped("green", 0, 0, 1), E.FloorChanged(0, 2, 3),
              E.FigureStepped("green", 1, -1, 2), E.FloorChanged(-1, 0, 1)]
    [(seat, text)] = log_lines.lines(Table().seat_name, 1, E.PlayCard(1, 3, 0), events)
    assert seat == 1
    assert text.startswith("Leo: ") and "Mia" in text and "3" in text
    assert tr("pied_piper_log.walked", n=2) in text and tr("pied_piper_log.fig.green") in text


def test_a_fallen_house_and_the_end_get_lines_of_their_own():
    class Table:
        def seat_name(self, seat):
            return ["Mia", "Leo", "Ada"][seat]
    events = [E.PlayerEliminated(2, 0, (2,), (0, 1), 0), E.GameEnded((0,), (0, 1, 2))]
    out = log_lines.lines(Table().seat_name, None, None, events)
    assert out == [(2, tr("pied_piper.eliminated", name="Ada")), (0, tr("pied_piper.eliminated.markers", name="Mia")),
                   (0, tr("pied_piper.winner", name="Mia"))]


def test_continue_starts_the_log_with_game_resumed():
    app = FakeApp()
    setup = demo_setup(3, 4, humans=1)
    scene = make_scene(app, setup)
    app.push(scene)
    scene.state.active = 0
    scene.act(0, R.legal_actions(scene.state, 0)[0])
    setup_saved, state_json, _ = app.saves.saved[-1]
    again = make_scene(FakeApp(), setup_saved, state_json)
    assert [e.text for e in again.game_log] == [tr("table_log.resumed")]


class _Names:
    def seat_name(self, seat):
        return ["Mia", "Leo", "Ada"][seat]


def test_log_line_names_the_figure_that_moved_not_the_one_the_card_went_under():
    blue = C.character_cards_of("blue")[0]
    piper = C.character_cards_of("piper")[0]
    events = [E.CardPlayed(1, 0, blue, 3, "step1", False, 0), E.CharacterCarriedOut(1, piper, "piper"),
              E.MelodyPlayed(("green",)), E.FigureStepped("piper", 0, 1, 1, ("green",)), E.FloorChanged(1, 2, 1)]
    [(_, text)] = log_lines.lines(_Names().seat_name, 0, E.PlayCard(0, 3, 0), events)
    assert tr("pied_piper_log.named", figure=tr("pied_piper_log.fig.piper"),
              what=tr("pied_piper_log.walked_with", n=1)) in text, text


def test_log_line_tells_the_moves_in_the_order_they_happened():
    green = C.character_cards_of("green")[0]
    events = [E.CharacterCarriedOut(0, green, "green"), E.FigureStepped("green", 0, 1, 1), E.FloorChanged(1, 0, 1),
              E.FigureTurned("green", -1)]
    [(_, text)] = log_lines.lines(_Names().seat_name, 0, None, events)
    said = tr("pied_piper_log.walked", n=1) + tr("pied_piper_log.and_then") + tr("pied_piper_log.turned")
    assert tr("pied_piper_log.named", figure=tr("pied_piper_log.fig.green"), what=said) in text, text
    assert "Leo 1" in text
