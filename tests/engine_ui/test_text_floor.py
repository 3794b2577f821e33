"""The sofa floor: no text drawn smaller than 28 px on the 1920x1080 canvas, in any menu or game scene, in
English and 繁體中文 (issue 10, item 1).

Every string reaches the screen through `text.render` (draw_text calls it after shrink-to-fit), so a text_sizes on
it sees the size actually drawn. The test builds every scene in the live registry (games that land later are
checked too) at every screenshot moment its `demo.MOMENTS` offers, plus the overlay menus (pause, rules,
end screen, curtain, device prompt), runs frames and lists (scene, moment, string, size) below the floor.
The physics sandbox is skipped: it is a developer tool (game/devtools), reached only from the dev menu.
Not seen by the text_sizes: text drawn on a surface that is later scaled down (none known today)."""
from __future__ import annotations

import pytest

from game.engine import i18n, text

FLOOR = 28
LANGS = ("en", "zh-TW")
FRAMES = 40
DEVELOPER_SCENES = {"physics_sandbox"}


def _registry_cases() -> list[tuple[str, object]]:
    from game.games import registry
    from game.tools.common import tool_scenes
    games = registry()
    cases = []
    for name in tool_scenes(games):
        if name in DEVELOPER_SCENES:
            continue
        moments: tuple = (None,)
        demo = games.get(name).optional_module("demo") if name in games else None
        if demo is not None:
            moments = (None,) + tuple(getattr(demo, "MOMENTS", ()))
        cases += [(name, m) for m in moments]
    return cases


def _small(seen) -> list[tuple[str, int]]:
    return sorted({(s, size) for s, size in seen if size < FLOOR}, key=lambda p: p[1])


def _report(where: str, small) -> str:
    return f"{where}: {len(small)} string(s) below {FLOOR} px:\n" + "\n".join(
        f"  {size:>3} px  {s!r}" for s, size in small[:40])


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("scene,moment", _registry_cases())
def test_registered_scene_text_at_least_floor(scene, moment, lang, text_sizes):
    from game.tools.common import FRAME_DT, headless_app, tool_scenes
    app = headless_app(lang)
    try:
        app.push(tool_scenes(app.games)[scene](app, 1, moment))
        for _ in range(FRAMES):
            app.frame(FRAME_DT, bench=True)
        assert not app.crashes, f"{scene} {moment} crashed"
    finally:
        app.shutdown()
    assert text_sizes, f"{scene} {moment}: the text_sizes saw no text at all (is text still drawn through text.render?)"
    small = _small(text_sizes)
    assert not small, _report(f"{scene} moment={moment} lang={lang}", small)


def _menu_names() -> list[str]:
    return ["title", "title_card", "setup", "setup5", "setup8", "settings", "pause", "pause_quit", "rules",
            "curtain", "end", "device"]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", _menu_names())
def test_menu_text_at_least_floor(name, lang, text_sizes, monkeypatch):
    import pygame

    from tests.engine_ui import shots
    from tests.fakes import FakeApp, FakeSaves
    i18n.set_language(lang)
    for code, body in shots.SAMPLE_RULES.items():  # rules text stand-in if the game ships none
        if not i18n.has("rules.pied_piper", code):
            monkeypatch.setitem(i18n.catalogue(code), "rules.pied_piper", body)
    app = FakeApp(saves=FakeSaves(slot=("x", {}, None)))
    stack = dict(shots.scenes(app))[name]
    screen = pygame.display.get_surface()
    del text_sizes[:]  # building every menu above drew nothing, but measure only this one's frames
    for s in stack:
        app.push(s)
    for _ in range(FRAMES):
        app.frame(1 / 60, screen)
    assert text_sizes, f"{name}: the text_sizes saw no text at all"
    small = _small(text_sizes)
    assert not small, _report(f"menu {name} lang={lang}", small)


