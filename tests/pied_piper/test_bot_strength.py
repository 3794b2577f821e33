"""Levels a family can beat and tell apart, on a modest sample: harder bots win more often than not, yet never
crush the easy one. The N=1000 table with intervals is the bench: `python -m game.games.pied_piper.bench --pairs`."""
import pytest

from game import games
from game.games.pied_piper import bot as B
from game.games.pied_piper import rules as R
from game.tools.winrates import head_to_head, verdict, wilson

INFO = games.get("pied_piper")
GAMES = 60


def inline(fn, jobs):
    return [fn(job) for job in jobs]


def test_hard_beats_easy_more_often_than_not_but_not_always():
    wins, n = head_to_head(INFO, "hard", "easy", GAMES, inline, seed0=80_000)
    assert n == GAMES
    assert 0.55 <= wins / n <= 0.93, wins  # bench, N=1000: 65-85 % aimed


def test_normal_beats_easy_at_least_as_often_as_it_loses_but_not_always():
    wins, n = head_to_head(INFO, "normal", "easy", GAMES, inline, seed0=80_000)
    assert n == GAMES
    assert 0.45 <= wins / n <= 0.85, wins  # bench, N=1000: 55-70 % aimed


def test_every_level_lapses_and_harder_levels_lapse_less():
    assert 0 < B.LAPSE["hard"] <= B.LAPSE["normal"] <= B.LAPSE["easy"] < 1


def test_a_lapse_is_any_legal_action():
    """Over many first decisions, a bot that always lapses spreads its choices over the legal cards."""
    s = R.new_game({"players": 3}, 4)
    legal = R.legal_actions(s, s.active)
    view = R.view(s, s.active)
    picks = set()
    for seed in range(60):
        bot = B.make_bot(s.active, "normal", seed)
        bot.lapse = 1.0
        a = bot.choose(view, legal)
        assert a in legal
        picks.add(a)
    assert len(picks) >= min(len(legal), 10)


def test_wilson_interval_and_the_family_bar_verdict():
    lo, hi = wilson(75, 100)
    assert lo < 0.75 < hi and 0 <= lo and hi <= 1
    assert verdict("hard", "easy", 75, 100).startswith("in the bar")
    assert verdict("normal", "easy", 98, 100).startswith("above the bar")
    assert verdict("hard", "normal", 50, 100) == ""


def test_the_hard_bot_lapses_less_at_a_crowded_table_and_as_before_at_two():
    hard = B.make_bot(0, "hard", 1)
    assert hard.lapse_for(2) == B.LAPSE["hard"]
    assert hard.lapse_for(4) == B.CROWDED_LAPSE["hard"] < B.LAPSE["hard"]
    easy = B.make_bot(0, "easy", 1)
    assert easy.lapse_for(4) == easy.lapse_for(2) == B.LAPSE["easy"]
    hard.lapse = 0.0  # a test's "judgement only" holds at any table
    assert hard.lapse_for(4) == 0.0


@pytest.mark.slow
def test_hard_against_three_easy_wins_at_least_four_games_in_ten():
    from game.tools.winrates import one_against_the_table

    wins, n = one_against_the_table(games.get("pied_piper"), "hard", "easy", 400,
                                    lambda f, jobs: [f(j) for j in jobs])
    assert n == 400 and wins / n >= 0.40
