"""Table Tales: double-click this (or `python main.py`) to play.

Flags: --windowed, --size WxH (a window of that size, for tests: 800x600, 3440x1440), --lang en|zh-TW,
--smoke (run every registered scene headless for a few seconds; exit 0 only if none failed)."""
import os
import sys
import time

LAUNCH = time.perf_counter()  # the first-frame time is measured from here


def _prepare_environment(argv) -> None:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if "--smoke" in argv:  # headless: no window, no sound device
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


if __name__ == "__main__":
    _prepare_environment(sys.argv[1:])
    from game.app import main

    sys.exit(main(sys.argv[1:], launch_time=LAUNCH))
