"""Phones as seat devices, through the real app: joining a seat at the set-up screen, taps as seat-tagged
intents, a drop and a return, the family's yes on the TV for a held seat, Save / Continue, no network."""
import pytest

from game.engine import intents as I
from game.engine.menus.setup import SetupScene
from game.engine.remote.confirm import PhoneConfirm
from game.engine.remote.phones import Phones
from game.engine.remote.tokens import phone_id
from tests.remote.conftest import FakePhone, wait_for


def frames(app, n=1):
    for _ in range(n):
        app.frame(1 / 60)


def step_of(app):
    return lambda: app.frame(1 / 60)


def seated(app, phones, loop, seat, name="Ada", token=None):
    phone = FakePhone(loop, phones.server, name=name, phone=token)
    assert wait_for(lambda: phone.last("seats") is not None, step=step_of(app))
    phone.send({"t": "take", "seat": seat})
    assert wait_for(lambda: (phone.last("seats") or {}).get("you") == seat, step=step_of(app))
    return phone


@pytest.fixture
def setup_screen(app, phones):
    scene = SetupScene(app, "pied_piper")
    app.push(scene)
    for seat in scene.model.seats:  # only phones play: no hot-seat curtain between people sharing the TV
        seat.kind = "bot"
    frames(app)
    return scene


def game_of(app):
    return next((s for s in app.stack if getattr(s, "state", None) is not None), None)


def start_game(app, scene):
    scene.start_game()
    assert wait_for(lambda: game_of(app) is not None, step=step_of(app))
    frames(app, 3)
    return game_of(app)


class Recorder:
    def __init__(self, scene):
        self.seen = []
        real = scene.on_intent

        def on_intent(intent):
            self.seen.append(intent)
            real(intent)
        scene.on_intent = on_intent


def test_a_phone_takes_a_seat_at_set_up_and_plays_it_like_a_gamepad(app, phones, setup_screen, loop):
    ada = seated(app, phones, loop, 1, "Ada")
    seat = setup_screen.model.seats[1]
    assert seat.kind == "human" and I.is_phone(seat.device) and seat.name == "Ada"
    assert app.input.device_label(seat.device) == "Ada's phone"
    leo = FakePhone(loop, phones.server, name="Leo")
    assert wait_for(lambda: leo.last("seats") is not None, step=step_of(app))
    states = {s["seat"]: s["state"] for s in leo.last("seats")["seats"]}
    assert states[1] == "taken" and states[0] == "free"
    leo.send({"t": "take", "seat": 1})
    assert wait_for(lambda: leo.last("refused") is not None, step=step_of(app))
    game = start_game(app, setup_screen)
    rec = Recorder(game)
    ada.send({"t": "press", "b": "right", "at": 1.0})
    ada.send({"t": "release", "b": "right"})
    assert wait_for(lambda: any(i.action == I.RELEASE for i in rec.seen), step=step_of(app))
    pressed = [i for i in rec.seen if i.action == I.RIGHT]
    assert pressed and pressed[0].seat == 1 and pressed[0].key_group.endswith(".l")
    assert wait_for(lambda: ada.of("ack"), step=step_of(app))
    for p in (ada, leo):
        p.close()


def test_a_reload_keeps_the_seat_and_a_long_absence_waits_like_an_unplugged_pad(app, phones, setup_screen, loop,
                                                                                 monkeypatch):
    ada = seated(app, phones, loop, 0)
    token = ada.token
    game = start_game(app, setup_screen)
    device = game.setup.seats[0].device
    ada.close()
    again = FakePhone(loop, phones.server, name="Ada", phone=token)  # a reload: back within the grace
    assert wait_for(lambda: (again.last("seats") or {}).get("you") == 0, step=step_of(app))
    assert app.input.seat_of(device) == 0 and not app.input.lost_seats()
    monkeypatch.setattr("game.engine.remote.phones.GRACE", 0.0)
    again.close()
    assert wait_for(lambda: app.input.lost_seats() == [0], step=step_of(app))
    assert wait_for(lambda: type(app.top).__name__ == "DevicePrompt", step=step_of(app))
    back = FakePhone(loop, phones.server, name="Ada", phone=token)
    assert wait_for(lambda: type(app.top).__name__ != "DevicePrompt" and app.input.seat_of(device) == 0,
                    step=step_of(app))
    back.close()


