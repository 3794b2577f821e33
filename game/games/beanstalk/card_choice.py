"""Who acts now and may press: in the choose phase every seat picks a card in secret, bots at once, humans one
after another, each behind the hot-seat curtain when more than one person plays (`chooser`: the human whose hand
of cards is on show; `curtain_up` while the curtain waits); otherwise the rules' actor. Intents count only from
the acting human's device, never while the curtain is up.

A part of the Beanstalk scene (a mixin): it keeps `chooser` and `curtain_up` on the scene (draw_table.py and
table_input.py read them there), puts the keys' `focus` back on the first card for each chooser, and reads the
scene's state, humans, bots, view and legal."""
from __future__ import annotations


class CardChoice:
    def init_card_choice(self) -> None:
        self.chooser: int | None = None  # the human whose hand of cards is on show (choose phase)
        self.curtain_up = False

    def acting(self) -> int | None:
        s = self.state
        return self.chooser if s.phase == "choose" else s.actor

    def accepts(self, intent) -> bool:
        seat = self.acting()
        return seat is not None and self.is_human(seat) and not self.curtain_up and (
            intent.seat == seat or intent.seat is None or intent.device == self.device_of(seat))

    def _choose_phase(self) -> None:
        s = self.state
        for seat in self.bots:  # bots choose at once
            if s.chosen[seat] is None:
                self.act(seat, self.bots[seat].choose(self.view(seat), self.legal(seat)))
        if s.phase != "choose":
            return
        waiting = [h for h in self.humans if s.chosen[h] is None]
        if self.chooser in waiting or not waiting or self.curtain_up:
            return
        seat = waiting[0]
        self.focus = 0
        if len(self.humans) > 1:
            self.chooser, self.curtain_up = None, True

            def reveal(seat=seat):
                self.curtain_up = False
                self.chooser = seat
            self.raise_curtain(seat, reveal)
        else:
            self.chooser = seat
