"""A game night's scoring (one points table for every game, ties share a place, a co-operative game scores
the whole table), its resumption after a quit at any point, and damaged nights refused with a reason."""
from __future__ import annotations

import json

import pytest

from game.core.night import POINTS, Night, Player, places_from_result, points_for
from game.tools.night import play_night, table


def family(n=4):
    names, colours = ("Mia", "Leo", "Ada", "Kai"), ("red", "blue", "green", "yellow")
    return [Player(name, colour) for name, colour in zip(names, colours)][:n]


def test_the_points_table_is_the_same_for_every_game():
    assert [points_for(p) for p in range(1, 8)] == [10, 6, 4, 3, 2, 1, 0]
    assert POINTS == (10, 6, 4, 3, 2, 1)


def test_places_follow_the_games_winners_then_its_ranking():
    assert places_from_result({"winners": [2], "ranking": [2, 0, 3, 1]}, 4) == [2, 4, 1, 3]


def test_players_who_win_together_share_first_place_and_the_next_place_is_skipped():
    places = places_from_result({"winners": [1, 3], "ranking": [1, 3, 0, 2]}, 4)
    assert places == [3, 1, 4, 1]
    assert [points_for(p) for p in places] == [4, 10, 3, 10]


def test_a_cooperative_win_gives_everyone_first_place_and_a_loss_the_last():
    assert places_from_result({"winners": ["team"], "ranking": [], "team_won": True}, 3, cooperative=True) == [1, 1, 1]
    assert places_from_result({"winners": [], "ranking": [], "team_won": False}, 3, cooperative=True) == [3, 3, 3]


def test_equal_totals_share_the_nights_place_and_the_leader_is_named():
    night = Night(family(3), ["pied_piper", "kragmortha"])
    night.record("pied_piper", {"winners": [0], "ranking": [0, 1, 2]})
    night.record("kragmortha", {"winners": [1], "ranking": [1, 0, 2]})
    assert night.totals() == [16, 16, 8]
    assert night.standings() == [(1, 0, 16), (1, 1, 16), (3, 2, 8)]
    assert night.leaders() == [0, 1] and night.lead() == 0 and night.over


def test_only_the_game_in_progress_can_be_recorded():
    night = Night(family(2), ["pied_piper", "beanstalk"])
    with pytest.raises(ValueError):
        night.record("beanstalk", {"winners": [0], "ranking": [0, 1]})


def test_a_night_quit_after_any_game_goes_on_to_the_same_end():
    players = [Player("Mia", "red", "bot", "easy"), Player("Leo", "blue", "bot", "normal")]
    whole = Night(players, ["pied_piper", "kragmortha"], seed=5)
    assert play_night(whole) == []
    for quit_after in range(0, 3):
        night = Night(players, ["pied_piper", "kragmortha"], seed=5)
        assert play_night(night, quit_after) == []
        kept = json.loads(json.dumps(night.to_json()))  # through a file and back
        resumed = Night.from_json(kept)
        assert resumed.current == night.current
        assert play_night(resumed) == []
        assert table(resumed) == table(whole)
    assert table(whole)["champion"] and whole.over


@pytest.mark.parametrize("damage", [
    lambda d: d.update(version=99),
    lambda d: d.update(players="Mia"),
    lambda d: d.update(games=[]),
    lambda d: d["played"][0].update(points=[10]),
    lambda d: d["played"][0].update(places=[1, "x"]),
    lambda d: d["played"][0].update(game="beanstalk"),
    lambda d: d["players"][0].pop("name"),
    lambda d: d.update(played=[{}] * 5),
])
def test_a_damaged_night_is_refused_with_a_reason(damage):
    night = Night(family(2), ["pied_piper", "kragmortha"])
    night.record("pied_piper", {"winners": [0], "ranking": [0, 1]})
    data = night.to_json()
    assert Night.from_json(json.loads(json.dumps(data))).totals() == [10, 6]
    damage(data)
    with pytest.raises(ValueError):
        Night.from_json(data)


def test_a_players_best_game_is_a_win_of_their_own_before_a_team_win():
    night = Night(family(2), ["magic_maze", "pied_piper"])
    night.record("magic_maze", {"winners": ["team"], "team_won": True}, cooperative=True)
    night.record("pied_piper", {"winners": [1], "ranking": [1, 0]})
    assert night.best_game(1).game == "pied_piper"
    assert night.best_game(0).game == "magic_maze"
