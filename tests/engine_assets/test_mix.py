"""The mix: the score engine's loop and pan, a game's declared music / hush / ducks, the audio's glide, and the
kit's GameScene wiring them (ducks under big moments, effects leaning to a seat's side, music per moment)."""
import types

import numpy as np
import pygame
import pytest

from game.engine import audio as A
from game.engine import score as sc
from game.engine.mix import MAX_PAN, GameMix, pan_of
from tests.fakes import FakeSettings


# -- the score engine -------------------------------------------------------------------------------------------
def test_seamless_joins_the_end_to_the_start():
    x = np.column_stack([np.linspace(0, 0.5, 5000), np.linspace(0.3, -0.2, 5000)])  # a big jump at the seam
    y = sc.seamless(x)
    step = np.abs(y[0] - y[-1])
    assert np.all(step <= np.abs(np.diff(y, axis=0)).max(axis=0) + 1e-9)
    assert np.allclose(y[:4000], x[:4000])  # only the last 20 ms bend


def test_pan_is_equal_power():
    left, right = sc.pan_gains(0.0)
    assert left == pytest.approx(right) and left ** 2 + right ** 2 == pytest.approx(1.0)
    assert sc.pan_gains(-1.0) == pytest.approx((1.0, 0.0), abs=1e-9)


def test_a_piece_renders_exactly_its_bars_in_stereo_and_folds_its_tail():
    p = sc.Piece(bpm=120, bars=2, rate=8000, tail=1.0)  # 4 s
    p.add(np.ones(8000), bar=1, beat=3, gain=0.5, pan=1.0)  # rings 0.5 s past the end
    out = p.render(room_size=0.1, wet=0.0, lowcut=1.0)
    assert out.shape == (32000, 2)
    assert np.abs(out[:3000, 0]).max() < 1e-3  # nothing on the left
    assert np.abs(out[100:3000, 1]).max() > 0.2  # the tail came round onto the start, on the right


def test_the_high_voices_reach_above_11_khz():
    x = sc.shaker(0.2) + sc.bell(2000, 0.5)[: int(0.2 * 44100)]
    spec = np.abs(np.fft.rfft(x)) ** 2
    freqs = np.fft.rfftfreq(len(x), 1 / 44100)
    assert spec[freqs > 11000].sum() / spec.sum() > 0.01


# -- a game's mix ---------------------------------------------------------------------------------------------------
def test_pan_of_a_seat_leans_to_its_side_but_never_hard():
    assert pan_of(0) == pytest.approx(-MAX_PAN) and pan_of(1920) == pytest.approx(MAX_PAN)
    assert pan_of(960) == pytest.approx(0.0)


def test_a_mix_reads_its_module_and_survives_a_broken_hook():
    mod = types.SimpleNamespace(MUSIC="x/music", DUCK={"boom": 2.0},
                                hush_for=lambda state: 1 / 0)
    mix = GameMix("x", mod)
    assert mix.music(None) == "x/music" and mix.duck_seconds("boom") == 2.0 and mix.duck_seconds("tick") == 0.0
    assert mix.hushed(None) is False  # the broken hook costs the hush, not the game
    assert GameMix("no_such_game").music(None) is None


def test_baba_yaga_quickens_once_the_witch_has_turned_for_home():
    from game.games.baba_yaga import sounds
    state = types.SimpleNamespace(phase="search", turn={"path": [0, 1, 2, 3], "moves": 1, "total": 6})
    assert sounds.music_for(state) == "baba_yaga/music"
    state.turn["moves"] = 3  # at the far end: she turns back
    assert sounds.music_for(state) == "baba_yaga/music_home"
    state.turn["moves"] = 6  # home: the flight is over
    assert sounds.music_for(state) == "baba_yaga/music"


