"""An unusable data folder is not fatal, hostile settings never stop the start, stale temp files are swept,
saves are durable: the start-up checks, each proved by a real headless start in a subprocess (exit 0, no
traceback) or directly on the module."""
import os
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.core import jsonio
from game.engine import paths, startup

ROOT = Path(__file__).resolve().parents[2]


def start_game(home: str, tmp_path: Path, frames: int = 20) -> subprocess.CompletedProcess:
    """`python main.py` headless for a few frames with TABLE_TALES_HOME=home."""
    env = {**os.environ, "TABLE_TALES_HOME": home, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "TMPDIR": str(tmp_path)}  # a stand-in data folder is made in the test's own temp folder
    return subprocess.run([sys.executable, "main.py", "--frames", str(frames), "--size", "800x600"], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=180, check=False)


def assert_clean_start(run):
    assert run.returncode == 0, run.stderr
    assert "Traceback" not in run.stderr and "Traceback" not in run.stdout, run.stderr


HOSTILE_SETTINGS = {
    "nested_brackets": "[" * 100_000,
    "digits_5000": '{"master_volume": 1' + "0" * 5000 + "}",
    "volume_10_pow_4000": '{"master_volume": %d}' % 10 ** 4000,
    "nan_volume": '{"music_volume": NaN, "language": "zh-TW"}',
}


@pytest.mark.parametrize("name", sorted(HOSTILE_SETTINGS))
def test_the_game_starts_with_hostile_settings(tmp_path, name):
    home = tmp_path / "home"
    home.mkdir()
    (home / "settings.json").write_text(HOSTILE_SETTINGS[name], encoding="utf-8")
    run = start_game(str(home), tmp_path)
    assert_clean_start(run)
    assert (home / "settings.json.bak").read_text(encoding="utf-8") == HOSTILE_SETTINGS[name]  # kept
    log = (home / "table_tales.log").read_text(encoding="utf-8")
    assert "notice: Your settings file was damaged" in log  # the player is told


def unusable_homes(tmp_path: Path) -> dict:
    a_file = tmp_path / "not-a-folder"
    a_file.write_text("x", encoding="utf-8")
    return {
        "a file": str(a_file),
        "cannot be created (under a file)": str(a_file / "table-tales"),
        "cannot be created (read-only parent)": "/sys/table-tales-test",
        "read-only folder": "/sys",
    }


@pytest.mark.parametrize("case", ["a file", "cannot be created (under a file)",
                                  "cannot be created (read-only parent)", "read-only folder"])
def test_the_game_starts_with_an_unusable_data_folder(tmp_path, case):
    home = unusable_homes(tmp_path)[case]
    if case.startswith(("read-only", "cannot be created (read-only")) and paths._unusable(Path(home)) is None:
        pytest.skip("/sys is writable here")
    run = start_game(home, tmp_path)
    assert_clean_start(run)
    assert "settings and saves will not be kept" in run.stderr
    stand_ins = list(tmp_path.glob("table-tales-*"))
    assert len(stand_ins) == 1 and (stand_ins[0] / "table_tales.log").exists()  # logs went to the stand-in
    log = (stand_ins[0] / "table_tales.log").read_text(encoding="utf-8")
    assert "notice: Your data folder cannot be used" in log  # the player is told on screen


def test_user_data_dir_never_raises_and_says_so_once(tmp_path, monkeypatch):
    homes = unusable_homes(tmp_path)
    monkeypatch.setattr(paths, "notices", [])
    monkeypatch.setattr(paths, "_verdicts", {})
    monkeypatch.setenv("TABLE_TALES_HOME", homes["a file"])
    first = paths.user_data_dir()
    assert first.is_dir() and first != Path(homes["a file"]) and paths.data_folder_is_temporary()
    assert paths.user_data_dir() == first  # the same stand-in all run long
    assert [k for k, _ in paths.notices] == ["app.notice.data_folder_temporary"]
    monkeypatch.setenv("TABLE_TALES_HOME", str(tmp_path / "fine"))
    assert paths.user_data_dir() == tmp_path / "fine"