def test_another_phone_takes_a_held_seat_only_after_the_tv_says_yes(app, phones, setup_screen, loop, monkeypatch):
    monkeypatch.setattr("game.engine.remote.phones.GRACE", 0.0)
    ada = seated(app, phones, loop, 2)
    game = start_game(app, setup_screen)
    ada.close()
    assert wait_for(lambda: app.input.lost_seats() == [2], step=step_of(app))
    kai = FakePhone(loop, phones.server, name="Kai")
    assert wait_for(lambda: kai.last("seats") is not None, step=step_of(app))
    assert {s["seat"]: s["state"] for s in kai.last("seats")["seats"]}[2] == "held"
    kai.send({"t": "take", "seat": 2})
    assert wait_for(lambda: isinstance(app.top, PhoneConfirm), step=step_of(app))
    kai.send({"t": "press", "b": "confirm"})  # the asking phone cannot say yes for the family
    kai.send({"t": "ping", "at": 7})  # messages are handled in order: its pong means the press was judged
    assert wait_for(lambda: (kai.last("pong") or {}).get("at") == 7, step=step_of(app))
    assert isinstance(app.top, PhoneConfirm)
    app.top.on_intent(I.Intent(I.CONFIRM, I.KB_RIGHT))
    assert wait_for(lambda: (kai.last("seats") or {}).get("you") == 2, step=step_of(app))
    kai_device = I.phone_device(phone_id(kai.token))
    assert game.setup.seats[2].device == kai_device  # Save keeps the new phone
    assert app.input.seat_of(kai_device) == 2
    kai.close()


def test_save_and_continue_keep_the_phone_seats_and_the_phone_rejoins_by_itself(app, phones, setup_screen, loop):
    ada = seated(app, phones, loop, 1)
    token = ada.token
    game = start_game(app, setup_screen)
    device = game.setup.seats[1].device
    game.save()
    ada.close()
    phones.stop()
    app._scenes.clear()
    assert app.continue_game()
    assert wait_for(lambda: game_of(app) is not None, step=step_of(app))
    assert phones.running  # Continue switched the phones on again, at the same link
    assert app.input.lost_seats() == [1]
    # while it is away the seat is "Ada's phone" (hints name it), and the TV asks for the phone by name
    from game.engine.i18n import tr
    from game.engine.menus.device_prompt import DevicePrompt
    name = game.setup.seats[1].name
    assert name and app.input.device_label(device) == tr("input.device.phone", name=name)
    assert DevicePrompt(app, 1, name).words() == (tr("device.phone_lost", name=name),
                                                  tr("device.phone_press", name=name))
    back = FakePhone(loop, phones.server, name="Ada", phone=token)
    assert wait_for(lambda: app.input.seat_of(device) == 1, step=step_of(app))
    assert wait_for(lambda: (back.last("seats") or {}).get("you") == 1, step=step_of(app))
    back.close()


def test_no_home_network_is_a_notice_and_the_set_up_goes_on(app, monkeypatch):
    monkeypatch.setattr("game.engine.remote.phones.lan_address", lambda: None)
    from game.engine.remote.phones import install
    p = Phones(app)
    install(app, p)
    scene = SetupScene(app, "pied_piper")
    app.push(scene)
    frames(app)
    scene.set_phones(True)
    frames(app, 2)
    assert not p.running and p.problem == "phones.problem.no_network"
    assert any("home network" in n.text for n in app.notices)
    frames(app, 5)  # the panel says it too, and nothing breaks
    assert app.crashes == []


