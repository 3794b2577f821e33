"""Bot behaviour on hand-made states: the normal bot heads for the desk and keeps off the Dark Lord, sends him
at the leader, the hard bot cures a penalty."""
from game.games.kragmortha import bot as B
from tests.kragmortha.helpers import BOOK_SCROLL, LORD_BOOK_SCROLL, E, R, hold, make, own_books

CROSS = {(4, 4): "gems", (4, 3): "book", (5, 4): "scroll", (4, 5): "potion", (3, 4): "gems",
         (4, 2): "scroll", (3, 3): "book", (5, 3): "potion", (6, 4): "book", (5, 5): "gems", (6, 3): "book"}


def choose(st, difficulty, seat=0):
    bot = B.make_bot(seat, difficulty, 1)
    return bot, bot.choose(R.view(st, seat), R.legal_actions(st, seat))


def test_normal_and_hard_step_towards_the_desk():
    for difficulty in ("normal", "hard"):
        # north then a scroll cell is a dead end ((4, 2) shows gems); east then (6, 4), a book, is 6 from the desk
        st = make(goblins=[(4, 4)], lord=(0, 6), symbols={**CROSS, (4, 2): "gems"}, hands={0: [BOOK_SCROLL]})
        bot, a = choose(st, difficulty)
        assert a == E.PlayCard(0, BOOK_SCROLL)
        R.apply(st, a)
        assert bot.choose(R.view(st, 0), R.legal_actions(st, 0)) == E.Step(0, (5, 4))
        R.apply(st, E.Step(0, (5, 4)))
        assert bot.choose(R.view(st, 0), R.legal_actions(st, 0)) == E.Step(0, (6, 4))


def test_bots_keep_off_the_dark_lord():
    # a book/book card: north (4, 3) is next to the Dark Lord at (4, 2), east (5, 4) is out of his reach;
    # both are as far from the desk
    quiet = {(5, 4): "book", (3, 3): "gems", (5, 3): "gems", (6, 4): "gems", (5, 5): "gems"}
    for difficulty in ("normal", "hard"):
        st = make(goblins=[(4, 4)], lord=(4, 2), symbols={**CROSS, **quiet}, hands={0: [24]})
        bot, a = choose(st, difficulty)
        assert a == E.PlayCard(0, 24)
        R.apply(st, a)
        assert bot.choose(R.view(st, 0), R.legal_actions(st, 0)) == E.Step(0, (5, 4)), difficulty


def test_the_dark_lord_is_sent_onto_the_leader():
    # seat 1 (no penalties) stands where a Dark Lord card reaches; seat 2 (three penalties) elsewhere
    st = make(players=3, goblins=[(0, 0), (9, 3), (0, 6)], symbols={(9, 3): "book"},
              hands={0: [LORD_BOOK_SCROLL]})
    hold(st, 2, [0, 6, 12])
    hold(st, 0, [1])
    bot, a = choose(st, "hard")
    assert a == E.PlayCard(0, LORD_BOOK_SCROLL)
    R.apply(st, a)
    assert bot.choose(R.view(st, 0), R.legal_actions(st, 0)) == E.Step(0, (9, 3))


def test_hard_cures_a_penalty_when_it_can():
    st = make(goblins=[(0, 3)], lord=(1, 3), symbols={(0, 2): "book", (0, 4): "book"},
              hands={0: [BOOK_SCROLL]})
    hold(st, 0, [0])
    own_books(st, 0, [14])  # Cure
    _, a = choose(st, "hard")
    assert a == E.UseSpellbook(0, 14)
