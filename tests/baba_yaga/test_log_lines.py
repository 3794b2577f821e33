"""Baba Yaga's game log (log_lines.py): bots searching through the scene fill it with sentences naming the
seats (tiles found or wrong, spells broken or failed); a human's action adds its line; the witch's single moves
are grouped (only three and one move from home are told)."""
from game.core.setup import GameSetup
from game.engine.i18n import tr
from game.games.baba_yaga import log_lines
from game.games.baba_yaga import moves as M
from game.games.baba_yaga.scene import make_scene
from tests.engine_log.helpers import bot_game_log, names_in
from tests.fakes import FakeApp


class Table:
    def seat_name(self, seat):
        return None if seat is None else ["Mia", "Leo", "Ada"][seat]


def test_a_bot_game_fills_the_log_with_sentences_naming_the_seats():
    scene = bot_game_log(make_scene, GameSetup.all_bots("baba_yaga", 3, seed=4), frames=6000, enough=14)
    log = scene.game_log
    assert len(log) >= 14 and len(names_in(scene)) >= 2
    texts = [e.text for e in log]
    assert any(e.seat is not None and (e.text.startswith(f"{scene.seat_name(e.seat)} found the ")
                                       or e.text.endswith("a wrong tile")) for e in log)
    assert texts[0] == tr("baba_yaga_log.study_over")


def test_a_humans_action_adds_a_line():
    app = FakeApp()
    setup = GameSetup.all_bots("baba_yaga", 2, seed=5)
    setup.seats[0].kind, setup.seats[0].device = "human", "mouse"
    scene = make_scene(app, setup)
    app.push(scene)
    s = scene.state
    for _ in range(2000):  # through the study to the first choice a person makes
        scene.update(1 / 20)
        if scene.humans[0] in (s.turn.get("chooser"), s.active) and s.phase != "study" and \
                scene.rules.legal_actions(s, 0):
            break
    legal = scene.rules.legal_actions(s, 0)
    assert legal
    before = len(scene.game_log)
    assert scene.act(0, legal[0]) is not None
    assert len(scene.game_log) > before and any("Mia" in e.text or e.seat == 0 for e in scene.game_log.entries[before:])


def test_found_wrong_and_the_witch_only_near_home():
    events = [M.TileFlipped(1, 4, "frog", True), M.TileFlipped(1, 5, "bat", False),
              M.WitchMoved(0, (1, 1), 4, 8, 0), M.WitchMoved(0, (1, 2), 5, 8, 0), M.WitchMoved(0, (1, 3), 7, 8, 0)]
    out = log_lines.lines(Table().seat_name, None, None, events)
    assert out == [(1, tr("baba_yaga_log.found", name="Leo", element=tr("baba_yaga.element.frog"))),
                   (1, tr("baba_yaga_log.wrong", name="Leo", element=tr("baba_yaga.element.bat"))),
                   (0, tr("baba_yaga_log.witch", n=3)), (0, tr("baba_yaga_log.witch", n=1))]


def test_a_broken_spell_names_its_effect_and_a_failed_one_why():
    out = log_lines.lines(Table().seat_name, 2, None, [M.SpellBroken(2, 7, "fog", 1), M.SpellFailed(0, 3, "too_few")])
    assert out[0][0] == 2 and "Ada" in out[0][1] and tr("baba_yaga.effect.fog") in out[0][1]
    assert out[1] == (0, tr("baba_yaga_log.failed", name="Mia", why=tr("baba_yaga.banner.failed.too_few")))
