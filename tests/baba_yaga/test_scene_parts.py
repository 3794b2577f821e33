"""The scene's pure parts: layout geometry, the one-hand input policy, the witch keys, event -> cues, sounds."""
import numpy as np

from game.engine.intents import ACT1, ACT2, CONFIRM, POINTER_DOWN, RIGHT, UP, Intent
from game.games.baba_yaga import controls as C
from game.games.baba_yaga import cues as Q
from game.games.baba_yaga import data as D
from game.games.baba_yaga import layout as L
from game.games.baba_yaga import moves as M
from game.games.baba_yaga import rules as R
from game.games.baba_yaga.sounds import SOUNDS

from .helpers import right_cells, searching, wrong_cells


def test_every_cell_is_found_under_its_own_centre():
    for cell in range(25):
        assert L.cell_at(L.index_center(cell)) == cell
    assert L.cell_at((5, 5)) is None and L.cell_at(None) is None


def test_the_tenth_tile_fits_past_every_edge():
    assert L.extra_tile_fits()


def test_panels_fit_the_left_column_for_five_players():
    rects = [L.panel_rect(s, 5) for s in range(5)]
    assert rects[-1][1] + rects[-1][3] <= 1080 and all(r[3] >= 180 for r in rects)
    bx, by, bw, bh = L.board_rect()
    assert rects[0][0] + rects[0][2] < bx - L.PITCH  # clear of the board and its 10th tile


def test_path_end_under_the_pointer():
    assert L.end_at(L.index_center(L.end_cell("north"))) == "north"
    assert L.end_at(L.index_center(12)) is None  # the middle is no end
    assert C.path_choice(1, "east") == M.ChooseFlightPath(1, "row", "east")


def test_searcher_click_means_flip_flip_back_or_lift_the_house():
    s = searching(3)
    v = R.view(s, 0)
    good = right_cells(s)[0]
    assert C.search_action(v, 0, good) == M.FlipTile(0, good)
    bad = wrong_cells(s)[0]
    R.apply(s, M.FlipTile(0, bad))
    assert C.search_action(R.view(s, 0), 0, bad) == M.FlipBack(0, bad)
    R.apply(s, M.FlipBack(0, bad))
    s.house = good
    assert C.search_action(R.view(s, 0), 0, good) == M.LiftHouse(0)
    assert C.search_action(R.view(s, 0), 0, None) is None


def test_one_hand_handicap_is_the_pointer_of_the_searchers_device():
    assert C.search_handicap("mouse").hands == ("mouse",)
    assert C.search_handicap("pad:3").hands == ("pad:3.pointer",)
    assert C.search_handicap("kb_left").hands == ("kb_left",)
    assert not C.search_handicap("mouse").breakable  # it refuses input, it never breaks
    assert C.uses_pointer("pad:1") and not C.uses_pointer("kb_numpad")


def test_witch_key_with_three_or_more_players():
    press = Intent(CONFIRM, "kb_left", seat=1, key_group="kb_left")
    assert C.mover_press(press, "kb_left", two_players=False) == "any"
    assert C.mover_press(Intent(ACT1, "pad:2", seat=1, key_group="pad:2.r"), "pad:2", False) == "any"
    assert C.mover_press(Intent(UP, "kb_left", seat=1), "kb_left", False) is None
    held = Intent(CONFIRM, "kb_left", seat=1, repeat=True)
    assert C.mover_press(held, "kb_left", False) is None


def test_witch_keys_are_two_hands_with_two_players():
    assert C.hand_groups("pad:4") == ("pad:4.l", "pad:4.r")
    assert C.hand_groups("kb_right") == ("kb_left", "kb_right")
    left = Intent(ACT1, "kb_left", seat=1, key_group="kb_left")
    right = Intent(ACT1, "kb_right", seat=1, key_group="kb_right")
    assert C.mover_press(left, "kb_right", True) == "left"
    assert C.mover_press(right, "kb_right", True) == "right"
    assert C.mover_press(Intent(RIGHT, "pad:4", seat=1, key_group="pad:4.l"), "pad:4", True) == "left"
    # the other zone is someone else's: act1 / act2 of the same zone
    assert C.hand_groups("kb_left", taken=("kb_right",)) is None
    assert C.mover_press(Intent(ACT2, "kb_left", seat=1), "kb_left", True, taken=("kb_right",)) == "right"
    # the mouse: left and right buttons
    click = Intent(POINTER_DOWN, "mouse", seat=1, pos=(5, 5), button=3)
    assert C.mover_press(click, "mouse", True) == "right"


