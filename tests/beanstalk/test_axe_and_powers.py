"""The once-per-game axe, and the card-powers variant's seven powers with their once-per-round rule."""
import pytest

from game.core.actions import IllegalAction
from game.games.beanstalk import cards as C
from game.games.beanstalk import dice as D
from game.games.beanstalk import events as E
from game.games.beanstalk import rules as R
from game.games.beanstalk import stalk as S
from game.games.beanstalk.bot import aim_angle
from tests.beanstalk.helpers import check_conservation, choose_all, game, of, place_centred, roll_as


def _build(s, kinds_owners):
    """Stack pieces on the stalk directly with the physics (test set-up), keeping the supplies right."""
    world_json = s.stalk["world"]
    for kind, owner in kinds_owners:
        w = S.world_from_json(world_json)
        x = w.position(S.piece_ids(w)[-1])[0]
        run = S.Placement(world_json, kind, S.drop_track(kind, S.top_of(w), round(x, 1), gap=1.0)).run()
        assert not run.collapsed
        world_json = S.world_to_json(run.world)
        s.stalk["pieces"].append({"kind": kind, "face": D.EYE if kind == "die" else None, "owner": owner})
        if kind == "die":
            s.dice_supply -= 1
        elif kind == "treasure":
            s.treasures[owner] -= 1
    s.stalk["world"] = world_json


def test_the_axe_knocks_pieces_back_to_supply_and_owners_once_per_game():
    s = game(3)
    choose_all(s, [1, 2, 3])
    with pytest.raises(IllegalAction, match="nothing_to_chop"):
        R.apply(s, E.ThrowAxe(0, 0.3, 1.0))
    _build(s, [("die", None), ("treasure", 1), ("die", None), ("treasure", 2), ("die", None)])
    check_conservation(s)
    top_y = 200.0
    events = R.apply(s, E.ThrowAxe(0, round(aim_angle(top_y, 1.0), 3), 1.0))
    thrown = of(events, E.AxeThrown)[0]
    assert thrown.knocked_off  # something fell off
    assert not of(events, E.GoldDrawn) and not of(events, E.StalkCollapsed)  # no gold, no collapse
    assert s.axes[0] is False and s.phase == "start"  # then the player rolls and acts normally
    check_conservation(s)  # dice back to the supply, tokens back to their owners
    assert not any(isinstance(a, E.ThrowAxe) for a in R.legal_actions(s, 0))
    with pytest.raises(IllegalAction, match="axe_used"):
        R.apply(s, E.ThrowAxe(0, 0.3, 1.0))


def test_axe_aim_is_checked():
    s = game(2)
    choose_all(s, [1, 2])
    _build(s, [("die", None)])
    with pytest.raises(IllegalAction, match="axe_aim"):
        R.apply(s, E.ThrowAxe(0, 3.0, 1.0))
    with pytest.raises(IllegalAction, match="axe_aim"):
        R.apply(s, E.ThrowAxe(0, 0.3, 1.5))


def test_no_axe_in_the_powers_variant():
    s = game(2, variant="powers")
    choose_all(s, [1, 2])
    _build(s, [("die", None)])
    with pytest.raises(IllegalAction, match="no_axe_in_variant"):
        R.apply(s, E.ThrowAxe(0, 0.3, 1.0))


def _powers(cards, players=None):
    s = game(players or len(cards), variant="powers")
    choose_all(s, list(cards))
    return s


def test_power_1_rest_skips_the_turn():
    s = _powers([1, 2])
    events = R.apply(s, E.UsePower(0, C.REST))
    assert of(events, E.PowerUsed) and s.actor == 1 and s.dice_supply == 11


def test_power_2_peek_reorders_the_top_two_bags():
    s = _powers([2, 3])
    s.gold_pile[-2:] = [20, 10]
    R.apply(s, E.UsePower(0, C.PEEK))
    assert R.view(s, 0)["peek"] == [20, 10] and R.view(s, 1)["peek"] == []
    assert R.legal_actions(s, 0) == [E.OrderPeek(0, False), E.OrderPeek(0, True)]
    R.apply(s, E.OrderPeek(0, True))
    assert s.gold_pile[-2:] == [10, 20] and s.phase == "start"


def test_power_3_pickpocket_robs_the_richest_other_player():
    s = _powers([3, 4, 5])
    s.gold[1], s.gold[2] = [s.gold_pile.pop()], [s.gold_pile.pop(), s.gold_pile.pop()]
    events = R.apply(s, E.UsePower(0, C.PICKPOCKET))
    assert of(events, E.BagStolen) == [E.BagStolen(0, 2)]
    assert len(s.gold[0]) == 1 and len(s.gold[2]) == 1
    check_conservation(s)


def test_pickpocket_needs_someone_with_a_bag():
    s = _powers([3, 4])
    assert E.UsePower(0, C.PICKPOCKET) not in R.legal_actions(s, 0)
    with pytest.raises(IllegalAction, match="power_useless"):
        R.apply(s, E.UsePower(0, C.PICKPOCKET))


