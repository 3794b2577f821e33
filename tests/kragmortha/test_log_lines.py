"""Kragmortha's game log (log_lines.py, replacing the scene's own three-line list and its drawing): bots
playing through the scene fill it with sentences naming the seats, a human's card adds its line, pushes name
both goblins, single steps are left out, and the strip wraps its lines in the narrow corner under the panels."""
import pygame

from game.core.setup import GameSetup
from game.engine.i18n import tr
from game.games.kragmortha import events as E
from game.games.kragmortha import log_lines
from game.games.kragmortha.scene import make_scene
from tests.engine_log.helpers import bot_game_log, names_in
from tests.fakes import FakeApp
from tests.kragmortha.test_scene import human_scene, play_first_card


def seat_name(seat):
    return None if seat is None else ["Mia", "Leo", "Ada"][seat]


def test_a_bot_game_fills_the_log_with_sentences_naming_the_seats():
    scene = bot_game_log(make_scene, GameSetup.all_bots("kragmortha", 3, seed=2), frames=6000, dt=1 / 30,
                         enough=12)
    log = scene.game_log
    assert len(log) >= 12 and len(names_in(scene)) >= 2
    played = [e for e in log if e.text.startswith(f"{scene.seat_name(e.seat)} plays a ")]
    assert played


def test_a_humans_card_adds_its_line():
    app = FakeApp()
    scene = human_scene(app)
    before = len(scene.game_log)
    play_first_card(scene)
    new = scene.game_log.entries[before:]
    assert any(e.seat == 0 and e.text.startswith(scene.seat_name(0)) for e in new)


def test_pushes_name_both_goblins_and_steps_are_left_out():
    events = [E.GoblinMoved(0, (1, 1), (1, 2), "step"), E.GoblinPushed(2, 0, (1, 2), (1, 3)),
              E.GoblinMoved(1, (4, 4), (9, 1), "teleport")]
    assert log_lines.lines(events, seat_name, 3) == [
        (0, tr("kragmortha.screen.log.pushed", name="Mia", other="Ada")),
        (1, tr("kragmortha_log.teleport", name="Leo"))]


def test_the_scene_keeps_no_log_of_its_own_and_the_strip_wraps_at_28_px(text_sizes):
    app = FakeApp()
    scene = human_scene(app)
    assert not hasattr(scene, "log")
    seen = text_sizes
    sentence = "Mia got a penalty: Only one hand on the mouse and never the keys"
    scene.game_log.add(0, sentence, scene.clock)
    scene.draw(pygame.Surface((1920, 1080)))
    mine = [(s, size) for s, size in seen if len(s) > 6 and s.rstrip("…").strip() in sentence]
    assert len(mine) >= 2 and min(size for _, size in mine) >= 28  # two lines, not one squeezed
