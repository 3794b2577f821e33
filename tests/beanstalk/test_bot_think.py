"""The hard bot's scratch-world search runs as think(): a slice per next(), the same choice as choose()."""
from game.engine.table.bots import TurnBots
from game.games.beanstalk import bot as B
from game.games.beanstalk import dice as D
from game.games.beanstalk import events as E
from game.games.beanstalk import rules as R
from game.games.beanstalk import stalk as S
from tests.beanstalk.helpers import choose_all, game, roll_as


def _stacking(players=2):
    s = game(players)
    choose_all(s, [1, 2][:players] + [3, 4, 5][:max(0, players - 2)])
    R.apply(s, E.RollDice(s.actor))
    roll_as(s, [D.TRUNK, D.TRUNK])
    R.apply(s, E.StartStacking(s.actor))
    return s


def _slices(bot, view, legal):
    steps = bot.think(view, legal)
    count = 0
    try:
        while True:
            next(steps)
            count += 1
    except StopIteration as done:
        return done.value, count


def test_hard_placement_is_thought_in_slices_and_equals_choose():
    s = _stacking()
    seat = s.actor
    view, legal = R.view(s, seat), R.legal_actions(s, seat)
    action, slices = _slices(B.make_bot(seat, "hard", 7), view, legal)
    assert isinstance(action, E.PlacePiece)
    # every candidate: one slice to load its scratch world, then a few physics steps a slice (at least the
    # MIN_SETTLE steps after its release, two a slice)
    assert slices >= B.CANDIDATES * (1 + S.MIN_SETTLE * B.SETTLE_WORK // B.SLICE_WORK)
    assert B.make_bot(seat, "hard", 7).choose(view, legal) == action


def test_quick_decisions_return_without_a_slice():
    s = _stacking()
    seat = s.actor
    for level in ("easy", "normal"):
        action, slices = _slices(B.make_bot(seat, level, 3), R.view(s, seat), R.legal_actions(s, seat))
        assert isinstance(action, E.PlacePiece) and slices == 0
    fresh = game(2)
    action, slices = _slices(B.make_bot(0, "hard", 3), R.view(fresh, 0), R.legal_actions(fresh, 0))
    assert isinstance(action, E.ChooseCard) and slices == 0


def test_turn_bots_spread_the_search_over_frames():
    s = _stacking()
    seat = s.actor
    expected = B.make_bot(seat, "hard", 5).choose(R.view(s, seat), R.legal_actions(s, seat))
    acted = []
    driver = TurnBots({seat: B.make_bot(seat, "hard", 5)}, R, delay=0.0)
    frames = 0
    while not acted:
        driver.update(1 / 60, s, seat, lambda who, a: acted.append((who, a)), ready=True)
        frames += 1
        assert frames < 2000
    assert acted == [(seat, expected)]
    assert frames > B.CANDIDATES * S.MIN_SETTLE * B.SETTLE_WORK // B.SLICE_WORK
