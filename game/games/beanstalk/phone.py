"""Jack & the Beanstalk on a phone: the secret card choice (your hand, with each card's dice and power) made on
your own phone, so nobody at the table sees it; on your turn on the stalk the phone is a touchpad (touch by the
stalk to pick the piece up, drag to carry it, LB / RB turn it, lift the finger to let it go) beside the
controller."""
from __future__ import annotations

from game.engine.i18n import tr
from game.games.beanstalk import cards as C


def card_words(card: int) -> tuple[str, str]:
    return tr("phone.beanstalk.card", card=card, dice=C.dice_for(card)), tr(f"beanstalk.power.{card}")


def phone_screen(view: dict, seat: int, legal: list) -> dict:
    hand = view.get("hand", [])
    if view.get("phase") == "choose":
        picks = [a for a in legal if type(a).__name__ == "ChooseCard"]
        if picks:
            choices = []
            for a in picks:
                label, hint = card_words(a.card)
                choices.append({"label": label, "hint": hint, "action": a, "wide": True})
            return {"title": tr("phone.beanstalk.choose"), "lines": [], "choices": choices, "pad": False}
        mine = view.get("my_choice")
        lines = [tr("phone.beanstalk.chosen", card=card_words(mine)[0])] if mine is not None else []
        return {"title": tr("beanstalk.err.wait_for_choices"), "lines": lines, "choices": [], "pad": False}
    lines = [" · ".join(card_words(c)) for c in hand]
    stacking = view.get("phase") == "stack" and view.get("actor") == seat
    if stacking:  # the phone is a touchpad: drag to carry the piece, the shoulders turn it, lift to let go
        return {"title": tr("phone.beanstalk.stack"), "lines": [tr("phone.beanstalk.touchpad")], "choices": [],
                "pad": True, "touchpad": "drag"}
    return {"title": tr("phone.beanstalk.hand") if hand else "", "lines": lines, "choices": [], "pad": True}
