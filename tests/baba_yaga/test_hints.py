"""Every hint names the device of the seat it speaks to: the mouse clicks, a keyboard zone has its own keys,
a gamepad points with its stick and presses its buttons. Never "click" for a player without a mouse."""
import pytest

from game.core.setup import GameSetup, SeatConfig
from game.engine import i18n
from game.engine.input_seats import InputSeats
from game.games.baba_yaga import data as D
from game.games.baba_yaga import hints as H
from game.games.baba_yaga import moves as M
from game.games.baba_yaga import rules as R
from game.games.baba_yaga.hud import Hud
from game.games.baba_yaga.scene import make_scene
from tests.fakes import FakeApp

# device -> words its hints must show (its direction keys / its OK or click button)
DEVICES = {
    "mouse": ("Click",),
    "kb_left": ("W A S D", "Space"),
    "kb_right": ("↑ ← ↓ →", "Enter"),
    "kb_numpad": ("Keypad 8 4 2 6", "Keypad 5"),
    "pad:7": ("A",),
}
KEY_ZONES = ("kb_left", "kb_right", "kb_numpad")
LABEL = InputSeats(strict=True).action_label


def no_mouse_words(line: str, device: str) -> bool:
    return device == "mouse" or "click" not in line.lower()


def table(devices: dict, players=3, **options):
    names, colours = ("Mia", "Leo", "Ada"), ("red", "blue", "yellow")
    seats = [SeatConfig(names[i], colours[i], "human" if i in devices else "bot", "normal",
                        devices.get(i, "mouse")) for i in range(players)]
    scene = make_scene(FakeApp(), GameSetup("baba_yaga", seats, {"mode": "basic", **options}, seed=11))
    return scene, Hud(scene.ctx, scene.input, None, lambda: scene.app.input)


def lines_of(hud) -> list[str]:
    return [line for line, _colour in hud.hint_lines()]


@pytest.mark.parametrize("device", DEVICES)
def test_the_hint_functions_speak_of_the_device(device):
    words = DEVICES[device]
    for two in (False, True):
        hint = H.pick_hint(device, LABEL, two)
        assert all(w in hint for w in words) and no_mouse_words(hint, device), hint
    for hint in (H.path_hint(device, LABEL), H.search_hint(device, LABEL)):
        assert all(w in hint for w in words) and no_mouse_words(hint, device), hint
    if device.startswith("pad"):
        assert "stick" in H.search_hint(device, LABEL) and "(B)" in H.skip_house_label(device, LABEL)
    if device in KEY_ZONES:
        assert f"({LABEL(device, 'back')})" in H.skip_house_label(device, LABEL)


def test_the_four_direction_keys_read_as_one_short_run():
    assert H.directions("kb_left", LABEL) == "W A S D"
    assert H.directions("kb_numpad", LABEL) == "Keypad 8 4 2 6"
    assert H.directions("kb_left", lambda device, action: None) is None
    assert H.path_hint("kb_left", lambda device, action: None) == ""  # no key name: no hint rather than a guess


@pytest.mark.parametrize("device", DEVICES)
def test_leo_choosing_the_path_is_told_his_own_keys(device):
    scene, hud = table({1: device})  # Leo (seat 1) sits on Mia's left: he chooses her flight path
    scene.on_events(None, None, R.tick(scene.state, D.STUDY_SECONDS))
    assert scene.state.turn["chooser"] == 1
    lines = lines_of(hud)
    assert len(lines) == 1 and all(w in lines[0] for w in DEVICES[device]) and no_mouse_words(lines[0], device)
    assert hud._status_text()[1] == ""  # the how-to is in the hint box only


