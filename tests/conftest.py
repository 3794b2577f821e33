"""Headless SDL for every test: set before anything imports pygame. And a sandbox for the player's data
folder: every way the game finds it (TABLE_TALES_HOME, XDG_DATA_HOME, APPDATA, and HOME on macOS) points
into a temp folder for the whole run, subprocesses included, so no test can ever write into the real
settings, saves or log (tests/reliability/test_no_real_data_folder.py proves it)."""
import os
import shutil
import sys
import tempfile

REAL_ENVIRONMENT = {k: os.environ.get(k) for k in ("TABLE_TALES_HOME", "XDG_DATA_HOME", "APPDATA", "HOME")}
SANDBOX = tempfile.mkdtemp(prefix="table-tales-tests-")
os.environ["TABLE_TALES_HOME"] = os.path.join(SANDBOX, "data")
os.environ["XDG_DATA_HOME"] = os.path.join(SANDBOX, "xdg")
os.environ["APPDATA"] = os.path.join(SANDBOX, "appdata")
if sys.platform == "darwin":  # the only platform whose data folder hangs off HOME alone
    os.environ["HOME"] = os.path.join(SANDBOX, "home")

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pytest  # noqa: E402

import game  # noqa: E402,F401  (sets the numerical thread count before numpy loads)


def pytest_sessionfinish(session, exitstatus):
    shutil.rmtree(SANDBOX, ignore_errors=True)


def pytest_addoption(parser):
    parser.addoption("--run-slow", action="store_true", default=False, help="run long fuzz / soak tests")


def pytest_collection_modifyitems(config, items):
    if config.getoption("--run-slow"):
        return
    skip_slow = pytest.mark.skip(reason="slow: opt in with --run-slow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip_slow)


@pytest.fixture
def text_sizes(monkeypatch):
    """Every non-blank (string, size rounded to px) handed to game.engine.text.render from now on: the
    text-floor checks read it (the real size, after any shrink-to-fit)."""
    from game.engine import text
    seen: list[tuple[str, int]] = []
    real = text.render

    def recording(s, size, colour, bold=False):
        if s.strip():
            seen.append((s, round(size)))
        return real(s, size, colour, bold)

    monkeypatch.setattr(text, "render", recording)
    return seen


@pytest.fixture
def nim(monkeypatch):
    """The template game (tests/template_game, id "nim") registered with its catalogues for one test."""
    from tests.fakes import template_game
    return template_game(monkeypatch)
