"""The Pied Piper on a phone: your hand of cards as big tiles in their TV colours (the name as the card shows
it: "2", "+1", "Melody"), each with what it does in a line, while you wait too; on your turn a card, then the
character it goes under (or, with two characters ready, which moves first). Built from view(state, seat) only,
so a phone never learns another seat's cards."""
from __future__ import annotations

from game.engine.i18n import tr
from game.games.pied_piper import cards as C
from game.games.pied_piper.make_art import KIND_BORDER  # the colour of each kind's card on the TV


def _kind(card: int) -> str:
    """The card's name as its face shows it, big: "2", "+1", "Melody", "About-turn"."""
    kind = C.kind_of(card)
    return kind[-1] if kind.startswith("step") else tr(f"pied_piper.kind.{kind}")


def _help(card: int) -> str:
    """What the card does, in one short line."""
    return tr(f"phone.pied_piper.effect.{C.kind_of(card)}")


def card_tile(card: int) -> dict:
    return {"big": _kind(card), "hint": _help(card), "tint": KIND_BORDER[C.kind_of(card)]}


def hand_tiles(hand: list) -> list[dict]:
    """The hand to look at: a tile per kind of card, "×2" on it when two are alike."""
    kinds = [C.kind_of(c) for c in hand]
    tiles = []
    for card in hand:
        n = kinds.count(C.kind_of(card))
        if not any(t["big"] == _kind(card) for t in tiles):
            tiles.append({**card_tile(card), "chips": [{"label": tr("phone.pied_piper.copies", n=n)}] if n > 1 else []})
    return tiles


def phone_screen(view: dict, seat: int, legal: list) -> dict:
    hand = view.get("hand", [])
    if not legal:
        return {"title": tr("phone.pied_piper.hand"), "lines": [tr("pied_piper.err.not_your_turn")],
                "cards": hand_tiles(hand), "choices": [], "pad": True}
    row = view.get("row", [])
    names = [tr(f"pied_piper.figure.{e['figure']}") for e in row]
    # two characters of one figure in the row are told apart by their place in it, counted from the left
    figure = {i: f"{n} ({i + 1})" if names.count(n) > 1 else n for i, n in enumerate(names)}
    choices = []
    if view.get("phase") == "order":
        for a in legal:
            choices.append({"label": tr("phone.pied_piper.first", figure=figure.get(a.slot, "?")), "action": a,
                            "wide": True})
        return {"title": tr("pied_piper.prompt.order"), "lines": [], "choices": choices, "pad": False}
    seen = set()
    for a in legal:
        kind = C.kind_of(a.card)
        if (kind, a.slot, a.face_down, a.hold) in seen:  # two cards of one kind do the same: one tile, "×2"
            continue
        seen.add((kind, a.slot, a.face_down, a.hold))
        where = figure.get(a.slot, "?")
        key = ("phone.pied_piper.face_down" if a.face_down else "phone.pied_piper.waits" if a.hold
               else "phone.pied_piper.under")
        copies = sum(1 for c in hand if C.kind_of(c) == kind)
        choices.append({"label": tr(key, figure=where), "action": a, "group": _kind(a.card),
                        "group_hint": _help(a.card), "group_big": True, "group_tint": KIND_BORDER[kind],
                        "group_chips": [{"label": tr("phone.pied_piper.copies", n=copies)}] if copies > 1 else []})
    prompt = ("pied_piper.prompt.opening" if view.get("phase") == "opening"
              else "pied_piper.prompt.second" if view.get("played") else "pied_piper.prompt.first")
    return {"title": tr(prompt), "lines": [], "choices": choices, "pad": False}

