"""The tests never write into the player's real data folder: every route to it leads into the run's sandbox
(tests/conftest.py), in this process and in the subprocesses tests start."""
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.engine import paths
from tests import conftest

ROOT = Path(__file__).resolve().parents[2]


def real_data_dir() -> Path:
    """Where the game would keep the player's data with the environment the test run started with."""
    saved = {k: os.environ.get(k) for k in conftest.REAL_ENVIRONMENT}
    try:
        for k, v in conftest.REAL_ENVIRONMENT.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
        if conftest.REAL_ENVIRONMENT["TABLE_TALES_HOME"]:
            os.environ.pop("TABLE_TALES_HOME")  # a developer's own override is theirs too: compare the default
        return paths.preferred_data_dir()
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


def inside_sandbox(path: Path) -> bool:
    return Path(path).resolve().is_relative_to(Path(conftest.SANDBOX).resolve())


def test_the_data_folder_of_every_test_is_in_the_sandbox():
    assert inside_sandbox(paths.user_data_dir())
    assert not inside_sandbox(real_data_dir())


def test_even_without_the_override_the_platform_folder_is_sandboxed(monkeypatch):
    monkeypatch.delenv("TABLE_TALES_HOME")
    monkeypatch.setattr(paths, "_verdicts", {})
    folder = paths.user_data_dir()
    assert inside_sandbox(folder) and folder != real_data_dir()


@pytest.mark.parametrize("platform", ["linux", "win32", "darwin"])
def test_each_platforms_folder_is_sandboxed(monkeypatch, platform):
    monkeypatch.delenv("TABLE_TALES_HOME")
    monkeypatch.setattr(paths.sys, "platform", platform)
    if platform == "darwin" and not inside_sandbox(Path.home()):
        pytest.skip("HOME is sandboxed only when the tests run on macOS")
    assert inside_sandbox(paths.preferred_data_dir())


def test_a_subprocess_started_by_a_test_uses_the_sandbox_too():
    out = subprocess.run([sys.executable, "-c", "from game.engine import paths; print(paths.user_data_dir())"],
                         cwd=ROOT, capture_output=True, text=True, timeout=60, check=True)
    assert inside_sandbox(Path(out.stdout.strip()))


def test_the_apps_settings_saves_and_log_land_in_the_sandbox(tmp_path):
    from game.app import App
    app = App(headless=True)
    for path in (app.settings.path, app.saves.folder, app.log_path):
        assert inside_sandbox(path)
        assert not Path(path).resolve().is_relative_to(real_data_dir().resolve())
