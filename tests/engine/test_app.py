"""The app: scene stack life cycle, dt cap, focus pause, overlays, fades, notices, pointer mapping with bars,
F11 / Alt+Enter, the pause-menu hook and the crash screen."""
import pygame
import pytest

from game.app import DT_CAP, App
from game.core.setup import GameSetup
from game.engine.crash import CrashScreen
from game.engine.paths import MissingAsset
from game.engine.scene import Scene
from game.engine.scene_stack import SceneStack
from tests.save_helpers import real_state


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLE_TALES_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture
def app(home):
    return App(headless=True)


class Recorder(Scene):
    def __init__(self, app, name, journal, overlay=False, uses_game_time=True):
        super().__init__(app)
        self.name, self.journal = name, journal
        self.overlay, self.uses_game_time = overlay, uses_game_time
        self.dts, self.events, self.intents = [], [], []

    def enter(self):
        self.journal.append((self.name, "enter"))

    def exit(self):
        self.journal.append((self.name, "exit"))

    def pause(self):
        self.journal.append((self.name, "pause"))

    def resume(self):
        self.journal.append((self.name, "resume"))

    def handle(self, event):
        self.events.append(event)

    def on_intent(self, intent):
        self.intents.append(intent)

    def update(self, dt):
        self.dts.append(dt)

    def draw(self, surface):
        self.journal.append((self.name, "draw"))
        if not self.overlay:
            surface.fill((10, 20, 30))


class Exploding(Scene):
    def __init__(self, app, where="update", exc=None):
        super().__init__(app)
        self.where = where
        self.exc = exc or ZeroDivisionError("the rat count divided by zero")

    def update(self, dt):
        if self.where == "update":
            raise self.exc

    def draw(self, surface):
        surface.fill((0, 80, 0))
        if self.where == "draw":
            raise self.exc


def click(pos, button=1, kind=pygame.MOUSEBUTTONDOWN):
    return pygame.event.Event(kind, pos=pos, button=button, touch=False)


# the stack --------------------------------------------------------------------------------------------------
def test_stack_calls_life_cycle_in_order():
    journal = []
    stack = SceneStack()
    a, b, c = (Recorder(None, n, journal) for n in "abc")
    stack.push(a)
    stack.push(b)
    assert stack.top is b
    assert stack.pop() is b
    stack.replace(c)
    stack.push(b)
    stack.clear()
    assert journal == [("a", "enter"), ("a", "pause"), ("b", "enter"), ("b", "exit"), ("a", "resume"),
                       ("a", "exit"), ("c", "enter"), ("c", "pause"), ("b", "enter"), ("b", "exit"),
                       ("c", "exit")]
    assert stack.top is None and stack.pop() is None


def test_app_push_pop_replace_and_stack_list(app):
    journal = []
    a, b, c = (Recorder(app, n, journal) for n in "abc")
    app.push(a)
    app.push(b)
    assert app.stack == [a, b] and app.top is b
    app.replace(c)
    assert app.stack == [a, c]
    app.pop()
    assert app.top is a
    assert journal == [("a", "enter"), ("a", "pause"), ("b", "enter"), ("b", "exit"), ("c", "enter"),
                       ("c", "exit"), ("a", "resume")]
    app.running = True
    app.pop()
    assert not app.running  # nothing left to show: the app ends


def test_only_the_top_updates_and_overlays_draw_over_the_scene_below(app):
    journal = []
    game = Recorder(app, "game", journal)
    pause = Recorder(app, "pause", journal, overlay=True)
    app.push(game)
    app.push(pause)
    journal.clear()
    app.frame(0.016)
    assert [j for j in journal if j[1] == "draw"] == [("game", "draw"), ("pause", "draw")]
    assert game.dts == [] and pause.dts == [pytest.approx(0.016)]
    full = Recorder(app, "full", journal)
    app.push(full)
    journal.clear()
    app.frame(0.016)
    assert [j for j in journal if j[1] == "draw"] == [("full", "draw")]


def test_dt_is_capped_so_a_stall_never_teleports(app):
    scene = Recorder(app, "s", [])
    app.push(scene)
    app.update(5.0)
    app.update(-1.0)
    app.update(0.02)
    assert scene.dts == [DT_CAP, 0.0, pytest.approx(0.02)]
    assert DT_CAP <= 0.1


