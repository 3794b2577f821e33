"""Without a timer any seat with a pointer may stop the game: hold the stop button (in the left column's foot,
filling as it is held) for STOP_HOLD seconds, then, as the button asks, hold it once more within SURE_SECONDS
to confirm. No key stops the game: every key a seat has plays (Back cycles the heroes); a keyboard or pad seat
stops through the pause menu. The button is the kit's HoldToConfirm; the seat whose second hold fills gives up
for the team."""
from __future__ import annotations

import pygame

from game.engine import text
from game.engine.i18n import language, tr
from game.engine.table.hold import HoldToConfirm
from game.games.magic_maze import hud
from game.games.magic_maze import moves as M

STOP_HOLD = 2.0  # seconds to hold "stop the game" (no timer), each of the two times
SURE_SECONDS = 6.0  # seconds the button waits for the confirming hold


def stop_button(ctx, hints, sand) -> HoldToConfirm:
    """The hold of a game without a timer: a human seat may hold once the sand would run (after "Get ready")."""
    armed = {"until": -1.0}  # table clock until which a filled hold waits for its confirmation

    def allowed(seat) -> bool:
        return (ctx.seats.is_human(seat) and ctx.state.phase != "over" and not sand.counting()
                and not ctx.state.sand_total)

    def give_up(seat: int) -> None:
        if ctx.state.phase == "over":
            return
        if ctx.clock > armed["until"]:
            armed["until"] = ctx.clock + SURE_SECONDS  # the first hold only asks
            ctx.sound("select", 0.6)
            return
        armed["until"] = -1.0
        ctx.act(seat, M.GiveUp(seat))

    def draw(surface, held: float) -> None:
        if not ctx.state.sand_total:
            draw_stop(surface, held, ctx.clock <= armed["until"])

    return HoldToConfirm(STOP_HOLD, ctx, rect=hud.STOP_RECT, allowed=allowed, on_done=give_up, draw=draw)


KEY = (255, 0, 255)  # the kept picture's colour key: the corners outside the rounded button
_KEPT: dict = {}  # (asking, language, size) -> the unheld button's picture


def draw_stop(surface, held: float, asking: bool = False) -> None:
    """The stop button, filled as far as the longest hold has come, and how to stop (asking: hold once more).
    Unheld, it is one kept picture (its texts are not laid out again every frame)."""
    r = hud.STOP_RECT
    if held > 0:
        paint_stop(surface, r, held, asking)
        return
    key = (asking, language(), r.size, surface.get_bitsize())
    pic = _KEPT.get(key)
    if pic is None:
        if len(_KEPT) > 8:
            _KEPT.clear()
        pic = pygame.Surface(r.size, 0, surface)
        pic.fill(KEY)
        paint_stop(pic, pic.get_rect(), 0.0, asking)
        pic.set_colorkey(KEY, pygame.RLEACCEL)
        _KEPT[key] = pic
    surface.blit(pic, r)


def paint_stop(surface, r: pygame.Rect, held: float, asking: bool) -> None:
    """The stop button drawn in `r`."""
    pygame.draw.rect(surface, (150, 22, 16) if asking else (92, 40, 34), r, border_radius=18)
    if held > 0:
        fill = r.copy()
        fill.w = round(r.w * held)
        pygame.draw.rect(surface, hud.RED, fill, border_radius=18)
    pygame.draw.rect(surface, hud.WHITE, r, 6 if asking else 4, border_radius=18)
    text.draw_text(surface, tr("magic_maze_screen.stop"), (r.centerx, r.y + 24), 34, hud.WHITE, anchor="center",
                   bold=True, max_width=r.w - 20)
    for i, line in enumerate(stop_how_lines(r.w - 16, asking)):
        text.draw_text(surface, line, (r.centerx, r.y + 60 + 30 * i), 28, hud.WHITE if asking else hud.SOFT,
                       anchor="center", max_width=r.w - 16)


def stop_how_lines(width: int, asking: bool = False) -> list[str]:
    """How to stop, up to three lines: hold here; once held, hold again to be sure."""
    how = tr("magic_maze_screen.stop_sure" if asking else "magic_maze_screen.stop_how")
    return text.wrap(how, 28, width)[:3]
