"""Baba Yaga on a phone: the seat on the searcher's left chooses the flight path on its phone (four buttons: the
line and the end she starts from, drawn as the arrow of her first flight on the TV, the compass end as the TV
names it); "Move Baba Yaga" lights on the phone of the seat whose move it is (with two players, one button per
hand, as the rules make the mover alternate). The searcher searches on the TV with one hand, as the rules say:
their phone keeps its controller and says so, with the spell's things to find (shown on the TV anyway); the other
phones say who is searching."""
from __future__ import annotations

from game.engine.i18n import tr


def phone_screen(view: dict, seat: int, legal: list) -> dict:
    paths = [a for a in legal if type(a).__name__ == "ChooseFlightPath"]
    if paths:
        choices = [{"label": tr(f"phone.baba_yaga.path.{a.start_end}"), "hint": tr(f"baba_yaga.end.{a.start_end}"),
                    "action": a, "wide": True} for a in paths]
        return {"title": tr("phone.baba_yaga.choose_path"), "lines": [], "choices": choices, "pad": True,
                "buzz": True}
    moves = [a for a in legal if type(a).__name__ == "MoveWitch"]
    if view.get("phase") == "search" and view.get("active") == seat and not moves:
        return searching(view)
    if not moves:
        # nothing to do now: during a search, who is searching (the TV shows where)
        searcher = view.get("active") if view.get("phase") == "search" else None
        about = [{"seat": searcher, "text": tr("phone.baba_yaga.is_searching")}] if searcher is not None else []
        return {"title": "", "lines": [], "seat_lines": about, "choices": [], "pad": True}
    if len(moves) == 1:
        choices = [{"label": tr("phone.baba_yaga.move"), "action": moves[0], "wide": True}]
    else:
        choices = [{"label": tr(f"phone.baba_yaga.move_{a.hand}"), "action": a} for a in moves]
    return {"title": tr("phone.baba_yaga.your_move"), "lines": [], "choices": choices, "pad": True, "buzz": True}


def searching(view: dict) -> dict:
    """The searcher's phone: how to search on the TV, and the spell's things as tiles."""
    card = view.get("card") or {}
    things = [{"big": tr(f"baba_yaga.element.{e}"), "tint": "#5b7f3a"} for e in card.get("elements", [])]
    lines = [tr("phone.baba_yaga.search_how")] + ([tr("phone.baba_yaga.find")] if things else [])
    return {"title": tr("phone.baba_yaga.you_search"), "lines": lines, "cards": things, "choices": [], "pad": True}
