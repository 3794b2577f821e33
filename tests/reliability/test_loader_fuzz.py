"""Every loader survives every file: arbitrary bytes and arbitrary JSON fed to the settings, the Continue
slot, the level loader and the translation catalogues never raise; a file that cannot be used is kept aside
(user files) or skipped (installed files) with a notice, and the defaults stand in."""
import json
import math

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import games
from game.core import jsonio
from game.engine import i18n, levels, paths
from game.engine.saves import SaveStore
from game.engine.settings import KEYS, Settings
from game.games import registry

FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True, allow_infinity=True) | st.text(),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=12), inner, max_size=5),
    max_leaves=30)
# the settings' own keys with hostile values, so the value checks (not just the parser) are reached
settings_objects = st.dictionaries(st.sampled_from(sorted(KEYS)) | st.text(max_size=8), json_values, max_size=8)

HOSTILE = {
    "nested_brackets": b"[" * 100_000,
    "nested_objects": b'{"a":' * 50_000,
    "digits_5000": b'{"master_volume": 1' + b"0" * 5000 + b"}",
    "volume_10_pow_4000": ('{"master_volume": %d}' % 10 ** 4000).encode(),
    "nan": b'{"master_volume": NaN}',
    "inf": b'{"music_volume": Infinity}',
    "float_overflow": b'{"music_volume": 1e999}',
    "bom": b'\xef\xbb\xbf{"language": "en"}',
    "latin1": b'{"language": "\xe9"}',
    "nul": b"\x00" * 64,
}


def dump(value) -> bytes:
    return json.dumps(value).encode("utf-8")  # NaN/Infinity come out as the non-JSON words on purpose


def check_settings_file(tmp_path, raw: bytes) -> None:
    path = tmp_path / "settings.json"
    for old in tmp_path.iterdir():
        old.unlink()
    path.write_bytes(raw)
    s = Settings(path)  # must not raise
    for key, spec in KEYS.items():
        value = s.get(key)
        spec.check(value)  # every value handed out passes its own check
        if key.endswith("_volume"):
            assert 0.0 <= value <= 1.0 and math.isfinite(value)
    reset = [k for k, _ in s.notices if k == "app.notice.settings_reset"]
    if reset:  # the file was unusable: kept as .bak, defaults in use
        assert (tmp_path / "settings.json.bak").read_bytes() == raw
        assert s.as_dict() == {k: spec.default for k, spec in KEYS.items()}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_hostile_settings_files_give_defaults_a_bak_and_a_notice(tmp_path, name):
    raw = HOSTILE[name]
    check_settings_file(tmp_path, raw)
    s = Settings(tmp_path / "settings.json")  # and the next launch is clean
    if name not in ("bom",):
        assert (tmp_path / "settings.json.bak").exists() or s.get("language") == "en"


@pytest.mark.parametrize("name", ["nested_brackets", "digits_5000", "volume_10_pow_4000", "nan"])
def test_the_worst_settings_files_are_set_aside_with_a_notice(tmp_path, name):
    path = tmp_path / "settings.json"
    path.write_bytes(HOSTILE[name])
    s = Settings(path)
    assert [k for k, _ in s.notices] in (["app.notice.settings_reset"], ["app.notice.settings_value"])
    assert s.get("master_volume") == KEYS["master_volume"].default
    if s.notices[0][0] == "app.notice.settings_reset":
        assert (tmp_path / "settings.json.bak").read_bytes() == HOSTILE[name]


@FUZZ
@given(raw=st.binary(max_size=300))
def test_settings_survive_arbitrary_bytes(tmp_path, raw):
    check_settings_file(tmp_path, raw or b" ")


@FUZZ
@given(value=json_values | settings_objects)
def test_settings_survive_arbitrary_json(tmp_path, value):
    check_settings_file(tmp_path, dump(value))


def check_save_file(tmp_path, raw: bytes) -> None:
    for old in tmp_path.iterdir():
        old.unlink()
    (tmp_path / "continue.json").write_bytes(raw)
    store = SaveStore(tmp_path, registry())
    offered = store.has_continue()  # must not raise
    loaded = store.load()
    assert offered == (loaded is not None)
    if loaded is None:
        # an unusable save is never offered again and was kept aside, not deleted
        assert not store.has_continue() and not SaveStore(tmp_path, registry()).has_continue()
        assert any(p.name != "continue.json" for p in tmp_path.iterdir())


@FUZZ
@given(raw=st.binary(min_size=1, max_size=300))
def test_saves_survive_arbitrary_bytes(tmp_path, raw):
    check_save_file(tmp_path, raw)


save_like = st.fixed_dictionaries({
    "format": st.sampled_from([1, 2, "1", None]), "game": st.sampled_from(["pied_piper", "baba_yaga", "x", 3]),
    "setup": json_values, "state": json_values, "extra": json_values})


@FUZZ
@given(value=json_values | save_like)
def test_saves_survive_arbitrary_json(tmp_path, value):
    check_save_file(tmp_path, dump(value))


