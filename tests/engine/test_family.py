"""The family's profiles and the game night in progress: kept in the data folder, a damaged file set aside
with a notice and never a lock-out, a child's gentle defaults, wins and bests counted per game."""
from __future__ import annotations

import json

from game.core.best_moments import LESS, SECONDS, Moment
from game.core.night import Night, Player
from game.engine.family import Family, NightStore, Profile


def test_profiles_are_kept_between_runs(tmp_path):
    fam = Family(tmp_path)
    fam.add(Profile("Mia", "blue", "owl", "kb_left", "child"))
    fam.add(Profile("Grandpa", "green", "bear"))
    again = Family(tmp_path)
    assert [p.name for p in again.profiles] == ["Mia", "Grandpa"]
    assert again.get("Mia").child and again.get("Mia").colour == "blue" and again.notices == []


def test_a_child_starts_with_the_gentle_settings_and_a_grown_up_with_none():
    assert Profile("Mia", age="child").gentle_defaults() == {"bot_level": "easy", "witch_tempo": "slow",
                                                             "easy_hands": True}
    assert Profile("Ada").gentle_defaults() == {}


def test_a_damaged_profiles_file_is_set_aside_with_a_notice_and_the_family_starts_empty(tmp_path):
    (tmp_path / "profiles.json").write_text("{not json", encoding="utf-8")
    fam = Family(tmp_path)
    assert fam.profiles == [] and fam.notices == [("family.notice.damaged", {})]
    assert (tmp_path / "profiles.json.bak").exists() or any(tmp_path.glob("profiles.json*.bak"))
    fam.add(Profile("Leo"))  # never a lock-out: the family can start again at once
    assert [p.name for p in Family(tmp_path).profiles] == ["Leo"]


def test_a_damaged_profile_is_dropped_and_the_others_kept(tmp_path):
    data = {"version": 1, "profiles": [{"name": "Mia", "colour": "blue"}, {"colour": "red"}, 42,
                                       {"name": "Leo", "colour": "chartreuse", "record": {"kragmortha": "x"}}]}
    (tmp_path / "profiles.json").write_text(json.dumps(data), encoding="utf-8")
    fam = Family(tmp_path)
    assert [p.name for p in fam.profiles] == ["Mia", "Leo"]
    assert fam.get("Leo").colour == "red" and fam.get("Leo").record == {}
    assert fam.notices == [("family.notice.some_lost", {"n": 2})]


def test_games_played_and_won_are_counted_with_each_players_best_moment_the_right_way_round(tmp_path):
    fam = Family(tmp_path)
    fam.add(Profile("Mia"))
    fam.add(Profile("Leo"))
    specs = {"escape": Moment("escape", better=LESS, unit=SECONDS), "stalk": Moment("stalk")}
    news = fam.record_game("magic_maze", ["Mia", "Leo", None], winners=[0, 1],
                           moments=[{"escape": 95, "stalk": 9}, {"escape": 95}, {"escape": 95}], specs=specs)
    assert news == [("Mia", "escape"), ("Mia", "stalk"), ("Leo", "escape")]
    news = fam.record_game("magic_maze", ["Mia", "Leo", None], winners=[0],
                           moments=[{"escape": 80, "stalk": 7}, {"escape": 120, "odd": 1}, {}], specs=specs)
    assert news == [("Mia", "escape")]  # a faster escape is a best; a shorter stalk and a slower escape are not
    mia, leo = Family(tmp_path).get("Mia"), Family(tmp_path).get("Leo")
    assert mia.record["magic_maze"] == {"played": 2, "won": 2, "best": {"escape": 80, "stalk": 9}}
    assert leo.record["magic_maze"] == {"played": 2, "won": 1, "best": {"escape": 95}}  # no spec: "odd" not kept


def test_a_player_whose_name_sits_twice_counts_the_game_once(tmp_path):
    fam = Family(tmp_path)
    fam.add(Profile("Mia"))
    fam.record_game("pied_piper", ["Mia", "Mia"], winners=[1])
    assert Family(tmp_path).get("Mia").record["pied_piper"] == {"played": 1, "won": 0, "best": {}}


def test_the_night_in_progress_is_kept_and_a_damaged_one_forgotten_with_a_notice(tmp_path):
    store = NightStore(tmp_path)
    night = Night([Player("Mia", "red"), Player("Leo", "blue")], ["pied_piper", "beanstalk"])
    night.record("pied_piper", {"winners": [1], "ranking": [1, 0]})
    assert store.save(night)
    back = NightStore(tmp_path).load()
    assert back.current == "beanstalk" and back.totals() == [6, 10]
    (tmp_path / "night.json").write_text('{"version": 1, "players": 7}', encoding="utf-8")
    damaged = NightStore(tmp_path)
    assert damaged.load() is None and damaged.notices == [("family.notice.night_damaged", {})]
    assert not (tmp_path / "night.json").exists()
