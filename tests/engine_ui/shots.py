"""Render every menu to PNG (English and 繁體中文) for a look by eye:
    python -m tests.engine_ui.shots /tmp/shots"""
from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


import pygame

from game.core.setup import GameSetup, SeatConfig
from game.engine import i18n
from game.engine.scene import Scene
from tests.fakes import FakeApp, FakeSaves


class Board(Scene):
    """A stand-in game board under the overlays."""

    def draw(self, surface):
        from game.engine import theme

        surface.fill((40, 90, 60))
        for i in range(12):
            theme.draw_seat_badge(surface, ("red", "blue", "yellow", "green", "purple")[i % 5],
                                  (160 + i * 140, 540), 50)


def scenes(app):
    from game.engine.curtain import Curtain
    from game.engine.menus.device_prompt import DevicePrompt
    from game.engine.menus.end_screen import demo_scene as end_demo
    from game.engine.menus.pause import PauseMenu
    from game.engine.menus.rules_view import RulesView
    from game.engine.menus.settings_scene import SettingsScene
    from game.engine.menus.setup import SetupScene
    from game.engine.menus.title import TitleScene

    yield "title", [TitleScene(app)]
    title = TitleScene(app)
    title.group.focus(title.cards[3])
    yield "title_card", [title]
    yield "setup", [SetupScene(app, "pied_piper")]
    five = GameSetup.all_bots("pied_piper", 5)
    five.seats[3].kind = "human"
    five.seats[3].device = "kb_numpad"
    yield "setup5", [SetupScene(app, "pied_piper", five)]
    names = ["Mia", "Leo", "Ada", "Kai", "Zoe", "Ben", "Ivy", "Max"]
    yield "setup8", [SetupScene(app, "magic_maze", GameSetup("magic_maze", [SeatConfig(n) for n in names]))]
    yield "settings", [SettingsScene(app)]
    yield "pause", [Board(app), PauseMenu(app, "pied_piper")]
    pause = PauseMenu(app, "pied_piper")
    pause.ask_quit()
    yield "pause_quit", [Board(app), pause]
    yield "rules", [RulesView(app, "pied_piper")]
    yield "curtain", [Board(app), Curtain(app, "Mia", colour="blue")]
    yield "end", [Board(app), end_demo(app, 3)]
    yield "device", [Board(app), DevicePrompt(app, 1, "Leo", colour="blue")]


SAMPLE_RULES = {
    "en": "Each turn, play one card from your hand. The rats run to the house it names.\n\n"
          "When the piper plays, every rat in the street follows the music. " * 3 + "\n\n"
          "The game ends when a house holds seven rats: the player with the fewest rats wins.",
    "zh-TW": "每一輪，從手上打出一張牌，老鼠就會跑到牌上寫的那一戶。\n\n"
             "吹笛人吹起笛子時，街上所有的老鼠都會跟著音樂走。" * 3 + "\n\n"
             "當某一戶有七隻老鼠時遊戲結束：老鼠最少的玩家獲勝。",
}


def main(out: str) -> None:
    os.makedirs(out, exist_ok=True)
    for lang, body in SAMPLE_RULES.items():  # a stand-in until the game ships its own rules text
        if not i18n.has("rules.pied_piper", lang):
            i18n.catalogue(lang)["rules.pied_piper"] = body
    pygame.init()
    screen = pygame.display.set_mode((1920, 1080))
    for lang in ("en", "zh-TW"):
        i18n.set_language(lang)
        app = FakeApp(saves=FakeSaves(slot=("x", {}, None)))
        for name, stack in scenes(app):
            app.stack = []
            for s in stack:
                app.push(s)
            for _ in range(40):
                app.frame(1 / 60, screen)
            path = os.path.join(out, f"{name}_{lang}.png")
            pygame.image.save(screen, path)
            print(path)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "/tmp/shots")
