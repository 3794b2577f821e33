"""The flight path and Baba Yaga's moves: the chooser, the movers, out and back."""
import pytest

from game.core.actions import IllegalAction
from game.games.baba_yaga import data as D
from game.games.baba_yaga import rules as R
from game.games.baba_yaga.moves import (
    ChooseFlightPath,
    FlipTile,
    MoveWitch,
    TimeUp,
    WitchMoved,
    WitchTurnedBack,
    WrongHand,
)

from .helpers import after_study, fly_home, searching


def test_flight_path_chosen_by_the_player_on_the_active_players_left():
    s = after_study(4, active=3)
    assert s.turn["chooser"] == 0  # seat 0 sits on seat 3's left (clockwise = increasing, wrapping)
    assert [type(a) for a in R.legal_actions(s, 0)] == [ChooseFlightPath] * 4
    assert all(R.legal_actions(s, seat) == [] for seat in (1, 2, 3))
    with pytest.raises(IllegalAction, match="baba_yaga.err.not_your_choice"):
        R.apply(s, ChooseFlightPath(3, "row", "west"))


def test_flight_path_is_a_full_line_from_the_chosen_end():
    s = after_study(3)
    with pytest.raises(IllegalAction, match="bad_path"):
        R.apply(s, ChooseFlightPath(1, "row", "north"))
    R.apply(s, ChooseFlightPath(1, "column", "south"))
    assert s.turn["path"] == [[4, 2], [3, 2], [2, 2], [1, 2], [0, 2]]
    assert s.turn["witch"] == 0 and s.turn["total"] == 8


def test_witch_flies_out_and_back_in_eight_moves():
    s = searching(3, start_end="west")
    events = fly_home(s)
    moved = [e for e in events if isinstance(e, WitchMoved)]
    assert len(moved) == 8
    assert [e.position[1] for e in moved] == [1, 2, 3, 4, 3, 2, 1, 0]
    turned = [e for e in events if isinstance(e, WitchTurnedBack)]
    assert len(turned) == 1 and turned[0].position == (2, 4)
    assert any(isinstance(e, TimeUp) for e in events) and s.phase == "judgement"


def test_movers_go_clockwise_from_the_left_skipping_the_active_player():
    s = searching(4, active=2)
    seen = []
    while s.phase == "search":
        seat = s.mover()
        others = [x for x in range(4) if x != seat]
        assert all(not any(isinstance(a, MoveWitch) for a in R.legal_actions(s, o)) for o in others)
        seen.append(seat)
        R.apply(s, MoveWitch(seat))
    assert seen == [3, 0, 1, 3, 0, 1, 3, 0]


def test_only_the_seat_whose_move_it_is_may_move_the_witch():
    s = searching(4, active=0)
    with pytest.raises(IllegalAction, match="not_your_move"):
        R.apply(s, MoveWitch(2))
    with pytest.raises(IllegalAction, match="searcher_cannot_move"):
        R.apply(s, MoveWitch(0))
    assert s.turn["moves"] == 0


def test_two_players_the_mover_must_alternate_hands():
    s = searching(2, active=0)
    assert R.legal_actions(s, 1) == [MoveWitch(1, "left"), MoveWitch(1, "right")]
    R.apply(s, MoveWitch(1, "left"))
    events = R.apply(s, MoveWitch(1, "left"))
    assert events == [WrongHand(1, "left")] and s.turn["moves"] == 1  # she did not move
    R.apply(s, MoveWitch(1, "right"))
    assert s.turn["moves"] == 2
    with pytest.raises(IllegalAction, match="bad_hand"):
        R.apply(s, MoveWitch(1, None))


def test_alternating_hands_is_a_variant_two_players_may_switch_off():
    """Seed 變體規則(1): switching hands is a variant (on by default), not the rule of every 2-player game."""
    s = searching(2, active=0, alternate_hands=False)
    assert not s.alternate_hands and R.view(s, 1)["alternate_hands"] is False
    assert R.legal_actions(s, 1) == [MoveWitch(1)]
    for hand in ("left", "left", None, "right", "right"):  # any press moves her; no WrongHand
        events = R.apply(s, MoveWitch(1, hand))
        assert not any(isinstance(e, WrongHand) for e in events)
    assert s.turn["moves"] == 5
    on = searching(2, active=0)
    assert on.alternate_hands and R.view(on, 1)["alternate_hands"] is True


def test_the_variant_survives_a_save_and_old_saves_keep_the_old_rule():
    off = searching(2, active=0, alternate_hands=False)
    assert R.from_json(R.to_json(off)).alternate_hands is False
    old = R.to_json(searching(2, active=0))
    del old["alternate_hands"]  # a save from before the option existed
    assert R.from_json(old).alternate_hands is True


