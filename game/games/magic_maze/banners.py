"""Over the mall: the "Get ready 3-2-1" with the scenario's rule before the sand starts (a continued game's says
the game resumes), the theft alarm (a red
frame blinking for ALARM_SECONDS, and its banner), the talk window's banner (scenario 12: gestures only, and
how), and scenario 11's rearranging."""
from __future__ import annotations

import math

import pygame

from game.engine import text
from game.engine.i18n import tr
from game.engine.table.part import Part
from game.games.magic_maze import moves as M
from game.games.magic_maze.hud import MALL_RECT, RED, WHITE, banner

ALARM_SECONDS = 4.0
PULSE_STEP = 6  # px between the count's sizes


class Banners(Part):
    def __init__(self, ctx, sand, gestures):
        self.ctx = ctx
        self.sand = sand
        self.gestures = gestures
        self.alarm_left = 0.0

    def on_events(self, seat, action, events) -> None:
        if any(isinstance(e, M.ItemsStolen) for e in events):
            self.alarm_left = ALARM_SECONDS

    def update(self, dt: float) -> None:
        self.alarm_left = max(0.0, self.alarm_left - dt)

    def hush(self) -> None:
        """The theft alarm stops."""
        self.alarm_left = 0.0

    def draw(self, surface) -> None:
        s = self.ctx.state
        centre = MALL_RECT.centerx
        ready_left = self.sand.ready_left
        if ready_left > 0:
            n = math.ceil(ready_left)
            # the number shrinks through the second in a few sizes (each drawn once, then kept by text.render),
            # under the start tile, not over the heroes
            size = 180 + PULSE_STEP * round(50 / PULSE_STEP * (ready_left % 1))
            text.draw_text(surface, str(n), (MALL_RECT.centerx, MALL_RECT.bottom - 150), size, WHITE,
                           anchor="center", bold=True, shadow=True)
            if self.sand.resumed:
                ban = banner(tr("magic_maze_screen.resumed_title"), "turn", "")
            else:
                title = tr(f"magic_maze.scenario.{s.scenario}.title")
                ban = banner(tr("magic_maze_screen.get_ready_title", title=title), "turn",
                             tr(f"magic_maze.scenario.{s.scenario}.rule"))
            surface.blit(ban, ban.get_rect(midtop=(centre, 20)))
            return
        if self.alarm_left > 0 and int(self.alarm_left * 4) % 2 == 0:
            pygame.draw.rect(surface, RED, MALL_RECT, 14)
        words, style, sub = None, "turn", ""
        if self.alarm_left > 0:
            words, style = tr("magic_maze.theft"), "bad"
        elif s.talk in ("sand", "elf"):
            if s.sc.talk == "gestures":
                words, sub = tr("magic_maze.talk.gestures"), self.gestures.how()
            else:
                words, sub = tr(f"magic_maze.talk.{s.talk}"), tr("magic_maze_screen.talk_ends")
        elif s.phase == "rearrange":
            words, style = tr("magic_maze.rearrange", count=s.rearrange_left), "time"
        if words:
            ban = banner(words, style, sub)
            surface.blit(ban, ban.get_rect(midtop=(centre, 16)))
