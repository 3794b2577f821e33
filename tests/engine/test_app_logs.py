"""The log file: in the user data folder, small and rotating, never doubled by a second set-up."""
import logging

from game.engine import logs


def test_log_file_rotates_and_stays_small(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLE_TALES_HOME", str(tmp_path))
    path = logs.setup_logging(console=False)
    assert path == tmp_path / "table_tales.log" and logs.log_path() == path
    log = logging.getLogger("test.rotation")
    line = "x" * 500
    for i in range(2000):  # ~1 MB of log
        log.info("%d %s", i, line)
    files = sorted(tmp_path.glob("table_tales.log*"))
    assert [f.name for f in files] == ["table_tales.log", "table_tales.log.1", "table_tales.log.2"]
    assert all(f.stat().st_size <= logs.MAX_BYTES + 1000 for f in files)
    assert "1999" in path.read_text(encoding="utf-8")


def test_second_set_up_replaces_the_handlers(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLE_TALES_HOME", str(tmp_path))
    logs.setup_logging(console=False)
    logs.setup_logging(console=False)
    logging.getLogger("test.once").warning("only once please")
    assert (tmp_path / "table_tales.log").read_text(encoding="utf-8").count("only once please") == 1


def test_unwritable_folder_falls_back_to_the_console(tmp_path, capsys):
    blocker = tmp_path / "a_file"
    blocker.write_text("not a folder")
    path = logs.setup_logging(folder=blocker)  # <file>/table_tales.log cannot be created
    assert path == blocker / "table_tales.log"
    assert "cannot write log file" in capsys.readouterr().err
    logging.getLogger("test.console").warning("still heard")
    assert "still heard" in capsys.readouterr().err
