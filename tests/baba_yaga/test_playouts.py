"""Random playouts (hypothesis) and whole bot games: invariants at every step, and every game ends."""
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.playout import play_one
from game.core.rng import Rng
from game.games.baba_yaga import data as D
from game.games.baba_yaga import rules as R
from game.games.baba_yaga.moves import FlipBack, FlipTile, LiftHouse, MoveWitch

from .helpers import INFO, cards_everywhere
from .test_view import leaks


def check_invariants(s: R.State, views: bool = True) -> None:
    assert sorted(e for e in s.board if e) == sorted(D.ELEMENTS)  # 16 tiles
    assert all(s.board[c] is None for c in D.PATH_CELLS)
    assert sorted(cards_everywhere(s)) == list(range(20))  # 20 cards
    assert set(s.up) <= set(D.FOREST_CELLS) and len(set(s.up)) == len(s.up)
    assert s.house is None or s.house in D.FOREST_CELLS
    if s.phase == "search":
        t = s.turn
        assert 0 <= t["witch"] < len(t["path"]) and 0 <= t["moves"] < t["total"]
        r, c = t["path"][t["witch"]]  # the witch is always on the path (the cross, or the 10th tile)
        assert r == D.MID or c == D.MID
    for seat in range(s.players):
        legal = R.legal_actions(s, seat)
        if any(isinstance(a, (FlipTile, FlipBack, LiftHouse)) for a in legal):
            assert seat == s.active and s.phase == "search"  # only the active seat flips
        if any(isinstance(a, MoveWitch) for a in legal):
            assert seat == s.mover() and seat != s.active  # only the seat whose move it is
        if views:
            assert leaks(s, R.view(s, seat)) == []


def round_trip(s: R.State) -> R.State:
    data = json.loads(json.dumps(R.to_json(s)))
    back = R.from_json(data)
    assert R.to_json(back) == R.to_json(s)
    return back


def random_game(players: int, mode: str, expert: bool, seed: int, auto: bool) -> R.State:
    cfg = {"players": players, "mode": mode, "expert": expert}
    if auto:
        cfg.update(auto_witch=0.7, human_seats=[0])
    s = R.new_game(cfg, seed)
    rng = Rng(seed + 99)
    for step in range(6000):
        if R.result(s) is not None:
            return s
        acts = [a for seat in range(players) for a in R.legal_actions(s, seat)]
        # a searcher with a good memory half the time, so that random games end in a test-sized time
        good = [a for a in acts if isinstance(a, FlipTile) and s.board[a.cell] in s.card_elements()]
        if good and rng.chance(0.5):
            R.apply(s, rng.choice(good))
        elif acts and rng.chance(0.85):
            R.apply(s, rng.choice(acts))
        else:
            R.tick(s, rng.choice([0.1, 0.5, 1.0, 3.0]))
        check_invariants(s, views=step % 4 == 0)
        if step % 25 == 0:
            s = round_trip(s)  # the game goes on identically from a reloaded save
    return s


@settings(max_examples=30, deadline=None)
@given(players=st.integers(2, 5), mode=st.sampled_from(R.MODES), expert=st.booleans(),
       seed=st.integers(0, 10**6), auto=st.booleans())
def test_random_playouts_keep_the_invariants_and_end(players, mode, expert, seed, auto):
    s = random_game(players, mode, expert, seed, auto)
    assert R.result(s) is not None
    assert len(s.discards[R.result(s)["winners"][0]]) == 3


def test_same_seed_and_actions_same_game():
    a = random_game(4, "basic", True, 7, False)
    b = random_game(4, "basic", True, 7, False)
    assert R.to_json(a) == R.to_json(b)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("mode", R.MODES)
def test_bots_play_whole_games(players, mode):
    def on_step(state, action, events):
        check_invariants(state)

    r = play_one(INFO, players, seed=players * 10 + len(mode), config={"mode": mode, "expert": players == 3},
                 difficulties=["easy", "normal", "hard", "normal", "easy"][:players], on_step=on_step)
    assert r.finished, r.error
    assert r.result["winners"][0] in range(players)


def test_bots_play_a_solo_human_game_with_the_automatic_witch():
    r = play_one(INFO, 3, seed=5, config={"auto_witch": 1.2, "human_seats": [0]})
    assert r.finished, r.error


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(40))
def test_many_bot_games_end(seed):
    r = play_one(INFO, 2 + seed % 4, seed=seed, config={"mode": R.MODES[seed % 3], "expert": seed % 2 == 0})
    assert r.finished, r.error


def test_bench_plays_one_game_of_each_kind():
    from game.games.baba_yaga import bench

    finished, actions, seconds, winner, error = bench._one((4, "hard", 3, ["hard", "easy", "easy", "easy"], 0.1))
    assert finished and error == "" and actions > 0 and seconds > D.STUDY_SECONDS and winner in range(4)


class _InlinePool:
    """multiprocessing.Pool's map, in this process (the bench's figures, on a few games)."""

    def map(self, fn, jobs, chunksize=1):
        return [fn(job) for job in jobs]


def test_wilson_interval_holds_the_rate_and_stays_in_0_1():
    from game.games.baba_yaga.bench import wilson

    lo, hi = wilson(50, 100)
    assert lo < 0.5 < hi and abs((lo + hi) / 2 - 0.5) < 1e-9 and 0.09 < hi - lo < 0.2
    assert wilson(0, 10)[0] == 0.0 and 0 < wilson(0, 10)[1] < 0.35 and wilson(10, 10)[1] == 1.0
    assert wilson(0, 0) == (0.0, 1.0)


def test_bench_seat_and_difficulty_figures_print_a_rate_per_seat_and_match_up(capsys):
    from game.games.baba_yaga import bench

    bench.seat_advantage(_InlinePool(), 2, 0.2)
    bench.pairwise(_InlinePool(), 2, 0.2, four=True)
    out = capsys.readouterr().out
    assert "5 players (N=2" in out and "seat 4:" in out and out.count("%") > 20
    assert "normal vs easy" in out and "one hard vs three easy" in out
