"""Nothing clipped, nothing tiny: every string the menus draw fits its space in English and 繁體中文 with at
most a small shrink, and text never drops below the minimum size."""
import pytest

from game.core.setup import GameSetup, SeatConfig
from game.engine import i18n, text, theme
from game.engine.curtain import Curtain
from game.engine.menus.device_prompt import DevicePrompt
from game.engine.menus.end_screen import demo_scene as end_demo
from game.engine.menus.pause import PauseMenu
from game.engine.menus.rules_view import RulesView
from game.engine.menus.settings_scene import SettingsScene
from game.engine.menus.setup import SetupScene
from game.engine.menus.title import TitleScene
from game.engine.scene import Scene


def stacks(app):
    names = ["Mia", "Leo", "Ada", "Kai", "Zoe", "Ben", "Ivy", "Max"]
    yield [TitleScene(app)]
    yield [SetupScene(app, "pied_piper", GameSetup.all_bots("pied_piper", 5))]
    yield [SetupScene(app, "magic_maze", GameSetup("magic_maze", [SeatConfig(n) for n in names]))]
    yield [SettingsScene(app)]
    yield [Scene(app), PauseMenu(app, "pied_piper")]
    quitting = PauseMenu(app, "pied_piper")
    quitting.ask_quit()
    yield [Scene(app), quitting]
    yield [RulesView(app, "pied_piper")]
    yield [Scene(app), Curtain(app, "Mia", colour="green")]
    yield [Scene(app), end_demo(app, 2)]
    yield [Scene(app), DevicePrompt(app, 0, "Mia", colour="red")]


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_text_fits_without_shrinking_much(app, lang, monkeypatch):
    i18n.set_language(lang)
    calls = []
    real = text.draw_text

    def spy(surface, s, pos, size, colour, anchor="topleft", bold=False, max_width=None, shadow=False):
        calls.append((s, size, bold, max_width))
        return real(surface, s, pos, size, colour, anchor, bold, max_width, shadow)

    monkeypatch.setattr(text, "draw_text", spy)
    for stack in stacks(app):
        app.stack = []
        for scene in stack:
            app.push(scene)
        app.frame(0.5)
        scene = stack[-1]
        if hasattr(scene, "_render_static"):
            scene._render_static()
        if hasattr(scene, "cards"):  # title cards are rendered once; render again under the spy
            for card in scene.cards:
                card.render_face()
    assert len(calls) > 100
    problems = []
    for s, size, bold, max_width in calls:
        if not s.strip() or max_width is None:
            continue
        width = text.render(s, size, (255, 255, 255), bold).get_width()
        fitted = size * min(1.0, max_width / max(1, width))
        # body text may shrink a little to fit, never below 32 px (titles and names are larger to start with)
        if size >= theme.SMALL and fitted < 32:
            problems.append((s, size, round(fitted), max_width))
    assert problems == [], problems
