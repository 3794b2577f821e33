"""Sound effects and music through pygame.mixer, with the three volumes from Settings.

Names: play("click") plays assets/sounds/click.ogg; play("<game>/squeak") plays
assets/sounds/<game>/squeak.ogg (made by tools/make_sounds.py from each game's sounds.py). Music:
play_music("menu") streams assets/sounds/music/menu.(ogg|wav), or assets/sounds/<name>.(ogg|wav).

No audio device (mixer init fails) -> `available` is False, one log line, and every call does nothing: the game
never crashes over sound. An unknown sound name is logged once and ignored.

The mix: `duck(seconds)` lets the music step back (to DUCK_LEVEL) under a big moment and come back after it,
`hush(True/False)` holds it back for as long as something lasts; both glide (DUCK_ATTACK down, DUCK_RELEASE up)
as the scene calls `update(dt)` every frame. `play(name, pan=...)` leans an effect to one speaker.

While the window is in the background (focus lost or minimised; the app calls `set_background`) the music and
any effect still ringing are paused and no new effect starts; everything resumes where it was on return.
"""
from __future__ import annotations

import logging

import pygame

from game.engine import paths

log = logging.getLogger(__name__)

DEFAULTS = {"master_volume": 0.8, "music_volume": 0.6, "effects_volume": 0.8}
EXTENSIONS = (".ogg", ".wav")
MIXER_ARGS = {"frequency": 44100, "size": -16, "channels": 2, "buffer": 512}
CHANNELS = 24  # effects may overlap (many rats squeaking at once)
DUCK_LEVEL = 0.35  # the music's share while it steps back under a big moment (about -9 dB)
HUSH_LEVEL = 0.45  # ... while the game holds its breath
DUCK_ATTACK = 0.15  # seconds to step back
DUCK_RELEASE = 1.2  # seconds to come back


