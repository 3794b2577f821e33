"""The board's row and column numbers on the TV: the phones name a cell "row R, column C" counted from the top left
(row y + 1, column x + 1 of the rules' cell (x, y)), and the numbers on the TV stand level with / under those
cells as the screen shows them (the columns run 11..1 while the board is mirrored); gilt numerals of at least
28 px, bright against what lies behind them, outside every cell and the play area (so no figure stands on them)
and clear of the seat panels, the status line, the hand row, the hint and the log."""
import re

import pygame
import pytest

from game.engine import i18n
from game.games.kragmortha import board_labels as BL
from game.games.kragmortha import events as E
from game.games.kragmortha import layout as L
from game.games.kragmortha import painter as PT
from game.games.kragmortha import phone
from game.games.kragmortha import rules as R
from game.games.kragmortha.demo import demo_setup
from tests.fakes import FakeApp
from tests.kragmortha.test_scene import DT, human_scene, intent

ALL_CELLS = [(x, y) for y in range(L.ROWS) for x in range(L.COLS)]


def _label(words: str, mirrored: bool = False, kind: str = "") -> pygame.Rect:
    """The ink rect of a row ("row") or column ("column") number."""
    rows = BL.labels(mirrored)[:L.ROWS]
    columns = BL.labels(mirrored)[L.ROWS:]
    found = [ink for w, ink in (rows if kind == "row" else columns) if w == words]
    assert len(found) == 1, (words, kind)
    return found[0]


def _seen_cell(cell, mirrored: bool) -> pygame.Rect:
    """Where the screen shows a cell: the Mirror turns the play area about its middle (the board's middle)."""
    r = L.cell_rect(cell)
    if mirrored:
        r.x = L.PLAY.left + L.PLAY.right - r.right
    return r


@pytest.mark.parametrize("mirrored", (False, True))
def test_each_number_stands_level_with_or_under_the_cells_it_counts(mirrored):
    assert [w for w, _ in BL.labels(mirrored)] == [str(n) for n in range(1, L.ROWS + 1)] + \
        [str(n) for n in range(1, L.COLS + 1)]
    for x, y in ALL_CELLS:
        cell = _seen_cell((x, y), mirrored)
        row, column = _label(str(y + 1), mirrored, "row"), _label(str(x + 1), mirrored, "column")
        assert abs(row.centery - cell.centery) <= 1 and row.right < L.BOARD.left  # left of the board
        assert abs(column.centerx - cell.centerx) <= 1 and column.top > L.BOARD.bottom  # under it
        assert cell.top <= row.centery < cell.bottom and cell.left <= column.centerx < cell.right
    if mirrored:  # column 1 at the right while the board is turned; the rows do not move
        assert _label("1", True, "column").centerx > _label("11", True, "column").centerx
        assert _label("1", True, "row") == _label("1", False, "row")
    else:
        assert _label("1", False, "column").centerx < _label("11", False, "column").centerx
        assert _label("1", False, "row").centery < _label("7", False, "row").centery


def _alike_choices(lang: str) -> list[dict]:
    """Phone buttons for cells that read alike (two gems top left, two gems bottom right, two books at the top):
    each gets its row and column."""
    i18n.set_language(lang)
    state = R.new_game(demo_setup(3, 1).config(), 1)
    view = dict(R.view(state, 0), phase="teleport", goblins=[], lord=None)
    cells = [(0, 0), (1, 0), (10, 6), (8, 5), (4, 2), (6, 2)]
    assert {view["board"]["symbols"][y][x] for x, y in cells[:4]} == {"gems"}
    return phone.cell_choices(view, 0, [E.ChooseCell(0, c) for c in cells])


@pytest.mark.parametrize("lang,pattern", (("en", r"row (\d+), column (\d+)"), ("zh-TW", r"第 (\d+) 列、第 (\d+) 行")))
def test_the_numbers_a_phone_names_stand_by_that_cell_on_the_tv(lang, pattern):
    try:
        choices = _alike_choices(lang)
    finally:
        i18n.set_language("en")
    assert len(choices) == 6
    for c in choices:
        found = re.search(pattern, c["label"])
        assert found, c["label"]
        row, col = found.groups()
        cell = L.cell_rect(c["action"].cell)
        assert abs(_label(row, kind="row").centery - cell.centery) <= 1
        assert abs(_label(col, kind="column").centerx - cell.centerx) <= 1