def test_the_start_up_error_handler_never_raises(tmp_path, monkeypatch, capsys):
    def broken():
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(paths, "user_data_dir", broken)  # even the log folder lookup fails
    from game.engine import logs
    monkeypatch.setattr(logs, "_log_path", None)
    startup.report_failure("Table Tales could not start", ValueError("the window could not open"))
    err = capsys.readouterr().err
    assert "Table Tales could not start: ValueError: the window could not open" in err
    monkeypatch.setattr(sys, "stderr", None)  # a windowed build has no console
    startup.report_failure("Table Tales could not start", ValueError("again"))


def test_a_start_up_failure_exits_1_with_one_message_and_no_second_traceback(tmp_path):
    a_file = tmp_path / "not-a-folder"
    a_file.write_text("x", encoding="utf-8")
    code = ("import sys, game.app as a\n"
            "def boom(*args, **kw): raise RuntimeError('no display')\n"
            "a.App.__init__ = boom\n"
            "sys.exit(a.main(['--size', '800x600']))\n")
    env = {**os.environ, "TABLE_TALES_HOME": str(a_file), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy", "TMPDIR": str(tmp_path)}
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=120, check=False)
    assert run.returncode == 1
    assert "Table Tales could not start: RuntimeError: no display" in run.stderr
    assert run.stderr.count("Traceback") <= 1, run.stderr  # the log's copy on stderr at most, never a second


def test_stale_temp_files_are_swept_at_start(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLE_TALES_HOME", str(tmp_path))
    old = [tmp_path / f"continue-pied_piper.json.{i}abc.tmp" for i in range(28)]
    for p in old:
        p.write_text('{"format": 1, "ga', encoding="utf-8")
        os.utime(p, (time.time() - 3600, time.time() - 3600))
    fresh = tmp_path / "settings.json.xyz.tmp"  # a save in progress right now (another copy of the game)
    fresh.write_text("{", encoding="utf-8")
    (tmp_path / "instance.pid").write_text(str(os.getppid()), encoding="ascii")  # that copy: a live process
    keep = tmp_path / "notes.tmp"  # not ours
    keep.write_text("mine", encoding="utf-8")
    from game.app import App
    App(headless=True)
    assert not any(p.exists() for p in old)
    assert fresh.exists() and keep.exists()


def test_a_fresh_temp_file_of_a_killed_copy_is_swept_at_the_next_start(tmp_path, monkeypatch):
    """No other copy runs (the one that noted itself was killed): even a temp file seconds old is an orphan."""
    import subprocess
    import sys
    monkeypatch.setenv("TABLE_TALES_HOME", str(tmp_path))
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    (tmp_path / "instance.pid").write_text(gone.stdout.strip(), encoding="ascii")
    orphan = tmp_path / "continue-pied_piper.json.k9x.tmp"
    orphan.write_text('{"format": 1, "ga', encoding="utf-8")
    keep = tmp_path / "notes.tmp"
    keep.write_text("mine", encoding="utf-8")
    from game.app import App
    App(headless=True)
    assert not orphan.exists() and keep.exists()
    assert (tmp_path / "instance.pid").read_text(encoding="ascii") == str(os.getpid())


def test_atomic_writes_sync_the_folder_after_the_rename(tmp_path, monkeypatch):
    synced = []
    real_fsync = os.fsync

    def spy(fd):
        synced.append(stat.S_ISDIR(os.fstat(fd).st_mode))
        return real_fsync(fd)

    monkeypatch.setattr(os, "fsync", spy)
    jsonio.atomic_write_json(tmp_path / "x.json", {"a": 1})
    if os.name == "nt":
        assert synced == [False]
    else:
        assert synced == [False, True]  # the file's data, then the folder's entry for the rename
    assert jsonio.read_json(tmp_path / "x.json") == {"a": 1}
    assert list(tmp_path.glob("*.tmp")) == []
