"""A seeded input monkey: random input thrown at every registered scene, bots at every seat, counting crash
screens and errors.

    python -m game.tools.monkey [--frames 4000] [--seed 1] [--scene NAME ...] [--window] [--json]

Each frame (1/60 s of game time, the scenes' bench_update so bots play) it may send a few synthetic events:
key presses and releases (letters, digits, arrows, Enter, Space, Tab, Backspace, Esc, F11, F12, Alt+Enter,
numpad), typed text (Latin and Chinese), mouse moves (sometimes off the window), clicks of any button, wheel
turns, window resizes (VIDEORESIZE / WINDOWSIZECHANGED), focus lost and gained, minimise, and gamepads plugged
in and pulled out (a virtual device opener stands in for SDL, so the added pads really exist for the input layer
and their buttons, sticks and hats are pressed too). Wherever the clicks lead -- pause menu, settings, the
title, another game -- the monkey follows; if the stack empties, the scene is built again. A headless app
ignores full-screen toggles and resizes; `--window` runs a windowed app (still SDL's dummy driver, so no window
appears) on which F11, Alt+Enter and the resizes really switch full-screen and rescale.

A scene fails on: its factory raising, a crash screen, an exception escaping the app's frame, or anything
logged at ERROR. Each failure is reported with the seed, scene and frame so that `--scene X --seed S` replays
it (the same seed gives the same events). Settings and saves go to a throw-away folder; the language the monkey
may switch in the settings is set back afterwards.
"""
from __future__ import annotations

import argparse
import json
import logging
import os
import random
import sys
import traceback
from dataclasses import dataclass, field

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # before pygame's first import prints its banner
import pygame  # noqa: E402

from game.tools.common import FRAME_DT, headless_app, headless_environment, unknown_scene_message  # noqa: E402

WINDOW = (1920, 1080)


class VirtualPads:
    """Stands in for input_pads.PadOpener. Like SDL, the device indices are the positions in the list of
    attached devices (they shift down when one is pulled out); instance ids are never reused."""

    def __init__(self):
        self.attached: list[tuple[int, bool]] = []  # (instance id, is a controller), by device index

    def count(self) -> int:
        return len(self.attached)

    def is_controller(self, index: int) -> bool:
        return 0 <= index < len(self.attached) and self.attached[index][1]

    def _open(self, index: int):
        if not 0 <= index < len(self.attached):
            raise pygame.error(f"Invalid device index {index}")
        iid = self.attached[index][0]
        return f"virtual-pad-{iid}", iid, f"Monkey pad {iid}"

    open_controller = _open
    open_joystick = _open

    def close(self, handle) -> None:
        pass


_LETTERS = [getattr(pygame, f"K_{c}") for c in "abcdefghijklmnopqrstuvwxyz0123456789"]
_KEYS = _LETTERS + [pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_SPACE,
                    pygame.K_TAB, pygame.K_BACKSPACE, pygame.K_KP_ENTER, pygame.K_KP8, pygame.K_KP2, pygame.K_KP4,
                    pygame.K_KP6, pygame.K_KP0, pygame.K_LSHIFT, pygame.K_RSHIFT, pygame.K_LCTRL, pygame.K_DELETE,
                    pygame.K_HOME, pygame.K_END, pygame.K_PAGEUP, pygame.K_F1, pygame.K_F5]
_RARE_KEYS = [pygame.K_ESCAPE, pygame.K_F11, pygame.K_F12]
_TEXT = ["a", "Z", "7", " ", "é", "小", "紅帽", "ß", "!", "\u200b"]