def test_focus_loss_pauses_game_time_only(app):
    game = Recorder(app, "game", [])
    app.push(game)
    app.frame(0.05, events=[pygame.event.Event(pygame.WINDOWFOCUSLOST)])
    assert app.game_time_paused and game.dts[-1] == 0.0
    menu = Recorder(app, "menu", [], uses_game_time=False)
    app.push(menu)
    app.frame(0.05, events=[])
    assert menu.dts[-1] == pytest.approx(0.05)  # menus keep animating
    app.pop()
    app.frame(0.05, events=[pygame.event.Event(pygame.WINDOWFOCUSGAINED)])
    assert not app.game_time_paused and game.dts[-1] == pytest.approx(0.05)
    app.frame(0.05, events=[pygame.event.Event(pygame.WINDOWMINIMIZED)])
    assert app.game_time_paused


# input --------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("size, inside, expected, bars", [
    ((800, 600), (400, 300), (961, 541), [(400, 30), (400, 580)]),
    ((3440, 1440), (1720, 720), (960, 540), [(100, 700), (3300, 700)]),
])
def test_clicks_are_mapped_and_clicks_on_bars_dropped(home, size, inside, expected, bars):
    app = App(headless=True, size=size)
    scene = Recorder(app, "s", [])
    app.push(scene)
    events = []
    for bar in bars:
        events += [click(bar), click(bar, kind=pygame.MOUSEBUTTONUP)]
    app.frame(0.016, events=events)
    assert scene.events == [] and scene.intents == []  # nothing from the bars
    app.frame(0.016, events=[click(inside), click(inside, kind=pygame.MOUSEBUTTONUP)])
    kinds = [(e.type, e.pos) for e in scene.events]
    assert kinds == [(pygame.MOUSEBUTTONDOWN, expected), (pygame.MOUSEBUTTONUP, expected)]
    assert any(i.pos == expected and i.action == "pointer_down" for i in scene.intents)
    # a motion over a bar is pulled to the canvas edge (hover state stays sane)
    app.frame(0.016, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=bars[0], rel=(0, 0), buttons=(0, 0, 0))])
    x, y = scene.events[-1].pos
    assert 0 <= x < 1920 and 0 <= y < 1080 and (x in (0, 1919) or y in (1, 1078))


def test_keys_become_intents_for_the_top_scene(app):
    scene = Recorder(app, "s", [])
    app.push(scene)
    app.frame(0.016, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="",
                                                 scancode=0)])
    assert scene.events[0].key == pygame.K_DOWN
    assert [i.action for i in scene.intents] == ["down"]


def test_f11_and_alt_enter_toggle_fullscreen_and_are_remembered(home):
    app = App(windowed=True, size=(800, 600))  # a real (dummy-driver) window, not headless
    scene = Recorder(app, "s", [])
    app.push(scene)
    assert not app.display.fullscreen
    app.frame(0.016, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="", scancode=0)])
    assert app.display.fullscreen and app.settings.get("fullscreen") is True
    assert app.display.window.get_size() == tuple(pygame.display.get_desktop_sizes()[0])
    app.frame(0.016, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=pygame.KMOD_LALT,
                                                unicode="\r", scancode=0)])
    assert not app.display.fullscreen and app.settings.get("fullscreen") is False
    assert scene.events == []  # the app kept those keys


# switching ----------------------------------------------------------------------------------------------------
def test_switch_fades_through_black_and_blocks_input_meanwhile(app):
    journal = []
    a, b = Recorder(app, "a", journal), Recorder(app, "b", journal)
    app.push(a)
    app.switch(b)
    app.frame(0.05, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                                               scancode=0)])
    assert app.top is a and a.events == []  # darkening: input ignored, nothing switched yet
    assert 0 < app.fade.alpha < 1
    for _ in range(10):
        app.frame(0.05, events=[])
    assert app.top is b and ("a", "exit") in journal and not app.fade.active
    app.switch(a, push=True)
    for _ in range(10):
        app.frame(0.05, events=[])
    assert app.stack == [b, a]


def test_to_title_clears_the_stack_and_shows_a_title(app):
    journal = []
    app.push(Recorder(app, "a", journal))
    app.push(Recorder(app, "b", journal))
    app.to_title()
    for _ in range(10):
        app.frame(0.05, events=[])
    assert ("a", "exit") in journal and ("b", "exit") in journal
    assert len(app.stack) == 1 and not isinstance(app.top, Recorder)


