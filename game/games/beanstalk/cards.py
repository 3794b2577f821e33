"""Action cards: 7 per colour numbered 1-7; the number is the initiative and says how many dice to roll.
In the card-powers variant each number also carries a power (rules spec, "Variant: card powers")."""
from __future__ import annotations

NUMBERS = (1, 2, 3, 4, 5, 6, 7)
DICE = {1: 1, 2: 1, 3: 2, 4: 2, 5: 2, 6: 3, 7: 3}  # [project decision] card n rolls DICE[n] dice
HAND_SIZE = 3
COLOURS = ("red", "orange", "blue", "green", "purple")
TREASURES_EACH = 3

REST, PEEK, PICKPOCKET, REROLL, LULLABY, STEADY, GENEROUS = NUMBERS  # power = the card's number
POWER_NAMES = {REST: "rest", PEEK: "peek", PICKPOCKET: "pickpocket", REROLL: "reroll", LULLABY: "lullaby",
               STEADY: "steady", GENEROUS: "generous"}
BEFORE_ROLL = (REST, PEEK, PICKPOCKET)  # used at the start of the turn
AFTER_ROLL = (LULLABY, STEADY, GENEROUS)  # used once the dice are rolled, before stacking (REROLL: its own action)

GOLD_VALUES = (10, 15, 20)
GOLD_EACH = 10  # 10 bags of each value: 30 bags


def dice_for(card: int) -> int:
    return DICE[card]