@pytest.mark.parametrize("device", DEVICES)
def test_the_searcher_and_a_human_mover_each_read_their_own_device(device):
    other = "kb_right" if device != "kb_right" else "kb_left"
    scene, hud = table({0: device, 1: other})  # Mia searches, Leo moves Baba Yaga first
    s = scene.state
    scene.on_events(None, None, R.tick(s, D.STUDY_SECONDS))
    scene.act(None, M.ChooseFlightPath(1, "row", "west"))
    lines = lines_of(hud)
    assert lines[0] == "Leo: move Baba Yaga!" and lines[1] == f"Your key: {LABEL(other, 'confirm')}"
    search = lines[2]
    assert all(w in search for w in DEVICES[device]) and no_mouse_words(search, device), search
    for c in [c for c in D.FOREST_CELLS if s.board[c] in s.card_elements()][:3]:
        scene.act(None, M.FlipTile(0, c))
    assert "Spell ready: wait for Baba Yaga" in lines_of(hud) and search not in lines_of(hud)


@pytest.mark.parametrize("device", DEVICES)
def test_a_human_mover_is_told_the_witch_key_of_their_device(device):
    scene, hud = table({1: device})
    scene.on_events(None, None, R.tick(scene.state, D.STUDY_SECONDS))
    scene.act(None, M.ChooseFlightPath(1, "row", "west"))
    assert scene.state.mover() == 1
    expected = {"mouse": "Your key: Click", "pad:7": "Your key: A"}.get(device, f"Your key: {LABEL(device, 'confirm')}")
    assert hud._key_hint(1) == expected


@pytest.mark.parametrize("device", DEVICES)
def test_two_players_the_mover_is_told_both_hands_on_their_device(device):
    scene, hud = table({1: device}, players=2)
    scene.on_events(None, None, R.tick(scene.state, D.STUDY_SECONDS))
    scene.act(None, M.ChooseFlightPath(1, "row", "west"))
    expected = {"mouse": "Left button, right button, in turn", "pad:7": "LB, then RB, in turn",
                "kb_left": "Space, then Enter, in turn", "kb_right": "Space, then Enter, in turn",
                "kb_numpad": "Keypad 7, then Keypad 9, in turn"}[device]
    assert hud._key_hint(1) == expected


@pytest.mark.parametrize("device", DEVICES)
@pytest.mark.parametrize("phase", ("swap", "house", "expert"))
def test_choosing_tiles_after_a_turn_is_explained_for_the_device(device, phase):
    scene, hud = table({0: device}, expert=phase == "expert")
    s = scene.state
    scene.on_events(None, None, R.tick(s, D.STUDY_SECONDS))
    if phase == "expert":
        s.phase = "expert_house"
    else:
        s.phase, s.effect_due = "apply_effect", D.SWAP if phase == "swap" else D.HOUSE
    (line,) = lines_of(hud)
    assert all(w in line for w in DEVICES[device]) and no_mouse_words(line, device), line
    assert ("two" in line) == (phase == "swap")
    if phase == "expert":
        button = hud.skip_label()
        assert button == "Leave the house" if device == "mouse" else button.startswith("Leave the house (")


@pytest.mark.parametrize("device", [d for d in DEVICES if d != "mouse"])
def test_no_chinese_hint_says_click_to_a_player_without_a_mouse(device):
    i18n.set_language("zh-TW")
    try:
        scene, hud = table({1: device})
        scene.on_events(None, None, R.tick(scene.state, D.STUDY_SECONDS))
        path = lines_of(hud)
        scene.act(None, M.ChooseFlightPath(1, "row", "west"))
        lines = path + lines_of(hud) + [H.search_hint(device, LABEL), H.pick_hint(device, LABEL, True)]
        assert not any("點" in line for line in lines), lines  # 點 (一下 / 選): a click
    finally:
        i18n.set_language("en")


def test_both_effects_share_one_line_so_the_searchers_keys_still_fit():
    scene, hud = table({0: "kb_left", 1: "kb_right"}, players=2)
    s = scene.state
    scene.on_events(None, None, R.tick(s, D.STUDY_SECONDS))
    s.pending += [["fog", 0], ["wobble", 0]]
    scene.act(None, M.ChooseFlightPath(1, "row", "west"))
    lines = lines_of(hud)
    assert lines[0] == "Fog · Wobble" and len(lines) == 4
    assert lines[-1] == "W A S D move, Space turns a tile"
