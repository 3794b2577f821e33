"""Kragmortha on a phone: your movement cards, your spellbooks and your penalty cards with what they do; in your
turn the card or spellbook to play, the card to discard or the penalty to cure. A choice the rules give your
seat on the board (where your goblin flees, where it pushes) comes to your phone too: it says so and vibrates,
and its arrows and A pick the cell on the TV."""
from __future__ import annotations

from game.engine.i18n import tr
from game.games.kragmortha import cards as K
from game.games.kragmortha import penalties as P
from game.games.kragmortha import spellbooks as B

BOARD_CHOICES = ("push", "teleport", "caught", "start_cell", "lord_teleport", "dark_steps", "blink", "swap", "shove",
                 "placement", "first_step", "second_step")


def card_label(card: int) -> str:
    a, b = K.symbols(card)
    who = tr(f"kragmortha.card.{K.target(card)}")
    return f"{who}: {tr(f'kragmortha.symbol.{a}')} + {tr(f'kragmortha.symbol.{b}')}"


def penalty_line(pid: int, broken: bool) -> str:
    key = P.PENALTIES[pid]["key"]
    name = tr(f"kragmortha.penalty.{key}")
    return f"{name}{' ✗' if broken else ''}: {tr(f'kragmortha.penalty.{key}.rule')}"


def phone_screen(view: dict, seat: int, legal: list) -> dict:
    phase = view.get("phase")
    hand = view.get("hand", [])
    penalties = (view.get("penalties") or [])[seat] if seat < len(view.get("penalties") or []) else []
    books = (view.get("books") or [])[seat] if seat < len(view.get("books") or []) else []
    lines = [tr("phone.kragmortha.cards") + ": " + (", ".join(card_label(c) for c in hand) or "–")]
    lines += [penalty_line(pid, broken) for pid, broken in penalties]
    lines += [f"{tr(f'kragmortha.book.{B.kind(bk)}')}: {tr(f'kragmortha.book.{B.kind(bk)}.rule')}"
              for bk, up in books if up]
    choices = []
    for a in legal:
        kind = type(a).__name__
        if kind == "PlayCard":
            choices.append({"label": card_label(a.card), "action": a})
        elif kind == "UseSpellbook":
            k = B.kind(a.book)
            choices.append({"label": tr(f"kragmortha.book.{k}"), "hint": tr(f"kragmortha.book.{k}.rule"),
                            "action": a})
        elif kind == "RevealHand":
            choices.append({"label": tr("kragmortha.reveal_hand"), "action": a, "wide": True})
        elif kind == "Pass":
            choices.append({"label": tr("kragmortha.pass"), "action": a, "wide": True})
        elif kind == "Stop":
            choices.append({"label": tr("kragmortha.stop"), "action": a, "wide": True})
        elif kind == "DiscardCard":
            choices.append({"label": card_label(a.card), "hint": tr("kragmortha.phase.discard"), "action": a})
        elif kind == "CurePenalty":
            key = P.PENALTIES[a.penalty]["key"]
            choices.append({"label": tr(f"kragmortha.penalty.{key}"), "action": a})
    on_board = bool(legal) and phase in BOARD_CHOICES
    title = tr(f"kragmortha.phase.{phase}") if legal and phase else ""
    if on_board:
        lines.insert(0, tr("phone.kragmortha.on_board"))
    return {"title": title, "lines": lines, "choices": choices, "pad": True, "buzz": on_board and phase == "caught"}
