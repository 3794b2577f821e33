"""The set-up screen never offers a combination the game's new_game refuses: every game, every player count,
every choice of every option the screen shows starts a game; an option whose value a new player count makes
impossible goes back to one that starts."""
import copy
import itertools

import pytest

from game import games
from game.engine.menus import setup_model
from game.engine.menus.setup import SetupScene
from tests.fakes import FakeApp

GAMES = [info.id for info in games.every() if info.available]


def starts(info, options, players) -> bool:
    try:
        info.rules().new_game({**options, "players": players}, 7)
        return True
    except Exception:
        return False


@pytest.mark.parametrize("game_id", GAMES)
def test_every_offered_choice_at_every_player_count_starts_a_game(game_id):
    info = games.get(game_id)
    walked = 0
    for players in range(info.min_players, info.most_players + 1):
        model = setup_model.SetupModel(info, FakeApp())
        model.set_players(players)
        assert starts(info, model.options, model.players), (players, model.options)
        shown = info.options_for(model.players)
        for opt in shown:  # each option's offered choices, the others as the screen has them
            for choice in model.choices_for(opt):
                trial = copy.deepcopy(model)
                trial.set_option(opt.id, choice)
                trial.fix_options()  # what the screen does after every change
                assert starts(info, trial.options, trial.players), (players, opt.id, choice, trial.players)
                walked += 1
        basic = [o for o in shown if not o.advanced]  # and every combination of the options always in sight
        for combo in itertools.product(*[o.choices for o in basic]):
            trial = copy.deepcopy(model)
            for o, c in zip(basic, combo):
                if c not in trial.choices_for(o):
                    break
                trial.set_option(o.id, c)
                trial.fix_options()
            else:
                assert starts(info, trial.options, trial.players), (players, trial.options, trial.players)
                walked += 1
    assert walked > 10


def test_magic_maze_scenario_9_never_starts_with_fewer_than_three():
    info = games.get("magic_maze")
    model = setup_model.SetupModel(info, FakeApp())
    scenario = next(o for o in info.options if o.id == "scenario")
    model.set_players(2)
    assert 9 in model.choices_for(scenario)  # offered: choosing it seats the three it needs
    model.set_option("scenario", 9)
    model.fix_options()
    assert model.players >= 3 and starts(info, model.options, model.players)
    model.set_players(1)  # the count cannot go under what the chosen scenario needs
    assert model.players >= 3 and starts(info, model.options, model.players)


def test_an_option_new_game_refuses_at_this_count_is_not_offered(monkeypatch):
    info = games.get("magic_maze")
    real = info.rules().new_game

    def picky(config, seed):  # a rules module that refuses the 7-minute timer for small tables
        if config.get("timer") == 7 and config["players"] < 4:
            raise ValueError("the long timer needs four players")
        return real(config, seed)

    monkeypatch.setattr(info.rules(), "new_game", picky)
    model = setup_model.SetupModel(info, FakeApp())
    timer = next(o for o in info.options if o.id == "timer")
    model.set_players(4)
    assert 7 in model.choices_for(timer)
    model.set_option("timer", 7)
    model.set_players(2)  # the count makes the chosen value impossible: it goes back to the default
    assert model.options["timer"] == timer.default and 7 not in model.choices_for(timer)
    assert starts(info, model.options, model.players)


def test_the_set_up_screen_shows_only_what_starts(tmp_path, monkeypatch):
    import pygame
    monkeypatch.setenv("TABLE_TALES_HOME", str(tmp_path))
    pygame.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1920, 1080))
    app = FakeApp(devices=("mouse", "kb_left"))
    scene = SetupScene(app, "magic_maze")
    app.push(scene)
    scene.set_players(2)
    scene.set_option("scenario", 9)
    assert scene.model.players >= 3 and starts(games.get("magic_maze"), scene.model.options, scene.model.players)
    setup = scene.model.to_setup()
    assert starts(games.get("magic_maze"), setup.options, len(setup.seats))
