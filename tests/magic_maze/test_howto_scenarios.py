"""The how-to matches the chosen scenario: scenario 1 allows talking and has one exit for all; every scenario's own
rules (and the earlier ones it keeps) are on its last page, in both languages; the set-up screen and the pause menu
open the walkthrough of the scenario chosen."""
import pygame
import pytest

from game.core.howto_spec import Art
from game.engine import i18n
from game.engine.menus.howto import HowToView, render_picture
from game.engine.menus.pause import PauseMenu
from game.games.magic_maze import howto
from game.games.magic_maze.scenarios import SCENARIOS
from tests.fakes import FakeApp
from tests.magic_maze.test_scene import human_setup, started


def lines(pages):
    return [k for page in pages for k in page.lines]


def exits(page):
    return {p.path.rsplit("/", 1)[1] for p in page.picture if isinstance(p, Art) and "cell_exit" in p.path}


def test_the_how_to_matches_the_chosen_scenario():
    one, two = howto.pages_for({"scenario": 1}), howto.pages_for({"scenario": 2})
    assert "howto.magic_maze.tile.1.talk" in lines(one) and "howto.magic_maze.tile.1" not in lines(one), \
        "scenario 1 allows talking at all times"
    assert "howto.magic_maze.goal.2.one_exit" in lines(one)
    assert exits(one[0]) == exits(one[4]) == {"cell_exit_purple.svg"}, "one exit (purple) for all, in the pictures"
    assert "howto.magic_maze.tile.1" in lines(two) and "howto.magic_maze.goal.2" in lines(two)
    assert len(exits(two[4])) == 4, "from scenario 2 each hero has its own exit"
    assert howto.PAGES == one, "the walkthrough without a choice is the default scenario's"
    assert "howto.magic_maze.sand.2.never" in lines(howto.pages_for({"scenario": 14}))
    assert "howto.magic_maze.sand.3.no_pawn" in lines(howto.pages_for({"scenario": 15}))
    assert "howto.magic_maze.sand.3.leader" in lines(howto.pages_for({"scenario": 9}))
    assert "howto.magic_maze.sand.2.gestures" in lines(howto.pages_for({"scenario": 12}))
    assert "howto.magic_maze.goal.2.fool" in lines(howto.pages_for({"scenario": 10}))


def test_with_no_sand_timer_no_how_to_page_says_the_sand_makes_you_lose():
    untimed = lines(howto.pages_for({"scenario": 2, "timer": "none"}))
    timed = lines(howto.pages_for({"scenario": 2, "timer": 3}))
    assert "howto.magic_maze.sand.1" in timed and "howto.magic_maze.end.2" in timed
    assert "howto.magic_maze.sand.1" not in untimed and "howto.magic_maze.end.2" not in untimed
    assert {"howto.magic_maze.sand.1.none", "howto.magic_maze.end.2.none"} <= set(untimed)
    for lang in ("en", "zh-TW"):
        i18n.set_language(lang)
        try:
            assert all(i18n.tr(k) != k for k in untimed), "every line is translated"
        finally:
            i18n.set_language("en")


@pytest.mark.parametrize("n", sorted(SCENARIOS))
def test_each_scenarios_special_rules_are_on_its_how_to_page(n):
    pages = howto.pages_for({"scenario": n, "players": 4})
    last = pages[-1]
    assert last.title == f"magic_maze.scenario.{n}.title" and last.lines[0] == f"magic_maze.scenario.{n}.rule"
    if n >= 4:  # the earlier scenarios' rules it keeps (3: pass the tiles, 4: dwarf and elf, 5: mage, 6: barbarian)
        assert last.lines[1] == "howto.magic_maze.keeps." + str(min(n, 8))
    assert last.picture, "the page has its picture"
    for lang in ("en", "zh-TW"):
        missing = [k for page in pages for k in page.keys() if not i18n.has(k, lang)]
        assert not missing, (lang, missing)


def test_every_scenario_page_draws_every_piece(caplog):
    pygame.init()
    pygame.display.set_mode((1920, 1080))
    for n in sorted(SCENARIOS):
        for page in howto.pages_for({"scenario": n}):
            render_picture(page)
    assert not [r for r in caplog.records if "how-to picture piece" in r.getMessage()]


def test_the_set_up_screen_and_the_pause_menu_open_the_chosen_scenarios_how_to():
    from game.engine.menus.setup import SetupScene

    pygame.init()
    pygame.display.set_mode((1920, 1080))
    app = FakeApp()
    app.push(SetupScene(app, "magic_maze"))
    app.top.model.options["scenario"] = 5
    app.top.show_howto()
    assert isinstance(app.top, HowToView) and app.top.pages[-1].lines[0] == "magic_maze.scenario.5.rule"
    app = FakeApp()
    started(app, human_setup(4, {0: "mouse"}, scenario=13, timer="none"))
    menu = PauseMenu(app, "magic_maze")
    app.push(menu)
    menu.show_howto()
    assert isinstance(app.top, HowToView) and app.top.pages[-1].lines[0] == "magic_maze.scenario.13.rule"
