"""The search: one tile at a time, the wrong tile turned back first, the house lifted first."""
import pytest

from game.core.actions import IllegalAction
from game.games.baba_yaga import data as D
from game.games.baba_yaga import rules as R
from game.games.baba_yaga.moves import (
    FlipBack,
    FlipTile,
    HouseLifted,
    HouseReturned,
    LiftHouse,
    MoveWitch,
    TileFlipped,
    TileTurnedBack,
)

from .helpers import right_cells, searching, wrong_cells


def test_only_the_active_seat_flips():
    s = searching(4, active=1)
    assert any(isinstance(a, FlipTile) for a in R.legal_actions(s, 1))
    for seat in (0, 2, 3):
        assert not any(isinstance(a, (FlipTile, FlipBack, LiftHouse)) for a in R.legal_actions(s, seat))
    with pytest.raises(IllegalAction, match="baba_yaga.err.not_your_search"):
        R.apply(s, FlipTile(2, right_cells(s)[0]))


def test_matching_tile_stays_element_side_up():
    s = searching(3)
    cell = right_cells(s)[0]
    assert R.apply(s, FlipTile(0, cell)) == [TileFlipped(0, cell, s.board[cell], True)]
    assert cell in s.up and s.turn["wrong"] is None


def test_wrong_tile_must_be_turned_back_before_another_is_flipped():
    s = searching(3)
    bad = wrong_cells(s)[0]
    R.apply(s, FlipTile(0, bad))
    assert s.turn["wrong"] == bad
    assert R.legal_actions(s, 0) == [FlipBack(0, bad)]
    with pytest.raises(IllegalAction, match="baba_yaga.err.flip_back_first"):
        R.apply(s, FlipTile(0, right_cells(s)[0]))
    assert R.apply(s, FlipBack(0, bad)) == [TileTurnedBack(0, bad)]
    assert bad not in s.up and any(isinstance(a, FlipTile) for a in R.legal_actions(s, 0))


def test_flip_back_only_the_wrong_tile():
    s = searching(3)
    good = right_cells(s)[0]
    R.apply(s, FlipTile(0, good))
    with pytest.raises(IllegalAction, match="not_wrong_tile"):
        R.apply(s, FlipBack(0, good))


def test_only_forest_tiles_face_down_can_be_flipped():
    s = searching(3)
    with pytest.raises(IllegalAction, match="not_forest"):
        R.apply(s, FlipTile(0, D.PATH_CELLS[0]))
    good = right_cells(s)[0]
    R.apply(s, FlipTile(0, good))
    with pytest.raises(IllegalAction, match="already_up"):
        R.apply(s, FlipTile(0, good))


def test_house_must_be_lifted_before_its_tile_flips():
    s = searching(3)
    target = right_cells(s)[0]
    s.house = target
    assert FlipTile(0, target) not in R.legal_actions(s, 0) and LiftHouse(0) in R.legal_actions(s, 0)
    with pytest.raises(IllegalAction, match="lift_house_first"):
        R.apply(s, FlipTile(0, target))
    assert R.apply(s, LiftHouse(0)) == [HouseLifted(0, target)]
    assert R.legal_actions(s, 0) == [FlipTile(0, target)]  # the tile under it comes next
    with pytest.raises(IllegalAction, match="flip_under_house"):
        R.apply(s, FlipTile(0, right_cells(s)[1]))


def test_house_stays_aside_when_its_tile_matches():
    s = searching(3)
    target = right_cells(s)[0]
    s.house = target
    R.apply(s, LiftHouse(0))
    R.apply(s, FlipTile(0, target))
    assert s.house is None and not s.house_held and target in s.up


def test_house_goes_back_on_a_wrong_tile_when_it_is_turned_back():
    s = searching(3)
    bad = wrong_cells(s)[0]
    s.house = bad
    R.apply(s, LiftHouse(0))
    R.apply(s, FlipTile(0, bad))
    assert s.house_held and s.turn["wrong"] == bad
    assert R.apply(s, FlipBack(0, bad)) == [TileTurnedBack(0, bad), HouseReturned(bad)]
    assert s.house == bad and not s.house_held


def test_lifted_house_returns_at_time_up():
    s = searching(3)
    s.house = wrong_cells(s)[0]
    R.apply(s, LiftHouse(0))
    events = []
    while s.phase == "search":
        events += R.apply(s, MoveWitch(s.mover()))
    assert HouseReturned(s.house) in events and not s.house_held


def test_no_more_flips_once_the_spell_is_ready():
    s = searching(3)
    for cell in right_cells(s)[:3]:
        R.apply(s, FlipTile(0, cell))
    assert R.legal_actions(s, 0) == []
    with pytest.raises(IllegalAction, match="spell_ready"):
        R.apply(s, FlipTile(0, right_cells(s)[3]))


def test_illegal_action_leaves_the_state_untouched():
    s = searching(3)
    R.apply(s, FlipTile(0, wrong_cells(s)[0]))
    before = R.to_json(s)
    for bad in (FlipTile(0, right_cells(s)[0]), MoveWitch(0), FlipBack(0, right_cells(s)[0]), LiftHouse(1)):
        with pytest.raises(IllegalAction):
            R.apply(s, bad)
    assert R.to_json(s) == before
