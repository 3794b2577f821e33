"""Magic Maze's sentences for the game log (GameScene.log_lines): what changes the table — a tile explored,
a portal or an escalator taken, the hourglass flipped, talking allowed, a camera broken, the crystal ball, the
items stolen, a hero escaped, the action tiles passed, a nudge, the end. A hero's plain steps (dozens a minute)
are left out: the heroes on the board already show them."""
from __future__ import annotations

from dataclasses import replace

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
        return seat, wave_line(seat_name, e.wave or (seat,), e.target)
    if isinstance(e, M.TileRemoved):
        return seat, tr("magic_maze_log.removed", name=name)
    if isinstance(e, M.GameWon):
        return None, tr("magic_maze_log.won", time=clock(e.time_used))
    if isinstance(e, M.GameLost):
        return None, tr(f"magic_maze.lost.{e.reason}")
    return None


def names(words: list[str]) -> str:
    """"Ada", "Ada and Kai", "Ada, Kai and Zoe"."""
    if len(words) < 2:
        return "".join(words)
    return tr("magic_maze_log.list_sep").join(words[:-1]) + tr("magic_maze_log.list_and") + words[-1]


def wave_line(seat_name, wave, target: int) -> str:
    """One line for a whole nudge wave: every seat that nudged, and who."""
    return tr("magic_maze_log.nudged", name=names([seat_name(s) for s in wave]), target=seat_name(target))


def lines(seat_name, events, log=None) -> list[tuple[int | None, str]]:
    """The events' sentences. A seat joining a nudge wave rewrites the wave's line in `log` (the kit's GameLog)
    instead of adding one: the log keeps one line per wave."""
    out = []
    for e in events:
        if isinstance(e, M.Nudged) and e.joined and log is not None and rewrite_wave(seat_name, e, log):
            continue
        got = line(seat_name, e)
        if got is not None:
            out.append(got)
    return out


def rewrite_wave(seat_name, e, log) -> bool:
    """The wave's line without its newest seat, found from the end of the log, now names them all."""
    before = " ".join(wave_line(seat_name, tuple(e.wave)[:-1], e.target).split())
    for i in range(len(log.entries) - 1, -1, -1):
        entry = log.entries[i]
        if entry.text == before:
            log.entries[i] = replace(entry, text=wave_line(seat_name, e.wave, e.target))
            return True
    return False
