"""The issue's bar "drift of the pieces below the new one <= 0.5 mm per placement", on the placements of the creep
bench that broke it: a swaying stalk slid one of its low joints though its friction was far inside its cone (the
stiff tilt's couples sheared it after friction had been solved; the grip, solver_passes.TiltSpace, holds it)."""
from __future__ import annotations

import pytest

from game.games.beanstalk import settle_bench as SB
from tests.beanstalk.helpers import landing_cases, replay_landing

# Three seeded gentle placements kept from the creep bench (seeds 4, 4 and 1), stored as the stalk was stored
# before the grip: without it they moved a piece below 2.26, 0.89 and 0.92 mm (the trunk: its second joint slid 2.3
# mm while the stalk swung; the dice: the foot joint and the third)
_SLIDING = landing_cases("sliding_joint_landings.json")


@pytest.mark.parametrize("name", sorted(_SLIDING))
def test_a_placement_on_a_swaying_stalk_moves_no_piece_below_more_than_half_a_millimetre(name):
    run, drift = replay_landing(_SLIDING[name])
    assert not run.collapsed and run.world.awake_count() == 0
    assert drift <= SB.CREEP_DRIFT, f"moved {drift:.3f} mm"


def test_without_the_grip_the_same_swaying_stalk_slides_a_joint():
    # not vacuous: the case that slid most, with everything else as a new game has it but the joints' springs as
    # they were when it was kept (stiffer springs shear less: 0.83 mm without the grip)
    name = max(_SLIDING, key=lambda n: _SLIDING[n]["kind"] == "trunk")
    run, drift = replay_landing(_SLIDING[name], tilt_grip=False, hertz=120.0, static_factor=2.0)
    assert not run.collapsed
    assert drift > 2 * SB.CREEP_DRIFT, f"moved {drift:.3f} mm"
