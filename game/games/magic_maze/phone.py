"""Magic Maze on a phone: your action tile as big buttons for each of the four heroes (pick the hero, then what
it does), Explore, and "Do something!" in front of another seat; the nudged phone vibrates. No words go between
players (a scenario's silence is kept: there is no chat and no free text at all). A hero's button is in its
colour with its symbol as on the TV; each action has its icon (an arrow, the portal, the escalator, explore)."""
from __future__ import annotations

from game.engine.i18n import tr
from game.games.magic_maze.art_shapes import HERO_SYMBOL
from game.games.magic_maze.art_shapes import HEROES as HERO_COLOURS

HEROES = ("green", "orange", "purple", "yellow")
ARROW = {"N": "up", "E": "right", "S": "down", "W": "left"}  # the TV's north is up


def phone_screen(view: dict, seat: int, legal: list) -> dict:
    holds = view.get("holds", [])
    mine = holds[seat] if 0 <= seat < len(holds) else []
    title = " · ".join(tr(f"magic_maze.action.{h}") for h in mine)
    nudged = view.get("pawn") == seat
    choices = []
    by_kind: dict[tuple, list] = {}
    for a in legal:
        by_kind.setdefault((type(a).__name__, getattr(a, "hero", None), getattr(a, "direction", None)), []).append(a)
    for hero in HEROES:
        group = tr(f"magic_maze.hero.{hero}")
        look = {"group_icon": HERO_SYMBOL[hero], "group_tint": HERO_COLOURS[hero][0]}
        for (kind, h, direction), actions in by_kind.items():
            if h != hero:
                continue
            if kind == "Move":  # the nearest and the farthest stop: two taps cover a corridor
                ends = sorted(actions, key=lambda a: a.distance)
                for a in ({id(ends[0]): ends[0], id(ends[-1]): ends[-1]}).values():
                    label = tr("phone.magic_maze.move", action=tr(f"magic_maze.action.{direction}"), n=a.distance)
                    choices.append({"label": label, "action": a, "group": group, "icon": ARROW.get(direction),
                                    **look})
            else:
                key = "portal" if kind == "UsePortal" else "escalator"
                for i, a in enumerate(actions):
                    label = tr(f"magic_maze.action.{key}") + (f" {i + 1}" if len(actions) > 1 else "")
                    choices.append({"label": label, "action": a, "group": group, "icon": key, **look})
    explores = by_kind.get(("Explore", None, None), [])
    for i, a in enumerate(explores):
        label = tr("magic_maze.action.explore") + (f" {i + 1}" if len(explores) > 1 else "")
        choices.append({"label": label, "action": a, "wide": True, "icon": "explore"})
    for a in by_kind.get(("DoSomething", None, None), []):
        choices.append({"label": tr("magic_maze.do_something"), "action": a, "to_seat": a.target})
    lines = [tr("phone.magic_maze.nudged")] if nudged else []
    return {"title": title, "lines": lines, "choices": choices, "pad": True, "buzz": nudged}
