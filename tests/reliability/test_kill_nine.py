"""Kill -9 over an evening (opt-in: --run-slow): a bot game of each game autosaves after every action in a child
process that is killed (SIGKILL) at random moments, many of them in the middle of a save. After every kill the
next start finds: no stray temp file left, every slot parses and passes its game's validation, and no slot older
than the last action the child reported as saved before the kill. KILLS (default 100) sets kills per game."""
import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game import games
from game.engine import save_check, startup

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("baba_yaga", "magic_maze", "beanstalk", "kragmortha", "pied_piper")
CHILD = r"""
import sys
from game import games
from game.core.setup import GameSetup
from game.engine import startup
from game.engine.saves import SaveStore

folder, game_id, seed = sys.argv[1], sys.argv[2], int(sys.argv[3])
startup.prepare_data_folder(folder)
info = games.get(game_id)
rules = info.rules()
players = max(info.min_players, 2)
store = SaveStore(folder, games.registry())
done = 0
print("ready", flush=True)
while True:
    setup = GameSetup.all_bots(game_id, players, seed=seed)
    setup.seats[0].kind = "human"  # a table with a person: it saves
    state = rules.new_game({**info.default_config(), "players": players}, seed)
    bots = [info.make_bot(s, "normal", seed) for s in range(players)]
    now = 0.0
    while rules.result(state) is None:
        for seat in range(players):
            legal = rules.legal_actions(state, seat)
            action = bots[seat].choose(rules.view(state, seat), legal, now) if legal else None
            if action is None:
                continue
            events = rules.apply(state, action)
            for b in bots:
                b.observe(events)
            done += 1
            store.save(setup, rules.to_json(state), {"action": done})
            print(done, flush=True)  # this action is saved
            if rules.result(state) is not None:
                break
        if info.realtime:
            events = rules.tick(state, 0.05)
            now += 0.05
            for b in bots:
                b.observe(events)
    seed += 1
"""


def kill_once(folder: Path, game_id: str, seed: int, rng: random.Random) -> int:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "TABLE_TALES_HOME": str(folder)}
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(folder), game_id, str(seed)], stdout=subprocess.PIPE,
                             stderr=subprocess.DEVNULL, text=True, env=env, cwd=ROOT)
    assert child.stdout.readline().strip() == "ready"
    time.sleep(rng.uniform(0.0, 1.2))
    os.kill(child.pid, signal.SIGKILL)
    out, _ = child.communicate()
    numbers = [int(line) for line in out.split() if line.isdigit()]
    return numbers[-1] if numbers else 0


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_kill_nine_at_random_moments_never_loses_or_breaks_a_save(tmp_path, game_id):
    kills = int(os.environ.get("KILLS", "100"))
    rng = random.Random(f"kill-{game_id}")
    folder = tmp_path / "home"
    folder.mkdir()
    before = mid_save = 0
    for k in range(kills):
        saved = kill_once(folder, game_id, 1 + k % 3, rng)
        mid_save += bool(list(folder.glob("*.tmp")))  # killed while writing a save: its temp file is left
        startup.prepare_data_folder(folder)  # the next start
        assert list(folder.glob("*.tmp")) == [], k
        slot = folder / f"continue-{game_id}.json"
        if saved == 0 and not slot.exists():
            continue  # killed before the first save of this run and of every run before
        data = json.loads(slot.read_text(encoding="utf-8"))
        assert save_check.check(data, games.registry()).kind == "ok", (k, save_check.check(data, games.registry()))
        action = data["extra"]["action"]
        assert action >= saved and (saved > 0 or action >= 1), (k, action, saved)
        before = max(before, saved)
    assert before > 0
    print(f"\n{game_id}: {kills} kills, {mid_save} in the middle of a save, every slot valid, none older than "
          f"its last saved action (up to {before} actions a run)")
