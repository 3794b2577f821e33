"""What is read off the stalk at rest (top, centre of mass, poses) is worked out once per stored world and kept by
the world's content: the cached facts equal the ones worked out afresh, an equal copy finds them, a changed world
does not, and the rules' views, legal actions and a whole bot game come out the same with the cache as without."""
import copy
import json

import pytest

from game.games.beanstalk import bot as B
from game.games.beanstalk import demo as D
from game.games.beanstalk import rules as R
from game.games.beanstalk import stalk as S
from game.games.beanstalk import stalk_facts as F


def tall_state(pieces: int = 12, seed: int = 5) -> R.State:
    setup = D.demo_setup(3, seed, humans=0)
    state = R.new_game(setup.config(), seed)
    D.to_stacking(state, seed)
    D.stack(state, D.tower_kinds(pieces))
    return state


def test_the_facts_are_what_the_loaded_world_says():
    state = tall_state()
    world_json = state.stalk["world"]
    F.forget()
    facts = F.of(world_json)
    world = S.world_from_json(world_json)
    ids = S.piece_ids(world)
    assert facts.ids == tuple(ids)
    assert facts.top == S.top_of(world) and facts.com == S.centre_of_mass(world)
    assert facts.poses == tuple((*world.position(b), world.angle(b)) for b in ids)
    assert len(facts.poses) == len(state.stalk["pieces"]) == 13


def test_an_equal_copy_finds_the_facts_and_a_changed_world_does_not():
    state = tall_state()
    world_json = state.stalk["world"]
    F.forget()
    facts = F.of(world_json)
    assert F.of(copy.deepcopy(world_json)) is facts  # by content: a restored save finds them
    assert F.of(json.loads(json.dumps(world_json))) is facts
    moved = copy.deepcopy(world_json)
    world = S.world_from_json(moved)
    top_piece = S.piece_ids(world)[-1]
    x, y = world.position(top_piece)
    world.set_transform(top_piece, (x, y + 50.0), world.angle(top_piece))
    moved = S.world_to_json(world)
    again = F.of(moved)
    assert again is not facts and again.top == pytest.approx(facts.top + 50.0)
    assert F.of(world_json) is facts  # the first is still known


def test_the_cache_keeps_only_a_few_worlds():
    F.forget()
    state = tall_state(3)
    for i in range(F.KEEP + 3):
        moved = copy.deepcopy(state.stalk["world"])
        moved["frame"] = i  # a different world, as far as the key is concerned
        F.of(moved)
    assert len(F._known) == F.KEEP


def test_a_damaged_world_is_refused_with_a_clear_message():
    with pytest.raises(ValueError):
        F.of({"bodies": [object()]})
    with pytest.raises(ValueError):
        F.of("not a world")


def test_views_and_legal_actions_are_the_same_with_the_cache_as_without(monkeypatch):
    state = tall_state()
    seat = state.actor
    F.forget()
    cached = (R.view(state, seat), R.legal_actions(state, seat), R.view(state, None))
    cached_again = (R.view(state, seat), R.legal_actions(state, seat), R.view(state, None))
    monkeypatch.setattr(F, "of", F.work_out)  # no cache at all
    fresh = (R.view(state, seat), R.legal_actions(state, seat), R.view(state, None))
    assert cached == cached_again == fresh


def play(seed: int, players: int, rounds: int) -> dict:
    state = R.new_game({"players": players}, seed)
    bots = [B.make_bot(i, ("easy", "normal", "hard")[i % 3], seed + i) for i in range(players)]
    while R.result(state) is None and state.round <= rounds:
        seat = state.actor if state.phase != "choose" else next(
            p for p in range(players) if state.chosen[p] is None)
        R.apply(state, bots[seat].choose(R.view(state, seat), R.legal_actions(state, seat)))
    return R.to_json(state)


def test_a_bot_game_ends_on_the_same_state_with_the_cache_as_without(monkeypatch):
    F.forget()
    with_cache = play(4, 3, 1)
    monkeypatch.setattr(F, "of", F.work_out)
    assert play(4, 3, 1) == with_cache
    assert with_cache["stats"]["placements"] > 3  # pieces were stacked (the cache was read)
