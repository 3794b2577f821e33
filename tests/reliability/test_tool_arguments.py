"""Bad tool arguments are refused with a message and exit code 2, like every other bad argument."""
import pytest

from game.__main__ import main as tool_main


@pytest.mark.parametrize("games", ["-5", "0"])
def test_simulate_refuses_a_games_count_below_one(capsys, games):
    assert tool_main(["simulate", "pied_piper", "--games", games]) == 2
    assert f"--games must be at least 1, not {games}" in capsys.readouterr().err


def test_memory_refuses_bad_arguments(capsys):
    assert tool_main(["memory", "--games", "-5", "--game", "pied_piper"]) == 2
    assert "--games must be at least 1" in capsys.readouterr().err
    assert tool_main(["memory", "--game", "chess"]) == 2
    assert "unknown or unavailable game 'chess'" in capsys.readouterr().err