def test_pause_menu_hook_pushes_an_overlay_and_back_resumes(app):
    from game.engine.menus.pause import PauseMenu
    journal = []
    game = Recorder(app, "game", journal)
    app.push(game)
    app.open_pause_menu("pied_piper")
    assert isinstance(app.top, PauseMenu) and app.top.overlay
    assert app.top.rules_game_id == "pied_piper" and ("game", "pause") in journal
    app.frame(0.016, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="",
                                                scancode=0)])
    assert app.top is game and ("game", "resume") in journal


def test_the_real_pause_menu_is_used_when_present(app):
    app.push(Recorder(app, "game", []))
    app.open_pause_menu("pied_piper")
    assert app.top.overlay and not isinstance(app.top, Recorder)


# notices ------------------------------------------------------------------------------------------------------
def test_notice_is_drawn_then_expires(app):
    app.push(Recorder(app, "s", []))
    app.frame(0.016, events=[])
    before = app.display.canvas.get_at((960, 1000))
    app.notice("Hello there", seconds=1)
    app.notice("Hello there", seconds=1)  # the same text twice is shown once
    assert len(app.notices) == 1
    app.frame(0.016, events=[])
    assert app.display.canvas.get_at((960, 1000)) != before
    for _ in range(15):
        app.frame(0.1, events=[])
    assert app.notices == []


def test_damaged_settings_file_shows_a_notice(home):
    (home / "settings.json").write_text("{oops", encoding="utf-8")
    app = App(headless=True)
    app.frame(0.016, events=[])
    assert len(app.notices) == 1 and "settings.json.bak" in app.notices[0].text
    assert (home / "settings.json.bak").exists()


def test_language_setting_applies_at_once(app):
    from game.engine import i18n
    app.settings.set("language", "zh-TW")
    assert i18n.language() == "zh-TW"
    app.settings.set("language", "en")
    assert i18n.language() == "en"


# crashes ------------------------------------------------------------------------------------------------------
def test_exception_in_a_scene_shows_the_crash_screen_and_logs_it(app, home):
    setup = GameSetup.all_bots("pied_piper", 2)
    app.saves.save(setup, real_state("pied_piper", 2, turn=3))
    app.running = True
    app.push(Exploding(app))
    app.frame(0.016, events=[])
    assert isinstance(app.top, CrashScreen) and len(app.stack) == 1
    assert app.running  # the app goes on
    assert app.top.summary == "ZeroDivisionError: the rat count divided by zero"
    assert app.top.log_file == str(home / "table_tales.log") and app.top.save_kept
    assert app.saves.load()[1]["turn"] == 3  # the autosave is kept
    app.frame(0.016, events=[])  # the crash screen draws
    log_text = (home / "table_tales.log").read_text(encoding="utf-8")
    assert "ZeroDivisionError" in log_text and "Exploding" in log_text
    # Enter goes back to the title
    app.frame(0.016, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                                                scancode=0)])
    for _ in range(10):
        app.frame(0.05, events=[])
    assert not isinstance(app.top, CrashScreen) and app.running


def test_missing_asset_is_named_on_the_crash_screen(app):
    app.push(Exploding(app, "draw", MissingAsset("missing asset file: /game/assets/images/rat.svg")))
    app.frame(0.016, events=[])
    assert isinstance(app.top, CrashScreen)
    assert app.top.summary == "MissingAsset: missing asset file: /game/assets/images/rat.svg"
    app.frame(0.016, events=[])
    app.frame(0.016, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="",
                                                scancode=0)])
    assert not app.running  # Esc on the crash screen quits


def test_a_crash_in_the_crash_screen_ends_the_app_with_an_error_code(app, monkeypatch):
    monkeypatch.setattr(CrashScreen, "draw", lambda self, s: 1 / 0)
    app.running = True
    app.push(Exploding(app))
    app.frame(0.016, events=[])
    assert not app.running and app.exit_code == 1


def test_run_starts_on_a_title_and_measures_the_first_frame(app):
    assert app.run(max_frames=3) == 0
    assert app.frames == 3 and app.first_frame_seconds is not None and app.first_frame_seconds > 0


