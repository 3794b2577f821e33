"""The table round the stalk: the seats' panel (badge, name, gold bags face down until the end, treasures left,
axe, bean, eye token, the card played), what to do now, the last three things that happened, the choice buttons
and the secret hand of cards. Layout rects live here so the input (table_input.py) hits what is drawn."""
from __future__ import annotations

import pygame

from game.engine import theme
from game.engine.assets import image
from game.engine.text import draw_text
from game.games.beanstalk.view import art_colour

PANEL = pygame.Rect(16, 100, 380, 900)
CARD_W, CARD_H = 170, 250
BUTTON_H = 84
BUTTON_Y = 960


def seat_rect(i: int, n: int) -> pygame.Rect:
    h = min(176, PANEL.height // max(1, n))
    return pygame.Rect(PANEL.x, PANEL.y + i * h, PANEL.width, h - 8)


def card_rects(n: int) -> list[pygame.Rect]:
    x0 = 1080 - (n * (CARD_W + 30) - 30) // 2
    return [pygame.Rect(x0 + i * (CARD_W + 30), 640, CARD_W, CARD_H) for i in range(n)]


def button_rects(labels: list[str]) -> list[pygame.Rect]:
    widths = [max(220, 40 + 20 * len(s)) for s in labels]
    total = sum(widths) + 24 * (len(widths) - 1)
    x = 1080 - total // 2
    out = []
    for w in widths:
        out.append(pygame.Rect(x, BUTTON_Y, w, BUTTON_H))
        x += w + 24
    return out


def seats(surface, scene, view: dict, final: dict | None) -> None:
    n = view["players"]
    for i in range(n):
        r = seat_rect(i, n)
        acting = i == view["actor"]
        theme.draw_panel(surface, r, theme.PANEL_HI if acting else theme.PANEL, radius=18, shadow=False,
                         border=theme.GOLD if acting else theme.PANEL_EDGE, border_width=4 if acting else 2)
        colour = art_colour(scene.seat_colour(i))
        surface.blit(image(f"beanstalk/seat_{colour}.svg", (64, 64)), (r.x + 10, r.y + 10))
        draw_text(surface, scene.seat_name(i) or "", (r.x + 84, r.y + 12), 34, theme.TEXT, bold=True,
                  max_width=200)
        x = r.right - 12
        for icon, on in (("bean", view["bean"] == i), ("eye_token", view["eye"] == i),
                         (f"axe_token_{colour}", view["axes"][i])):
            if on:
                pic = image(f"beanstalk/{icon}.svg", (44, 44))
                surface.blit(pic, pic.get_rect(topright=(x, r.y + 12)))
                x -= 50
        card = view["revealed"][i]
        if card is not None and view["phase"] != "choose":
            pic = image(f"beanstalk/card_{colour}_{card}.svg", (52, 76))
            surface.blit(pic, pic.get_rect(bottomright=(r.right - 12, r.bottom - 8)))
        elif view["phase"] == "choose" and view["chosen"][i]:
            pic = image("beanstalk/card_back.svg", (52, 76))
            surface.blit(pic, pic.get_rect(bottomright=(r.right - 12, r.bottom - 8)))
        # gold: face down (a count) until the end, then every bag's value
        y = r.y + 84
        bags = final["bags"][i] if final else None
        count = len(bags) if bags is not None else view["gold_counts"][i]
        for k in range(min(count, 7)):
            name = f"beanstalk/gold_{bags[k]}.svg" if bags is not None else "beanstalk/gold_back.svg"
            surface.blit(image(name, (40, 40)), (r.x + 12 + k * 30, y))
        label = str(final["totals"][i]) if final else f"x{count}"
        draw_text(surface, label, (r.x + 236, y + 20), 32, theme.GOLD, anchor="midleft", bold=bool(final))
        surface.blit(image(f"beanstalk/treasure_{colour}.svg", (44, 30)), (r.x + 12, r.bottom - 40))
        draw_text(surface, str(view["treasures"][i]), (r.x + 62, r.bottom - 25), 30, theme.TEXT, anchor="midleft")


def status(surface, line: str) -> None:
    if line:
        draw_text(surface, line, (1080, 16), 44, theme.TEXT, anchor="midtop", bold=True, max_width=1200,
                  shadow=True)


def buttons(surface, labels: list[str], focus: int) -> None:
    for i, (r, text) in enumerate(zip(button_rects(labels), labels)):
        on = i == focus
        theme.draw_panel(surface, r, theme.GOLD if on else theme.PANEL, radius=20, shadow=True,
                         border=theme.GOLD_HI if on else theme.PANEL_EDGE)
        draw_text(surface, text, r.center, 34, theme.TEXT_ON_GOLD if on else theme.TEXT, anchor="center",
                  bold=True, max_width=r.width - 24)


def cards(surface, hand: list[int], colour: str, focus: int) -> None:
    for i, (r, card) in enumerate(zip(card_rects(len(hand)), hand)):
        rr = r.move(0, -40) if i == focus else r
        if i == focus:
            pygame.draw.rect(surface, theme.GOLD, rr.inflate(16, 16), border_radius=18)
        surface.blit(image(f"beanstalk/card_{art_colour(colour)}_{card}.svg", rr.size), rr.topleft)


def big_word(surface, text: str, t: float, colour=theme.GOLD_HI) -> None:
    """FEE-FI-FO-FUM!, the fall: a word that swells in the middle of the sky."""
    size = round(72 + 40 * min(1.0, t * 3))
    draw_text(surface, text, (1080, 330), size, colour, anchor="center", bold=True, shadow=True, max_width=1400)
