"""Magic Maze's game log (log_lines.py): bots playing through the scene fill it with sentences (tiles explored
by named seats, portals, the hourglass), plain steps are left out, a human's nudge adds its line, and the strip
fades a few seconds after the newest line (real time: no turn to wait for)."""
import pygame

from game.core.setup import GameSetup
from game.engine import intents as I
from game.engine.i18n import tr
from game.games.magic_maze import log_lines
from game.games.magic_maze import moves as M
from game.games.magic_maze.scene import make_scene
from tests.engine_log.helpers import bot_game_log, names_in
from tests.fakes import FakeApp
from tests.magic_maze.test_scene import human_setup, started


class Table:
    def seat_name(self, seat):
        return None if seat is None else ["Mia", "Leo"][seat]


def test_a_bot_game_fills_the_log_with_sentences_naming_the_seats():
    setup = GameSetup.all_bots("magic_maze", 4, seed=2, options={"scenario": 1})
    scene = bot_game_log(make_scene, setup, frames=8000, enough=6)
    assert len(scene.game_log) >= 6 and names_in(scene)
    assert any(tr("magic_maze_log.explored", name=scene.seat_name(e.seat)) == e.text for e in scene.game_log)


def test_plain_steps_are_left_out_and_portals_told():
    events = [M.HeroMoved(0, "green", ((1, 1), (1, 2)), "move"), M.HeroMoved(1, "purple", ((3, 3),), "portal"),
              M.SandTurned("orange", (2, 2), 150.0), M.ItemsStolen(((1, 1),))]
    assert log_lines.lines(Table().seat_name, events) == [
        (1, tr("magic_maze_log.portal", name="Leo", hero=tr("magic_maze.hero.purple"))),
        (None, tr("magic_maze_log.sand_left", hero=tr("magic_maze.hero.orange"), time="2:30")),
        (None, tr("magic_maze_log.stolen"))]


def test_a_humans_nudge_adds_its_line():
    app = FakeApp()
    scene = started(app, human_setup(4, {0: "kb_left"}))
    scene.on_intent(I.Intent(I.ACT4, "kb_left", seat=0))
    last = scene.game_log.entries[-1]
    assert last.seat == 0 and last.text.startswith("Mia")


def test_the_strip_fades_after_the_newest_line():
    app = FakeApp()
    scene = started(app, human_setup(4, {0: "kb_left"}))
    scene.game_log.add(0, "Mia explored a new mall tile", scene.clock)
    surface = pygame.Surface((1920, 1080))
    at, anchor = scene.log_at
    assert scene.table_log.strip.draw(surface, scene.game_log, scene.seat_badge, at, anchor, 700, scene.clock,
                                 scene.log_fade_after) is not None
    later = scene.clock + scene.log_fade_after + 5
    assert scene.table_log.strip.draw(surface, scene.game_log, scene.seat_badge, at, anchor, 700, later,
                                 scene.log_fade_after) is None
