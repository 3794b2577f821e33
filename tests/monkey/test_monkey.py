"""The seeded input monkey (game/tools/monkey.py): random keys, mouse, resizes, focus and gamepads at every
registered scene with bots playing -- no crash screen, no exception, no error logged. The 4,000-frame run of
every scene is in the slow suite (--run-slow); 200 frames of two scenes run always."""
from __future__ import annotations

import pygame
import pytest

from game.engine.scene import Scene
from game.tools import monkey
from game.tools.common import tool_scenes


@pytest.fixture
def app(tmp_path, monkeypatch):
    """Not headless (SDL's dummy driver all the same): F11, Alt+Enter and resizes really take effect."""
    monkeypatch.setenv("TABLE_TALES_HOME", str(tmp_path))
    app = monkey.make_app(window=True)
    yield app
    app.shutdown()


def _check(app, report: monkey.Report, frames: int) -> None:
    assert [f.line() for f in report.failures] == []
    assert report.frames == frames and report.events > frames // 2
    assert not app.headless


@pytest.mark.parametrize("name", ["physics_sandbox", "pied_piper"])
def test_200_frames_of_random_input(app, name):
    scenes = tool_scenes(app.games)
    if name not in scenes:
        pytest.skip(f"no {name} in this checkout")
    _check(app, monkey.run_monkey(app, name, scenes[name], 200, seed=1), 200)


@pytest.mark.slow
@pytest.mark.parametrize("name", list(tool_scenes()))
def test_4000_frames_of_random_input_per_scene(app, name):
    _check(app, monkey.run_monkey(app, name, tool_scenes(app.games)[name], 4000, seed=1), 4000)


def test_the_same_seed_sends_the_same_events_and_every_kind_is_sent():
    def run(seed):
        m = monkey.Monkey(seed)
        return [[(e.type, tuple(sorted(e.dict.items()))) for e in m.events()] for _ in range(3000)]
    first = run(5)
    assert first == run(5) and first != run(6)
    sent = {t for frame in first for t, _ in frame}
    keys = {dict(d).get("key") for frame in first for t, d in frame if t == pygame.KEYDOWN}
    assert {pygame.K_ESCAPE, pygame.K_F11, pygame.K_F12, pygame.K_RETURN} <= keys
    assert any(t == pygame.KEYDOWN and dict(d)["key"] == pygame.K_RETURN and dict(d)["mod"] & pygame.KMOD_ALT
               for frame in first for t, d in frame)  # Alt+Enter
    assert {pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL, pygame.TEXTINPUT,
            pygame.VIDEORESIZE, pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED, pygame.CONTROLLERDEVICEADDED,
            pygame.CONTROLLERDEVICEREMOVED, pygame.JOYDEVICEADDED, pygame.CONTROLLERBUTTONDOWN,
            pygame.CONTROLLERAXISMOTION} <= sent


class _Fragile(Scene):
    """Crashes on the first right click; logs an error on the first F12."""

    def handle(self, event):
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            raise RuntimeError("monkey found me")
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F12:
            import logging
            logging.getLogger("fragile").error("something went wrong")

    def draw(self, surface):
        surface.fill((0, 0, 0))


def test_the_monkey_reports_crash_screens_and_logged_errors_and_goes_on(app):
    report = monkey.run_monkey(app, "fragile", lambda app, seed, moment=None: _Fragile(app), 1500, seed=2)
    kinds = {f.what for f in report.failures}
    assert {"crash screen", "logged error"} <= kinds
    crash = next(f for f in report.failures if f.what == "crash screen")
    assert "RuntimeError: monkey found me" in crash.detail and "handle" in crash.where
    assert report.frames == 1500 and report.rebuilt >= 1  # it built the scene again after the crash screen
    assert any("monkey found me" in str(exc) for exc in app.crashes)


def test_the_pads_the_monkey_plugs_in_really_exist_for_the_input_layer(app):
    from game.engine.input_seats import InputSeats
    m = monkey.Monkey(3)
    seats = InputSeats(opener=m.pads)
    seen = set()
    for _ in range(3000):
        for e in m.events():
            seats.process(e, lambda p: p)
        seen.update(d for d in seats.devices() if d.startswith("pad:"))
    assert len(seen) >= 2


def test_the_command_line_runs_and_fails_on_a_crash(capsys, monkeypatch, tmp_path):
    from game.engine import scene_registry
    monkeypatch.setenv("TABLE_TALES_HOME", str(tmp_path))
    scene_registry.register_scene("fragile", lambda app, seed, moment=None: _Fragile(app))
    try:
        assert monkey.main(["--scene", "fragile", "--frames", "400", "--seed", "2", "--window"]) == 1
    finally:
        scene_registry.unregister_scene("fragile")
    out = capsys.readouterr().out
    assert "FAIL  fragile" in out and "0 passed, 1 failed" in out
    assert monkey.main(["--scene", "no_such_scene"]) == 2
