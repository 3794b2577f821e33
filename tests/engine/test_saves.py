"""The Continue slot: round trip, atomic writes, damaged saves set aside with a notice (never a crash)."""
import json

import pytest

from game.core import jsonio
from game.core.setup import GameSetup
from game.engine.saves import SaveStore
from game.games import registry
from tests.save_helpers import real_state


@pytest.fixture
def store(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLE_TALES_HOME", str(tmp_path))
    return SaveStore(None, registry())


def a_setup():
    setup = GameSetup.all_bots("pied_piper", 3, seed=77, options={"variant": "long"})
    setup.seats[0].kind = "human"
    setup.seats[0].device = "kb_left"
    return setup


def test_round_trip(store):
    assert store.load() is None and not store.has_continue()
    state = real_state("pied_piper", 3, turn=4)
    assert store.save(a_setup(), state, extra={"elapsed": 12.5})
    assert store.has_continue() and store.game_id() == "pied_piper"
    setup, loaded_state, extra = store.load()
    assert setup == a_setup()
    assert loaded_state == state and extra == {"elapsed": 12.5}
    assert store.saved_at() > 0


def test_save_overwrites_and_clear_removes(store):
    store.save(a_setup(), real_state("pied_piper", 3, turn=1))
    store.save(a_setup(), real_state("pied_piper", 3, turn=2))
    assert store.load()[1]["turn"] == 2
    store.clear()
    assert store.load() is None and not store.has_continue()
    store.clear()  # clearing twice is fine


@pytest.mark.parametrize("content", [
    b"{\"format\": 1, \"game\": \"pied",
    b"",
    b"[]",
    json.dumps({"format": 99, "game": "x", "setup": {}, "state": {}}).encode(),
    json.dumps({"format": 1, "game": "x", "setup": {"game": "x"}}).encode(),
    json.dumps({"format": 1, "game": "x", "setup": {"seats": []}, "state": {}}).encode(),
], ids=["truncated", "empty", "list", "future-format", "no-state", "setup-without-game"])
def test_damaged_save_is_set_aside_with_a_notice(store, content):
    store.path.write_bytes(content)
    assert store.load() is None
    newer = b'"format": 99' in content  # a newer version's save: kept under its own name, never overwritten
    assert [k for k, _ in store.notices] == ["app.notice.save_newer" if newer else "app.notice.save_damaged"]
    kept = "continue.json.newer.bak" if newer else "continue.json.bak"
    assert (store.folder / kept).read_bytes() == content
    assert not store.has_continue()
    assert store.save(a_setup(), real_state("pied_piper", 3, turn=1)) and store.load()[1]["turn"] == 1


def test_interrupted_save_keeps_the_previous_one(store, monkeypatch):
    store.save(a_setup(), real_state("pied_piper", 3, turn=1))

    def power_cut(data, fh, **kw):
        fh.write('{"format": 1, "ga')
        raise OSError("no space left on device")

    with monkeypatch.context() as m:
        m.setattr(jsonio.json, "dump", power_cut)
        assert store.save(a_setup(), real_state("pied_piper", 3, turn=2)) is False
        assert store.save(a_setup(), real_state("pied_piper", 3, turn=3)) is False
    assert store.load()[1]["turn"] == 1
    assert [k for k, _ in store.notices] == ["app.notice.save_failed"]  # said once, not at every action
    assert list(store.folder.glob("*.tmp")) == []


def test_a_save_written_behind_leaves_the_disk_work_to_a_writer_and_readers_wait_for_it(store, monkeypatch):
    import threading
    gate, threads = threading.Event(), []
    real = jsonio.atomic_write_text

    def slow_disk(path, text):
        threads.append(threading.current_thread().name)
        gate.wait(5)  # the disk is slow: the caller must not be the one waiting
        real(path, text)
    monkeypatch.setattr("game.engine.saves.atomic_write_text", slow_disk)
    for turn in (1, 2, 3):
        assert store.save(a_setup(), real_state("pied_piper", 3, turn=turn), wait=False)
    assert not store.slot_path("pied_piper").exists()  # still being written
    gate.set()
    assert store.load()[1]["turn"] == 3  # a reader waits for the writer; the newest save wins
    assert threads and set(threads) == {"save-writer"}
    assert len(threads) <= 2  # a save overtaken before it was written is skipped


def test_a_failed_save_written_behind_is_a_notice(store, monkeypatch):
    def full_disk(path, text):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr("game.engine.saves.atomic_write_text", full_disk)
    assert store.save(a_setup(), real_state("pied_piper", 3, turn=1), wait=False)
    store.flush()
    assert store.notices == [("app.notice.save_failed", {})] and not store.has_continue()