def test_power_4_rerolls_dice_once():
    s = _powers([4, 5])
    R.apply(s, E.RollDice(0))
    roll_as(s, [D.EYE, D.EYE])
    events = R.apply(s, E.RerollDice(0, (0, 1)))
    assert of(events, E.DiceRolled)[0].reroll
    assert not any(isinstance(a, E.RerollDice) for a in R.legal_actions(s, 0))
    with pytest.raises(IllegalAction, match="power_taken"):
        R.apply(s, E.RerollDice(0, (0,)))


def test_power_4_rerolls_one_chosen_die_and_keeps_the_others():
    """"Reroll any of your dice": each single die is offered, and only the chosen ones change."""
    s = _powers([4, 5])
    R.apply(s, E.RollDice(0))
    roll_as(s, [D.TREASURE, D.EYE, D.TRUNK])
    offered = {a.dice for a in R.legal_actions(s, 0) if isinstance(a, E.RerollDice)}
    assert {(0,), (1,), (2,), (0, 1, 2)} <= offered
    before = list(s.turn["dice"])
    events = R.apply(s, E.RerollDice(0, (1,)))
    assert s.turn["dice"][0] == before[0] and s.turn["dice"][2] == before[2]
    assert of(events, E.DiceRolled)[0].faces == (s.turn["dice"][1],)
    with pytest.raises(IllegalAction, match="no_such_die"):
        R.apply(_rolled_for_reroll(), E.RerollDice(0, (0, 0)))


def _rolled_for_reroll():
    s = _powers([4, 5])
    R.apply(s, E.RollDice(0))
    roll_as(s, [D.EYE, D.EYE])
    return s


def test_power_5_lullaby_keeps_the_giant_asleep():
    s = _powers([5, 6])
    R.apply(s, E.RollDice(0))
    roll_as(s, [D.EYE, D.EYE])
    R.apply(s, E.UsePower(0, C.LULLABY))
    events = R.apply(s, E.StartStacking(0))
    assert of(events, E.GiantLulled) and not of(events, E.GiantWakes) and s.eye is None


def test_power_6_steady_hands_stops_the_tremor():
    s = _powers([6, 7])
    R.apply(s, E.RollDice(0))
    roll_as(s, [D.TRUNK])
    _build(s, [("die", None), ("trunk", None)])  # tremor grows with height: give the stalk some
    s.dice_supply += 1
    s.trunk_supply -= 1
    R.apply(s, E.StartStacking(0))
    assert R.view(s, 0)["tremor"]["amplitude"] > 0
    s.phase = "roll"
    R.apply(s, E.UsePower(0, C.STEADY))
    s.phase = "stack"
    assert R.view(s, 0)["tremor"]["amplitude"] == 0


def test_power_7_generous_stacks_one_more_treasure_and_pays_for_it():
    s = _powers([7, 1])
    R.apply(s, E.UsePower(1, C.REST))  # card 1 acts first and rests
    R.apply(s, E.RollDice(0))
    roll_as(s, [D.TRUNK])
    R.apply(s, E.UsePower(0, C.GENEROUS))
    R.apply(s, E.StartStacking(0))
    assert [q["kind"] for q in s.turn["queue"]] == ["die", "trunk", "treasure"]
    events = []
    while s.actor == 0 and s.phase == "stack":
        events += place_centred(s)
    assert of(events, E.GoldDrawn) == [E.GoldDrawn(0, 1, "treasures")]


def test_a_power_goes_to_the_first_in_order_among_equal_cards():
    s = _powers([4, 4, 6], players=3)
    assert s.order[:2] == [0, 1]
    R.apply(s, E.RollDice(0))
    roll_as(s, [D.EYE])
    R.apply(s, E.RerollDice(0, (0,)))
    s.turn["dice"] = []
    R.apply(s, E.StartStacking(0))
    assert s.actor == 1
    R.apply(s, E.RollDice(1))
    assert not any(isinstance(a, E.RerollDice) for a in R.legal_actions(s, 1))


def test_a_later_player_may_use_a_power_the_earlier_one_left():
    s = _powers([4, 4, 6], players=3)
    R.apply(s, E.RollDice(0))
    s.dice_supply += len(s.turn["dice"])
    s.turn["dice"] = []
    R.apply(s, E.StartStacking(0))
    R.apply(s, E.RollDice(1))
    assert any(isinstance(a, E.RerollDice) for a in R.legal_actions(s, 1))


def test_no_power_after_the_stalk_fell_this_turn():
    s = _powers([5, 6])
    R.apply(s, E.RollDice(0))
    s.turn["fell"] = True
    with pytest.raises(IllegalAction, match="stalk_fell"):
        R.apply(s, E.UsePower(0, C.LULLABY))


def test_powers_only_in_the_variant_and_only_your_own():
    s = game(2)
    choose_all(s, [1, 2])
    with pytest.raises(IllegalAction, match="no_powers"):
        R.apply(s, E.UsePower(0, C.REST))
    s = _powers([1, 2])
    with pytest.raises(IllegalAction, match="not_your_power"):
        R.apply(s, E.UsePower(0, C.PEEK))
    s = _powers([5, 6])
    with pytest.raises(IllegalAction, match="power_not_now"):
        R.apply(s, E.UsePower(0, C.LULLABY))  # after the roll, not before