def test_the_beanstalk_music_climbs_and_hushes_with_a_tall_stalk():
    from game.games.beanstalk import sounds
    low = types.SimpleNamespace(phase="stack", stalk={"pieces": [{}] * 3})
    tall = types.SimpleNamespace(phase="stack", stalk={"pieces": [{}] * sounds.TALL})
    assert sounds.music_for(low) == "beanstalk/music" and not sounds.hush_for(low)
    assert sounds.music_for(tall) == "beanstalk/music_high" and sounds.hush_for(tall)
    tall.phase = "roll"
    assert not sounds.hush_for(tall)


def test_every_big_moment_ducks_the_music():
    assert GameMix("beanstalk").duck_seconds("collapse") > 0
    assert GameMix("magic_maze").duck_seconds("alarm") > 0  # the theft
    assert GameMix("baba_yaga").duck_seconds("broken") > 0  # a spell broken
    assert GameMix("kragmortha").duck_seconds("penalty") > 0
    assert GameMix("kragmortha").duck_seconds("growl") > 0  # the Dark Lord's theme


# -- the audio's glide ----------------------------------------------------------------------------------------------
@pytest.fixture
def audio():
    pygame.mixer.quit()
    a = A.Audio(FakeSettings(master_volume=1.0, music_volume=0.5, effects_volume=0.5))
    if not a.available:
        pytest.skip("no mixer")
    yield a
    a.close()


def test_the_music_steps_back_under_a_duck_and_comes_back(audio):
    audio.play_music("menu", fade_ms=0)
    audio.duck(1.0)
    for _ in range(20):
        audio.update(1 / 60)
    assert pygame.mixer.music.get_volume() == pytest.approx(0.5 * A.DUCK_LEVEL, abs=0.01)
    for _ in range(60 * 3):
        audio.update(1 / 60)
    assert pygame.mixer.music.get_volume() == pytest.approx(0.5, abs=0.01)


def test_a_hush_holds_until_released_and_a_new_piece_starts_full(audio):
    audio.play_music("menu", fade_ms=0)
    audio.hush(True)
    for _ in range(60 * 4):
        audio.update(1 / 60)
    assert pygame.mixer.music.get_volume() == pytest.approx(0.5 * A.HUSH_LEVEL, abs=0.01)
    audio.stop_music()
    audio.play_music("menu", fade_ms=0)
    assert pygame.mixer.music.get_volume() == pytest.approx(0.5, abs=0.01)


# -- the kit's scene ------------------------------------------------------------------------------------------------
def _scene(game_id):
    from game.engine.table.game_scene import GameScene
    from tests.fakes import FakeApp
    scene = GameScene.__new__(GameScene)
    scene.app, scene.game_id, scene.music, scene.state = FakeApp(), game_id, None, None
    return scene


def test_a_big_sound_ducks_and_a_seat_sound_leans_to_its_side():
    scene = _scene("kragmortha")
    scene.seat_anchor = lambda seat: ((1800, 500), "center")  # a seat on the right
    scene.sound("penalty")
    assert scene.app.audio.ducks == [GameMix("kragmortha").duck_seconds("penalty")]
    scene.sound("step")
    assert len(scene.app.audio.ducks) == 1
    beat = types.SimpleNamespace(data={}, kind=types.SimpleNamespace(seat=2))
    assert scene.beat_pan(beat) == pytest.approx(pan_of(1800)) and scene.beat_pan(beat) > 0.4
    assert scene.beat_pan(types.SimpleNamespace(data={}, kind="banner")) == 0.0


def test_the_scene_plays_the_music_its_sounds_py_names_for_the_moment():
    scene = _scene("baba_yaga")
    scene.state = types.SimpleNamespace(phase="study", turn={})
    scene.play_music(True)
    assert scene.app.audio.music == "baba_yaga/music"
    scene.state = types.SimpleNamespace(phase="search", turn={"path": [0, 1, 2], "moves": 2, "total": 4})
    scene.follow_mix(1 / 60)
    assert scene.app.audio.music == "baba_yaga/music_home"


def test_a_scene_may_hold_the_hush_itself():
    scene = _scene("kragmortha")
    scene.follow_mix(1 / 60)
    assert scene.app.audio.hushed is False
    scene.hold_hush = True
    scene.follow_mix(1 / 60)
    assert scene.app.audio.hushed is True
