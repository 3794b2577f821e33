"""Contact events -> clack sounds: which sound, how loud, how many; the WAVs exist; the scene plays them."""
from __future__ import annotations

import numpy as np
import pygame
import pytest

from game.devtools.sandbox.scene import make_sandbox_scene
from game.engine import clack_sounds as sounds
from game.engine import clacks as clack
from game.engine import synth
from game.engine.audio import Audio
from game.engine.paths import resource_root
from game.physics.world import ContactEvent

NAMES = {1: "die", 2: "die", 3: "table", 4: "axe", 5: "castle", 6: "trunk", 7: "cloud"}
piece_of = NAMES.get


def hit(a=1, b=2, speed=800.0, impulse=4e4, x=0.0, y=50.0):
    return ContactEvent(a, b, (x, y), (0.0, 1.0), impulse, speed)


def test_no_events_no_sounds():
    assert clack.clacks([], piece_of) == []


def test_what_hits_what_picks_the_sound():
    def sound(a, b):
        (c,) = clack.clacks([hit(a, b, speed=1500.0, impulse=1e5)], piece_of)
        return c.sound.split("/")[1].rstrip("_0123456789")
    assert sound(1, 2) == "clack"
    assert sound(3, 1) == "knock" and sound(1, 3) == "knock"
    assert sound(4, 1) == "chop" and sound(3, 4) == "chop"
    assert sound(3, 5) == "thud" and sound(6, 3) == "thud"
    assert sound(5, 1) == "knock" and sound(7, 2) == "clack"
    (slow_axe,) = clack.clacks([hit(4, 3, speed=200.0, impulse=1e5)], piece_of)
    assert slow_axe.sound.startswith("physics/knock")  # the axe's handle rolling on the table does not ring


def test_faster_impacts_are_louder_and_soft_touches_quiet():
    volumes = [clack.clacks([hit(speed=v, impulse=3e4)], piece_of) for v in (120.0, 400.0, 1200.0, 2800.0)]
    vols = [c[0].volume for c in volumes]
    assert vols == sorted(vols) and len(set(vols)) == 4
    assert vols[0] < 0.1 and vols[-1] > 0.5
    # the log mapping: three times the speed is a similar step in decibels anywhere on the range
    steps = np.diff(20 * np.log10(vols))
    assert steps.max() < 2.5 * steps.min()
    # a touch at the world's threshold is (nearly) silent, a hard throw never exceeds full volume
    assert clack.clacks([hit(speed=41.0, impulse=500.0)], piece_of) == []
    assert clack.clacks([hit(4, 3, speed=9000.0, impulse=1e7)], piece_of)[0].volume == 1.0


def test_heavier_hits_and_the_axe_are_louder_at_the_same_speed():
    light = clack.clacks([hit(3, 1, speed=900.0, impulse=3e4)], piece_of)[0].volume
    heavy = clack.clacks([hit(3, 1, speed=900.0, impulse=3e5)], piece_of)[0].volume
    axe = clack.clacks([hit(4, 1, speed=900.0, impulse=3e4)], piece_of)[0].volume
    assert heavy > light and axe > light


def test_a_frame_plays_at_most_a_few_sounds_loudest_first():
    events = [hit(1 + i % 2, 2 - i % 2, speed=100.0 + 50 * i, x=-700.0 + 100 * i) for i in range(15)]
    out = clack.clacks(events, piece_of)
    assert len(out) == clack.MAX_PER_FRAME
    assert [c.volume for c in out] == sorted((c.volume for c in out), reverse=True)
    assert out[0].point[0] == pytest.approx(-700.0 + 100 * 14)  # the fastest event leads


def test_events_close_together_merge_into_one_louder_sound():
    one = clack.clacks([hit(speed=600.0)], piece_of)
    crowd = clack.clacks([hit(speed=600.0, x=dx) for dx in (0.0, 10.0, 20.0, 30.0)], piece_of)
    assert len(crowd) == 1 and crowd[0].count == 4
    assert crowd[0].volume > one[0].volume


def test_pan_follows_the_x_position():
    left, mid, right = (clack.clacks([hit(x=x)], piece_of, half_width=800.0)[0].pan for x in (-900, 0, 400))
    assert -1.0 <= left < -0.6 and mid == 0.0 and 0.3 < right < 0.5


def test_every_clack_sound_is_a_short_unclipped_file_that_ends_in_silence():
    sf = pytest.importorskip("soundfile")
    folder = resource_root() / "assets" / "sounds"
    assert set(clack.sound_names()) == {f"physics/{n}" for n in sounds.SOUNDS}
    for name in clack.sound_names():
        x, rate = sf.read(str(folder / f"{name}.ogg"))
        assert rate == 44100 and 0.05 < len(x) / rate < 0.6
        assert 0.3 < np.max(np.abs(x)) < 0.95 and abs(x[-1]) < 0.01


def test_the_synthesis_is_deterministic_and_the_kinds_differ_in_colour():
    assert np.array_equal(sounds.SOUNDS["clack_1"](), sounds.SOUNDS["clack_1"]())

    def centroid(x):
        spectrum = np.abs(np.fft.rfft(x))
        return float((spectrum * np.fft.rfftfreq(len(x), 1 / synth.RATE)).sum() / spectrum.sum())
    assert centroid(sounds.SOUNDS["thud"]()) < centroid(sounds.SOUNDS["knock_1"]()) < centroid(
        sounds.SOUNDS["clack_1"]())


class AudioApp:
    """A fake app with the real audio module (dummy SDL audio driver) and a record of what was played."""

    def __init__(self):
        self.audio = Audio()
        self.played = []
        play = self.audio.play

        def spy(name, volume=1.0, pan=0.0):
            self.played.append((name, volume, pan))
            return play(name, volume, pan)
        self.audio.play = spy


def test_the_axe_throw_plays_clacks_through_the_audio_module():
    pygame.init()
    pygame.display.set_mode((1920, 1080))
    app = AudioApp()
    scene = make_sandbox_scene(app, seed=1)
    E = pygame.event.Event
    scene.handle(E(pygame.KEYDOWN, key=pygame.K_5))
    scene.handle(E(pygame.MOUSEBUTTONDOWN, pos=(1700, 380), button=1))
    scene.handle(E(pygame.MOUSEMOTION, pos=(1860, 420), rel=(0, 0), buttons=(1, 0, 0)))
    scene.update(1 / 60)
    scene.handle(E(pygame.MOUSEBUTTONUP, pos=(1860, 420), button=1))
    counts = []
    for _ in range(90):
        before = len(app.played)
        scene.update(1 / 60)
        counts.append(len(app.played) - before)
        scene.draw(pygame.Surface((1920, 1080)))
    assert any(name == "physics/chop" for name, _, _ in app.played)
    assert max(counts) <= clack.MAX_PER_FRAME
    assert all(0.0 < v <= 1.0 and -1.0 <= p <= 1.0 for _, v, p in app.played)
    app.audio.close()
