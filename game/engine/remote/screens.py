"""Each game's phone screen, as data: `game/games/<id>/phone.py` may offer

    phone_screen(view, seat, legal) -> dict

built from `rules.view(state, seat)` (what that seat alone may see) and `rules.legal_actions(state, seat)`:

    {"title": str, "lines": [str, ...],                     words for this seat (already translated)
     "choices": [{"label": str, "hint": str, "action": <a legal action>, "colour": seat colour name,
                  "to_seat": int (aimed at that seat: its colour and name are added),
                  "wide": bool, "group": str, "group_hint": str}, ...],   a group (a card in the hand) is one
                                                            button that opens its choices (where it goes)
     "pad": bool,                                           show the controller too (default True)
     "touchpad": "point" | "drag" | "aim" | "pull",          a touchpad on the phone (device.py); "pull" hands
                                                            the finger's way from where it came down to the
                                                            scene parts' on_phone_pull(seat, phase, dx, dy, intent)
     "buzz": bool,                                          vibrate once when it becomes true (a nudge)
     "over": bool,                                          the game is over: the title is its result (big)
     "cards": [{"big": str, "label": str, "hint": str, "tint": "#rrggbb", "chips": [...]}, ...],
                                                            tiles only to look at (a hand while waiting)
     "seat_lines": [{"seat": int, "text": str}, ...]}       lines about another seat: "{name}" in the text
                                                            becomes that seat's name (rules views hold no names)

A choice or a card may look like the game's own piece: "big" (large words: a card's name), "icon" (a shape the
page draws: "up" "down" "left" "right" "portal" "escalator" "explore", or a seat shape "circle" "square"
"triangle" "diamond" "star" "hexagon" "cross" "heart"), "tint" (its colour, "#rrggbb") and "chips" (small
coloured labels: [{"label": str, "tint": "#rrggbb"}], a card's symbols); a group's button takes its first
choice's "group_icon", "group_tint" and "group_chips", and with "group_big": true shows the group's name big.

When the game is over every phone gets the kit's result screen (the scene's end title, "Look at the TV") and no
choices, whatever the game's phone.py would show.

The actions never leave the computer: the phone gets the choices' words and answers with a choice's number,
which becomes `scene.act(seat, action)` if that screen is still the latest. A game without a phone.py gets the
kit default: the controller only. A game's function that fails is logged once and the default is used."""
from __future__ import annotations

import importlib
import logging

from game.engine.i18n import tr
from game.engine.table.game_scene import GameScene

log = logging.getLogger(__name__)

CHOICE_KEYS = ("label", "hint", "colour", "wide", "group", "group_hint", "big", "icon", "tint", "chips",
               "group_big", "group_icon", "group_tint", "group_chips", "turned", "blur")
_modules: dict[str, object] = {}
_failed: set[str] = set()


def phone_module(game_id: str):
    if game_id not in _modules:
        try:
            _modules[game_id] = importlib.import_module(f"game.games.{game_id}.phone")
        except ModuleNotFoundError:
            _modules[game_id] = None
        except Exception:  # noqa: BLE001 - a broken phone screen must not stop the game
            log.exception("phone screen of %s cannot be loaded", game_id)
            _modules[game_id] = None
    return _modules[game_id]


def default_screen(seat: int) -> dict:
    return {"title": "", "lines": [], "choices": [], "pad": True, "buzz": False}


def over_screen(scene) -> dict:
    """The game is over: its result as the TV's end screen says it, and where to look now."""
    title = ""
    try:
        title = scene.end_title() or ""
    except Exception:  # noqa: BLE001 - the result words are a nicety; the phone still says it is over
        log.exception("end title of %s failed", scene.game_id)
    return {"title": title or tr("phone.over.title"), "lines": [tr("phone.over.look")], "choices": [], "pad": True,
            "buzz": False, "over": True}


def screen_for(scene, seat: int) -> dict:
    """The phone screen of `seat` in a game scene (with the choices' actions still in it)."""
    game_id = scene.game_id
    module = phone_module(game_id)
    fn = getattr(module, "phone_screen", None)  # a game module's optional function: none, the plain controller
    screen = default_screen(seat)
    rules, state = scene.rules, scene.state
    try:
        if rules.result(state) is not None:
            return over_screen(scene)
    except Exception:  # noqa: BLE001 - a broken result leaves the phone its controller
        log.exception("result of %s failed", game_id)
        return screen
    if fn is None or game_id in _failed:
        return screen
    try:
        legal = list(rules.legal_actions(state, seat))
        made = fn(rules.view(state, seat), seat, legal)
        if isinstance(made, dict):
            screen.update(made)
    except Exception:  # noqa: BLE001 - logged once; the phone keeps its controller
        log.exception("phone screen of %s failed", game_id)
        _failed.add(game_id)
    return screen


def pull(scene, seat: int, phase: str, dx: float, dy: float, intent) -> None:
    """A pull on the touchpad of a screen that offers one ("touchpad": "pull"), given to the scene's parts
    (`Part.on_phone_pull`): `intent` is a pointer intent of the seat's phone (a part checks with it that the seat
    may act now, as it checks any tap). dx, dy: from where the finger came down, in the pad's widths, y down."""
    if not isinstance(scene, GameScene):
        return
    try:
        scene.phone_pull(seat, phase, dx, dy, intent)
    except Exception:  # noqa: BLE001 - a broken pull leaves the game as it was
        log.exception("phone pull of %s failed", scene.game_id)


def split(screen: dict, seats: dict | None = None) -> tuple[dict, list]:
    """(what the phone is sent, the actions of its choices in order). A choice aimed at a seat ("to_seat": n)
    gets that seat's colour and name from `seats` (seat -> (colour, name)), and so does a line about a seat
    ("seat_lines"; without its name the line is left out)."""
    actions, shown = [], []
    for c in screen.get("choices") or []:
        actions.append(c.get("action"))
        out = {k: v for k, v in c.items() if k in CHOICE_KEYS}
        target = c.get("to_seat")
        if seats and target in seats:
            colour, name = seats[target]
            out["colour"] = colour
            out["label"] = f"{out.get('label', '')} → {name}"
        shown.append(out)
    out = {k: v for k, v in screen.items() if k in ("title", "lines", "pad", "buzz", "touchpad", "over", "cards")}
    named = [said for said in screen.get("seat_lines") or [] if seats and said.get("seat") in seats]
    if named:
        out["lines"] = list(out.get("lines") or []) + [
            str(said.get("text", "")).replace("{name}", seats[said["seat"]][1]) for said in named]
    out["choices"] = shown
    return out, actions