def test_leaving_a_seat_mid_game_makes_it_wait_for_a_device(app, phones, setup_screen, loop):
    ada = seated(app, phones, loop, 0)
    start_game(app, setup_screen)
    ada.send({"t": "leave"})
    assert wait_for(lambda: app.input.lost_seats() == [0], step=step_of(app))
    assert wait_for(lambda: (ada.last("seats") or {}).get("you") is None, step=step_of(app))
    from game.engine.menus.device_prompt import DevicePrompt
    assert DevicePrompt(app, 0, "Ada").phone  # the TV asks for the phone (or another device), not a gamepad
    ada.close()


def test_a_touchpad_points_only_while_the_seats_screen_offers_it(app, phones, setup_screen, loop):
    from game.engine.remote import device as phone_keys
    ada = seated(app, phones, loop, 0)
    game = start_game(app, setup_screen)
    rec = Recorder(game)
    ada.send({"t": "touch", "p": "down", "x": 0.5, "y": 0.5})  # Pied Piper offers no touchpad: nothing
    ada.send({"t": "ping", "at": 7})  # messages are handled in order: its pong means the touch was judged
    assert wait_for(lambda: (ada.last("pong") or {}).get("at") == 7, step=step_of(app))
    assert not [i for i in rec.seen if i.is_pointer]
    pid = next(iter(phones.names))
    version, shown, actions, seat = phones._screens[pid]
    phones._screens[pid] = (version, {**shown, "touchpad": "drag"}, actions, seat)
    phones._screen_at[pid] = 1e12  # keep this screen while the test touches
    ada.send({"t": "touch", "p": "down", "x": 0.25, "y": 0.5})
    ada.send({"t": "touch", "p": "move", "x": 0.5, "y": 0.5})
    ada.send({"t": "touch", "p": "up", "x": 0.75, "y": 1.0})
    assert wait_for(lambda: len([i for i in rec.seen if i.is_pointer]) >= 7, step=step_of(app))
    pointer = [(i.action, i.pos, i.seat) for i in rec.seen if i.is_pointer]
    assert pointer[:3] == [(I.POINTER_MOVE, (480, 540), 0), (I.POINTER_DOWN, (480, 540), 0),
                           (I.POINTER_UP, (480, 540), 0)]
    assert pointer[-1] == (I.POINTER_UP, (1439, 1079), 0)
    assert app.input.pointer_pos(game.setup.seats[0].device) == (1439, 1079)
    assert app.input.virtual_cursors()[game.setup.seats[0].device] == (1439, 1079)
    # the other modes
    aim = phone_keys.touch("pad:phone-x", "down", 0, 0, "aim")
    assert [i.action for i in aim] == [I.POINTER_MOVE]
    point = phone_keys.touch("pad:phone-x", "up", 1, 1, "point")
    assert [i.action for i in point] == [I.POINTER_MOVE, I.POINTER_UP] and point[0].key_group == "pad:phone-x.pointer"
    ada.close()


def test_a_tap_on_the_phones_screen_is_judged_by_the_seats_handicaps(app, phones, setup_screen, loop):
    """Choices on the phone's screen are the seat pointing: "mouse only" lets them through, "keyboard only"
    refuses them and the scene hears that the piece broke."""
    from game.core.handicap_spec import KEYS, POINTER, OneHand
    ada = seated(app, phones, loop, 0)
    game = start_game(app, setup_screen)
    device = game.setup.seats[0].device
    acted, heard = [], []
    game.act = lambda seat, action: acted.append((seat, action))
    real = game.on_intent
    game.on_intent = lambda intent: (heard.append(intent), real(intent))
    inputs = app.input
    inputs.handicaps.set(0, (OneHand(hands=(KEYS,), breakable=True, tag="keyboard_only"),))
    inputs.handicaps.begin_turn(0)
    assert not phones._handicap_allows(inputs, game, 0, device)
    assert any(i.action == I.HANDICAP and i.handicap.broken for i in heard)
    inputs.handicaps.set(0, (OneHand(hands=(POINTER,), breakable=True, tag="mouse_only"),))
    inputs.handicaps.begin_turn(0)
    assert phones._handicap_allows(inputs, game, 0, device)
    inputs.handicaps.clear()
    assert phones._handicap_allows(inputs, game, 0, device)
    ada.close()


