"""stalk.copy_of: a replay from a copy of a loaded stalk equals the replay from its JSON, and leaves the stalk it
was copied from as it was (the hard bot tries several releases on one loaded stalk)."""
from __future__ import annotations

from game.games.beanstalk import demo as D
from game.games.beanstalk import rules as R
from game.games.beanstalk import stalk as S


def test_a_replay_on_a_copy_equals_the_replay_from_json_and_leaves_the_original():
    setup = D.demo_setup(3, 2)
    state = R.new_game(setup.config(), 2)
    D.play_until(state, 2, lambda s: s.phase == "start" and s.actor == 0)
    D.stack(state, D.tower_kinds(6))
    world_json = state.stalk["world"]
    loaded = S.world_from_json(world_json)
    before = loaded.state_hash()
    top = S.top_of(loaded)
    for x in (0.0, 14.0, 60.0):  # on the top, off-centre, beside it (a fall)
        track = S.drop_track("die", top, x)
        fresh = S.Placement(world_json, "die", track).run()
        copied = S.Placement(world_json, "die", track, loaded=S.copy_of(loaded)).run()
        assert copied.world.state_hash() == fresh.world.state_hash()
        assert copied.collapsed == fresh.collapsed
        assert loaded.state_hash() == before
