"""A game's mix, as its sounds.py declares it (every name optional):

    MUSIC = "<game id>/music"           the table's tune (when the scene names none)
    def music_for(state) -> str         or: the tune for this moment of the game (read after every action)
    def hush_for(state) -> bool         the music holds back while this is true (a tall stalk sways)
    DUCK = {"collapse": 2.5}            a sound -> seconds the music steps back under it

The kit's GameScene asks this and tells game/engine/audio.py. A game without a sounds.py, or whose hooks fail,
simply has no say: the mix never stops a game. The pan of an effect: `pan_of(x)` for a seat's place on screen.
"""
from __future__ import annotations

import importlib
import logging

log = logging.getLogger(__name__)

SCREEN_W = 1920  # the design width every scene lays out in
MAX_PAN = 0.6  # a seat's effects lean to its side, never hard into one speaker (the TV stands between them)


def pan_of(x: float, width: float = SCREEN_W) -> float:
    """-MAX_PAN at the left edge .. +MAX_PAN at the right edge, 0 in the middle."""
    rel = (float(x) / width) * 2.0 - 1.0
    return max(-1.0, min(1.0, rel)) * MAX_PAN


class GameMix:
    def __init__(self, game_id: str, module=None):
        self.game_id = game_id
        if module is None and game_id:
            try:
                module = importlib.import_module(f"game.games.{game_id}.sounds")
            except ImportError:
                module = None
        self.module = module

    def _get(self, name: str, default=None):
        return getattr(self.module, name, default) if self.module is not None else default

    def music(self, state) -> str | None:
        """The tune the table should be playing now (None: the game declares none)."""
        hook = self._get("music_for")
        if callable(hook):
            try:
                return hook(state)
            except Exception:  # a broken hook costs the choice, never the game
                log.warning("music_for of %s failed", self.game_id, exc_info=True)
        return self._get("MUSIC")

    def hushed(self, state) -> bool:
        hook = self._get("hush_for")
        if not callable(hook):
            return False
        try:
            return bool(hook(state))
        except Exception:
            log.warning("hush_for of %s failed", self.game_id, exc_info=True)
            return False

    def duck_seconds(self, sound: str) -> float:
        """Seconds the music steps back under this sound of the game (0: it does not)."""
        table = self._get("DUCK") or {}
        return float(table.get(sound, 0.0))
