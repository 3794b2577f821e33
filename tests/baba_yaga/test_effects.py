"""The six spell effects, applied when a spell is broken in basic or hard mode; and the expert house."""
import pytest

from game.core.actions import IllegalAction
from game.games.baba_yaga import data as D
from game.games.baba_yaga import rules as R
from game.games.baba_yaga.moves import (
    CardRevealed,
    ChooseFlightPath,
    EffectApplied,
    FlipTile,
    HousePlaced,
    PlaceHouse,
    SkipHouse,
    SwapTiles,
    TilesSwapped,
)

from .helpers import fly_home, right_cells, searching


def _card_with(effect):
    return next(i for i, (_, eff) in enumerate(D.CARDS) if eff == effect)


def _break(players, effect, active=0, **config):
    s = searching(players, active=active, card=_card_with(effect), **config)
    for c in right_cells(s)[:3]:
        R.apply(s, FlipTile(active, c))
    events = fly_home(s) + R.tick(s, D.RESULT_PAUSE_SECONDS)
    return s, events


def test_long_flight_lengthens_your_own_next_turn():
    s, events = _break(3, D.LONG)
    assert EffectApplied(0, D.LONG, 0) in events and s.pending == [[D.LONG, 0]]
    R.apply(s, ChooseFlightPath(2, "row", "west"))  # seat 1's turn: unchanged
    assert s.turn["total"] == 8 and s.pending == [[D.LONG, 0]]


def test_short_flight_shortens_the_next_players_turn():
    s, events = _break(3, D.SHORT)
    assert EffectApplied(0, D.SHORT, 1) in events
    R.apply(s, ChooseFlightPath(2, "row", "west"))
    assert s.turn["total"] == 6


@pytest.mark.parametrize("effect", [D.FOG, D.WOBBLE])
def test_fog_and_wobble_hinder_the_next_players_search(effect):
    s, events = _break(3, effect)
    assert EffectApplied(0, effect, 1) in events
    events = R.apply(s, ChooseFlightPath(2, "column", "north"))
    assert events[-1].effects == (effect,) and isinstance(events[-1], CardRevealed)
    assert R.view(s, 2)["turn"]["effects"] == [effect]
    fly_home(s)
    R.tick(s, D.RESULT_PAUSE_SECONDS)
    assert R.view(s, 2)["turn"]["effects"] == []  # only for that one search


def test_swap_the_breaking_player_swaps_two_forest_tiles():
    s, events = _break(3, D.SWAP)
    assert s.phase == "apply_effect" and s.effect_due == D.SWAP
    assert R.legal_actions(s, 1) == [] and len(R.legal_actions(s, 0)) == 120
    a, b = D.FOREST_CELLS[0], D.FOREST_CELLS[5]
    with pytest.raises(IllegalAction, match="same_tile"):
        R.apply(s, SwapTiles(0, a, a))
    with pytest.raises(IllegalAction, match="not_forest"):
        R.apply(s, SwapTiles(0, a, D.PATH_CELLS[0]))
    ea, eb = s.board[a], s.board[b]
    s.house = a
    events = R.apply(s, SwapTiles(0, a, b))
    assert events[0] == TilesSwapped(0, a, b) and s.board[a] == eb and s.board[b] == ea
    assert s.house == b  # the house travels with its tile
    assert s.phase == "choose_path" and s.active == 1


def test_house_effect_puts_the_house_on_a_chosen_tile():
    s, events = _break(3, D.HOUSE)
    assert s.phase == "apply_effect" and len(R.legal_actions(s, 0)) == 16
    cell = D.FOREST_CELLS[7]
    events = R.apply(s, PlaceHouse(0, cell))
    assert events[:2] == [HousePlaced(0, cell), EffectApplied(0, D.HOUSE, None, (cell,))]
    assert s.house == cell and s.phase == "choose_path"


def test_expert_the_active_player_may_place_the_house_at_the_end_of_the_turn():
    s = searching(3, card=0, expert=True)
    fly_home(s)
    R.tick(s, D.RESULT_PAUSE_SECONDS)
    assert s.phase == "expert_house" and SkipHouse(0) in R.legal_actions(s, 0)
    assert R.legal_actions(s, 1) == []
    R.apply(s, PlaceHouse(0, D.FOREST_CELLS[3]))
    assert s.house == D.FOREST_CELLS[3] and s.phase == "choose_path" and s.active == 1


def test_expert_may_skip_placing_the_house():
    s = searching(3, card=0, expert=True)
    fly_home(s)
    R.tick(s, D.RESULT_PAUSE_SECONDS)
    R.apply(s, SkipHouse(0))
    assert s.house is None and s.active == 1


def test_expert_house_comes_after_the_spells_own_choice():
    s, _ = _break(3, D.HOUSE, expert=True)
    R.apply(s, PlaceHouse(0, D.FOREST_CELLS[0]))
    assert s.phase == "expert_house" and PlaceHouse(0, D.FOREST_CELLS[0]) not in R.legal_actions(s, 0)