@dataclass
class Monkey:
    """The event maker: one random.Random, so the same seed gives the same events."""
    seed: int | str
    pads: VirtualPads = field(default_factory=VirtualPads)

    def __post_init__(self):
        self.rng = random.Random(str(self.seed))
        self.held_keys: set[int] = set()
        self.held_buttons: set[int] = set()
        self.mouse = (WINDOW[0] // 2, WINDOW[1] // 2)
        self.next_instance = 100

    def events(self) -> list[pygame.event.Event]:
        """This frame's events: none on most frames, a few on some, a burst now and then."""
        r = self.rng.random()
        count = 0 if r < 0.45 else 1 if r < 0.8 else 2 if r < 0.95 else self.rng.randint(3, 8)
        out = []
        for _ in range(count):
            out += self._one()
        return out

    def _one(self) -> list[pygame.event.Event]:
        rng = self.rng
        kind = rng.choices(("key", "rare_key", "alt_enter", "text", "move", "click", "wheel", "resize", "focus",
                            "pad_plug", "pad_input"),
                           (30, 2.5, 0.7, 3, 30, 18, 4, 1, 1.2, 1, 8))[0]
        E = pygame.event.Event
        if kind == "key":
            return self._key(rng.choice(_KEYS))
        if kind == "rare_key":
            return self._key(rng.choice(_RARE_KEYS))
        if kind == "alt_enter":
            return [E(pygame.KEYDOWN, key=pygame.K_RETURN, mod=pygame.KMOD_LALT, unicode="\r", scancode=40),
                    E(pygame.KEYUP, key=pygame.K_RETURN, mod=pygame.KMOD_LALT, unicode="\r", scancode=40)]
        if kind == "text":
            return [E(pygame.TEXTINPUT, text=rng.choice(_TEXT))]
        if kind == "move":
            return [self._move()]
        if kind == "click":
            return self._click()
        if kind == "wheel":
            y = rng.choice((-3, -1, 1, 2))
            return [E(pygame.MOUSEWHEEL, x=rng.choice((0, 0, 1, -1)), y=y, flipped=False, precise_x=0.0,
                      precise_y=float(y), which=0, touch=False)]
        if kind == "resize":
            w, h = rng.choice(((1280, 720), (800, 600), (1920, 1080), (2560, 1080), (640, 1000), (1, 1)))
            return [E(pygame.VIDEORESIZE, size=(w, h), w=w, h=h), E(pygame.WINDOWSIZECHANGED, x=w, y=h)]
        if kind == "focus":
            return [E(rng.choice((pygame.WINDOWFOCUSLOST, pygame.WINDOWMINIMIZED)))] + (
                [E(pygame.WINDOWFOCUSGAINED)] if rng.random() < 0.8 else [])
        if kind == "pad_plug":
            return self._pad_plug()
        return self._pad_input()

    def _key(self, key: int) -> list[pygame.event.Event]:
        E = pygame.event.Event
        if key in self.held_keys and self.rng.random() < 0.7:
            self.held_keys.discard(key)
            return [E(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)]
        mod = pygame.KMOD_LSHIFT if self.rng.random() < 0.05 else 0
        down = E(pygame.KEYDOWN, key=key, mod=mod, unicode=_unicode(key), scancode=0)
        if self.rng.random() < 0.3:  # held for a while (repeats, one-hand rules)
            self.held_keys.add(key)
            return [down]
        return [down, E(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)]

    def _move(self) -> pygame.event.Event:
        rng = self.rng
        if rng.random() < 0.05:  # off the window, or over a letterbox bar
            pos = (rng.randint(-200, WINDOW[0] + 200), rng.randint(-200, WINDOW[1] + 200))
        elif rng.random() < 0.5:  # a short drag-like step
            pos = (min(WINDOW[0] - 1, max(0, self.mouse[0] + rng.randint(-120, 120))),
                   min(WINDOW[1] - 1, max(0, self.mouse[1] + rng.randint(-120, 120))))
        else:
            pos = (rng.randrange(WINDOW[0]), rng.randrange(WINDOW[1]))
        rel = (pos[0] - self.mouse[0], pos[1] - self.mouse[1])
        self.mouse = pos
        buttons = tuple(int(b in self.held_buttons) for b in (1, 2, 3))
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=buttons, touch=False)

    def _click(self) -> list[pygame.event.Event]:
        rng = self.rng
        E = pygame.event.Event
        button = rng.choices((1, 3, 2, 4, 5), (80, 10, 4, 3, 3))[0]
        if rng.random() < 0.6:  # somewhere new
            self.mouse = (rng.randrange(WINDOW[0]), rng.randrange(WINDOW[1]))
        if button in self.held_buttons:
            self.held_buttons.discard(button)
            return [E(pygame.MOUSEBUTTONUP, pos=self.mouse, button=button, touch=False)]
        down = E(pygame.MOUSEBUTTONDOWN, pos=self.mouse, button=button, touch=False)
        if rng.random() < 0.25 and button in (1, 3):  # pressed now, let go later (drags, slingshots)
            self.held_buttons.add(button)
            return [down]
        return [down, E(pygame.MOUSEBUTTONUP, pos=self.mouse, button=button, touch=False)]

    def _pad_plug(self) -> list[pygame.event.Event]:
        E = pygame.event.Event
        attached = self.pads.attached
        if attached and self.rng.random() < 0.45:  # pull one out
            iid, controller = attached.pop(self.rng.randrange(len(attached)))
            out = [E(pygame.JOYDEVICEREMOVED, instance_id=iid)]
            return out + ([E(pygame.CONTROLLERDEVICEREMOVED, instance_id=iid)] if controller else [])
        if len(attached) >= 6:
            return []
        iid = self.next_instance
        self.next_instance += 1
        controller = self.rng.random() < 0.8
        attached.append((iid, controller))
        index = len(attached) - 1
        out = [E(pygame.JOYDEVICEADDED, device_index=index, guid="monkey")]
        return out + ([E(pygame.CONTROLLERDEVICEADDED, device_index=index, guid="monkey")] if controller else [])

    def _pad_input(self) -> list[pygame.event.Event]:
        E = pygame.event.Event
        rng = self.rng
        # now and then a pad that is not (or no longer) there: stale events must be ignored
        attached = self.pads.attached
        iid, controller = rng.choice(attached) if attached and rng.random() > 0.05 else (9999, True)
        r = rng.random()
        if controller and r < 0.6:
            button = rng.randrange(0, 15)
            return [E(pygame.CONTROLLERBUTTONDOWN, instance_id=iid, button=button),
                    E(pygame.CONTROLLERBUTTONUP, instance_id=iid, button=button)][: rng.choice((1, 2, 2))]
        if controller:
            return [E(pygame.CONTROLLERAXISMOTION, instance_id=iid, axis=rng.randrange(0, 6),
                      value=rng.choice((-32768, -20000, 0, 12000, 32767)))]
        if r < 0.5:
            button = rng.randrange(0, 12)
            return [E(pygame.JOYBUTTONDOWN, instance_id=iid, button=button, joy=0),
                    E(pygame.JOYBUTTONUP, instance_id=iid, button=button, joy=0)]
        if r < 0.8:
            return [E(pygame.JOYAXISMOTION, instance_id=iid, axis=rng.randrange(0, 4),
                      value=rng.choice((-1.0, -0.6, 0.0, 0.3, 1.0)), joy=0)]
        return [E(pygame.JOYHATMOTION, instance_id=iid, hat=0, value=rng.choice(((0, 1), (1, 0), (0, 0), (-1, -1))),
                  joy=0)]


