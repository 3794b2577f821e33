"""Magic Maze's sentences for the game log (GameScene.log_lines): what changes the table — a tile explored,
a portal or an escalator taken, the hourglass flipped, talking allowed, a camera broken, the crystal ball, the
items stolen, a hero escaped, the action tiles passed, a nudge, the end. A hero's plain steps (dozens a minute)
are left out: the heroes on the board already show them."""
from __future__ import annotations

from game.engine.i18n import tr
from game.games.magic_maze import moves as M


def hero(name: str) -> str:
    return tr(f"magic_maze.hero.{name}")


def clock(seconds: float) -> str:
    m, s = divmod(max(0, int(round(seconds))), 60)
    return f"{m}:{s:02d}"


def line(seat_name, e) -> tuple[int | None, str] | None:
    """One event's sentence (None: not worth a line); `seat_name(seat)` names the seats."""
    seat = getattr(e, "seat", None)
    name = seat_name(seat)
    if isinstance(e, M.HeroMoved) and e.how in ("portal", "escalator"):
        return seat, tr(f"magic_maze_log.{e.how}", name=name, hero=hero(e.hero))
    if isinstance(e, M.TileExplored):
        return seat, tr("magic_maze_log.crystal_tile" if e.crystal else "magic_maze_log.explored", name=name)
    if isinstance(e, M.SandTurned):
        if e.sand_left is None:
            return None, tr("magic_maze_log.sand", hero=hero(e.hero))
        return None, tr("magic_maze_log.sand_left", hero=hero(e.hero), time=clock(e.sand_left))
    if isinstance(e, M.TalkStarted):
        return None, tr("magic_maze.talk.gestures" if e.mode == "gestures" else f"magic_maze.talk.{e.reason}")
    if isinstance(e, M.CameraDestroyed):
        return None, tr("magic_maze.camera_broken")
    if isinstance(e, M.CrystalBallUsed):
        return None, tr("magic_maze.crystal_used")
    if isinstance(e, M.ItemsStolen):
        return None, tr("magic_maze_log.stolen")
    if isinstance(e, M.HeroEscaped):
        return None, tr("magic_maze.escaped", hero=hero(e.hero))
    if isinstance(e, M.ActionTilesPassed):
        return None, tr("magic_maze.tiles_passed")
    if isinstance(e, M.Nudged):
        return seat, tr("magic_maze_log.nudged", name=name, target=seat_name(e.target))
    if isinstance(e, M.TileRemoved):
        return seat, tr("magic_maze_log.removed", name=name)
    if isinstance(e, M.GameWon):
        return None, tr("magic_maze_log.won", time=clock(e.time_used))
    if isinstance(e, M.GameLost):
        return None, tr(f"magic_maze.lost.{e.reason}")
    return None


def lines(seat_name, events) -> list[tuple[int | None, str]]:
    return [out for out in (line(seat_name, e) for e in events) if out is not None]