class Audio:
    def __init__(self, settings=None, init_mixer: bool = True):
        self.settings = settings
        self.available = False
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._unknown: set[str] = set()
        self._music: str | None = None
        self.background = False  # the window has no focus: silent until it comes back
        self.duck_left = 0.0  # seconds the music stays stepped back
        self.hushed = False
        self.duck_gain = 1.0  # the music's present share (1 = full), gliding toward duck_target()
        if init_mixer:
            self._init_mixer()

    # -- set-up ---------------------------------------------------------------------------------------------
    def _init_mixer(self) -> None:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(**MIXER_ARGS)
            pygame.mixer.set_num_channels(CHANNELS)
        except (pygame.error, NotImplementedError, OSError) as exc:
            self.available = False
            log.warning("no audio device (%s): the game runs silently", exc)
            return
        self.available = True
        self.apply_volumes()

    def close(self) -> None:
        """Stop everything and release the device (the app calls it on exit)."""
        if self.available:
            pygame.mixer.music.stop()
            pygame.mixer.quit()
        self.available = False
        self._sounds.clear()

    # -- volumes ----------------------------------------------------------------------------------------------
    def volume(self, key: str) -> float:
        """A volume from the settings, 0..1 (defaults when there are no settings or the key is unset)."""
        value = None
        if self.settings is not None:
            try:
                value = self.settings.get(key)
            except (KeyError, AttributeError):
                value = None
        if value is None:
            value = DEFAULTS[key]
        try:
            return min(1.0, max(0.0, float(value)))
        except (TypeError, ValueError):
            return DEFAULTS[key]

    def effects_gain(self) -> float:
        return self.volume("master_volume") * self.volume("effects_volume")

    def music_gain(self) -> float:
        return self.volume("master_volume") * self.volume("music_volume")

    def apply_volumes(self) -> None:
        """Call after a volume setting changed: music follows at once, effects from their next play."""
        if self.available and not self.background:
            pygame.mixer.music.set_volume(self.music_gain() * self.duck_gain)

    # -- the mix: the music steps back under big moments ---------------------------------------------------------
    def duck(self, seconds: float) -> None:
        """The music steps back for `seconds` (a longer duck already running is kept)."""
        self.duck_left = max(self.duck_left, float(seconds))

    def hush(self, on: bool) -> None:
        """Hold the music back (True) until released (False)."""
        self.hushed = bool(on)

    def duck_target(self) -> float:
        level = 1.0
        if self.duck_left > 0:
            level = DUCK_LEVEL
        if self.hushed:
            level = min(level, HUSH_LEVEL)
        return level

    def update(self, dt: float) -> None:
        """Glide the music's share toward where the mix wants it (call every frame of a game)."""
        self.duck_left = max(0.0, self.duck_left - dt)
        target = self.duck_target()
        if abs(self.duck_gain - target) < 1e-6:
            return
        span = DUCK_ATTACK if target < self.duck_gain else DUCK_RELEASE
        step = dt / span * (1.0 - DUCK_LEVEL) if span > 0 else 1.0
        if target < self.duck_gain:
            self.duck_gain = max(target, self.duck_gain - step)
        else:
            self.duck_gain = min(target, self.duck_gain + step)
        self.apply_volumes()

    def _reset_duck(self) -> None:
        self.duck_left, self.hushed, self.duck_gain = 0.0, False, 1.0

    # -- the window in the background ------------------------------------------------------------------------
    def set_background(self, background: bool) -> None:
        """Mute the music and start no new effects while the window has no focus (True); back on False.
        Without a device only the flag changes (new effects stay silent either way)."""
        background = bool(background)
        if background == self.background:
            return
        self.background = background
        if not self.available:
            return
        try:
            # the music is muted, not paused: pygame's pause/unpause (and the channels' pause) take SDL's audio
            # lock while holding the GIL, and a sound ending at that moment makes pygame's channel callback wait
            # for the GIL while holding that lock -- a deadlock (it froze the smoke test at every focus loss);
            # set_volume does not. Effects already ringing are short and end on their own.
            pygame.mixer.music.set_volume(0.0 if background else self.music_gain() * self.duck_gain)
        except pygame.error as exc:  # a device gone while away: carry on silently
            log.warning("muting/unmuting the music failed: %s", exc)

    # -- effects ----------------------------------------------------------------------------------------------
    def _find(self, name: str, folders=("",)):
        for folder in folders:
            parts = [p for p in (folder + "/" + name).split("/") if p]
            for ext in EXTENSIONS:
                parts_ext = parts[:-1] + [parts[-1] + ext]
                try:
                    return paths.asset("sounds", *parts_ext)
                except paths.MissingAsset:
                    continue
        return None

    def _unknown_once(self, name: str, what: str) -> None:
        if name not in self._unknown:
            self._unknown.add(name)
            log.warning("%s %r not found under assets/sounds (ignored)", what, name)

    def sound(self, name: str) -> pygame.mixer.Sound | None:
        """The loaded Sound for a name (cached), or None if there is no device or no such file."""
        if not self.available:
            return None
        snd = self._sounds.get(name)
        if snd is None and name not in self._unknown:
            path = self._find(name)
            if path is None:
                self._unknown_once(name, "sound")
                return None
            try:
                snd = pygame.mixer.Sound(str(path))
            except pygame.error as exc:
                self._unknown.add(name)
                log.warning("sound file %s unreadable: %s", path, exc)
                return None
            self._sounds[name] = snd
        return snd

    def preload(self, names) -> None:
        """Load sounds now rather than on their first play (avoids a hitch mid-game)."""
        for n in names:
            self.sound(n)

    def play(self, name: str, volume: float = 1.0, pan: float = 0.0):
        """Play an effect at volume x effects x master; pan -1 (left) .. 1 (right). Returns the Channel or None
        (also while the window is in the background: an effect heard later would be out of place)."""
        if self.background:
            return None
        snd = self.sound(name)
        if snd is None:
            return None
        gain = max(0.0, min(1.0, volume * self.effects_gain()))
        if gain <= 0.0:
            return None
        channel = snd.play()
        if channel is not None:
            pan = max(-1.0, min(1.0, pan))
            if pan == 0.0:
                channel.set_volume(gain)
            else:  # two values = per-speaker levels (SDL panning); the channel's own volume stays full
                channel.set_volume(gain * min(1.0, 1.0 - pan), gain * min(1.0, 1.0 + pan))
        return channel

    # -- music ------------------------------------------------------------------------------------------------
    def play_music(self, name: str, loop: bool = True, fade_ms: int = 1200) -> None:
        """Stream a music file (fading in); asking for the piece already playing does not restart it. Asked for
        while the window is in the background, it starts muted and is heard when the window comes back."""
        if not self.available:
            return
        if name == self._music and (pygame.mixer.music.get_busy() or self.background):
            return
        path = self._find(name, folders=("music", ""))
        if path is None:
            self._unknown_once(name, "music")
            return
        self._reset_duck()  # a new piece starts at full share
        try:
            pygame.mixer.music.load(str(path))
            pygame.mixer.music.set_volume(0.0 if self.background else self.music_gain())  # muted, see set_background
            pygame.mixer.music.play(loops=-1 if loop else 0, fade_ms=fade_ms)
        except pygame.error as exc:
            log.warning("music %s unplayable: %s", path, exc)
            return
        self._music = name

    def stop_music(self, fade_ms: int = 0) -> None:
        """Stop the music at once. `fade_ms` is accepted and ignored: SDL_mixer's own fade-out hangs the game
        when anything touches the music before the fade ends (a paused fade never ends, and loading the next
        piece waits for it forever), and the scene fades to black anyway."""
        self._reset_duck()
        if not self.available:
            return
        pygame.mixer.music.stop()
        self._music = None

    @property
    def music(self) -> str | None:
        """The name of the music playing (or fading in), or None."""
        return self._music