def _unicode(key: int) -> str:
    name = pygame.key.name(key)
    return name if len(name) == 1 else ""


class _ErrorLog(logging.Handler):
    def __init__(self):
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record):
        self.records.append(record)


@dataclass
class Failure:
    scene: str
    seed: int | str
    frame: int
    what: str          # "crash screen", "exception", "factory", "logged error"
    detail: str        # the exception's last line (type: message)
    where: str = ""    # the innermost frames of the traceback

    def line(self) -> str:
        return f"{self.scene} seed {self.seed} frame {self.frame}: {self.what}: {self.detail} {self.where}".rstrip()


@dataclass
class Report:
    scene: str
    seed: int | str
    frames: int = 0
    events: int = 0
    rebuilt: int = 0                  # times the scene was built again (stack emptied or after a failure)
    visited: dict[str, int] = field(default_factory=dict)  # top scene class -> frames spent there
    failures: list[Failure] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.failures

    def as_dict(self) -> dict:
        return {"scene": self.scene, "seed": self.seed, "frames": self.frames, "events": self.events,
                "rebuilt": self.rebuilt, "visited": self.visited, "failures": [f.line() for f in self.failures]}


def _where(exc: BaseException) -> str:
    tb = traceback.extract_tb(exc.__traceback__)[-3:]
    return "(" + " <- ".join(f"{f.filename.rsplit('/', 1)[-1]}:{f.lineno} {f.name}" for f in reversed(tb)) + ")"


def _describe(exc: BaseException) -> str:
    return traceback.format_exception_only(type(exc), exc)[-1].strip()


