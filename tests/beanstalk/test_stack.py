"""Stacking by physics: payouts, collapse, the castle, the end when the gold runs out."""
import pytest

from game.core.actions import IllegalAction
from game.games.beanstalk import dice as D
from game.games.beanstalk import events as E
from game.games.beanstalk import rules as R
from game.games.beanstalk import stalk as S
from tests.beanstalk.helpers import check_conservation, choose_all, game, of, place_beside, place_centred, roll_as


def _turn(faces, players=3, cards=(1, 2, 3)):
    s = game(players)
    choose_all(s, list(cards))
    R.apply(s, E.RollDice(s.actor))
    roll_as(s, faces)
    return s


def test_own_treasures_placed_pay_a_bag_each_if_the_stalk_stands():
    s = _turn([D.TREASURE, D.TREASURE])
    R.apply(s, E.StartStacking(0))
    events = []
    while s.actor == 0 and s.phase == "stack":
        events += place_centred(s)
        check_conservation(s)
    assert of(events, E.FeeFiFoFum) == [E.FeeFiFoFum(0)]
    assert of(events, E.GoldDrawn) == [E.GoldDrawn(0, 2, "treasures")]
    assert len(s.gold[0]) == 2 and s.treasures[0] == 1 and s.actor == 1
    assert [p["kind"] for p in s.stalk["pieces"]] == ["die", "die", "treasure", "die", "treasure"]


def test_a_declined_treasure_pays_nothing():
    s = _turn([D.TREASURE])
    R.apply(s, E.StartStacking(0))
    place_centred(s)
    assert E.SkipTreasure(0) in R.legal_actions(s, 0)
    events = R.apply(s, E.SkipTreasure(0))
    assert of(events, E.TreasureSkipped) and not of(events, E.GoldDrawn) and s.gold[0] == []


def test_a_trunk_die_must_be_followed_by_a_trunk():
    s = _turn([D.TRUNK])
    R.apply(s, E.StartStacking(0))
    place_centred(s)
    assert s.turn["queue"][0]["kind"] == "trunk"
    with pytest.raises(IllegalAction, match="must_stack"):
        R.apply(s, E.SkipTreasure(0))
    place_centred(s)
    assert s.trunk_supply == 1 and s.stalk["pieces"][-1]["kind"] == "trunk"


def test_the_giant_awake_means_no_pay():
    s = _turn([D.TREASURE, D.EYE, D.EYE])
    R.apply(s, E.StartStacking(0))
    events = []
    while s.actor == 0:
        events += place_centred(s)
    assert of(events, E.FeeFiFoFum) and not of(events, E.GoldDrawn)


def test_collapse_pays_the_others_per_token_and_the_toppler_nothing():
    s = _turn([D.TREASURE, D.TREASURE])
    R.apply(s, E.StartStacking(0))
    # tokens already on the stalk from earlier turns: seat 1 has 2, seat 0 (the toppler) 1, seat 2 none
    for owner in (1, 1, 0):
        s.turn["queue"].insert(0, {"kind": "treasure", "owner": s.actor})
        place_centred(s)
        s.stalk["pieces"][-1]["owner"] = owner
        s.treasures[0] += 1
        s.treasures[owner] -= 1
        s.turn["placed_treasures"] -= 1
    check_conservation(s)
    events = place_beside(s)
    assert of(events, E.PiecePlaced)[0].collapsed
    assert of(events, E.StalkCollapsed)[0].tokens == (1, 2, 0)
    assert of(events, E.GoldDrawn) == [E.GoldDrawn(1, 2, "collapse")]
    assert s.gold[0] == [] and s.treasures == [3, 3, 3]
    assert len(s.stalk["pieces"]) == 1 and s.dice_supply == 11 and s.trunk_supply == 2  # a fresh foot die
    assert s.actor == 1 and s.phase == "start"  # the next player in order continues
    check_conservation(s)


def test_a_trunk_with_none_left_brings_the_castle_and_its_bonus():
    s = _turn([D.TRUNK, D.TREASURE])
    s.trunk_supply = 0  # (both trunks imagined elsewhere: conservation is not checked here)
    R.apply(s, E.StartStacking(0))
    place_centred(s)
    assert s.turn["queue"] == [{"kind": "castle"}]
    events = place_centred(s)
    assert of(events, E.CastleReached) == [E.CastleReached(0, 0)]
    assert of(events, E.GoldDrawn) == [E.GoldDrawn(0, 1, "castle")]
    assert of(events, E.StalkReset) == [E.StalkReset("castle")]
    assert len(s.stalk["pieces"]) == 1 and s.actor == 1  # taken down; the rest of the turn is dropped


