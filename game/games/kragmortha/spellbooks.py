"""The 18 spellbook cards exactly as the spec lists them: effect, count, magic symbols (the second tie-break).
A spellbook card id indexes SPELLBOOKS. Every book is used once in its owner's own turn and then turned face
down, except Shield, which works by itself (it cancels the owner's next penalty, then is turned down).

Effects, as the rules carry them out ([project decision] where the spec leaves a detail open):
- dark_steps   move the Dark Lord 1 step onto any neighbouring cell (any symbol; not a shelf, not the desk);
               meeting a goblin or landing on a teleport cell works as with a Dark Lord card.
- blink        your goblin jumps to any empty teleport cell (no token is drawn).
- swap         your goblin and any other goblin trade places (neither draws a token).
- shove        a goblin next to yours slides up to 2 cells straight away from yours; it stops before a shelf,
               the desk, the edge or another goblin; into the Dark Lord it meets him; ending on a teleport cell
               it draws a token (it was pushed).
- extra_card   draw 2 movement cards, then discard down to 3 (one card at a time).
- shield       passive: cancels the next penalty you would draw (including one from a broken penalty).
- cure         one of your penalties goes to the bottom of the penalty pile.
- double_move  after this turn's movement card, play a second one (you draw one card per card played)."""
from __future__ import annotations

KINDS: dict[str, dict] = {  # kind -> count, magic symbols, whether it is used actively
    "dark_steps": {"count": 3, "magic": 1, "active": True},
    "blink": {"count": 3, "magic": 1, "active": True},
    "swap": {"count": 2, "magic": 2, "active": True},
    "shove": {"count": 2, "magic": 2, "active": True},
    "extra_card": {"count": 2, "magic": 1, "active": True},
    "shield": {"count": 2, "magic": 3, "active": False},
    "cure": {"count": 2, "magic": 3, "active": True},
    "double_move": {"count": 2, "magic": 2, "active": True},
}

SPELLBOOKS: tuple[str, ...] = tuple(kind for kind, k in KINDS.items() for _ in range(k["count"]))
SPELLBOOK_COUNT = len(SPELLBOOKS)  # 18


def kind(book: int) -> str:
    return SPELLBOOKS[book]


def magic(book: int) -> int:
    return KINDS[SPELLBOOKS[book]]["magic"]


def is_active(book: int) -> bool:
    return KINDS[SPELLBOOKS[book]]["active"]
