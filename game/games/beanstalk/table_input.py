"""A Jack & the Beanstalk player's hands: the secret card (left / right + OK, or a click), the turn's choices as
buttons (roll, extra die, powers, start stacking, keep my treasure, the axe), carrying a piece (the mouse or a
pad cursor moves the hand, the wheel / act keys turn it, a click or OK lets go; a keyboard zone moves it with
its directions), and the axe (aim with the pointer or up / down, pull back with the pointer or left / right, let
go). Also the words: what to do now, the control hint (the game log's sentences: log_lines.py)."""
from __future__ import annotations

import math

from game.engine import intents as I
from game.engine.i18n import tr
from game.engine.table import hint as H
from game.games.beanstalk import events as E
from game.games.beanstalk import hand as HAND
from game.games.beanstalk import hud
from game.games.beanstalk import rules as R
from game.games.beanstalk import stalk as S

KEY_STEP = 12.0  # mm per direction press (held: repeats)
PULL_MM = 260.0  # mm of pull back for full strength (the elbow at your side)
AXE_TURN = 0.05
DIRS = {I.LEFT: (-1, 0), I.RIGHT: (1, 0), I.UP: (0, 1), I.DOWN: (0, -1)}
RIGHT_BUTTON = 3  # the mouse's right button
# turning the piece in hand: X / Y (E / R), and a pad's shoulders (F / C on keys), left one anticlockwise
TURN = {I.ACT1: 1, I.ACT2: -1, I.ACT3: 1, I.ACT4: -1}


def choices(scene) -> list[tuple[str, object]]:
    """(label, do) for the acting human's buttons now."""
    s = scene.state
    seat = s.actor
    if seat is not None and scene.aim is not None and scene.is_human(seat):
        return [(tr("beanstalk.ui.axe_down"), lambda: put_axe_down(scene))]  # the axe is once a game: a way back
    if seat is None or not scene.is_human(seat) or scene.busy() or scene.aim is not None:
        return []
    out, axe = [], []
    for a in scene.legal(seat):
        if isinstance(a, E.ThrowAxe):  # last: the first button has the focus, and the axe is once a game
            axe = [(tr("beanstalk_screen.axe"), lambda: start_aim(scene))]
        elif isinstance(a, E.UsePower):
            out.append((tr(f"beanstalk.power.{a.power}"), lambda a=a: scene.act(seat, a)))
        elif isinstance(a, E.RollDice):
            out.append((tr("beanstalk.ev.roll"), lambda a=a: scene.act(seat, a)))
        elif isinstance(a, E.RollExtra):
            out.append((tr("beanstalk.ev.roll_extra"), lambda a=a: scene.act(seat, a)))
        elif isinstance(a, E.RerollDice) and len(a.dice) == len(s.turn["dice"]):
            out.append((tr("beanstalk_screen.reroll"), lambda a=a: scene.act(seat, a)))
        elif isinstance(a, E.StartStacking):
            out.append((tr("beanstalk.ev.start_stacking"), lambda a=a: scene.act(seat, a)))
        elif isinstance(a, E.OrderPeek):
            key = "beanstalk.ev.peek_swap" if a.swap else "beanstalk.ev.peek_keep"
            out.append((tr(key), lambda a=a: scene.act(seat, a)))
        elif isinstance(a, E.SkipTreasure):
            out.append((tr("beanstalk.ev.skip_treasure"), lambda a=a: scene.act(seat, a)))
    if s.phase == "stack":
        piece = tr(f"beanstalk.piece.{s.turn['queue'][0]['kind']}")
        out.insert(0, (tr("beanstalk_screen.pick_up", piece=piece), lambda: pick_up(scene)))
    return out + axe


def waiting_spot(scene) -> tuple[float, float]:
    """Where the next piece waits to be picked up (world mm): beside the pointer, but never under the right-hand
    column or the seats' panel, and never lower than clear above the stalk (draw_table shows it there)."""
    kind = scene.state.turn["queue"][0]["kind"]
    px = max(hud.PANEL.right + 120, min(hud.COLUMN.x - 120, scene.pointer[0]))
    x, y = scene.camera.to_world((px, scene.pointer[1]))
    return x, max(y, HAND.start_sample(kind, scene.view_top())[1])


def pick_up(scene, by_pointer: bool = False) -> None:
    """Take the next piece: a click by the stalk takes it where it waits beside the pointer; a button, a key or
    a pad takes it clear above the stalk. (The hand used to head for wherever the pointer last was: after a key
    press that could be low on the stalk, and the piece rammed it over; after a click on the button it went
    under the column, out of sight.)"""
    if scene.live is not None:
        return
    spot = waiting_spot(scene) if by_pointer else None
    scene.pick_up()
    live = scene.live
    if isinstance(live, HAND.LiveHand) and not live.bot:
        live.aim(*(spot or (top_x(scene), live.run.track[0][1])))


def top_x(scene) -> float:
    """Where the stalk's top is across (mm): a leaning stalk's top is not over the board's centre, and a piece
    taken up by a key went there, beside it (seen: a keyboard player's drops missed a leaning stalk)."""
    poses = scene.at_rest.of(scene.state).poses
    return max(poses.values(), key=lambda p: p[1])[0] if poses else 0.0


