"""What the table says and plays when the rules answer: a sound for each kind of event (a hero's slide, portal
or escalator; a tile explored; the sand turned; talking allowed and over; the theft's alarm; an escape; the end),
a short message for what everyone should notice (an escape, a camera broken, the crystal ball, the action tiles
passed), and a won game into the book of challenges (`on_win(time_used)`)."""
from __future__ import annotations

from collections.abc import Callable

from game.engine.i18n import tr
from game.engine.table.part import Part
from game.games.magic_maze import moves as M

SOUNDS = {"move": "slide", "portal": "portal", "escalator": "escalator"}


class Announcer(Part):
    def __init__(self, ctx, on_win: Callable[[float], None]):
        self.ctx = ctx
        self.on_win = on_win

    def on_events(self, seat, action, events) -> None:
        for e in events:
            self.event(e)

    def event(self, e) -> None:
        sound, say = self.ctx.sound, self.ctx.say
        if isinstance(e, M.HeroMoved):
            sound(SOUNDS.get(e.how, "slide"), 0.6)
        elif isinstance(e, M.TileExplored):
            sound("explore", 0.8)
        elif isinstance(e, M.SandTurned):
            sound("flip")
        elif isinstance(e, M.TalkStarted):
            sound("talk")
        elif isinstance(e, M.TalkEnded):
            sound("shush", 0.5)
        elif isinstance(e, M.ItemsStolen):
            sound("alarm")
        elif isinstance(e, M.HeroEscaped):
            sound("exit")
            say(None, tr("magic_maze.escaped", hero=tr(f"magic_maze.hero.{e.hero}")))
        elif isinstance(e, M.CameraDestroyed):
            say(None, tr("magic_maze.camera_broken"))
        elif isinstance(e, M.CrystalBallUsed):
            say(None, tr("magic_maze.crystal_used"))
        elif isinstance(e, M.ActionTilesPassed):
            say(None, tr("magic_maze.tiles_passed"))
        elif isinstance(e, M.GameWon):
            sound("win")
            self.on_win(e.time_used)
        elif isinstance(e, M.GameLost):
            sound("lose")
