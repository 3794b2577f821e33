"""The hand's sight penalties on a phone. Blind hand: the seat's cards are face down there too (the TV hides them;
the phone must not show them), each known by its place in the hand, and a tap still plays that card. Upside down
and Blur: during the seat's own turn its cards come turned over and blurred, as on the TV."""
from game.engine.i18n import set_language, tr
from game.games.kragmortha import events as E
from game.games.kragmortha import penalties as P
from game.games.kragmortha import rules as R
from game.games.kragmortha.phone import BACK_TINT, phone_screen

from .helpers import BOOK_POTION, BOOK_SCROLL, SCROLL_POTION, hold, make

HAND = [BOOK_SCROLL, BOOK_POTION, SCROLL_POTION]


def screens(blind: bool):
    set_language("en")
    st = make(players=4, hands={0: HAND, 1: [BOOK_SCROLL + 1, BOOK_POTION + 1, SCROLL_POTION + 1]})
    if blind:
        hold(st, 0, [P.BY_KEY["blind_hand"]])
    mine = phone_screen(R.view(st, 0), 0, R.legal_actions(st, 0))
    st.active = 1  # another seat's turn: the hand is shown to look at
    waiting = phone_screen(R.view(st, 0), 0, R.legal_actions(st, 0))
    return mine, waiting


def words(tile) -> str:
    return " ".join([tile.get("label", "")] + [c["label"] for c in tile.get("chips", [])])


def test_a_blind_hands_cards_are_face_down_on_its_phone_and_a_tap_still_plays_that_card():
    mine, waiting = screens(blind=True)
    cards = [c for c in mine["choices"] if isinstance(c.get("action"), E.PlayCard)]
    assert cards, "the hand can move"
    symbols = [tr(f"kragmortha.symbol.{s}") for s in ("book", "scroll", "potion", "gems")]
    for c in cards + waiting["cards"]:
        assert not c.get("chips") and c["tint"] == BACK_TINT
        assert not any(s in words(c) for s in symbols)
    for c in cards:
        assert c["label"] == tr("phone.kragmortha.face_down", n=HAND.index(c["action"].card) + 1)
    assert [c["label"] for c in waiting["cards"]] == [tr("phone.kragmortha.face_down", n=n) for n in (1, 2, 3)]


def test_without_blind_hand_the_phone_shows_the_cards_faces():
    mine, waiting = screens(blind=False)
    assert all(c.get("chips") for c in waiting["cards"])
    assert all(c.get("chips") for c in mine["choices"] if isinstance(c.get("action"), E.PlayCard))


def spoilt_screens(*keys: str):
    set_language("en")
    st = make(players=4, hands={0: HAND, 1: [BOOK_SCROLL + 1, BOOK_POTION + 1, SCROLL_POTION + 1]})
    hold(st, 0, [P.BY_KEY[k] for k in keys])
    mine = phone_screen(R.view(st, 0), 0, R.legal_actions(st, 0))
    st.active = 1
    waiting = phone_screen(R.view(st, 0), 0, R.legal_actions(st, 0))
    return mine, waiting


def test_upside_down_and_blur_spoil_the_hand_on_its_phone_during_its_own_turn_as_on_the_tv():
    mine, waiting = spoilt_screens("upside_down", "blur")
    cards = [c for c in mine["choices"] if isinstance(c.get("action"), E.PlayCard)]
    assert cards and all(c.get("turned") and c.get("blur") for c in cards)
    assert all(c.get("chips") for c in cards)  # the faces are there, only turned over and blurred
    assert not any(c.get("turned") or c.get("blur") for c in waiting["cards"])  # another seat's turn: as ever
    mine, _ = spoilt_screens("upside_down")
    cards = [c for c in mine["choices"] if isinstance(c.get("action"), E.PlayCard)]
    assert all(c.get("turned") and not c.get("blur") for c in cards)
    others = [c for c in mine["choices"] if not isinstance(c.get("action"), E.PlayCard)]
    assert not any(c.get("turned") for c in others)  # only the hand's cards


def test_the_sight_flags_reach_the_page():
    from game.engine.remote import screens
    mine, _ = spoilt_screens("blur")
    shown, _actions = screens.split(mine)
    assert any(c.get("blur") for c in shown["choices"])
