"""A Baba Yaga player's hands on the table (the choices are controls.py's; this routes intents to them):
the chooser picks the flight path; the searcher turns tiles over with their one pointer (mouse or gamepad
cursor; a keyboard zone moves a tile cursor); a mover presses their witch key; after a spell the searcher picks
tiles (Swap) or a house place. Every action goes through `scene.act`."""
from __future__ import annotations

from game.engine.intents import BACK, CONFIRM, POINTER_DOWN, Intent, is_pad
from game.games.baba_yaga import controls as C
from game.games.baba_yaga import data as D
from game.games.baba_yaga import layout as L
from game.games.baba_yaga import moves as M
from game.games.baba_yaga import rules as R


def route(scene, seat: int, intent: Intent) -> None:
    """An intent of a human seat, in the phase the table is in."""
    s = scene.state
    if s.phase == "choose_path" and seat == s.turn.get("chooser"):
        path(scene, seat, intent)
    elif s.phase == "search":
        if seat == s.active:
            search(scene, seat, intent)
        else:
            mover(scene, seat, intent)
    elif s.phase in ("apply_effect", "expert_house") and seat == s.active:
        choice(scene, seat, intent)


def pointed_cell(scene, seat: int, intent: Intent) -> int | None:
    if intent.action == POINTER_DOWN:
        if seat == scene.state.active and scene.state.phase == "search":
            return L.cell_at(scene.searcher_pointer())
        return L.cell_at(intent.pos)
    if intent.action == CONFIRM:
        return scene.cursor.cell
    return None


def steer(scene, intent: Intent) -> bool:
    if intent.action in C.DIRECTION_STEPS and not intent.is_pointer:
        scene.cursor.move(intent.action)
        return True
    return False


def path(scene, seat: int, intent: Intent) -> None:
    """A side is always selected (C.DEFAULT_END until a direction picks another), so confirm works at once;
    a click on an arrow takes that side; a pad pointing elsewhere confirms the selected one."""
    end = None
    if intent.action == POINTER_DOWN:
        end = L.end_at(intent.pos)
        if end is None and is_pad(intent.device):
            end = scene.path_choice or C.DEFAULT_END
    elif intent.action in C.END_OF_DIRECTION:
        scene.path_choice = C.END_OF_DIRECTION[intent.action]
    elif intent.action == CONFIRM:
        end = scene.path_choice or C.DEFAULT_END
    if end is not None and scene.act(seat, C.path_choice(seat, end)) is not None:
        scene.path_choice = None


def search(scene, seat: int, intent: Intent) -> None:
    if steer(scene, intent):
        return
    if intent.action == POINTER_DOWN and intent.button not in (1, 0):
        return
    if intent.action in (POINTER_DOWN, CONFIRM):
        action = C.search_action(R.view(scene.state, seat), seat, pointed_cell(scene, seat, intent))
        if action is not None:
            scene.act(seat, action)


def mover(scene, seat: int, intent: Intent) -> None:
    hand = C.mover_press(intent, scene.device_of(seat), scene.state.alternate_hands, scene.taken(seat))
    if hand is not None:
        scene.act(seat, M.MoveWitch(seat, None if hand == "any" else hand))


def choice(scene, seat: int, intent: Intent) -> None:
    if steer(scene, intent):
        return
    s = scene.state
    if s.phase == "expert_house" and intent.action == BACK:
        scene.act(seat, M.SkipHouse(seat))
        return
    if intent.action == POINTER_DOWN and L.inside(skip_button_rect(), intent.pos):
        if s.phase == "expert_house":
            scene.act(seat, M.SkipHouse(seat))
        return
    cell = pointed_cell(scene, seat, intent)
    if cell is None:
        return
    if s.phase == "apply_effect" and s.effect_due == D.SWAP:
        action = scene.swap.pick(seat, cell)
    else:
        action = C.house_choice(seat, cell)
    if action is not None:
        scene.act(seat, action)


def skip_button_rect() -> tuple[int, int, int, int]:
    """The expert's "leave the house where it is" button, in the hint box."""
    x, y, w, _ = L.HINT_RECT
    return x + 40, y + 150, w - 80, 80