def start_aim(scene) -> None:
    scene.aim = {"angle": 0.3, "strength": 0.6}
    scene.focus = 0


def put_axe_down(scene) -> None:
    """Back from aiming, the axe unthrown (a child who pressed "Throw the axe" by mistake keeps it)."""
    scene.aim = None
    scene.focus = 0


def _aim_from_pointer(scene, pos) -> None:
    x, y = scene.camera.to_world(pos)
    x0, y0 = S.AXE_START
    dx, dy = x0 - x, y0 - y  # pulled back from the seat: it flies the other way
    lo, hi = S.AXE_ANGLE_RANGE
    scene.aim["angle"] = max(lo, min(hi, math.atan2(dy, max(1.0, dx))))
    scene.aim["strength"] = max(0.05, min(1.0, math.hypot(dx, dy) / PULL_MM))


def handle(scene, intent) -> None:
    a = intent.action
    shows = scene.replay is not None or any("word" in b.data for b in scene.presenter.beats)
    if a in (I.CONFIRM, I.POINTER_DOWN, I.BACK) and shows:
        scene.skip()
        return
    if not scene.accepts(intent):
        return
    s = scene.state
    if s.phase == "choose":
        _choose(scene, intent)
    elif scene.aim is not None:
        _axe(scene, intent)
    elif isinstance(scene.live, HAND.LiveHand) and scene.live.carrying and not scene.live.bot:
        _carry(scene, scene.live, intent)
    elif scene.live is None:
        _buttons(scene, intent)


def _choose(scene, intent) -> None:
    seat = scene.chooser
    hand = scene.state.hands[seat] if seat is not None else []
    if not hand:
        return
    a = intent.action
    if a in (I.LEFT, I.RIGHT):
        scene.focus = (scene.focus + (1 if a == I.RIGHT else -1)) % len(hand)
    elif a == I.CONFIRM:
        scene.act(seat, E.ChooseCard(seat, hand[scene.focus % len(hand)]))
    elif a == I.POINTER_DOWN and intent.pos:
        for i, r in enumerate(hud.card_rects(len(hand))):
            if r.move(0, -40 if i == scene.focus else 0).collidepoint(intent.pos):
                scene.act(seat, E.ChooseCard(seat, hand[i]))
    elif a == I.POINTER_MOVE and intent.pos:
        for i, r in enumerate(hud.card_rects(len(hand))):
            if r.collidepoint(intent.pos):
                scene.focus = i


def _axe(scene, intent) -> None:
    a, aim = intent.action, scene.aim
    if a == I.POINTER_MOVE and intent.pos:
        _aim_from_pointer(scene, intent.pos)
    elif a == I.POINTER_DOWN and intent.pos and (intent.button == RIGHT_BUTTON or _on_button(scene, intent.pos)):
        put_axe_down(scene)  # a right-click, or the "Put the axe down" button
    elif a in (I.POINTER_DOWN, I.CONFIRM):
        if intent.pos and a == I.POINTER_DOWN:
            _aim_from_pointer(scene, intent.pos)
        scene.throw_axe()
    elif a == I.BACK:
        put_axe_down(scene)
    elif a in (I.UP, I.DOWN):
        lo, hi = S.AXE_ANGLE_RANGE
        aim["angle"] = max(lo, min(hi, aim["angle"] + (AXE_TURN if a == I.UP else -AXE_TURN)))
    elif a in (I.LEFT, I.RIGHT):
        aim["strength"] = max(0.05, min(1.0, aim["strength"] + (0.05 if a == I.LEFT else -0.05)))


def over_column(pos) -> bool:
    """A pointer over the acting player's column (tray, buttons, hint): it does not steer the hand there."""
    return pos[0] >= hud.COLUMN.x


def _carry(scene, live, intent) -> None:
    a = intent.action
    if a == I.POINTER_MOVE and intent.pos:
        if not over_column(intent.pos):  # (the hand waits while the mouse is on the buttons)
            live.aim(*scene.camera.to_world(intent.pos))
    elif a in (I.POINTER_DOWN, I.CONFIRM):
        live.release()
    elif a == I.WHEEL:
        live.move(turn=HAND.ROTATE_STEP * (1 if intent.button > 0 else -1))
    elif a in TURN:
        live.move(turn=HAND.ROTATE_STEP * TURN[a])
    elif a in DIRS:
        dx, dy = DIRS[a]
        live.move(dx * KEY_STEP, dy * KEY_STEP)


def _on_button(scene, pos) -> bool:
    opts = choices(scene)
    return any(r.collidepoint(pos) for r in hud.button_rects([lab for lab, _ in opts], hud.buttons_top(scene.state)))