def test_spy_sees_shrink_to_fit(text_sizes):
    """The text_sizes measures the size after max_width shrinks the text, which is what the player sees."""
    import pygame
    surf = pygame.Surface((400, 100))
    text.draw_text(surf, "a rather long line that cannot fit", (0, 0), 40, (255, 255, 255), max_width=200)
    assert text_sizes and text_sizes[-1][1] < 40
    assert _small(text_sizes)


@pytest.mark.parametrize("lang", LANGS)
def test_effect_banners_keep_their_explanation_readable(lang, text_sizes):
    """Baba Yaga's effect banner ("Short flight" + its one-sentence explanation, with the effect icon) appears
    only mid-game, between screenshot moments: build every one of them from the catalogue."""
    import pygame

    from game.engine.i18n import tr
    from game.engine.table import banner
    i18n.set_language(lang)
    helps = [k for k in i18n.catalogue(lang) if k.startswith("baba_yaga.effect.") and k.endswith(".help")]
    assert helps
    for key in helps:
        banner.banner_surface(tr(key[:-len(".help")]), "effect", tr(key), pygame.Surface((120, 120)))
    assert len(text_sizes) >= 2 * len(helps)
    small = _small(text_sizes)
    assert not small, _report(f"effect banners lang={lang}", small)


def _every_game() -> list[str]:
    from game import games
    return [info.id for info in games.every()]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", _every_game())
def test_setup_pause_and_rules_of_every_game_at_least_floor(game_id, lang, text_sizes):
    """The per-game menus with each game's own options and names: set-up at the fewest and the most seats
    (one human with a device, the rest bots), the pause menu, and the rules view."""
    import pygame

    from game import games
    from game.core.setup import GameSetup
    from game.engine.menus.pause import PauseMenu
    from game.engine.menus.rules_view import RulesView
    from game.engine.menus.setup import SetupScene
    from tests.fakes import FakeApp, FakeSaves
    i18n.set_language(lang)
    info = games.get(game_id)
    screen = pygame.display.get_surface()
    problems = []
    for n in sorted({info.min_players, info.max_players, info.most_players}):
        # a larger table than max_players only with its option's value (Magic Maze's scenario 9 seats nine)
        options = next(({o: v} for o, v, lo, hi in info.ranges if lo <= n <= hi and n > info.max_players), {})
        seats = GameSetup.all_bots(game_id, n, options=options)
        seats.seats[0].kind = "human"
        seats.seats[0].device = "kb_numpad"
        stacks = {f"setup{n}": lambda app, s=seats: [SetupScene(app, game_id, s)]}
        if n == info.max_players:
            stacks["pause"] = lambda app: [PauseMenu(app, game_id)]
            if i18n.has(f"rules.{game_id}", lang):
                stacks["rules"] = lambda app: [RulesView(app, game_id)]
        for name, make in stacks.items():
            app = FakeApp(saves=FakeSaves(slot=("x", {}, None)))
            del text_sizes[:]
            for s in make(app):
                app.push(s)
            for _ in range(FRAMES):
                app.frame(1 / 60, screen)
            assert text_sizes, f"{game_id} {name}: the text_sizes saw no text"
            if _small(text_sizes):
                problems.append(_report(f"{game_id} {name} lang={lang}", _small(text_sizes)))
    assert not problems, "\n".join(problems)


def test_an_ellipsis_is_three_low_dots_in_english_and_the_centred_one_in_chinese():
    import pygame

    from game.engine import i18n, text

    pygame.font.init()
    try:
        i18n.set_language("en")
        low = pygame.image.tobytes(text.render("Wait\u2026", 40, (255, 255, 255)), "RGBA")
        assert low == pygame.image.tobytes(text.render("Wait...", 40, (255, 255, 255)), "RGBA")
        assert text.size_of("Wait\u2026", 40) == text.size_of("Wait...", 40)
        i18n.set_language("zh-TW")
        assert text.shown("等一下\u2026") == "等一下\u2026"  # the Chinese ellipsis sits mid-height, as it should
    finally:
        i18n.set_language("en")