def test_the_phones_switch_opens_the_join_panel_and_the_code_works_only_while_it_shows(app, phones, loop):
    from game.engine.menus.phones_join import PhonesJoin
    scene = SetupScene(app, "magic_maze")
    app.push(scene)
    frames(app)
    scene.set_phones(True)
    frames(app, 2)
    assert isinstance(app.top, PhonesJoin) and phones.server.join_open and app.settings.get("phones") is True
    assert phones.server.max_connections == scene.model.players + 4
    ada = seated(app, phones, loop, 1, "Ada")
    assert scene.model.seats[1].name == "Ada"
    app.top.close()
    frames(app, 2)
    assert app.top is scene and not phones.server.join_open
    scene.set_phones(True)  # the button again: the same server, the panel again
    frames(app, 2)
    assert isinstance(app.top, PhonesJoin) and phones.server.join_open
    app.top.switch_off()
    frames(app, 2)
    assert not phones.running and app.settings.get("phones") is False
    assert not I.is_phone(scene.model.seats[1].device) and app.top is scene
    ada.close()


def test_the_phones_setting_switches_them_on_when_the_set_up_shows(app, phones):
    from game.engine.menus.phones_join import PhonesJoin
    phones.stop()
    app.settings.set("phones", True)
    scene = SetupScene(app, "pied_piper")
    app.push(scene)
    frames(app, 2)
    assert phones.running and isinstance(app.top, PhonesJoin)


def test_the_settings_phones_row_decides_how_the_set_up_screen_starts(app, phones):
    from game.engine.menus.phones_join import PhonesJoin
    from game.engine.menus.settings_scene import SettingsScene
    phones.stop()
    settings = SettingsScene(app)
    app.push(settings)
    settings.phones.on_change(False)  # the row switched off: the set-up screen starts without phones
    app.pop()
    scene = SetupScene(app, "pied_piper")
    app.push(scene)
    frames(app, 2)
    assert not phones.running and app.top is scene
    app.pop()
    settings = SettingsScene(app)
    app.push(settings)
    assert settings.phones.value is False
    settings.phones.on_change(True)
    app.pop()
    app.push(SetupScene(app, "pied_piper"))
    frames(app, 2)
    assert phones.running and isinstance(app.top, PhonesJoin)


def test_the_kit_hears_that_a_phone_seats_private_screen_is_on_its_phone(app, phones, setup_screen, loop):
    from game.engine.table.context import Seats
    setup_screen.model.seats[2].kind = "human"  # a mouse player shares the TV
    ada = seated(app, phones, loop, 0)
    game = start_game(app, setup_screen)
    seats = Seats(game)
    assert seats.private_elsewhere(0) and not seats.private_elsewhere(1) and not seats.private_elsewhere(2)
    ada.close()


def test_a_frames_messages_reach_the_servers_thread_once_the_frame_is_drawn(app, phones, setup_screen, monkeypatch):
    """The game thread hands the frame's news over after drawing it (the server's thread, woken earlier, would want
    the GIL while the frame draws): one hand-over a frame, after the frame is presented."""
    phase, seen = ["idle"], []

    def marked(name, real):
        def step(*args):
            phase[0] = name
            real(*args)
            phase[0] = f"after {name}"
        return step
    monkeypatch.setattr(app, "update", marked("update", app.update))
    monkeypatch.setattr(app, "render", marked("render", app.render))
    monkeypatch.setattr(app, "present", marked("present", app.present))
    monkeypatch.setattr(phones.server, "wake", lambda: seen.append(phase[0]))
    for _ in range(3):
        app.frame(1 / 60)
    assert seen == ["after present"] * 3
