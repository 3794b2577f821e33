"""The 58 movement cards and the 6 teleport tokens, as data. A movement card id indexes MOVEMENT_CARDS:
(target, symbol_a, symbol_b). target is GOBLIN (move your own goblin) or LORD (move the Dark Lord); BALL, the
crystal ball, is wild. [project decision] the spec fixes the counts; the pairs are spread like this:
- 42 goblin cards: each mixed pair of two symbols x4 (24), each double x3 (12), one crystal ball with a symbol
  x6 (book, scroll, potion, gems, scroll, gems);
- 16 Dark Lord cards: each mixed pair x1 (6), each double x2 (8), one crystal ball with book and with potion."""
from __future__ import annotations

from itertools import combinations

from game.games.kragmortha.board import SYMBOLS

GOBLIN, LORD = "goblin", "lord"
BALL = "ball"
HAND_SIZE = 3


def _deal() -> tuple[tuple[str, str, str], ...]:
    cards: list[tuple[str, str, str]] = []
    mixed = list(combinations(SYMBOLS, 2))
    for a, b in mixed:
        cards += [(GOBLIN, a, b)] * 4
    for s in SYMBOLS:
        cards += [(GOBLIN, s, s)] * 3
    for s in ("book", "scroll", "potion", "gems", "scroll", "gems"):
        cards.append((GOBLIN, BALL, s))
    for a, b in mixed:
        cards.append((LORD, a, b))
    for s in SYMBOLS:
        cards += [(LORD, s, s)] * 2
    cards += [(LORD, BALL, "book"), (LORD, BALL, "potion")]
    return tuple(cards)


MOVEMENT_CARDS = _deal()
MOVEMENT_COUNT = len(MOVEMENT_CARDS)  # 58


def target(card: int) -> str:
    return MOVEMENT_CARDS[card][0]


def symbols(card: int) -> tuple[str, str]:
    return MOVEMENT_CARDS[card][1], MOVEMENT_CARDS[card][2]


# teleport tokens: ids 0..5
TELEPORT, SPELLBOOK, TRAP = "teleport", "spellbook", "trap"
TOKENS = (TELEPORT, TELEPORT, SPELLBOOK, SPELLBOOK, TRAP, TRAP)
