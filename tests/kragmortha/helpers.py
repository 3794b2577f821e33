"""Hand-made Kragmortha states for rule tests: the shipped board's geometry (desk, start column, teleports,
shelves) with chosen symbols written into the cells a test uses, goblins and the Dark Lord where the test puts
them, chosen hands. Cards given to a hand are taken out of the piles, so every card stays counted."""
import copy

from game.games.kragmortha import board as B
from game.games.kragmortha import events as E
from game.games.kragmortha import rules as R

BOOK_SCROLL, BOOK_POTION, SCROLL_POTION, BOOK_BOOK, BALL_BOOK = 0, 4, 12, 24, 36
POTION_POTION, GEMS_GEMS = 30, 33
LORD_BOOK_SCROLL, LORD_POTION_POTION, LORD_BOOK_BOOK = 42, 52, 48


def make(players=8, goblins=None, lord=(10, 3), hands=None, symbols=None, seed=1, active=0):
    data = copy.deepcopy(B.default_data())
    for (x, y), s in (symbols or {}).items():
        data["symbols"][y][x] = s
    st = R.new_game({"players": players, "start_player": 0}, seed, board_data=data)
    default = [(0, y) for y in range(7)] + [(1, 0)]
    cells = list(goblins or []) + default[len(goblins or []):]
    st.goblins = [tuple(c) for c in cells[:players]]
    st.to_place = []
    st.phase = "play"
    st.active = active
    st.lord = tuple(lord)
    for seat, cards in (hands or {}).items():
        give(st, seat, cards)
    return st


def give(st, seat, cards):
    """Make `seat`'s hand exactly `cards` (the old hand goes back under the draw pile)."""
    for c in cards:
        for pile in (st.moves.draw_pile, st.moves.discards):
            if c in pile:
                pile.remove(c)
                break
        else:
            for h in st.hands:
                if c in h:
                    h.remove(c)
                    break
    st.moves.draw_pile[:0] = st.hands[seat]
    st.hands[seat] = list(cards)


def top_penalties(st, pids):
    """Put these penalty cards on top of the pile, the first drawn first."""
    for pid in pids:
        st.penalty_pile.draw_pile.remove(pid)
    st.penalty_pile.draw_pile.extend(reversed(pids))


def top_tokens(st, tokens):
    for t in tokens:
        if t in st.tokens.draw_pile:
            st.tokens.draw_pile.remove(t)
        else:
            st.tokens.discards.remove(t)
    st.tokens.draw_pile.extend(reversed(tokens))


def top_books(st, books):
    for b in books:
        st.book_pile.draw_pile.remove(b)
    st.book_pile.draw_pile.extend(reversed(books))


def hold(st, seat, pids, broken=False):
    for pid in pids:
        st.penalty_pile.draw_pile.remove(pid)
        st.held[seat].append([pid, broken])


def own_books(st, seat, books, face_up=True):
    for b in books:
        st.book_pile.draw_pile.remove(b)
        st.books[seat].append([b, face_up])


def play(st, *actions):
    out = []
    for a in actions:
        out += R.apply(st, a)
    return out


def kinds(events):
    return [type(e).__name__ for e in events]


def cells(actions):
    return sorted(tuple(a.cell) for a in actions if hasattr(a, "cell"))


__all__ = ["E", "R", "make", "give", "play"]
