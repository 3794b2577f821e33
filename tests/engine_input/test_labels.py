"""Labels for the set-up screen, in both languages, and the catalogues complete."""
import json

import pytest

from game.engine import i18n
from game.engine import intents as I
from game.engine.input_keymaps import DEVICE_HINTS, DEVICE_LABELS
from game.engine.paths import resource_root
from tests.engine_input.helpers import plug


@pytest.fixture
def lang():
    yield i18n.set_language
    i18n.set_language("en")


def _catalogue(lang):
    path = resource_root() / "assets" / "i18n" / lang / "input.json"
    return json.loads(path.read_text(encoding="utf-8"))


def test_catalogues_have_the_same_keys_and_no_empty_text():
    en, zh = _catalogue("en"), _catalogue("zh-TW")
    assert en.keys() == zh.keys()
    assert all(v.strip() for v in [*en.values(), *zh.values()])
    for k in [*DEVICE_LABELS.values(), *DEVICE_HINTS.values(), "input.device.pad", "input.hint.pad"]:
        assert k in en


def test_device_labels_in_english_and_chinese(seats, opener, lang):
    plug(seats, opener, 0, 12)
    assert seats.describe_device(I.KB_LEFT) == "input.device.kb_left"
    assert seats.describe_device("pad:12") == "input.device.pad"
    assert [seats.device_label(d) for d in seats.devices()] == [
        "Mouse", "Keyboard left (WASD)", "Keyboard right (arrows)", "Number pad", "Gamepad 1"]
    lang("zh-TW")
    assert [seats.device_label(d) for d in seats.devices()] == [
        "滑鼠", "鍵盤左側（WASD）", "鍵盤右側（方向鍵）", "數字鍵盤", "手把 1"]
    assert "空白鍵" in seats.device_hint(I.KB_LEFT)


def test_action_labels_name_the_key_or_button(seats, opener, lang):
    plug(seats, opener, 0, 12)
    assert seats.action_label(I.KB_LEFT, I.CONFIRM) == "Space"
    assert seats.action_label(I.KB_LEFT, I.ACT1) == "E"
    assert seats.action_label(I.KB_RIGHT, I.ACT1) == "Right Shift"
    assert seats.action_label(I.KB_NUMPAD, I.BACK) == "Keypad 0"
    assert seats.action_label("pad:12", I.ACT3) == "LB"
    assert seats.action_label(I.MOUSE, I.CONFIRM) is None
    lang("zh-TW")
    assert seats.action_label(I.KB_LEFT, I.CONFIRM) == "空白鍵"
    assert seats.action_label(I.KB_NUMPAD, I.UP) == "數字鍵盤 8"


def test_pad_hint_follows_pointer_mode(seats, opener):
    plug(seats, opener, 0, 12)
    assert "D-pad" in seats.device_hint("pad:12")
    seats.set_pointer_mode("pad:12", True)
    assert "pointer" in seats.device_hint("pad:12")