def test_the_numbers_are_at_least_28_px(text_sizes):
    BL._faces.clear()  # drawn afresh, so the text_sizes sees each number rendered
    BL.draw(pygame.Surface((L.W, L.H)))
    numbers = {str(n) for n in range(1, L.COLS + 1)}
    sizes = [size for words, size in text_sizes if words in numbers]
    assert L.LABEL_PX >= 28 and len(sizes) >= len(numbers) and min(sizes) >= 28
    assert all(ink.h >= 20 for _w, ink in BL.labels())  # the ink itself, not only the font's size


def _lifted_hand(scene) -> list[pygame.Rect]:
    """Everything on the hand row, a card pointed at standing higher with its outline."""
    n = len(scene.choices.hand())
    cards = [r.move(0, -PT.LIFT).inflate(8, 8) for r in L.card_rects(n)]
    books = [r.move(0, -14).inflate(10, 10) for r in L.book_rects(4)]
    return cards + books + [r.inflate(8, 8) for r in L.button_rects(3)]


@pytest.mark.parametrize("mirrored", (False, True))
def test_the_numbers_cover_no_cell_no_figure_and_nothing_else_on_the_table(mirrored):
    app = FakeApp()
    scene = human_scene(app, players=8)
    keep_clear = [L.PLAY, L.STATUS, L.HINT, *_lifted_hand(scene)]
    keep_clear += [L.panel_rect(seat, 8) for seat in range(8)]
    (lx, ly), anchor = scene.log_at
    log = pygame.Rect(0, 0, scene.log_width, 200)
    setattr(log, anchor, (lx, ly))
    keep_clear.append(log)
    inks = [ink for _w, ink in BL.labels(mirrored)]
    for ink in inks:
        assert not any(ink.colliderect(L.cell_rect(c)) for c in ALL_CELLS)
        assert ink.collidelist(keep_clear) == -1, ink
        assert pygame.Rect(0, 0, L.W, L.H).contains(ink)
    assert all(a.collidelist([b for b in inks if b is not a]) == -1 for a in inks)  # nor each other


def _luminance(rgb) -> float:
    def lin(c):
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(float(v)) for v in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def _contrast(a, b) -> float:
    hi, lo = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_the_gilt_stands_out_from_its_dark_edge_and_from_the_wall_behind_it():
    assert _contrast(BL.LEAF, BL.EDGE) >= 7
    room = PT.background(8)
    for _w, ink in BL.labels():
        behind = [room.get_at((x, y)) for x in range(ink.left, ink.right) for y in range(ink.top, ink.bottom)]
        assert min(_contrast(BL.LEAF, c) for c in behind) >= 4.5


def _shows(frame: pygame.Surface, words: str, ink: pygame.Rect) -> bool:
    """The number's upright face is on screen there: every opaque pixel of it, as drawn."""
    face, at = BL.face(words)
    ox, oy = ink.x - at.x, ink.y - at.y
    opaque = [(x, y) for x in range(face.get_width()) for y in range(face.get_height()) if face.get_at((x, y)).a == 255]
    return len(opaque) > 60 and all(frame.get_at((ox + x, oy + y))[:3] == face.get_at((x, y))[:3] for x, y in opaque)


def _drawn(penalties=()) -> tuple:
    app = FakeApp()
    scene = human_scene(app, penalties=penalties, players=8)
    for _ in range(int(2.0 / DT)):  # the turn banner has gone
        scene.update(DT)
    from game.engine import intents as I
    first = L.card_rects(len(scene.choices.hand()))[0]
    scene.on_intent(intent(I.POINTER_MOVE, pos=first.center))  # a card pointed at stands higher
    frame = pygame.Surface((L.W, L.H))
    scene.draw(frame)
    return scene, frame


def test_the_table_shows_every_number_upright_and_whole():
    scene, frame = _drawn()
    assert scene.table_input.hover == 0
    for words, ink in BL.labels():
        assert _shows(frame, words, ink), words


def test_under_the_mirror_the_columns_follow_the_turned_board_and_stay_readable():
    scene, frame = _drawn(("mirror",))
    assert scene.painter.seen_x(L.cell_centre((0, 0))[0]) > L.BOARD.centerx  # the board is turned for this seat
    for words, ink in BL.labels(mirrored=True):
        assert _shows(frame, words, ink), words
    column_1 = _label("1", True, "column")
    assert abs(column_1.centerx - scene.painter.seen_x(L.cell_centre((0, 0))[0])) <= 1
    assert not _shows(frame, "1", _label("1", False, "column"))  # not left where the plain board has it
