"""Hand rules as checks on seat input: key-group prefixes and two hands that take turns.

Key groups are dotted names that start with the device ("kb_left", "mouse", "pad:3.l", "pad:3.pointer");
a rule that names "pad:3" covers every group of that pad, one that names "pad:3.pointer" only its cursor.
"Only this hand may act" rules are handicaps (game/core/handicap_spec.py `OneHand`, enforced by
engine/handicaps.py); this module keeps what they share and what is not a handicap:

- `group_matches`: prefix matching on dotted key groups.
- `HandAlternation`: two hands that must take turns (two-player Baba Yaga's witch keys: a repeated or wrong
  key does not move her).
- `two_hand_groups`: a device's natural left-hand / right-hand key groups."""
from __future__ import annotations

from game.engine.intents import KB_LEFT, KB_RIGHT, KEYBOARD_ZONES, RELEASE, Intent, is_pad


def group_matches(group: str | None, prefix: str) -> bool:
    """True if key group `group` lies inside `prefix` ("pad:3.l" is inside "pad:3", not inside "pad:30")."""
    return group is not None and (group == prefix or group.startswith(prefix + "."))


ALTERNATED, WRONG_HAND, NOT_A_HAND = "alternated", "wrong_hand", "not_a_hand"


class HandAlternation:
    """Two hands, each a key-group prefix (optionally narrowed to some actions), that must take turns.

    `check(intent)` -> ALTERNATED (a valid press: count it), WRONG_HAND (the hand that pressed last pressed
    again, or not the `first` hand: refuse), NOT_A_HAND (a key of neither hand: a "wrong key",
    or ignore it — the game decides).
    Repeats and releases are NOT_A_HAND: holding a key is not pressing it twice. The first press may come
    from either hand unless `first` names one ("a" or "b")."""

    def __init__(self, hand_a: str, hand_b: str, actions=None, first: str | None = None):
        if group_matches(hand_a, hand_b) or group_matches(hand_b, hand_a):
            raise ValueError(f"hands {hand_a!r} and {hand_b!r} overlap")
        self.hands = {"a": hand_a, "b": hand_b}
        self.actions = frozenset(actions) if actions else None
        self.first = first
        self.last: str | None = None

    def hand_of(self, intent: Intent) -> str | None:
        if intent.repeat or intent.action == RELEASE:
            return None
        if self.actions is not None and intent.action not in self.actions:
            return None
        group = intent.key_group or intent.device
        for name, prefix in self.hands.items():
            if group_matches(group, prefix):
                return name
        return None

    def check(self, intent: Intent) -> str:
        hand = self.hand_of(intent)
        if hand is None:
            return NOT_A_HAND
        expected = self.first if self.last is None else ("b" if self.last == "a" else "a")
        if expected is not None and hand != expected:
            return WRONG_HAND
        self.last = hand
        return ALTERNATED

    def accepts(self, intent: Intent) -> bool:
        return self.check(intent) == ALTERNATED

    def next_hand(self) -> str | None:
        """The key-group prefix that must press next (None: either) — for an on-screen "now: right hand"."""
        if self.last is None:
            return self.hands[self.first] if self.first else None
        return self.hands["b" if self.last == "a" else "a"]

    def reset(self) -> None:
        self.last = None


def two_hand_groups(device: str) -> tuple[str, str] | None:
    """The natural left-hand / right-hand key groups for a player on this device: a gamepad's two halves
    (d-pad + LB against face buttons + RB), or the keyboard's left zone against its right zone (e.g. Left
    Shift / Right Shift, both act1). The mouse is one hand: None."""
    if is_pad(device):
        return f"{device}.l", f"{device}.r"
    if device in KEYBOARD_ZONES:
        return KB_LEFT, KB_RIGHT
    return None