@FUZZ
@given(raw=st.binary(max_size=400) | st.text(max_size=400).map(lambda t: ("<map " + t).encode("utf-8")))
def test_level_loader_survives_arbitrary_bytes(tmp_path, raw):
    path = tmp_path / "fuzz.tmx"
    path.write_bytes(raw)
    try:
        m = levels.load_map_file(path)
    except (levels.LevelError, paths.MissingAsset) as exc:
        assert "fuzz.tmx" in str(exc) or "missing" in str(exc)
    else:
        assert isinstance(m, levels.LevelMap)


def test_level_loader_names_a_hostile_map_size(tmp_path):
    path = tmp_path / "huge.tmx"
    path.write_text('<?xml version="1.0"?><map version="1.10" orientation="orthogonal" width="100000" '
                    'height="100000" tilewidth="8" tileheight="8"></map>', encoding="utf-8")
    with pytest.raises(levels.LevelError, match="huge.tmx"):
        levels.load_map_file(path)


@pytest.fixture
def catalogue_root(tmp_path, monkeypatch):
    monkeypatch.setattr(i18n, "resource_root", lambda: tmp_path)
    monkeypatch.setattr(i18n, "notices", [])
    folder = tmp_path / "assets" / "i18n" / "en"
    folder.mkdir(parents=True)
    (folder / "a_good.json").write_text('{"good.key": "Hello"}', encoding="utf-8")
    return folder


def check_catalogue(folder, raw: bytes) -> None:
    (folder / "b_fuzz.json").write_bytes(raw)
    i18n.notices.clear()
    merged = i18n.load_catalogue("en")  # must not raise
    assert merged["good.key"] == "Hello"  # the good file still counts
    assert all(isinstance(k, str) and isinstance(v, str) for k, v in merged.items())
    try:
        data = jsonio.loads_checked(raw.decode("utf-8-sig"))
        usable = isinstance(data, dict)
    except (UnicodeDecodeError, jsonio.BadJsonFile):
        usable = False
    assert (i18n.notices == []) == usable


@FUZZ
@given(raw=st.binary(min_size=1, max_size=300))
def test_catalogues_survive_arbitrary_bytes(catalogue_root, raw):
    check_catalogue(catalogue_root, raw)


@FUZZ
@given(value=json_values | st.dictionaries(st.text(max_size=8), json_values, max_size=6))
def test_catalogues_survive_arbitrary_json(catalogue_root, value):
    check_catalogue(catalogue_root, dump(value))


def test_a_damaged_catalogue_falls_back_to_english_with_a_notice(catalogue_root, monkeypatch):
    zh = catalogue_root.parent / "zh-TW"
    zh.mkdir()
    (zh / "a_good.json").write_bytes(b"[" * 100_000)
    i18n.notices.clear()
    monkeypatch.setattr(i18n, "_catalogues", {})
    monkeypatch.setattr(i18n, "_lang", "zh-TW")
    assert i18n.tr("good.key") == "Hello"
    assert [k for k, _ in i18n.notices] == ["app.notice.catalogue_damaged"]


@pytest.mark.parametrize("text", ["[" * 100_000, "1" * 5000, "[NaN]", "[1e400]", '{"a": -Infinity}'])
def test_read_json_raises_only_bad_json_file(tmp_path, text):
    p = tmp_path / "x.json"
    p.write_text(text, encoding="utf-8")
    with pytest.raises(jsonio.BadJsonFile):
        jsonio.read_json(p)


def test_read_json_keeps_what_real_files_hold(tmp_path):
    data = {"seed": 2 ** 64 - 1, "t": 1.5e300, "deep": [[[[{"a": '[[[ \\" ]]'}]]]], "zh": "米亞"}
    jsonio.atomic_write_json(tmp_path / "x.json", data)
    assert jsonio.read_json(tmp_path / "x.json") == data


@pytest.mark.parametrize("entry", [
    {"game": "pied_piper", "seats": [{"name": 5}]},
    {"game": "pied_piper", "seats": "Mia"},
    {"game": "pied_piper", "seats": [["Mia"]]},
    {"game": "pied_piper", "seed": "x"},
    {"game": "pied_piper", "options": []},
    {"game": "pied_piper", "seats": [{"name": "M"}] * 50},
])
def test_a_damaged_remembered_setup_is_forgotten_and_the_setup_screen_opens(tmp_path, entry):
    from game.engine.menus.setup_model import SetupModel, remembered_setup
    from tests.fakes import FakeApp

    good = {"game": "baba_yaga", "seats": [{"name": "Ada", "colour": "blue", "kind": "bot"}], "seed": 3}
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"last_setup": {"pied_piper": entry, "baba_yaga": good}}), encoding="utf-8")
    s = Settings(path, games.registry())
    assert set(s.get("last_setup")) == {"baba_yaga"}  # the damaged one dropped, the good one kept

    class App:
        settings = s

    assert remembered_setup(App, "pied_piper") is None
    app = FakeApp()
    SetupModel(games.get("pied_piper"), app, remembered_setup(App, "pied_piper"))  # opens with defaults
    model = SetupModel(games.get("baba_yaga"), app, remembered_setup(App, "baba_yaga"))
    assert model.seats[0].name == "Ada"
