"""Magic Maze from eight phone pages at once against the real scene: the phones bench's run, a few seconds long
(`python -m game bench --phones 8` is the full minute). Every tap reaches the scene."""
import json
from types import SimpleNamespace

import pytest

from tests.remote import browser as chrome

pytestmark = pytest.mark.skipif(chrome.missing() is not None, reason=chrome.missing() or "")


def test_eight_phones_tap_on_magic_maze_and_nothing_is_lost(capsys):
    from game.tools.phones_bench import run_phones_bench
    code = run_phones_bench(SimpleNamespace(phones=8, seconds=4.0, json=True))
    out = json.loads(capsys.readouterr().out)["phones"]
    assert code == 0, out
    assert out["phones"] == 8 and out["taps"] >= 8 * 4 * 3  # five taps a second each, give or take a busy machine
    assert out["lost"] == 0 and out["acks"] == out["taps"] and out["crashes"] == 0
    assert 0 < out["frame_cpu_p50_ms"] <= out["frame_cpu_p99_ms"]  # the frame's own cost, beside its wall time
    assert not out["game_over"]  # the whole run against a game in play
    assert out["phones_niced"] >= 8  # at least a renderer a page below the game: the rig stands for other devices
