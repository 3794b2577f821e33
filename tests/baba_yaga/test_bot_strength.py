"""Difficulty ordering on a modest sample: harder bots win more, yet never crush the easy one (a family can
beat them). The N=1000 table with intervals is the bench: `python -m game.games.baba_yaga.bench --pairs`."""
from game.core.playout import play_one

from .helpers import INFO

GAMES = 60


def win_rate(strong: str, weak: str) -> float:
    wins = 0
    for seed in range(GAMES):
        diffs = [strong, weak] if seed % 2 == 0 else [weak, strong]  # each takes the first seat half the time
        r = play_one(INFO, 2, 70_000 + seed, difficulties=diffs, config={"mode": "basic"}, dt=0.1)
        assert r.finished, r.error
        wins += r.result["winners"][0] == diffs.index(strong)
    return wins / GAMES


def test_hard_beats_easy_more_often_than_not_but_not_always():
    rate = win_rate("hard", "easy")
    assert 0.55 <= rate <= 0.93, rate  # bench, N=1000: 65-85 % aimed


def test_normal_beats_easy_at_least_as_often_as_it_loses_but_not_always():
    rate = win_rate("normal", "easy")
    assert 0.45 <= rate <= 0.85, rate  # bench, N=1000: 55-70 % aimed
