"""Screenshots of every game's log strip and whole-log overlay, English and 繁體中文, for a look from the sofa:
    python -m tests.engine_log.shots /work/wt/shots/log [game ...]
Bots play each game's demo table for a while (through GameScene.act, so the log fills), then the table is
saved with its strip, with the pause menu (its "Game log" entry) and with the whole log open over it."""
from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.tools.common import FRAME_DT, headless_app  # noqa: E402

GAMES = {"pied_piper": ("midgame5", 900), "baba_yaga": (None, 1500), "magic_maze": (None, 1500),
         "beanstalk": (None, 2400), "kragmortha": (None, 1500)}


def shoot(out: str, game: str, lang: str) -> None:
    from game.tools.common import tool_scenes

    moment, frames = GAMES[game]
    app = headless_app(lang)
    scene = tool_scenes(app.games)[game](app, 1, moment)
    app.push(scene)
    for _ in range(frames):
        app.frame(FRAME_DT, bench=True)
        if app.top is not scene:
            break
    while app.top is not scene and len(app.stack) > 1:
        app.pop()
    app.render()
    pygame.image.save(app.display.canvas, os.path.join(out, f"{game}_{lang}_strip.png"))
    app.open_pause_menu(game)  # its "Game log" entry
    for _ in range(20):
        app.frame(FRAME_DT)
    pygame.image.save(app.display.canvas, os.path.join(out, f"{game}_{lang}_pause.png"))
    app.pop()
    scene.open_log()
    for _ in range(30):
        app.frame(FRAME_DT)
    pygame.image.save(app.display.canvas, os.path.join(out, f"{game}_{lang}_whole.png"))
    print(game, lang, len(scene.game_log), "entries")
    app.shutdown()


def main(argv: list[str]) -> int:
    out = argv[0] if argv else "/tmp/log_shots"
    os.makedirs(out, exist_ok=True)
    for game in argv[1:] or list(GAMES):
        for lang in ("en", "zh-TW"):
            shoot(out, game, lang)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