def test_tile_cursor_stays_on_the_table():
    cur = C.TileCursor(0)
    assert cur.move(UP) == 0 and cur.move(RIGHT) == 1


def test_swap_picker_needs_two_different_forest_tiles():
    p = C.SwapPicker()
    a, b = D.FOREST_CELLS[2], D.FOREST_CELLS[9]
    assert p.pick(0, D.PATH_CELLS[0]) is None and p.first is None
    assert p.pick(0, b) is None and p.first == b
    assert p.pick(0, a) == M.SwapTiles(0, a, b) and p.first is None
    assert C.house_choice(0, D.PATH_CELLS[1]) is None and C.house_choice(0, a) == M.PlaceHouse(0, a)


def _presenter(events):
    from game.engine.table.presenter import Presenter
    q = Presenter()
    for e in events:
        q.add(Q.cues_for(e))
    return q


def test_events_become_cues_with_sounds():
    q = _presenter([M.TileFlipped(0, 3, "frog", True), M.WitchTurnedBack((2, 4))])
    assert Q.flip_of(q, 3) is not None and Q.flip_of(q, 4) is None
    q.update(0.01)
    assert "flip" in [name for name, _ in q.take_sounds()]
    q.update(1.0)
    assert "cackle" in [name for name, _ in q.take_sounds()] and q.take_sounds() == []
    assert Q.flip_of(q, 3) is None  # finished cues drop out


def test_homeward_moves_tick_and_outward_moves_whoosh():
    assert Q.cues_for(M.WitchMoved(1, (2, 1), 1, 8, 2))[0].sound == "whoosh"
    assert Q.cues_for(M.WitchMoved(1, (2, 1), 7, 8, 2))[0].sound == "tick"


def test_result_events_show_banners_and_move_the_card():
    kinds = [c.kind for c in Q.cues_for(M.SpellBroken(0, 4, None, 1))]
    assert kinds == ["banner", "sparkles", "card_to_pile"]
    assert Q.cues_for(M.SpellFailed(0, 4, "too_few"))[0].data["key"] == "baba_yaga.banner.failed"
    assert Q.busy(_presenter([M.SpellFailed(0, 4, "too_few")]))


def test_every_sound_a_cue_asks_for_exists():
    events = [M.TileFlipped(0, 3, "frog", True), M.WitchMoved(1, (2, 1), 1, 8, 2), M.WitchMoved(1, (2, 1), 7, 8, 2),
              M.WitchTurnedBack((2, 4)), M.WrongHand(1, "left"), M.SpellBroken(0, 1, None, 1),
              M.SpellFailed(0, 1, "too_few"), M.HousePlaced(0, 3), M.GameWon(0), M.CardRevealed(0, 1, (), None, 3, ())]
    wanted = {c.sound for e in events for c in Q.cues_for(e) if c.sound}
    assert wanted <= set(SOUNDS)
    assert {"flip", "whoosh", "cackle", "broken", "failed", "tick"} <= set(SOUNDS)


def test_sounds_are_short_clean_mono_signals():
    for name, fn in SOUNDS.items():
        x = np.asarray(fn())
        assert x.ndim == 1 and 0.05 < len(x) / 44100 < 4.0, name
        assert 0.2 < np.max(np.abs(x)) <= 1.0, name


def test_the_tiled_table_map_matches_the_rules_cross_and_places_the_decor():
    from game.engine.levels import load_map
    from game.games.baba_yaga.render import table_decor

    m = load_map("baba_yaga", "table.tmx")
    path = {r * D.SIZE + c for c, r in m.cells("board", "path")}
    forest = {r * D.SIZE + c for c, r in m.cells("board", "forest")}
    assert path == set(D.PATH_CELLS) and forest == set(D.FOREST_CELLS)
    decor = table_decor()
    assert len(decor) == 8 and {kind for kind, _ in decor} == {"lantern", "mushrooms", "stone"}
    bx, by, bw, bh = L.board_rect()
    for _, (x, y, w, h) in decor:  # around the table, on the canvas
        assert 0 <= x and x + w <= 1920 and 0 <= y and y + h <= 1080
        assert not (bx + 20 < x + w / 2 < bx + bw - 20 and by + 20 < y + h / 2 < by + bh - 20)


def test_end_ranking_puts_the_winner_first_and_ties_share_a_place():
    from game.games.baba_yaga.standings import ranking_places

    assert ranking_places(2, [1, 0, 3, 1, 2]) == [(2, 1), (4, 2), (0, 3), (3, 3), (1, 5)]
    assert ranking_places(0, [3, 0, 0]) == [(0, 1), (1, 2), (2, 2)]
