"""A game saved by an earlier version of Table Tales is continued by this one. earlier_saves/ holds one autosave
per game, a few actions in, written by an earlier version's own SaveStore (the version before the Beanstalk's
joints were stiffened: its stalk has the 120 Hz joints of then). Each is offered by Continue, restores, and the
bots play on from it. A rules change that old saves cannot survive raises the game's rules_version: such a save is
then kept with a message ("old"), and this test accepts that -- never a save set aside as damaged."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from game import games
from game.core.playout import play_one
from game.engine import save_check
from game.engine.saves import SaveStore

EARLIER = Path(__file__).parent / "earlier_saves"
KEPT = sorted(p.stem for p in EARLIER.glob("*.json"))


def test_there_is_an_earlier_save_of_every_game():
    assert KEPT == sorted(info.id for info in games.available())


@pytest.mark.parametrize("game_id", KEPT)
def test_a_game_saved_by_an_earlier_version_is_continued(tmp_path, game_id):
    data = json.loads((EARLIER / f"{game_id}.json").read_text(encoding="utf-8"))
    verdict = save_check.check(data, games.registry())
    assert verdict.kind in ("ok", "old"), verdict
    if verdict.kind == "old":
        return  # kept with its message, for a version that can continue it; not this version's to play
    shutil.copy(EARLIER / f"{game_id}.json", tmp_path / f"continue-{game_id}.json")
    store = SaveStore(tmp_path, games.registry())
    assert store.has_continue() and not list(tmp_path.glob("*.bak"))
    setup, state, _ = store.load(game_id)
    info = games.get(game_id)
    restored = info.rules().from_json(state)
    played = play_one(info, len(setup.seats), setup.seed, start=restored, max_actions=40)
    assert played.finished or played.capped, played.error
    assert played.actions > 0
