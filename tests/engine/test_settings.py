"""Settings: defaults, persistence, atomic writes, and every kind of damaged file -> defaults + .bak + notice."""
import json

import pytest

from game.core import jsonio
from game.engine import settings as settings_mod
from game.engine.settings import Settings


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLE_TALES_HOME", str(tmp_path))
    return tmp_path


def notice_keys(s):
    return [k for k, _ in s.notices]


def test_no_file_gives_defaults_and_first_run(home):
    s = Settings()
    assert s.path == home / "settings.json"
    assert s.first_run
    assert s.get("language") == "en" and s.get("fullscreen") is True
    assert s.get("witch_tempo") == "slow" and s.get("last_setup") == {}  # issue 10.3: slow by default
    assert 0.0 <= s.get("master_volume") <= 1.0
    assert s.notices == [] and not s.path.exists()


def test_set_saves_at_once_and_reloads(home):
    s = Settings()
    s.set("language", "zh-TW")
    s.set("music_volume", 0.25)
    s.set("last_setup", {"pied_piper": {"game": "pied_piper", "seats": []}})
    assert json.loads(s.path.read_text(encoding="utf-8"))["language"] == "zh-TW"
    again = Settings()
    assert not again.first_run
    assert again.get("language") == "zh-TW" and again.get("music_volume") == 0.25
    assert again.get("last_setup")["pied_piper"]["game"] == "pied_piper"
    assert list(home.glob("*.tmp")) == []  # no temp file left behind


def test_get_returns_a_copy_of_mutable_values(home):
    s = Settings()
    s.set("last_setup", {"a": {}})
    s.get("last_setup")["b"] = {}
    assert s.get("last_setup") == {"a": {}}


def test_invalid_set_raises_and_changes_nothing(home):
    s = Settings()
    with pytest.raises((ValueError, TypeError)):
        s.set("language", "klingon")
    with pytest.raises((ValueError, TypeError)):
        s.set("master_volume", "loud")
    with pytest.raises(KeyError):
        s.set("no_such_key", 1)
    assert s.get("language") == "en" and not s.path.exists()


def test_volume_out_of_range_is_clamped(home):
    s = Settings()
    s.set("effects_volume", 1.7)
    s.set("music_volume", -3)
    assert s.get("effects_volume") == 1.0 and s.get("music_volume") == 0.0


def test_subscribers_hear_changes(home):
    s = Settings()
    heard = []
    s.subscribe(lambda k, v: heard.append((k, v)))
    s.set("witch_tempo", "fast")
    assert heard == [("witch_tempo", "fast")]


@pytest.mark.parametrize("content", [
    b"{not json at all",
    b"",
    b"[1, 2, 3]",
    b'"just a string"',
    b"\xff\xfe\x00garbage",
    b'{"language": "' + b"x" * (10 * 1024 * 1024) + b'"}',  # 10 MB
], ids=["corrupt", "empty", "list", "string", "binary", "10MB"])
def test_damaged_file_gives_defaults_bak_and_notice(home, content):
    path = home / "settings.json"
    path.write_bytes(content)
    s = Settings()
    assert s.get("language") == "en" and s.get("master_volume") == settings_mod.KEYS["master_volume"].default
    assert notice_keys(s) == ["app.notice.settings_reset"]
    bak = home / "settings.json.bak"
    assert bak.read_bytes() == content  # the bad file is kept, untouched
    assert not path.exists()
    s.set("language", "zh-TW")  # and the game goes on saving normally
    assert Settings().get("language") == "zh-TW"


def test_wrongly_typed_values_fall_back_one_by_one(home):
    path = home / "settings.json"
    path.write_text(json.dumps({"master_volume": "loud", "language": 42, "music_volume": 0.3,
                                "fullscreen": False, "witch_tempo": "ludicrous", "last_setup": [1],
                                "future_key": {"x": 1}}), encoding="utf-8")
    s = Settings()
    assert s.get("master_volume") == settings_mod.KEYS["master_volume"].default
    assert s.get("language") == "en" and s.get("witch_tempo") == "slow" and s.get("last_setup") == {}
    assert s.get("music_volume") == 0.3 and s.get("fullscreen") is False  # the good ones are kept
    assert notice_keys(s) == ["app.notice.settings_value"]
    assert "master_volume" in s.notices[0][1]["keys"] and "language" in s.notices[0][1]["keys"]
    assert not (home / "settings.json.bak").exists()
    repaired = json.loads(path.read_text(encoding="utf-8"))
    assert "master_volume" not in repaired and repaired["music_volume"] == 0.3
    assert repaired["future_key"] == {"x": 1}  # a newer version's key survives
    assert Settings().notices == []  # the notice is shown once, not at every start


def test_write_is_atomic_when_interrupted(home, monkeypatch):
    s = Settings()
    s.set("language", "zh-TW")
    before = s.path.read_bytes()

    def power_cut(data, fh, **kw):
        fh.write('{"language": "e')  # half a file...
        raise OSError("disk unplugged")  # ...then the write dies

    with monkeypatch.context() as m:
        m.setattr(jsonio.json, "dump", power_cut)
        s.set("language", "en")  # must not raise: a notice instead
    assert s.path.read_bytes() == before  # the old file is whole
    assert list(home.glob("*.tmp")) == []
    assert "app.notice.settings_save_failed" in notice_keys(s)
    assert Settings().get("language") == "zh-TW"


def test_register_key_adds_a_validated_setting(home, monkeypatch):
    monkeypatch.setitem(settings_mod.KEYS, "show_hints", settings_mod.Key(True, settings_mod._boolean))
    s = Settings()
    assert s.get("show_hints") is True
    s.set("show_hints", False)
    assert Settings().get("show_hints") is False
