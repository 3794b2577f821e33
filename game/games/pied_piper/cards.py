"""The card and figure catalogue: which ids exist and what they are. Pure data, shared by rules, bot and scene.

Action cards are ints 0..49, grouped by kind in a fixed order; character cards are ints 0..20, three per figure
(the six rat colours, then the piper)."""
from __future__ import annotations

ROOF = 7  # floors 0 (the foot of the house) .. 7 (the roof: the owner is eliminated)
HAND_SIZE = 4
ROW_SIZE = 4

# action cards ---------------------------------------------------------------------------------------------
STEP1, STEP2, STEP3, TURN, PLUS, MELODY = "step1", "step2", "step3", "turn", "plus", "melody"
KIND_COUNTS = ((STEP1, 14), (STEP2, 12), (STEP3, 6), (TURN, 8), (PLUS, 5), (MELODY, 5))
KINDS = tuple(k for k, _ in KIND_COUNTS)
BASIC = frozenset((STEP1, STEP2, STEP3, TURN))
SPECIAL = frozenset((PLUS, MELODY))
STEPS = {STEP1: 1, STEP2: 2, STEP3: 3, TURN: 0}

ACTION_KIND: tuple[str, ...] = tuple(k for k, n in KIND_COUNTS for _ in range(n))
ACTION_CARDS = len(ACTION_KIND)  # 50


def kind_of(card: int) -> str:
    return ACTION_KIND[card]


def is_basic(card: int) -> bool:
    return ACTION_KIND[card] in BASIC


# figures and character cards ------------------------------------------------------------------------------
RATS = ("red", "yellow", "blue", "green", "purple", "black")
PIPER = "piper"
FIGURES = RATS + (PIPER,)
CARDS_PER_FIGURE = 3
CHARACTER_CARDS = len(FIGURES) * CARDS_PER_FIGURE  # 21


def figure_of(character_card: int) -> str:
    return FIGURES[character_card // CARDS_PER_FIGURE]


def character_cards_of(figure: str) -> list[int]:
    i = FIGURES.index(figure)
    return list(range(i * CARDS_PER_FIGURE, (i + 1) * CARDS_PER_FIGURE))


# directions round the ring --------------------------------------------------------------------------------
# Seat i+1 sits on seat i's LEFT (clockwise = increasing seat index) and the ring of houses follows seat order.
# A player faces the centre of the table from behind their house, so their LEFT is clockwise (+1) and their
# RIGHT is counter-clockwise (-1). Every figure starts facing RIGHT, i.e. counter-clockwise, the same way turns go.
CLOCKWISE = 1
COUNTER_CLOCKWISE = -1
START_FACING = COUNTER_CLOCKWISE
