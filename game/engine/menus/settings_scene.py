"""Settings: language (applies at once), full screen, master / music / effects volume (heard at once), phones
(whether the set-up screen starts with its Phones switch on), then each available game's own settings
(GameInfo.settings in the registry, e.g. a witch's tempo), back. Every change is written to app.settings
immediately."""
from __future__ import annotations

import logging

import pygame

from game.engine import i18n, text, theme
from game.engine.i18n import tr
from game.engine.menus.base import MenuScene
from game.engine.widgets import Button, Choice, Slider, Toggle, lazy_tr

log = logging.getLogger(__name__)

VOLUMES = ("master_volume", "music_volume", "effects_volume")
PANEL = pygame.Rect(420, 170, 1080, 850)


def language_name(lang: str) -> str:
    """Each language in its own words (the catalogue keeps the characters in the game's font)."""
    key = f"settings.language.{lang}"
    return tr(key) if i18n.has(key, "en") else i18n.LANGUAGE_NAMES.get(lang, lang)


def _get(app, key, default):
    try:
        value = app.settings.get(key)
    except Exception:  # noqa: BLE001
        value = None
    return default if value is None else value


class SettingsScene(MenuScene):
    nav = "linear"

    def build(self) -> None:
        games = [(info, setting) for info in self.app.games.available() for setting in info.settings]
        count = 6 + len(games)  # language, full screen, three volumes, phones, then the games' own rows
        step = min(110, (PANEL.h - 36 - 8 - 96 - 24) // count)  # every row and Back inside the panel
        x, w, gap = PANEL.x + 40, PANEL.w - 80, max(10, step // 7)
        h = step - gap
        y = PANEL.y + 36
        rows = []

        def rect():
            nonlocal y
            r = pygame.Rect(x, y, w, h)
            y += h + gap
            return r

        self.language = Choice(rect(), lazy_tr("settings.language"), list(i18n.LANGUAGES), i18n.language(),
                               on_change=self.set_language, fmt=language_name,
                               icon="globe", label_width=0.5)
        rows.append(self.language)
        self.fullscreen = Toggle(rect(), lazy_tr("settings.fullscreen"), bool(_get(self.app, "fullscreen", True)),
                                 on_change=self.set_fullscreen, icon="screen")
        rows.append(self.fullscreen)
        self.sliders = {}
        for key in VOLUMES:
            s = Slider(rect(), lazy_tr(f"settings.{key}"), float(_get(self.app, key, 0.8)),
                       on_change=lambda v, k=key: self.set_volume(k, v), icon="speaker")
            self.sliders[key] = s
            rows.append(s)
        self.phones = Toggle(rect(), lazy_tr("settings.phones"), bool(_get(self.app, "phones", False)),
                             on_change=lambda on: self._store("phones", bool(on)), icon="gamepad")
        rows.append(self.phones)
        self.game_settings: dict[str, Choice] = {}  # settings key -> its row
        for info, setting in games:
            rows.append(self._game_setting_row(rect(), info, setting))
        y += 8
        self.back_button = Button(pygame.Rect(PANEL.centerx - 180, y, 360, 96), lazy_tr("settings.back"),
                                  self.back, icon="back", sound="back")
        rows.append(self.back_button)
        self.group.set_widgets(rows)
        self._render_static()

    def _game_setting_row(self, rect: pygame.Rect, info, setting) -> Choice:
        value = _get(self.app, setting.key, setting.default)
        row = Choice(rect, lazy_tr(info.setting_key(setting)), list(setting.choices),
                     value if value in setting.choices else setting.default,
                     on_change=lambda v, key=setting.key: self._store(key, v),
                     fmt=lambda c, i=info, s=setting: tr(i.setting_key(s, c)), icon=setting.icon, label_width=0.56)
        self.game_settings[setting.key] = row
        return row

    def _render_static(self) -> None:
        layer = theme.backdrop((1920, 1080), veil=160).copy()
        text.draw_text(layer, tr("settings.title"), (960, 30), theme.TITLE, theme.GOLD_HI, anchor="midtop",
                       bold=True, shadow=True, max_width=1600)
        theme.draw_panel(layer, PANEL, theme.BG_TOP)
        self.static = layer

    # changes apply at once ------------------------------------------------------------------------------
    def _store(self, key, value) -> None:
        try:
            self.app.settings.set(key, value)
        except Exception:
            log.exception("could not store setting %s", key)

    def set_language(self, lang: str) -> None:
        self._store("language", lang)
        i18n.set_language(lang)  # our own build() runs through the language listener

    def set_fullscreen(self, on: bool) -> None:
        self._store("fullscreen", on)

    def set_volume(self, key: str, value: float) -> None:
        self._store(key, round(value, 2))
        self.app.audio.apply_volumes()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.static, (0, 0))
        self.group.draw(surface)


def demo_scene(app, seed: int = 1, moment=None):
    return SettingsScene(app)
