"""`python main.py --smoke` / `python -m game smoke`: start the app headless, then run every registered scene
for a few game seconds with bots at every seat, a little pointer movement and a focus loss. A scene fails if
its factory raises, the crash screen appears or anything is logged at ERROR. Prints one line per scene and
'N passed, N failed'; exit code 0 only if none failed."""
from __future__ import annotations

import logging
import time
import traceback

import pygame

from game.tools.common import FRAME_DT, headless_app, headless_environment


class _ErrorCounter(logging.Handler):
    def __init__(self):
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record):
        self.records.append(record)


def _synthetic_events(frame: int, frames: int) -> list:
    """A pointer sweep early on, a focus loss in the middle (game time must freeze, then resume)."""
    events = []
    if 5 <= frame < 25:
        x = 200 + frame * 70
        events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=(x, 540), rel=(70, 0), buttons=(0, 0, 0)))
    if frame == frames // 2:
        events.append(pygame.event.Event(pygame.WINDOWFOCUSLOST))
    if frame == frames // 2 + 10:
        events.append(pygame.event.Event(pygame.WINDOWFOCUSGAINED))
    return events


def smoke_one(app, make, seconds: float, on_first_frame=None) -> tuple[bool, str]:
    counter = _ErrorCounter()
    logging.getLogger().addHandler(counter)
    crashes = len(app.crashes)
    t0 = time.perf_counter()
    try:
        app._scenes.clear()
        app.game_time_paused = False
        app.push(make())
        frames = max(1, int(seconds / FRAME_DT))
        for i in range(frames):
            app.frame(FRAME_DT, events=pygame.event.get() + _synthetic_events(i, frames), bench=True)
            if i == 0 and on_first_frame is not None:
                on_first_frame()
        app._scenes.clear()  # exit() runs too: a scene that fails to save is a failure
    except Exception as exc:  # the factory, or exit()
        logging.getLogger(__name__).debug("smoke failure", exc_info=exc)
        tail = traceback.format_exception_only(type(exc), exc)[-1].strip()
        return False, tail
    finally:
        logging.getLogger().removeHandler(counter)
    wall = time.perf_counter() - t0
    if len(app.crashes) > crashes:
        exc = app.crashes[-1]
        return False, f"crashed: {type(exc).__name__}: {exc}"
    if counter.records:
        return False, f"logged an error: {counter.records[0].getMessage()}"
    return True, f"{frames} frames in {wall:.2f} s"


def run_smoke(seconds: float = 3.0, lang: str | None = None, names=None, print_fn=print,
              launch_time: float | None = None) -> int:
    headless_environment()
    from game.tools.common import tool_scenes
    app = headless_app(lang, launch_time, splash=True)  # as a real launch: a splash before the title is built
    scenes = tool_scenes(app.games)
    checks = [("app start", app.make_title)]
    passed = failed = 0
    for name in (names if names is not None else list(scenes)):
        if name not in scenes:  # a name asked for on the command line that no registry or menu offers
            failed += 1
            print_fn(f"FAIL  {name}: unknown scene; available: {', '.join(scenes)}")
            continue
        checks.append((name, lambda factory=scenes[name]: factory(app, 1, None)))
    title_ready = []

    def note_title():
        if not title_ready:
            title_ready.append(time.perf_counter() - app.launch_time)

    for name, make in checks:
        ok, detail = smoke_one(app, make, seconds, note_title)
        passed += ok
        failed += not ok
        print_fn(f"{'PASS' if ok else 'FAIL'}  {name}: {detail}")
    if names is None:  # the whole smoke: the phones' server starts, answers, stops (the bundle ships it)
        from game.engine.remote.selftest import phones_smoke
        ok, detail = phones_smoke()
        passed += ok
        failed += not ok
        print_fn(f"{'PASS' if ok else 'FAIL'}  phones server: {detail}")
    app.shutdown()
    if app.first_frame_seconds is not None:
        print_fn(f"first frame {app.first_frame_seconds:.3f} s after launch"
                 + (f", title screen {title_ready[0]:.3f} s" if title_ready else ""))
    print_fn(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1