def test_quit_event_ends_the_loop(app):
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.run(max_frames=100) == 0
    assert app.frames < 100


# input seats: repeats from update(), and a lost gamepad pauses the game --------------------------------------
class FakeSeats:
    """The parts of InputSeats the app uses."""

    def __init__(self):
        self.queued, self.lost, self.rebound = [], [], []
        self.bound = {"kb_left": 0}

    def seat_of(self, device):
        return self.bound.get(device)

    def process(self, event, to_logical):
        return []

    def update(self, dt):
        out, self.queued = self.queued, []
        return out

    def lost_seats(self):
        return list(self.lost)

    def lost_device(self, seat):
        return None

    def rebind_lost(self, seat, device):
        self.rebound.append((seat, device))
        self.lost.remove(seat)
        return True

    def virtual_cursors(self):
        return {}


def test_intents_from_input_update_reach_the_top_scene(app):
    from game.engine.intents import Intent
    app.input = FakeSeats()
    scene = Recorder(app, "s", [])
    app.push(scene)
    app.input.queued = [Intent("down", "kb_right")]
    app.frame(0.016, events=[])
    assert [i.action for i in scene.intents] == ["down"]


def test_unplugged_gamepad_pauses_the_game_until_a_free_device_takes_the_seat(app):
    from game.engine.intents import Intent
    from game.engine.menus.device_prompt import DevicePrompt
    seats = app.input = FakeSeats()
    game = Recorder(app, "game", [])
    app.push(game)
    seats.lost = [1]
    seats.queued = [Intent("device_lost", "pad:3", seat=1)]
    app.frame(0.016, events=[])
    assert isinstance(app.top, DevicePrompt) and app.stack[0] is game
    assert [i.action for i in game.intents] == ["device_lost"]  # the game heard it too
    updates = len(game.dts)
    app.frame(0.016, events=[])
    assert len(game.dts) == updates  # game time stands still
    seats.queued = [Intent("confirm", "kb_left", seat=0)]  # a device that already has a seat: ignored
    app.frame(0.016, events=[])
    assert seats.rebound == [] and isinstance(app.top, DevicePrompt)
    seats.queued = [Intent("confirm", "pad:9")]  # a free pad takes the seat
    app.frame(0.016, events=[])
    app.frame(0.016, events=[])
    assert seats.rebound == [(1, "pad:9")] and app.top is game
    app.frame(0.016, events=[])
    assert len(game.dts) > updates


def test_a_title_that_cannot_be_built_shows_the_crash_screen(app, monkeypatch):
    def broken_title():
        raise MissingAsset("missing asset file: /x/assets/images/cards/baba_yaga.svg")
    monkeypatch.setattr(app, "make_title", broken_title)
    assert app.run(max_frames=2) == 0
    assert app.crashes and "cards/baba_yaga.svg" in str(app.crashes[0])


def test_start_up_failure_is_one_clear_line_naming_the_log(home, monkeypatch, capsys):
    import game.app as app_module

    def no_display(*a, **kw):
        raise RuntimeError("no video device")
    monkeypatch.setattr(app_module, "App", no_display)
    assert app_module.main(["--windowed"]) == 1
    err = capsys.readouterr().err
    assert "Table Tales could not start: RuntimeError: no video device" in err
    assert "table_tales.log" in err


def test_command_line_flags():
    from game.app import parse_args
    a = parse_args(["--windowed", "--lang", "zh-TW", "--size", "3440x1440"])
    assert a.windowed and a.lang == "zh-TW" and a.size == (3440, 1440) and not a.smoke
    assert parse_args(["--smoke"]).smoke
    with pytest.raises(SystemExit):
        parse_args(["--size", "huge"])


@pytest.mark.parametrize("size", ["800x600", "3440x1440"])
def test_main_runs_a_few_frames_in_an_odd_window(home, size):
    import os
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, TABLE_TALES_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    out = subprocess.run([sys.executable, "main.py", "--size", size, "--frames", "5"], cwd=root, env=env,
                         capture_output=True, text=True, timeout=60, check=False)
    assert out.returncode == 0, out.stderr
    log_text = (home / "table_tales.log").read_text(encoding="utf-8")
    assert f"window {size}" in log_text and "first frame shown" in log_text
