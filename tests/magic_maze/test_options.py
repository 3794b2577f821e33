"""Every choice of every option the registry offers (bench.OPTIONS, the entry the lead registers) starts a game,
as the set-up screen and `python -m game simulate --option k=v` would pass it."""
import pytest

from game.games.magic_maze import rules as R
from game.games.magic_maze.bench import INFO, OPTIONS


@pytest.mark.parametrize("option", OPTIONS, ids=lambda o: o.id)
def test_every_option_choice_starts_a_game(option):
    for choice in option.choices:
        cfg = INFO.default_config() | {"players": 4, option.id: choice}
        if option.id in ("pile", "side", "leader"):
            cfg["scenario"] = 9  # these options matter from scenario 8 on (leader: 9)
        s = R.new_game(cfg, 1)
        assert R.result(s) is None and R.legal_actions(s, 0)
        if option.id == "timer":
            assert s.sand_total == (None if choice == "none" else choice * 60)


def test_defaults_are_scenario_1_with_a_3_minute_timer():
    s = R.new_game(INFO.default_config() | {"players": 4}, 1)
    assert s.scenario == 1 and s.sand_total == 180 and s.placed[0][0] == "1A"
