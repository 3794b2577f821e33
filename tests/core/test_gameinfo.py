"""GameInfo (game/core/gameinfo.py) and the registry built from it."""
import pytest

from game import games
from game.core.gameinfo import GameInfo, Option, Setting


def test_every_game_declares_its_dynamics_and_player_range():
    want = {  # id: (min, max, realtime, hidden_info, cooperative)
        "baba_yaga": (2, 5, True, False, False),
        "pied_piper": (2, 5, False, True, False),
        "magic_maze": (1, 8, True, False, True),
        "beanstalk": (2, 5, False, True, False),
        "kragmortha": (2, 8, False, True, False),
    }
    for gid, (lo, hi, rt, hidden, coop) in want.items():
        info = games.get(gid)
        assert (info.min_players, info.max_players) == (lo, hi)
        assert (info.realtime, info.hidden_info, info.cooperative) == (rt, hidden, coop), gid
        assert info.rules_version >= 1
        assert len(info.accent) == 3 and all(0 <= c <= 255 for c in info.accent)
    assert [i.id for i in games.available()][:5] == ["baba_yaga", "magic_maze", "beanstalk", "kragmortha",
                                                     "pied_piper"]


def test_accents_are_distinct_so_the_drawn_emblems_differ():
    accents = [i.accent for i in games.every()]
    assert len(set(accents)) == len(accents)


def test_options_for_a_player_count():
    info = games.get("baba_yaga")
    two = {o.id for o in info.options_for(2)}
    four = {o.id for o in info.options_for(4)}
    assert "alternate_hands" in two and "alternate_hands" not in four
    assert {"mode", "expert", "start_player"} <= four


def test_settings_keys_and_bad_declarations():
    tempo = next(s for s in games.get("baba_yaga").settings if s.key == "witch_tempo")
    assert tempo.default == "slow" and games.get("baba_yaga").setting_key(tempo, "fast") == \
        "set.baba_yaga.witch_tempo.fast"
    with pytest.raises(ValueError):
        Setting("x", ("a", "b"), "c")
    with pytest.raises(ValueError):
        GameInfo("x", 3, 2)
    with pytest.raises(ValueError):
        GameInfo("x", 2, 3, options=(Option("a", (1,), 1), Option("a", (2,), 2)))
    with pytest.raises(ValueError):
        GameInfo("x", 2, 3, rules_version=0)


def test_two_games_may_not_share_a_setting_key():
    clash = GameInfo("clash_game", 2, 3, settings=(Setting("witch_tempo", ("a",), "a"),))
    registry = games.registry().copy()
    with pytest.raises(ValueError):
        registry.add(clash)
    assert "clash_game" not in registry


def test_the_registry_reexports_the_core_classes():
    assert games.GameInfo is GameInfo and games.Option is Option and games.Setting is Setting


def test_an_option_value_may_bring_a_player_range_of_its_own():
    """Magic Maze's scenario 9 (Follow the leader) seats 3 to 9; every other scenario 1 to 8."""
    info = games.get("magic_maze")
    assert info.players_for({}) == (1, 8) and info.players_for({"scenario": 4}) == (1, 8)
    assert info.players_for({"scenario": 9}) == (3, 9)
    assert info.most_players == 9 and info.max_players == 8
    assert games.get("kragmortha").players_for({}) == (2, 8) and games.get("kragmortha").most_players == 8
    with pytest.raises(ValueError):
        GameInfo("x", 1, 4, options=(Option("mode", ("a", "b"), "a"),), ranges=(("nope", "b", 2, 6),))


def test_simulate_and_saves_follow_the_options_player_range():
    from game.core.setup import GameSetup
    from game.engine.save_check import _check_setup
    from game.tools.simulate import check_request

    info = games.get("magic_maze")
    assert check_request(info, 9, None, {"scenario": 9}) is None
    assert "1-8" in check_request(info, 9, None, {"scenario": 1})
    assert "1-8" in check_request(info, 9, None, {})
    _check_setup(GameSetup.all_bots("magic_maze", 9, options={"scenario": 9}), info)
    with pytest.raises(ValueError):
        _check_setup(GameSetup.all_bots("magic_maze", 9, options={"scenario": 2}), info)
