"""Jack & the Beanstalk on a phone: the secret card choice (your hand, with each card's dice and power) made on
your own phone, so nobody at the table sees it; on your turn on the stalk the phone is a touchpad (touch by the
stalk to pick the piece up, drag to carry it, LB / RB turn it, lift the finger to let it go) beside the
controller. The finger is the pointer's button held down ("point"): the touch and the lift stay the pick-up and
the letting go even when the touch lands while the TV still shows a word (TableInput.update). Before rolling,
while the axe is still yours, the touchpad pulls the axe back like a sling: drag away from where it should fly
(the TV shows the aim as you go), let go to throw; let go where the finger came down to keep the axe. A pull
becomes the very aim the mouse gives (table_input.aim_from)."""
from __future__ import annotations

from game.engine.i18n import tr
from game.games.beanstalk import cards as C
from game.games.beanstalk import events as E
from game.games.beanstalk import stalk as S
from game.games.beanstalk.table_input import PULL_MM, aim_from

PULL_PAD = 0.6  # a pull of this many pad widths is a full-strength throw (the mouse's PULL_MM)
KEEP = 0.06  # let go closer than this (pad widths) to where the finger came down: the axe is put down


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
                "pad": True, "touchpad": "point"}
    if any(isinstance(a, E.ThrowAxe) for a in legal):  # before rolling, the axe still in hand: pull it back
        return {"title": tr("phone.beanstalk.hand") if hand else "", "lines": [tr("phone.beanstalk.axe"), *lines],
                "choices": [], "pad": True, "touchpad": "pull"}
    return {"title": tr("phone.beanstalk.hand") if hand else "", "lines": lines, "choices": [], "pad": True}


def pull_aim(dx: float, dy: float) -> tuple[float, float]:
    """(angle, strength) of a pull: the finger's way on the pad (pad widths, y down) is the mouse's way from the
    thrower's elbow on the table (mm, y up), scaled so PULL_PAD widths pull back all the way."""
    x0, y0 = S.AXE_START
    scale = PULL_MM / PULL_PAD
    return aim_from((x0 + dx * scale, y0 - dy * scale))
