"""The shared rules core: RNG, deck, seats, clock, action/event JSON, state tables, and the no-pygame rule."""
import ast
import dataclasses
from pathlib import Path

import pytest

from game.core import actions as A
from game.core.clock import GameClock
from game.core.deck import Deck
from game.core.jsonio import BadJsonFile, atomic_write_json, keep_as_bak, read_json, state_hash
from game.core.rng import Rng
from game.core.seats import COUNTER_CLOCKWISE, left_of, next_seat, order_from, right_of
from game.core.statetable import Phase, StateTable

ROOT = Path(__file__).resolve().parents[2]


def test_rng_same_seed_same_sequence_and_round_trip():
    a, b = Rng(42), Rng(42)
    assert [a.randbelow(1000) for _ in range(50)] == [b.randbelow(1000) for _ in range(50)]
    c = Rng.from_json(a.to_json())
    assert [a.random() for _ in range(10)] == [c.random() for _ in range(10)]
    assert Rng(1).next_u64() != Rng(2).next_u64()


def test_rng_is_roughly_uniform():
    r = Rng(7)
    counts = [0] * 6
    for _ in range(60000):
        counts[r.randbelow(6)] += 1
    assert all(9000 < c < 11000 for c in counts), counts


def test_rng_shuffle_is_a_permutation():
    r = Rng(3)
    items = list(range(30))
    r.shuffle(items)
    assert sorted(items) == list(range(30)) and items != list(range(30))


def test_deck_conserves_cards_through_draw_discard_reshuffle():
    rng = Rng(1)
    d = Deck(range(10))
    d.shuffle(rng)
    hand = d.draw_many(10, rng)
    assert len(d) == 0 and d.total() == 0
    d.discard(*hand[:7])
    assert d.draw(None) is None  # no rng: no reshuffle
    c = d.draw(rng)  # reshuffles the 7 discards
    assert c in hand[:7] and d.total() == 6 and d.discards == []
    assert sorted(d.draw_pile + [c] + hand[7:]) == list(range(10))
    assert Deck.from_json(d.to_json()) == d


def test_deck_draw_from_empty_everything_returns_none():
    assert Deck().draw(Rng(1)) is None


def test_seats_clockwise_is_left_and_skips():
    assert left_of(4, 5) == 0 and right_of(0, 5) == 4
    assert next_seat(1, 5, skip={2, 3}) == 4
    assert next_seat(1, 5, COUNTER_CLOCKWISE, skip={0}) == 4
    assert order_from(3, 5, skip={4}) == [3, 0, 1, 2]
    with pytest.raises(ValueError):
        next_seat(0, 3, skip={1, 2, 0})


def test_clock_timers_fire_in_order_and_round_trip():
    c = GameClock()
    c.set_timer("b", 2.0)
    c.set_timer("a", 1.0)
    assert c.advance(0.5) == []
    assert c.advance(-5) == [] and c.now == 0.5
    assert c.advance(2.0) == ["a", "b"]
    c.set_timer("x", 3)
    assert GameClock.from_json(c.to_json()).remaining("x") == pytest.approx(3.0)


@A.register
@dataclasses.dataclass(frozen=True)
class _Play(A.Action):
    seat: int
    cards: tuple


def test_action_json_round_trip():
    a = _Play(seat=2, cards=(1, 2))
    assert A.from_json(A.to_json(a)) == a
    with pytest.raises(ValueError):
        A.from_json({"type": "nope"})


def test_state_table_checks_phase_actions():
    t = StateTable(Phase("play", "Play two cards", (_Play,), next=("move",)), Phase("move", "Move figures"))
    t.check("play", _Play(0, ()))
    with pytest.raises(A.IllegalAction):
        t.check("move", _Play(0, ()))
    with pytest.raises(ValueError):
        StateTable(Phase("a", "x", next=("zzz",)))


def test_json_files_atomic_and_bad_files_reported(tmp_path):
    p = tmp_path / "s.json"
    assert read_json(p) is None
    atomic_write_json(p, {"a": 1})
    assert read_json(p) == {"a": 1}
    assert list(tmp_path.iterdir()) == [p]  # no temp file left behind
    for bad in (b"", b"{not json", b"\xff\xfe\x00", b"[" * 10 + b"1"):
        p.write_bytes(bad)
        with pytest.raises(BadJsonFile):
            read_json(p)
    p.write_bytes(b" " * 100)
    with pytest.raises(BadJsonFile):
        read_json(p, max_bytes=50)
    assert keep_as_bak(p).name == "s.json.bak" and not p.exists()
    assert state_hash({"b": 1, "a": 2}) == state_hash({"a": 2, "b": 1})


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module.split(".")[0])
    return names


def test_rules_core_and_every_rules_module_never_import_pygame():
    files = list((ROOT / "game" / "core").rglob("*.py")) + list((ROOT / "game" / "games").glob("*/rules.py"))
    files += list((ROOT / "game" / "games").glob("*/bot.py"))
    assert len(files) >= 8
    offenders = [str(f.relative_to(ROOT)) for f in files if "pygame" in _imports(f)]
    assert offenders == []


def test_all_bots_setup_names_every_seat_even_past_the_colour_count():
    from game.core.setup import GameSetup
    setup = GameSetup.all_bots("magic_maze", 8, seed=3)
    assert setup.players == 8 and len({s.name for s in setup.seats}) == 8
    assert all(s.is_bot for s in setup.seats) and setup.config()["players"] == 8
    assert GameSetup.from_json(setup.to_json()) == setup