def test_the_variant_means_nothing_with_three_or_more_players():
    assert not searching(3, active=0, alternate_hands=True).alternate_hands


def test_bots_move_her_with_and_without_the_variant():
    from game.games.baba_yaga.bot import make_bot

    for alternate in (True, False):
        s = searching(2, active=0, alternate_hands=alternate)
        bot = make_bot(1, "hard", 3)
        for _ in range(4):
            action = bot._move(R.legal_actions(s, 1), R.view(s, 1)["turn"])
            R.apply(s, action)
        assert s.turn["moves"] >= 3


def test_hands_do_not_matter_with_three_or_more_players():
    s = searching(3, active=0)
    R.apply(s, MoveWitch(1))
    R.apply(s, MoveWitch(2))
    assert s.turn["moves"] == 2


def test_automatic_witch_flies_by_tick_when_no_human_moves_her():
    s = searching(3, active=0, auto_witch=1.0, human_seats=[0])
    assert s.turn["auto"] and s.mover() is None
    assert all(R.legal_actions(s, seat) == [] for seat in (1, 2))
    with pytest.raises(IllegalAction, match="witch_is_auto"):
        R.apply(s, MoveWitch(1))
    events = R.tick(s, 1.01)
    assert [type(e) for e in events] == [WitchMoved] and events[0].seat is None
    for _ in range(7):
        R.tick(s, 1.0)
    assert s.phase == "judgement"


def test_automatic_witch_waits_for_human_movers():
    s = searching(3, active=1, auto_witch=1.0, human_seats=[0])
    assert not s.turn["auto"] and s.mover() == 2
    R.tick(s, 5.0)
    assert s.turn["moves"] == 0


def test_active_player_keeps_searching_until_time_is_up():
    s = searching(3)
    for _ in range(7):
        R.apply(s, MoveWitch(s.mover()))
    assert any(isinstance(a, FlipTile) for a in R.legal_actions(s, 0))
    R.apply(s, MoveWitch(s.mover()))
    assert R.legal_actions(s, 0) == [] and s.phase == "judgement"


def test_long_flight_adds_the_tenth_tile_ten_moves():
    s = after_study(3, active=0)
    s.pending = [[D.LONG, 0]]
    R.apply(s, ChooseFlightPath(1, "row", "east"))
    assert s.turn["total"] == 10 and s.turn["path"][-1] == [2, -1]  # past the far edge
    assert s.pending == [] and s.turn["effects"] == [D.LONG]
    assert len([e for e in fly_home(s) if isinstance(e, WitchMoved)]) == 10


def test_short_flight_six_moves():
    s = after_study(3, active=0)
    s.pending = [[D.SHORT, 0], [D.FOG, 2]]
    R.apply(s, ChooseFlightPath(1, "column", "north"))
    assert s.turn["total"] == 6 and len(s.turn["path"]) == 4
    assert s.pending == [[D.FOG, 2]]  # another seat's effect waits for its turn


@pytest.mark.parametrize("end", list(D.PATH_ENDS))
def test_long_flight_tenth_tile_never_under_the_log(end):
    """The Long flight's 10th tile lies off the table but never past the south edge, where the game log sits
    (a column's extra tile goes north, also when she starts north); the path is still one straight line of
    10 moves starting at the chosen end's side."""
    from game.games.baba_yaga import layout as L
    from game.games.baba_yaga.scene import BabaYagaScene

    s = after_study(3, active=0)
    s.pending = [[D.LONG, 0]]
    line = D.PATH_ENDS[end][0]
    R.apply(s, ChooseFlightPath(1, line, end))
    path = [tuple(p) for p in s.turn["path"]]
    extra = D.extra_tile(path)
    assert s.turn["total"] == 10 and len(path) == 6 and extra is not None
    assert all(r < D.SIZE for r, _ in path)
    steps = {(b[0] - a[0], b[1] - a[1]) for a, b in zip(path, path[1:])}
    assert len(steps) == 1 and sum(map(abs, steps.pop())) == 1  # one straight line, tile by tile
    (ax, ay), anchor = BabaYagaScene.log_at
    assert anchor == "midbottom"
    log_top, log_left, log_right = ay - 160, ax - BabaYagaScene.log_width / 2, ax + BabaYagaScene.log_width / 2
    x, y, w, h = L.cell_rect(*extra)
    assert y + h <= log_top or x + w <= log_left or x >= log_right
    assert len([e for e in fly_home(s) if isinstance(e, WitchMoved)]) == 10
