"""Without a timer any seat may stop the game: hold the stop button (in the left column's foot, filling as it is
held), or hold Back, for STOP_HOLD seconds; a short press of Back still cycles the hero. The button is the kit's
HoldToConfirm; the seat whose hold fills gives up for the team."""
from __future__ import annotations

import pygame

from game.engine import text
from game.engine.i18n import tr
from game.engine.intents import BACK
from game.engine.table.hold import HoldToConfirm
from game.games.magic_maze import hud
from game.games.magic_maze import moves as M

STOP_HOLD = 2.0  # seconds to hold "stop the game" (no timer)


def stop_button(ctx, hints, sand) -> HoldToConfirm:
    """The hold of a game without a timer: a human seat may hold once the sand would run (after "Get ready")."""
    def allowed(seat) -> bool:
        return (ctx.seats.is_human(seat) and ctx.state.phase != "over" and not sand.counting()
                and not ctx.state.sand_total)

    def give_up(seat: int) -> None:
        if ctx.state.phase != "over":
            ctx.act(seat, M.GiveUp(seat))

    def draw(surface, held: float) -> None:
        if not ctx.state.sand_total:
            draw_stop(surface, held, hints.back_keys())

    return HoldToConfirm(STOP_HOLD, ctx, keys=(BACK,), rect=hud.STOP_RECT, allowed=allowed, on_done=give_up,
                         draw=draw)


def draw_stop(surface, held: float, keys: list[str]) -> None:
    """The stop button, filled as far as the longest hold has come, and how to stop (the seats' Back keys)."""
    r = hud.STOP_RECT
    pygame.draw.rect(surface, (92, 40, 34), r, border_radius=18)
    if held > 0:
        fill = r.copy()
        fill.w = round(r.w * held)
        pygame.draw.rect(surface, hud.RED, fill, border_radius=18)
    pygame.draw.rect(surface, hud.WHITE, r, 4, border_radius=18)
    text.draw_text(surface, tr("magic_maze_screen.stop"), (r.centerx, r.y + 24), 34, hud.WHITE, anchor="center",
                   bold=True, max_width=r.w - 20)
    for i, line in enumerate(stop_how_lines(keys, r.w - 16)):
        text.draw_text(surface, line, (r.centerx, r.y + 60 + 30 * i), 28, hud.SOFT, anchor="center",
                       max_width=r.w - 16)


def stop_how_lines(keys: list[str], width: int) -> list[str]:
    """How to stop: hold the button, or hold a Back key (the keys' seats' own names for it): up to three lines
    (four seats' keys fit)."""
    if keys:
        how = tr("magic_maze_screen.stop_how_keys", keys=tr("magic_maze_screen.key_sep").join(keys))
    else:
        how = tr("magic_maze_screen.stop_how")
    return text.wrap(how, 28, width)[:3]