def _buttons(scene, intent) -> None:
    opts = choices(scene)
    if not opts:
        return
    a = intent.action
    if a in (I.LEFT, I.RIGHT, I.UP, I.DOWN):  # the buttons stand one under another: up / down too
        scene.focus = (scene.focus + (1 if a in (I.RIGHT, I.DOWN) else -1)) % len(opts)
    elif a == I.CONFIRM:
        opts[scene.focus % len(opts)][1]()
        scene.focus = 0
    elif a == I.POINTER_MOVE and intent.pos:
        for i, r in enumerate(hud.button_rects([lab for lab, _ in opts], hud.buttons_top(scene.state))):
            if r.collidepoint(intent.pos):
                scene.focus = i
    elif a == I.POINTER_DOWN and intent.pos:
        if _reroll_one(scene, intent.pos):
            return
        for r, (_, do) in zip(hud.button_rects([lab for lab, _ in opts], hud.buttons_top(scene.state)), opts):
            if r.collidepoint(intent.pos):
                do()
                scene.focus = 0
                return
        if scene.state.phase == "stack" and hud.PANEL.right < intent.pos[0] < hud.COLUMN.x:  # a click by the stalk
            pick_up(scene, by_pointer=True)


def rerolls_one(scene) -> dict:
    """{die index: the action} for power 4's single-die rerolls open to the acting person now."""
    seat = scene.state.actor
    if scene.state.phase != "roll" or seat is None:
        return {}
    return {a.dice[0]: a for a in scene.legal(seat) if isinstance(a, E.RerollDice) and len(a.dice) == 1}


def _reroll_one(scene, pos) -> bool:
    """A click on a die in the tray rerolls just that die (power 4), when the rules offer it."""
    s = scene.state
    what, items = hud.tray_items(s)
    if what != "rolled":
        return False
    singles = rerolls_one(scene)
    for i, box in enumerate(hud.tray_boxes(hud.tray_rect(len(items)), len(items))):
        if i in singles and box.collidepoint(pos):
            scene.act(s.actor, singles[i])
            return True
    return False


# words ------------------------------------------------------------------------------------------------------
def status_line(scene) -> str:
    s = scene.state
    if R.result(s) is not None:
        return ""
    seat = scene.acting()
    name = scene.seat_name(seat)
    if s.phase == "choose":
        return tr("beanstalk_screen.choose", name=name) if seat is not None else tr("beanstalk.ev.choose")
    if seat is None:
        return ""
    falling = scene.replay["live"] if scene.replay is not None else scene.live
    if isinstance(falling, HAND.LiveHand) and falling.run.collapsed:  # not "stack the die" over a fall
        return tr(HAND.fall_word(falling))
    if seat in scene.bots:
        return tr("beanstalk_screen.bot_turn", name=name)
    if scene.aim is not None:
        return tr("beanstalk_screen.aim", name=name)
    if isinstance(scene.live, HAND.LiveHand) and scene.live.carrying:
        return tr("beanstalk_screen.carry", name=name)
    if s.phase == "stack":
        what = tr("beanstalk.ev.stack_next", piece=tr(f"beanstalk.piece.{s.turn['queue'][0]['kind']}"))
        return tr("beanstalk_screen.whose", name=name, what=what)
    return tr("beanstalk_screen.your_turn", name=name)


def hint(scene) -> H.Hint:
    seat = scene.acting()
    if seat is None or not scene.is_human(seat) or scene.curtain_up or seat in scene.bots:
        return H.Hint()
    dev = scene.device_of(seat)
    inputs = scene.app.input
    if scene.aim is not None:
        return H.for_device(inputs, dev, (((I.UP, I.DOWN), tr("beanstalk_screen.hint.angle")),
                                          ((I.LEFT, I.RIGHT), tr("beanstalk_screen.hint.pull")),
                                          ((I.CONFIRM,), tr("beanstalk_screen.hint.throw")),
                                          ((I.BACK,), tr("beanstalk.ui.hint.axe_down"))),
                            tr("beanstalk.ui.axe_mouse"))
    if isinstance(scene.live, HAND.LiveHand) and scene.live.carrying:
        turn = (I.ACT3, I.ACT4) if I.is_pad(dev) else (I.ACT1, I.ACT2)  # a pad: the shoulders, where hands rest
        return H.for_device(inputs, dev, (((I.UP, I.DOWN, I.LEFT, I.RIGHT), tr("beanstalk_screen.hint.move")),
                                          (turn, tr("beanstalk_screen.hint.turn")),
                                          ((I.CONFIRM,), tr("beanstalk_screen.hint.let_go"))),
                            tr("beanstalk_screen.hint.carry_mouse"))
    if scene.state.phase != "choose" and (scene.busy() or not choices(scene)):
        return H.Hint()  # (a secret card may be chosen while the others' picks still sound)
    keys = (I.LEFT, I.RIGHT) if scene.state.phase == "choose" else (I.UP, I.DOWN)  # cards side by side, buttons
    return H.for_device(inputs, dev, ((keys, tr("beanstalk_screen.hint.pick")),       # one under another
                                      ((I.CONFIRM,), tr("beanstalk_screen.hint.ok"))),
                        tr({"choose": "beanstalk_screen.hint.click_card", "stack": "beanstalk_screen.hint.click_stalk"}
                           .get(scene.state.phase, "beanstalk_screen.hint.click_die" if rerolls_one(scene)
                                else "beanstalk_screen.hint.click")))
