"""The issue's bar "no fall later than 1 s after the last contact that caused it", on the one placement of the creep
bench whose stalk began going over long after the landing: every joint of the 22-piece stalk stood inside its face
(rigid blocks would stand), yet with the joints' springs at 120 Hz the stalk leaned 7 mm at the top in 0.75 s with
every joint closed -- each joint sagging more on its loaded point, the load moving further off-centre -- then opened
a joint and went over. The stalk's stiffer joints (stalk.STALK_HERTZ) hold it."""
from __future__ import annotations

from game.games.beanstalk import settle_bench as SB
from game.games.beanstalk import stalk as S
from tests.beanstalk.helpers import landing_cases, replay_landing

# A seeded gentle placement kept from the creep bench (seed 4): a cloud let go 0.6 mm above a 22-piece stalk
_LEANING = landing_cases("leaning_stalk_landings.json")


def test_a_stalk_whose_joints_all_stand_inside_their_faces_stands_after_a_gentle_landing():
    for name, case in _LEANING.items():
        run, drift = replay_landing(case)
        assert not run.collapsed, name
        assert run.world.awake_count() == 0, name
        assert drift <= SB.CREEP_DRIFT, f"{name}: moved {drift:.3f} mm"


def test_with_softer_joints_the_same_stalk_leans_and_falls_late():
    # not vacuous: the joints' springs as every other world has them (120 Hz, twice that against the table)
    for name, case in _LEANING.items():
        run, _ = replay_landing(case, hertz=120.0, static_factor=2.0)
        assert run.collapsed, name
        assert run.settle * S.DT > 2 * SB.LATE_FALL, f"{name}: fell {run.settle * S.DT:.2f} s after the release"
