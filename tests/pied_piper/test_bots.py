"""Bots: they only use their view, always return a legal action, and play whole games to the end."""
import pytest

from game import games
from game.core.playout import play_one
from game.games.pied_piper import bot as B
from game.games.pied_piper import rules as R

INFO = games.get("pied_piper")


@pytest.mark.parametrize("difficulty", ["easy", "normal", "hard"])
@pytest.mark.parametrize("players", [2, 3, 5])
def test_bots_play_whole_games(difficulty, players):
    for seed in range(3):
        r = play_one(INFO, players, seed, [difficulty] * players,
                     config={"face_down": seed == 1, "specials": seed != 2})
        assert r.finished, r.error
        assert r.result["winners"]


def test_mixed_bots_finish_with_every_option_and_checks_each_step():
    seen = []

    def on_step(state, action, events):
        seen.append(action)
        assert R.result(state) is not None or R.legal_actions(state, state.active)

    r = play_one(INFO, 4, 5, ["easy", "normal", "hard", "hard"], config={"face_down": True}, on_step=on_step)
    assert r.finished and len(seen) == r.actions


def test_bot_choices_are_legal_and_only_from_the_view():
    s = R.new_game({"players": 4, "face_down": True}, 12)
    bots = [B.make_bot(seat, "hard", 1) for seat in range(4)]
    for _ in range(60):
        if R.result(s):
            break
        legal = R.legal_actions(s, s.active)
        view = R.view(s, s.active)
        assert "hands" not in view
        a = bots[s.active].choose(view, legal)
        assert a in legal
        R.apply(s, a)


def test_hard_bot_takes_the_win_when_it_can():
    from game.games.pied_piper import cards as C
    from tests.pied_piper.positions import position, put_under
    # 3 players: red stands before seat 1's house (floor 6); seat 0 is lowest, so finishing it wins
    s = position(players=3, figures={"red": (1, -1), "blue": (0, -1), "green": (2, -1), "yellow": (2, 1),
                                     C.PIPER: (2, -1)},
                 floors=[1, 6, 4], hands={0: [C.STEP1, C.TURN, C.TURN, C.TURN]})
    put_under(s, 0, C.TURN)  # red: turn (now faces clockwise) then the lower card
    s.board.figures["red"] = [1, 1]  # after turning it faces counter-clockwise: next house is 1
    bot = B.make_bot(0, "hard", 3)
    bot.lapse = 0.0  # its judgement, not a lapse
    first = bot.choose(R.view(s, 0), R.legal_actions(s, 0))
    R.apply(s, first)
    second = bot.choose(R.view(s, 0), R.legal_actions(s, 0))
    R.apply(s, second)
    assert R.result(s) is not None and R.result(s)["winners"] == [0]


def test_make_bot_rejects_unknown_difficulty():
    with pytest.raises(ValueError):
        B.make_bot(0, "godlike", 1)


@pytest.mark.parametrize("red_gap, loser", [(0, 0), (2, 1)])
def test_lookahead_knows_the_first_house_at_the_roof_loses(red_gap, loser):
    """The bots' town: one card drives both houses of a 2-player game to the roof; the first one there lost."""
    from game.games.pied_piper import cards as C
    from game.games.pied_piper.lookahead import WIN, Sim, score
    from tests.pied_piper.positions import position, put_under

    s = position(players=2, figures={"red": (red_gap, C.COUNTER_CLOCKWISE), C.PIPER: (1, C.CLOCKWISE)},
                 floors=[6, 6], hands={0: [C.STEP1] * 4})
    put_under(s, 0, C.STEP3)
    view = R.view(s, 0)
    sim = Sim.from_view(view)
    sim.play(C.STEP1, 0)
    sim.carry_out(0)
    assert sim.board.floors == [7, 7] and sim.fallen == [loser]
    assert score(sim, view, loser) == -WIN and score(sim, view, 1 - loser) == WIN


@pytest.mark.parametrize("difficulty", ["easy", "normal", "hard"])
def test_no_specials_bots_use_both_choices_and_finish(difficulty):
    """No-specials variant: every level sometimes lets a card act at once and sometimes leaves it waiting."""
    held, at_once = 0, 0
    for seed in range(4):
        s = R.new_game({"players": 3, "specials": False}, 300 + seed)
        bots = [B.make_bot(seat, difficulty, seed) for seat in range(3)]
        for _ in range(600):
            if R.result(s) is not None:
                break
            legal = R.legal_actions(s, s.active)
            action = bots[s.active].choose(R.view(s, s.active), legal)
            assert action in legal
            if any(a.hold for a in legal if a.slot == action.slot and a.card == action.card):
                held += action.hold
                at_once += not action.hold
            R.apply(s, action)
        assert R.result(s) is not None
    assert held > 0 and at_once > 0, (held, at_once)


def test_hard_bot_holds_a_card_that_would_push_rats_into_its_own_house():
    """One card in hand, a step that would carry a rat through its own house: better to leave it waiting."""
    from game.games.pied_piper import cards as C
    from tests.pied_piper.positions import position

    ccw = C.COUNTER_CLOCKWISE
    # only red characters in the row: every card placed now would walk red through house 0 (floor 5)
    s = position(players=3, figures={"red": (0, ccw), C.PIPER: (1, ccw)}, floors=[5, 0, 0],
                 row=("red", "red", "red"), hands={0: [C.STEP1] * 4}, specials=False)
    legal = R.legal_actions(s, 0)
    assert {a.hold for a in legal} == {False, True}
    for level in ("normal", "hard"):
        bot = B.make_bot(0, level, 1)
        bot.lapse = 0.0  # its judgement, not a lapse
        assert bot.choose(R.view(s, 0), legal).hold, level
