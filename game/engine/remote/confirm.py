"""The TV asks the family before a phone takes a seat another phone holds (that phone is away): "Ada's phone
wants to play for Leo. Yes / No". Anyone but the asking phone answers: OK / confirm for yes, Back for no, or a
click on either button. One question at a time; a newer request while one is open is refused."""
from __future__ import annotations

import pygame

from game.engine import intents as it
from game.engine import text, theme
from game.engine.i18n import tr
from game.engine.intents import phone_device
from game.engine.scene import Scene

YES_RECT = pygame.Rect(560, 640, 360, 110)
NO_RECT = pygame.Rect(1000, 640, 360, 110)


class TakeQuestion:
    def __init__(self, phones, pid: str, seat: int, seat_name: str):
        self.phones, self.pid, self.seat, self.seat_name = phones, pid, seat, seat_name


def ask_to_take(phones, pid: str, seat: int, seat_name: str) -> bool:
    if phones.confirm is not None:
        phones.server.send(pid, {"t": "refused", "seat": seat, "why": "busy"})
        return False
    question = TakeQuestion(phones, pid, seat, seat_name)
    phones.confirm = question
    phones.app.push(PhoneConfirm(phones.app, question))
    phones._seats_at = 0.0
    return True


class PhoneConfirm(Scene):
    overlay = True
    uses_game_time = False

    def __init__(self, app, question: TakeQuestion):
        super().__init__(app)
        self.q = question
        self.asker = phone_device(question.pid)
        self.done = False

    def answer(self, yes: bool) -> None:
        if self.done:
            return
        self.done = True
        phones = self.q.phones
        phones.confirm = None
        if self.app.top is self:
            self.app.pop()
        if yes and phones.server is not None:
            phones.give(self.q.pid, self.q.seat, self.app.input)
        elif phones.server is not None:
            phones.server.send(self.q.pid, {"t": "refused", "seat": self.q.seat, "why": "no"})
        phones._seats_at = 0.0

    def on_intent(self, intent: it.Intent) -> None:
        if intent.device == self.asker or intent.repeat:
            return
        if intent.action == it.POINTER_DOWN and intent.pos is not None:
            if YES_RECT.collidepoint(intent.pos):
                self.answer(True)
            elif NO_RECT.collidepoint(intent.pos):
                self.answer(False)
        elif intent.action == it.CONFIRM:
            self.answer(True)
        elif intent.action in (it.BACK, it.PAUSE):
            self.answer(False)

    def draw(self, surface: pygame.Surface) -> None:
        theme.dim(surface, 200)
        panel = pygame.Rect(0, 0, 1200, 480)
        panel.center = (960, 560)
        theme.draw_panel(surface, panel, theme.BG_TOP, border=theme.GOLD, border_width=4)
        name = self.q.phones.names.get(self.q.pid, "?")
        text.draw_text(surface, tr("phones.confirm.title", name=name, seat=self.q.seat_name),
                       (960, panel.y + 50), theme.HEADING, theme.GOLD_HI, anchor="midtop", bold=True,
                       max_width=panel.w - 80)
        text.draw_text(surface, tr("phones.confirm.body"), (960, panel.y + 170), theme.BODY, theme.TEXT,
                       anchor="midtop", max_width=panel.w - 80)
        for rect, key, primary in ((YES_RECT, "phones.confirm.yes", True), (NO_RECT, "phones.confirm.no", False)):
            theme.draw_panel(surface, rect, theme.GOLD if primary else theme.BG_TOP, border=theme.GOLD)
            text.draw_text(surface, tr(key), rect.center, theme.BODY, theme.BG_TOP if primary else theme.TEXT,
                           anchor="center", bold=True, max_width=rect.w - 20)
