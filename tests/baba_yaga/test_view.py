"""What a seat may see: no element of a face-down tile, no hidden card id; the study shows everything."""
import json

from game.games.baba_yaga import data as D
from game.games.baba_yaga import rules as R
from game.games.baba_yaga.moves import FlipTile

from .helpers import fly_home, right_cells, searching, wrong_cells


def visible_elements(s: R.State) -> set[str]:
    """Elements a player may know from the table now: face-up tiles, the revealed card, broken spells."""
    seen = {s.board[c] for c in s.up}
    card = s.turn.get("card")
    if card is None and s.phase in ("judgement", "over"):
        card = s.turn.get("shown_card")
    if card is not None:
        seen |= set(D.CARDS[card][0])
    for pile in s.discards:
        for c in pile:
            seen |= set(D.CARDS[c][0])
    return seen


def leaks(s: R.State, v: dict) -> list[str]:
    """Problems with a view: face-down elements shown, or card ids from hidden piles."""
    out = []
    if s.phase == "study":
        return out
    for c in v["cells"]:
        if c["kind"] == "forest" and not c["up"] and "element" in c:
            out.append(f"face-down cell {c['cell']} shows {c['element']}")
    strings = set()

    def walk(x):
        if isinstance(x, str):
            strings.add(x)
        elif isinstance(x, dict):
            for k, y in x.items():
                walk(k)
                walk(y)
        elif isinstance(x, (list, tuple)):
            for y in x:
                walk(y)

    walk(v)
    hidden = (strings & set(D.ELEMENTS)) - visible_elements(s)
    if hidden:
        out.append(f"elements named: {sorted(hidden)}")
    on_table = s.turn.get("shown_card") if s.phase == "judgement" else None  # a failed card, shown face up
    if v["card"] is not None and v["card"]["id"] != on_table and v["card"]["id"] in [
            c for p in s.piles for c in p] + s.removed:
        out.append("a hidden card id")
    if "piles" in v and any(not isinstance(n, int) for n in v["piles"]):
        out.append("pile contents")
    json.dumps(v)  # and it must be JSON
    return out


def test_view_hides_face_down_elements_and_shows_face_up_ones():
    s = searching(3)
    good, bad = right_cells(s)[0], wrong_cells(s)[0]
    R.apply(s, FlipTile(0, good))
    v = R.view(s, 1)
    cells = {c["cell"]: c for c in v["cells"]}
    assert cells[good]["element"] == s.board[good] and cells[good]["up"]
    assert "element" not in cells[bad] and cells[bad]["hint"] == D.HINTS[s.board[bad]]
    assert leaks(s, v) == []


def test_view_shows_the_revealed_card_but_not_the_piles():
    s = searching(4, active=2, card=5)
    v = R.view(s, 0)
    assert v["card"]["id"] == 5 and v["card"]["elements"] == list(D.CARDS[5][0])
    assert v["piles"] == [3, 3, 2, 3]
    assert leaks(s, v) == []


def test_view_during_the_pause_keeps_the_result_on_the_table():
    s = searching(3, card=5)
    for c in right_cells(s)[:3]:
        R.apply(s, FlipTile(0, c))
    fly_home(s)
    v = R.view(s, 2)
    assert v["phase"] == "judgement" and v["card"]["id"] == 5 and v["outcome"]["broken"]
    assert leaks(s, v) == []


def test_study_view_shows_every_element():
    s = R.new_game({"players": 3}, 4)
    v = R.view(s, None)
    assert sorted(c["element"] for c in v["cells"] if c["kind"] == "forest") == sorted(D.ELEMENTS)
