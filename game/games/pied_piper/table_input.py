"""A Pied Piper player's hands on the table: the mouse drags a card onto a character (or clicks a card, then a
character); a keyboard zone or a gamepad picks a card with left / right, goes up to the characters, confirms
to play, act1 turns the next card face down and act2 (no-specials variant) lets it wait under its
character. In the order phase (no specials variant) the player picks which
ready character to carry out. The scene keeps the selection (`selected`, `focus`, `row_focus`, `drag`,
`bounces`) for the painter; this module only changes it and plays cards through `scene.act`."""
from __future__ import annotations

from game.engine import intents as I
from game.engine.i18n import tr
from game.games.pied_piper import cards as C
from game.games.pied_piper import events as E
from game.games.pied_piper import layout as L

DRAG_THRESHOLD = 12


def play(scene, index: int, slot: int) -> bool:
    hand = scene.hand()
    if not 0 <= index < len(hand):
        return False
    s = scene.state
    face_down = scene.face_down_next and scene.can_face_down()
    hold = scene.hold_next and not face_down and scene.can_hold(slot)
    action = E.PlayCard(s.active, hand[index], slot, face_down, hold)
    start = L.hand_card_rect(index, len(hand), True)
    if scene.act(s.active, action) is not None:
        return True
    scene.bounces.append({"card": hand[index], "from": scene.drag["pos"] if scene.drag else start[:2],
                          "to": start[:2], "t": 0.0})
    return False


def execute(scene, slot: int) -> None:
    if slot in scene.ready_slots():
        scene.act(scene.state.active, E.ExecuteCharacter(scene.state.active, slot))
    else:
        scene.say(scene.state.active, tr("pied_piper.err.character_not_ready"))


def slot_at(pos) -> int | None:
    return next((slot for slot in range(C.ROW_SIZE) if L.contains(L.slot_drop_rect(slot), pos)), None)


def hand_index_at(scene, pos) -> int | None:
    hand = scene.hand()
    for i in reversed(range(len(hand))):
        if L.contains(L.hand_card_rect(i, len(hand), i == scene.selected), pos):
            return i
    return None


def pointer(scene, intent) -> None:
    pos = intent.pos or scene.pointer
    if intent.action == I.POINTER_DOWN and intent.button == 1:
        _press(scene, pos)
    elif intent.action == I.POINTER_MOVE and scene.drag:
        scene.drag["pos"] = pos
        dx, dy = pos[0] - scene.drag["start"][0], pos[1] - scene.drag["start"][1]
        if dx * dx + dy * dy > DRAG_THRESHOLD ** 2:
            scene.drag["moved"] = True
    elif intent.action == I.POINTER_UP and scene.drag:
        drag = scene.drag
        if not drag["moved"]:
            scene.drag = None
            return
        slot = slot_at(pos)
        if slot is None:
            scene.bounces.append({"card": scene.hand()[drag["index"]], "from": pos,
                                  "to": L.hand_card_rect(drag["index"], len(scene.hand()), True)[:2], "t": 0.0})
        else:
            play(scene, drag["index"], slot)  # the drag is kept until then: a bounce starts where it was
        scene.drag = None


def _press(scene, pos) -> None:
    if scene.state.phase == "order":
        slot = slot_at(pos)
        if slot is not None:
            execute(scene, slot)
        return
    if L.contains(L.FACE_DOWN_BUTTON, pos) and scene.can_face_down():
        scene.face_down_next = not scene.face_down_next
        return
    if L.contains(L.hold_button(scene.state.face_down), pos) and scene.can_hold():
        scene.hold_next = not scene.hold_next
        return
    i = hand_index_at(scene, pos)
    if i is not None:
        scene.drag = {"index": i, "start": pos, "pos": pos, "moved": False}
        scene.selected = i
        scene.focus = "hand"
    elif scene.selected is not None:
        slot = slot_at(pos)
        if slot is not None:
            play(scene, scene.selected, slot)


def button(scene, action: str) -> None:
    if scene.state.phase == "order":
        _order_button(scene, action)
    elif action == I.ACT1 and scene.can_face_down():
        scene.face_down_next = not scene.face_down_next
    elif action == I.ACT2 and scene.can_hold():
        scene.hold_next = not scene.hold_next
    elif scene.focus == "hand":
        _hand_button(scene, action)
    else:
        _row_button(scene, action)


def _order_button(scene, action: str) -> None:
    ready = scene.ready_slots()
    if not ready:
        return
    if scene.row_focus not in ready:
        scene.row_focus = ready[0]
    if action in (I.LEFT, I.RIGHT):
        k = ready.index(scene.row_focus) + (1 if action == I.RIGHT else -1)
        scene.row_focus = ready[k % len(ready)]
    elif action == I.CONFIRM:
        execute(scene, scene.row_focus)


def _hand_button(scene, action: str) -> None:
    hand = scene.hand()
    if scene.selected is None:
        scene.selected = 0
        if action in (I.LEFT, I.RIGHT, I.UP, I.DOWN):
            return
    if action == I.LEFT:
        scene.selected = (scene.selected - 1) % len(hand)
    elif action == I.RIGHT:
        scene.selected = (scene.selected + 1) % len(hand)
    elif action in (I.UP, I.CONFIRM):
        slots = sorted(scene.legal_slots(scene.selected_card()))
        if slots:
            scene.focus = "row"
            scene.row_focus = slots[0] if scene.row_focus not in slots else scene.row_focus
    elif action == I.BACK:
        scene.selected = None


def _row_button(scene, action: str) -> None:
    slots = sorted(scene.legal_slots(scene.selected_card())) or list(range(C.ROW_SIZE))
    if action in (I.LEFT, I.RIGHT):
        k = slots.index(scene.row_focus) if scene.row_focus in slots else 0
        scene.row_focus = slots[(k + (1 if action == I.RIGHT else -1)) % len(slots)]
    elif action in (I.DOWN, I.BACK):
        scene.focus = "hand"
    elif action == I.CONFIRM and scene.selected is not None:
        if play(scene, scene.selected, scene.row_focus):
            scene.focus = "hand"