def run_monkey(app, name: str, factory, frames: int, seed: int | str = 1) -> Report:
    """Throw `frames` frames of random input at the scene `factory(app, seed, None)` builds, on `app`."""
    from game.engine import i18n
    from game.engine.crash import CrashScreen
    from game.engine.input_seats import InputSeats

    report = Report(name, seed)
    monkey = Monkey(f"{seed}:{name}")
    language = i18n.language()
    errors = _ErrorLog()
    root = logging.getLogger()
    root.addHandler(errors)
    old_input = app.input
    app.input = InputSeats(opener=monkey.pads)

    def build(frame: int) -> bool:
        try:
            app._scenes.clear()
        except Exception as exc:  # a scene's exit() failed (e.g. its save): a failure, then go on without it
            report.failures.append(Failure(name, seed, frame, "exception", _describe(exc), _where(exc)))
            app._scenes.scenes.clear()
        app.fade.cancel()
        app.game_time_paused = False
        try:
            app.push(factory(app, 1, None))
        except Exception as exc:
            report.failures.append(Failure(name, seed, frame, "factory", _describe(exc), _where(exc)))
            return False
        return True

    try:
        if not build(0):
            return report
        for frame in range(frames):
            crashes = len(app.crashes)
            logged = len(errors.records)
            events = monkey.events()
            report.events += len(events)
            try:
                app.frame(FRAME_DT, events=events, bench=True)
            except Exception as exc:  # the app's own guard failed
                report.failures.append(Failure(name, seed, frame, "exception", _describe(exc), _where(exc)))
            for exc in app.crashes[crashes:]:  # one frame may hold two (the crash screen failing too)
                report.failures.append(Failure(name, seed, frame, "crash screen", _describe(exc), _where(exc)))
            for record in errors.records[logged:]:
                if record.exc_info and record.exc_info[1] in app.crashes[crashes:]:
                    continue  # the crash screen's own log line: already counted
                detail = record.getMessage()
                if record.exc_info and record.exc_info[1] is not None:
                    detail += f" -- {_describe(record.exc_info[1])} {_where(record.exc_info[1])}"
                report.failures.append(Failure(name, seed, frame, "logged error", detail))
            top = app.top
            top_name = type(top).__name__ if top is not None else "(empty)"
            report.visited[top_name] = report.visited.get(top_name, 0) + 1
            report.frames += 1
            if top is None or isinstance(top, CrashScreen):  # go on from a fresh scene
                report.rebuilt += 1
                if not build(frame):
                    break
    finally:
        root.removeHandler(errors)
        try:
            app._scenes.clear()
        except Exception as exc:
            report.failures.append(Failure(name, seed, report.frames, "exception", _describe(exc), _where(exc)))
        app.input = old_input
        app.running = True
        i18n.set_language(language)
    return report


def make_app(window: bool = False):
    """A 1920x1080 app under SDL's dummy drivers with a throw-away data folder; `window`: not headless, so that
    full-screen toggles and resizes take effect."""
    if not window:
        return headless_app()
    headless_environment()
    from game.app import App
    return App(windowed=True, size=WINDOW)


def run_all(names=None, frames: int = 4000, seed: int | str = 1, print_fn=print, as_json: bool = False,
            window: bool = False) -> int:
    headless_environment()
    from game.tools.common import tool_scenes
    app = make_app(window)
    scenes = tool_scenes(app.games)
    names = list(scenes) if not names else names
    for name in names:
        if name not in scenes:
            print(unknown_scene_message(name, app.games), file=sys.stderr)
            app.shutdown()
            return 2
    reports = []
    for name in names:
        report = run_monkey(app, name, scenes[name], frames, seed)
        reports.append(report)
        if not as_json:
            visited = ", ".join(f"{k} {v}" for k, v in sorted(report.visited.items(), key=lambda kv: -kv[1])[:5])
            print_fn(f"{'PASS' if report.ok else 'FAIL'}  {name}: {report.frames} frames, {report.events} events, "
                     f"rebuilt {report.rebuilt}x; on top: {visited}")
            for failure in report.failures[:10]:
                print_fn(f"      {failure.line()}")
    app.shutdown()
    failed = sum(not r.ok for r in reports)
    if as_json:
        print_fn(json.dumps([r.as_dict() for r in reports], indent=1, ensure_ascii=False))
    else:
        print_fn(f"{len(reports) - failed} passed, {failed} failed")
    return 0 if failed == 0 else 1


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.tools.monkey",
                                     description="random input at every registered scene; exit 0 if none failed")
    parser.add_argument("--frames", type=int, default=4000, help="frames per scene (default 4000)")
    parser.add_argument("--seed", default="1")
    parser.add_argument("--scene", action="append", help="only this scene (repeatable)")
    parser.add_argument("--window", action="store_true", help="a windowed app: F11 and resizes take effect")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if args.frames < 1:
        parser.error("--frames must be at least 1")
    return run_all(args.scene, args.frames, args.seed, as_json=args.json, window=args.window)


if __name__ == "__main__":
    raise SystemExit(main())
