"""Headless SDL for every test: set before anything imports pygame."""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pytest  # noqa: E402

import game  # noqa: E402,F401  (sets the numerical thread count before numpy loads)


def pytest_addoption(parser):
    parser.addoption("--run-slow", action="store_true", default=False, help="run long fuzz / soak tests")


def pytest_collection_modifyitems(config, items):
    if config.getoption("--run-slow"):
        return
    skip_slow = pytest.mark.skip(reason="slow: opt in with --run-slow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip_slow)
