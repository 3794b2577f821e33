"""The set-up screen's settings column (players, options, settings, "Advanced") and everything else above the
bottom row ends above Back, the help line and Start, for every game at every player count, in both languages,
with the column's words at 28 px or more."""
from __future__ import annotations

import pygame
import pytest

from game.engine import i18n
from game.engine.menus.setup import HELP_RECT, SetupScene
from game.games import registry
from tests.fakes import FakeApp

GAMES = registry().ids()


def _column(scene) -> list:
    """The left column's rows, top to bottom (an open "Advanced" panel's options lie over the seats instead)."""
    rows = [scene.players_choice, *scene.option_choices.values(), *scene.setting_choices.values(), scene.fold]
    return sorted((w for w in rows if w.rect.x == scene.players_choice.rect.x), key=lambda w: w.rect.y)


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
@pytest.mark.parametrize("game", GAMES)
def test_the_settings_column_ends_above_the_bottom_row_at_every_player_count(game, lang, text_sizes):
    i18n.set_language(lang)
    try:
        app = FakeApp()
        scene = SetupScene(app, game)
        info = app.games.get(game)
        surface = pygame.Surface((1920, 1080))
        for players in range(info.min_players, info.max_players + 1):
            for advanced in (False, True):
                scene.set_players(players)
                if scene.advanced_open != advanced:
                    scene.toggle_advanced()
                bottom_row = [scene.back_button.rect, scene.start.rect, HELP_RECT]
                floor = min(r.top for r in bottom_row)
                column = _column(scene)
                for above, below in zip(column, column[1:]):
                    assert above.rect.bottom <= below.rect.top, (game, players)
                for widget in scene.group.widgets:
                    if widget in (scene.back_button, scene.start):
                        continue
                    assert widget.rect.bottom <= floor, (game, players, advanced, widget.rect)
                    assert not any(widget.rect.colliderect(r) for r in bottom_row)
                text_sizes.clear()
                for widget in column:
                    widget.draw(surface, widget.rect, False, 0.0)
                sizes = [size for _s, size in text_sizes]
                assert sizes and min(sizes) >= 28, (game, players, sorted(text_sizes, key=lambda t: t[1])[:3])
    finally:
        i18n.set_language("en")