def test_dice_left_in_the_queue_go_back_when_the_castle_comes_instead():
    s = _turn([D.TRUNK, D.EYE, D.EYE])
    s.trunk_supply = 0
    R.apply(s, E.StartStacking(0))
    assert s.dice_supply == 8
    place_centred(s)  # the trunk die; no trunk left: the castle, and the two eye dice stay unstacked
    assert s.turn["queue"] == [{"kind": "castle"}] and s.dice_supply == 10
    assert s.dice_supply + sum(p["kind"] == "die" for p in s.stalk["pieces"]) == D.TOTAL_DICE


def test_a_treasure_with_none_left_brings_the_castle():
    s = _turn([D.TREASURE])
    s.treasures[0] = 0
    R.apply(s, E.StartStacking(0))
    events = place_centred(s)
    assert of(events, E.CastleInstead) == [E.CastleInstead(0, "treasure")]
    assert s.turn["queue"] == [{"kind": "castle"}]


def test_the_last_die_brings_the_castle_counting_own_treasures_once():
    s = _turn([D.TREASURE])
    s.dice_supply = 0  # this was the last die
    R.apply(s, E.StartStacking(0))
    place_centred(s)
    place_centred(s)  # own treasure: it counts for the castle, not again as the turn's payout
    assert s.turn["queue"] == [{"kind": "castle"}]
    events = place_centred(s)
    assert of(events, E.GoldDrawn) == [E.GoldDrawn(0, 2, "castle")]
    assert not of(events, E.FeeFiFoFum)


def test_a_payout_larger_than_the_pile_pays_what_is_left_and_ends_the_game():
    s = _turn([D.TREASURE, D.TREASURE])
    s.gold[2] = s.gold_pile[:-1]
    s.gold_pile = s.gold_pile[-1:]
    R.apply(s, E.StartStacking(0))
    events = []
    while s.outcome is None:
        events += place_centred(s)
    assert of(events, E.GoldDrawn) == [E.GoldDrawn(0, 1, "treasures")]
    end = of(events, E.GameEnded)[0]
    assert end.reason == "gold" and sum(end.totals) == 10 * (10 + 15 + 20)
    assert R.result(s)["winners"] == [2] and R.result(s)["bags"][0] == s.gold[0]
    check_conservation(s)


def test_track_checks_are_readable_reasons():
    s = _turn([D.EYE])
    R.apply(s, E.StartStacking(0))
    top = S.top_of(S.world_from_json(s.stalk["world"]))
    with pytest.raises(IllegalAction, match="start_above"):
        R.apply(s, E.PlacePiece(0, ((0.0, top, 0.0),)))
    with pytest.raises(IllegalAction, match="hand_too_fast"):
        R.apply(s, E.PlacePiece(0, ((0.0, 300.0, 0.0), (200.0, 300.0, 0.0))))
    with pytest.raises(IllegalAction, match="off_table"):
        R.apply(s, E.PlacePiece(0, ((2000.0, 300.0, 0.0),)))
    with pytest.raises(IllegalAction, match="track_length"):
        R.apply(s, E.PlacePiece(0, ()))
    with pytest.raises(IllegalAction, match="bad_track"):
        R.apply(s, E.PlacePiece(0, (("a", 1, 2),)))


def test_a_scene_stacking_live_ends_on_the_state_the_rules_store():
    """The scene plays the placement live from the view (tremor included); the rules' replay of the recorded
    track stores exactly the world the scene shows."""
    s = _turn([D.TRUNK])
    R.apply(s, E.StartStacking(0))
    place_centred(s)  # the die; the trunk comes next, with a tremor > 0
    v = R.view(s, 0)
    assert v["next_piece"]["kind"] == "trunk" and v["tremor"]["amplitude"] > 0
    plan = S.drop_track("trunk", v["stalk_top"], 0.5, 0.01, start_x=-70.0)
    live = S.Placement(v["stalk"]["world"], "trunk", [plan[0]], v["tremor"]["seed"], v["tremor"]["amplitude"],
                       closed=False)
    for sample in plan[1:]:
        live.feed(sample)
        live.step()
    live.release()
    while not live.done:
        live.step()
    events = R.apply(s, E.PlacePiece(0, tuple(live.track)))
    assert not of(events, E.PiecePlaced)[0].collapsed
    assert s.stalk["world"] == S.world_to_json(live.world)
    stored, shown = S.world_from_json(s.stalk["world"]), S.world_from_json(S.world_to_json(live.world))
    assert stored.state_hash() == shown.state_hash()
