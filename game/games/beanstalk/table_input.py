"""`TableInput`: a Jack & the Beanstalk player's hands — the secret card (left / right + OK, or a click), the
turn's choices as buttons (roll, extra die, powers, start stacking, keep my treasure, the axe; the turn's main step
always first, and a button new in its place answering only once it has been seen a moment), carrying a piece
(the mouse or a pad cursor moves the hand, the wheel / act keys turn it; click, carry, click or press, drag,
release lets go; a piece taken up by a button or a key waits above the stalk until the pointer comes to it; a
keyboard zone moves it with its directions; a phone's finger by the stalk takes the piece, carries it and lets it
go when it lifts, and a finger that came down while the table was busy takes it once the table is free), and the
axe (aim with the pointer or up / down, pull back with the pointer or left / right, let go). Also the words: what
to do now and the control hint (the game log's sentences are in log_lines.py). Input counts only from the acting
person's device, never while the curtain is up."""
from __future__ import annotations

import math

from game.engine import intents as I
from game.engine.i18n import tr
from game.engine.intents import is_phone
from game.engine.table import hint as H
from game.engine.table.part import Part
from game.games.beanstalk import events as E
from game.games.beanstalk import hand as HAND
from game.games.beanstalk import hud
from game.games.beanstalk import rules as R
from game.games.beanstalk import stalk as S
from game.games.beanstalk import view as VIEW

KEY_STEP = 12.0  # mm per direction press (held: repeats)
PULL_MM = 260.0  # mm of pull back for full strength (the elbow at your side)
AXE_TURN = 0.05
DIRS = {I.LEFT: (-1, 0), I.RIGHT: (1, 0), I.UP: (0, 1), I.DOWN: (0, -1)}
RIGHT_BUTTON = 3  # the mouse's right button
# turning the piece in hand: X / Y (E / R), and a pad's shoulders (F / C on keys), left one anticlockwise
TURN = {I.ACT1: 1, I.ACT2: -1, I.ACT3: 1, I.ACT4: -1}
START_POINTER = (1080, 400)
REACH_PX = 80  # a piece waiting above the stalk is taken by a pointer passing this near it (screen px; a big
# piece's reach is wider: reach_px)
DRAG_PX = 14  # a press that moved this far before its release was a drag: the release lets the piece go
HOLD_S = 0.5  # ... as was a press held this long (s); a shorter, stiller one was a click: the piece is carried
ARM_S = 0.6  # a button new in its place answers a click or OK only after it has been on screen this long (s)


def over_column(pos) -> bool:
    """A pointer over the acting player's column (tray, buttons, hint): it does not steer the hand there."""
    return pos[0] >= hud.COLUMN.x


def aim_from(world: tuple[float, float]) -> tuple[float, float]:
    """The axe's (angle, strength) for a pointer at `world` (mm): pulled back from the seat, it flies the other
    way, the harder the further."""
    x, y = world
    x0, y0 = S.AXE_START
    dx, dy = x0 - x, y0 - y
    lo, hi = S.AXE_ANGLE_RANGE
    return max(lo, min(hi, math.atan2(dy, max(1.0, dx)))), max(0.05, min(1.0, math.hypot(dx, dy) / PULL_MM))


class TableInput(Part):
    def __init__(self, ctx, reads, live_table, hot_seat, camera, at_rest, inputs):
        """`inputs`: the app's input seats (the hint names their keys)."""
        self.ctx = ctx
        self.reads = reads
        self.live_table = live_table
        self.hot_seat = hot_seat
        self.camera = camera
        self.at_rest = at_rest
        self.inputs = inputs
        self.focus = 0  # the card or button the keys are on
        self.pointer = START_POINTER
        self.last_pointer = START_POINTER  # where the pointer was before its latest move
        self.waiting = None  # the carried hand that waits above the stalk for the pointer to come to it
        # the pointer's button held down: {"pos", "at" (clock), "far" (moved DRAG_PX or more), "phone" (a phone's
        # finger), "held" (a phone's finger by the stalk that took nothing yet: it waits for the table), "intent"}
        self.press = None
        self.slots: list | None = None  # [label, top, since (clock)] of each button place as last drawn

    # who may press ---------------------------------------------------------------------------------------
    def acting(self) -> int | None:
        """The person whose cards are on show in the choose phase, else the rules' actor."""
        s = self.ctx.state
        return self.hot_seat.shown if s.phase == "choose" else s.actor

    def accepts(self, intent) -> bool:
        seat = self.acting()
        seats = self.ctx.seats
        return seat is not None and seats.is_human(seat) and not self.hot_seat.curtain_up and (
            seats.owns(seat, intent) or intent.seat is None)

    def reset_focus(self) -> None:
        self.focus = 0

    def point_at(self, pos) -> None:
        self.pointer = pos

    # the acting person's buttons ---------------------------------------------------------------------------
    def choices(self) -> list[tuple[str, object]]:
        """(label, do) for the acting human's buttons now."""
        s = self.ctx.state
        seat = s.actor
        human = self.ctx.seats.is_human(seat)
        aim = self.live_table.aim
        if seat is not None and aim is not None and human:
            return [(tr("beanstalk.ui.axe_down"), self.put_axe_down)]  # the axe is once a game: a way back
        if seat is None or not human or self.live_table.busy() or aim is not None:
            return []
        act = self.ctx.act
        main, out, axe = [], [], []  # the turn's main step keeps the first place: Roll, Start stacking, Pick up
        for a in self.reads.legal(seat):
            if isinstance(a, E.ThrowAxe):  # last: the first button has the focus, and the axe is once a game
                axe = [(tr("beanstalk_screen.axe"), self.start_aim)]
            elif isinstance(a, E.UsePower):
                out.append((tr(f"beanstalk.power.{a.power}"), lambda a=a: act(seat, a)))
            elif isinstance(a, E.RollDice):
                main.append((tr("beanstalk.ev.roll"), lambda a=a: act(seat, a)))
            elif isinstance(a, E.RollExtra):
                out.append((tr("beanstalk.ev.roll_extra"), lambda a=a: act(seat, a)))
            elif isinstance(a, E.RerollDice) and len(a.dice) == len(s.turn["dice"]):
                out.append((tr("beanstalk_screen.reroll"), lambda a=a: act(seat, a)))
            elif isinstance(a, E.StartStacking):
                main.append((tr("beanstalk.ev.start_stacking"), lambda a=a: act(seat, a)))
            elif isinstance(a, E.OrderPeek):
                key = "beanstalk.ev.peek_swap" if a.swap else "beanstalk.ev.peek_keep"
                out.append((tr(key), lambda a=a: act(seat, a)))
            elif isinstance(a, E.SkipTreasure):
                out.append((tr("beanstalk.ev.skip_treasure"), lambda a=a: act(seat, a)))
        if s.phase == "stack":
            piece = tr(f"beanstalk.piece.{s.turn['queue'][0]['kind']}")
            main.append((tr("beanstalk_screen.pick_up", piece=piece), self.pick_up))
        return main + out + axe

    # the buttons' places ---------------------------------------------------------------------------------------
    def buttons_drawn(self, labels: list[str], top: int) -> list[float]:
        """The buttons `labels` are drawn now from `top` down: remembers what each place shows, where, since
        when, and returns how far each button is armed (0..1, 1: it answers). A place keeps its last button
        while none show, so only a different button there, or one that moved (a taller dice tray above), waits:
        a habitual click on the place of "Start stacking" must not roll the extra die that came there."""
        now = self.ctx.clock
        if self.slots is None:  # the table's first buttons: nothing there before them
            self.slots = [[lab, top, -ARM_S] for lab in labels]
        for i, lab in enumerate(labels):
            if i >= len(self.slots):
                self.slots.append([lab, top, now])
            elif self.slots[i][:2] != [lab, top]:
                self.slots[i] = [lab, top, now]
        return [min(1.0, max(0.0, (now - since) / ARM_S)) for _, _, since in self.slots[:len(labels)]]

    def armed(self, i: int, label: str) -> bool:
        """The button `label` in place i answers: it has been drawn there ARM_S or longer (a table whose
        buttons were never drawn, as in a headless test, has nothing new to guard)."""
        if self.slots is None:
            return True
        if i >= len(self.slots) or self.slots[i][:2] != [label, hud.buttons_top(self.ctx.state)]:
            return False  # not drawn there yet: nobody has seen it
        return self.ctx.clock - self.slots[i][2] >= ARM_S

    def rerolls_one(self) -> dict:
        """{die index: the action} for power 4's single-die rerolls open to the acting person now."""
        s = self.ctx.state
        seat = s.actor
        if s.phase != "roll" or seat is None:
            return {}
        return {a.dice[0]: a for a in self.reads.legal(seat) if isinstance(a, E.RerollDice) and len(a.dice) == 1}

    # the next piece ------------------------------------------------------------------------------------------
    def view_top(self) -> float:
        return self.at_rest.top(self.ctx.state)

    def waiting_spot(self) -> tuple[float, float]:
        """Where the next piece waits to be picked up (world mm): beside the pointer, but never under the
        right-hand column or the seats' panel, and never lower than clear above the stalk."""
        kind = self.ctx.state.turn["queue"][0]["kind"]
        px = max(hud.PANEL.right + 120, min(hud.COLUMN.x - 120, self.pointer[0]))
        x, y = self.camera.to_world((px, self.pointer[1]))
        return x, max(y, HAND.start_sample(kind, self.view_top())[1])

    def top_x(self) -> float:
        """Where the stalk's top is across (mm): a leaning stalk's top is not over the board's centre, and a piece
        taken up by a key goes there, beside it."""
        poses = self.at_rest.of(self.ctx.state).poses
        return max(poses.values(), key=lambda p: p[1])[0] if poses else 0.0

    def pick_up(self, by_pointer: bool = False) -> None:
        """Take the next piece: a click by the stalk takes it where it waits beside the pointer; a button, a key or
        a pad takes it clear above the stalk (never toward wherever the pointer last was)."""
        if self.live_table.live is not None:
            return
        spot = self.waiting_spot() if by_pointer else None
        self.live_table.pick_up(self.camera.to_world(self.pointer))
        live = self.live_table.carried()
        if live is not None:
            self.live_table.aim_hand(*(spot or (self.top_x(), live.run.track[0][1])))
            self.waiting = None if self._reaches(self.pointer, self.pointer) else live

    def waits_for_pointer(self) -> bool:
        """The carried piece waits above the stalk until the pointer comes to it (it never sweeps along the
        pointer's way there, into the stalk); keys and pads move it meanwhile."""
        live = self.live_table.carried()
        return live is not None and self.waiting is live

    @staticmethod
    def reach_px(kind: str) -> float:
        """How near the pointer must come to a waiting piece's centre to take it: REACH_PX, or past its corners."""
        x0, y0, x1, y1 = VIEW.piece_box(kind)
        return max(REACH_PX, math.hypot(x1 - x0, y1 - y0) / 2 * VIEW.SCALE + 10)

    def _reaches(self, a, b) -> bool:
        """The pointer, moving from screen point a to b, passes within reach_px of where the carried piece
        waits (its hand's target)."""
        live = self.live_table.carried()
        if live is None:
            return False
        px, py = self.camera.to_screen(*live.target[:2])
        (ax, ay), (bx, by) = a, b
        dx, dy = bx - ax, by - ay
        k = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy))) if dx or dy else 0.0
        return math.hypot(ax + k * dx - px, ay + k * dy - py) <= self.reach_px(live.kind)

    # the axe -------------------------------------------------------------------------------------------------
    def start_aim(self) -> None:
        self.live_table.take_axe()
        self.focus = 0

    def put_axe_down(self) -> None:
        """Back from aiming, the axe unthrown (a child who pressed "Throw the axe" by mistake keeps it)."""
        self.live_table.put_axe_down()
        self.focus = 0

    def on_phone_pull(self, seat: int, phase: str, dx: float, dy: float, intent) -> bool:
        """The seat's finger on the phone's touchpad while the axe may be thrown: it comes down = the axe is taken
        up (as the "Throw the axe" button does), it moves = the aim follows, it lifts = the throw (or, with hardly
        any pull, the axe is put down again). Nothing happens unless this seat may act on the table now."""
        from game.games.beanstalk.phone import KEEP, pull_aim  # the phone's pad, measured in its widths

        live_table, state = self.live_table, self.ctx.state
        if state.phase != "start" or self.acting() != seat or not self.accepts(intent):
            return True
        if live_table.live is not None or live_table.replay is not None:
            return True
        if live_table.aim is None:
            if phase != "down" or not any(isinstance(a, E.ThrowAxe) for a in self.ctx.legal(seat)):
                return True
            self.start_aim()
        live_table.set_aim(*pull_aim(dx, dy))
        if phase == "up":
            if math.hypot(dx, dy) < KEEP:
                self.put_axe_down()
            else:
                live_table.throw_axe()
        return True

    def _aim_from_pointer(self, pos) -> None:
        self.live_table.set_aim(*aim_from(self.camera.to_world(pos)))

    # input -------------------------------------------------------------------------------------------------
    def on_intent(self, seat, intent) -> bool:
        if intent.is_pointer and intent.pos:
            self.last_pointer, self.pointer = self.pointer, intent.pos
            if self.press is not None and math.dist(intent.pos, self.press["pos"]) >= DRAG_PX:
                self.press["far"] = True
        down = intent.action == I.POINTER_DOWN and intent.pos
        if down:
            self.press = {"pos": intent.pos, "at": self.ctx.clock, "far": False, "phone": is_phone(intent.device),
                          "held": False, "intent": intent}
        self.handle(intent)
        if down and self.press["phone"] and self._on_stalk_still(intent.pos):
            self.press["held"] = True  # it landed while the table was busy (a word, a skipped replay): see update
        if intent.action == I.POINTER_UP:
            self.press = None
        return True

    def _on_stalk_still(self, pos) -> bool:
        """A stacking turn, nothing taken up or aimed yet, and `pos` by the stalk (not on the buttons)."""
        lt = self.live_table
        return (self.ctx.state.phase == "stack" and lt.live is None and lt.aim is None
                and hud.PANEL.right < pos[0] < hud.COLUMN.x)

    def update(self, dt: float) -> None:
        """A phone's finger that came down by the stalk while the table was busy and is still down takes the piece
        as soon as the table is free: the touchpad showed "your turn on the stalk" already, and a finger held on
        it has no other way to say it again (a mouse's press then only skips the words, as the finger's did)."""
        p = self.press
        if p is None or not p["held"]:
            return
        if not self._on_stalk_still(self.pointer) or not self.accepts(p["intent"]):
            p["held"] = False  # the turn moved on, or the finger went to the buttons: it takes nothing
            return
        if self.live_table.busy() or self.live_table.stepped:
            return
        p["held"] = False
        self.pick_up(by_pointer=True)

    def _dragged(self) -> bool:
        """The press now released moved or lasted like a drag, not a click. A phone's finger always: its touchpad
        has no hover, so a piece it carries is let go when it lifts."""
        p = self.press
        return p is not None and (p["phone"] or p["far"] or self.ctx.clock - p["at"] >= HOLD_S)

    def handle(self, intent) -> None:
        a = intent.action
        lt = self.live_table
        shows = lt.replay is not None or any("word" in b.data for b in self.ctx.presenter.beats)
        if a in (I.CONFIRM, I.POINTER_DOWN, I.BACK) and shows:
            lt.skip()
            return
        if not self.accepts(intent):
            return
        if self.ctx.state.phase == "choose":
            self._choose(intent)
        elif lt.aim is not None:
            self._axe(intent)
        elif lt.carried() is not None:
            self._carry(intent)
        elif lt.live is None:
            self._buttons(intent)

    def _choose(self, intent) -> None:
        seat = self.hot_seat.shown
        hand = self.ctx.state.hands[seat] if seat is not None else []
        if not hand:
            return
        a = intent.action
        if a in (I.LEFT, I.RIGHT):
            self.focus = (self.focus + (1 if a == I.RIGHT else -1)) % len(hand)
        elif a == I.CONFIRM:
            self.ctx.act(seat, E.ChooseCard(seat, hand[self.focus % len(hand)]))
        elif a == I.POINTER_DOWN and intent.pos:
            for i, r in enumerate(hud.card_rects(len(hand))):
                if r.move(0, -40 if i == self.focus else 0).collidepoint(intent.pos):
                    self.ctx.act(seat, E.ChooseCard(seat, hand[i]))
        elif a == I.POINTER_MOVE and intent.pos:
            for i, r in enumerate(hud.card_rects(len(hand))):
                if r.collidepoint(intent.pos):
                    self.focus = i

    def _axe(self, intent) -> None:
        a, aim, lt = intent.action, self.live_table.aim, self.live_table
        if a == I.POINTER_MOVE and intent.pos:
            self._aim_from_pointer(intent.pos)
        elif a == I.POINTER_DOWN and intent.pos and (intent.button == RIGHT_BUTTON or self._on_button(intent.pos)):
            self.put_axe_down()  # a right-click, or the "Put the axe down" button
        elif a in (I.POINTER_DOWN, I.CONFIRM):
            if intent.pos and a == I.POINTER_DOWN:
                self._aim_from_pointer(intent.pos)
            lt.throw_axe()
        elif a == I.BACK:
            self.put_axe_down()
        elif a in (I.UP, I.DOWN):
            lo, hi = S.AXE_ANGLE_RANGE
            lt.set_aim(angle=max(lo, min(hi, aim["angle"] + (AXE_TURN if a == I.UP else -AXE_TURN))))
        elif a in (I.LEFT, I.RIGHT):
            lt.set_aim(strength=max(0.05, min(1.0, aim["strength"] + (0.05 if a == I.LEFT else -0.05))))

    def _carry(self, intent) -> None:
        a, lt = intent.action, self.live_table
        waited = self.waits_for_pointer()
        if waited and intent.is_pointer and intent.pos and self._reaches(self.last_pointer, intent.pos):
            self.waiting = None  # the pointer came to the piece: from now on it follows
        if a == I.POINTER_MOVE and intent.pos:
            if not over_column(intent.pos) and not self.waits_for_pointer():  # (the hand waits while the mouse
                lt.aim_hand(*self.camera.to_world(intent.pos))                # is on the buttons)
        elif a == I.POINTER_DOWN:
            if not waited:  # click, carry, click: the second click lets go (a press that takes a waiting piece
                lt.let_go()  # starts a drag instead)
        elif a == I.POINTER_UP:
            if self._dragged() and not self.waits_for_pointer():  # press, drag, release: the release lets go
                lt.let_go()
        elif a == I.CONFIRM:
            lt.let_go()
        elif a == I.WHEEL:
            lt.move_hand(turn=HAND.ROTATE_STEP * (1 if intent.button > 0 else -1))
        elif a in TURN:
            lt.move_hand(turn=HAND.ROTATE_STEP * TURN[a])
        elif a in DIRS:
            dx, dy = DIRS[a]
            lt.move_hand(dx * KEY_STEP, dy * KEY_STEP)

    def _button_rects(self, opts) -> list:
        return hud.button_rects([lab for lab, _ in opts], hud.buttons_top(self.ctx.state))

    def _on_button(self, pos) -> bool:
        return any(r.collidepoint(pos) for r in self._button_rects(self.choices()))

    def _buttons(self, intent) -> None:
        opts = self.choices()
        if not opts:
            return
        a = intent.action
        if a in (I.LEFT, I.RIGHT, I.UP, I.DOWN):  # the buttons stand one under another: up / down too
            self.focus = (self.focus + (1 if a in (I.RIGHT, I.DOWN) else -1)) % len(opts)
        elif a == I.CONFIRM:
            i = self.focus % len(opts)
            if self.armed(i, opts[i][0]):
                opts[i][1]()
                self.focus = 0
        elif a == I.POINTER_MOVE and intent.pos:
            for i, r in enumerate(self._button_rects(opts)):
                if r.collidepoint(intent.pos):
                    self.focus = i
        elif a == I.POINTER_DOWN and intent.pos:
            if self._reroll_one(intent.pos):
                return
            for i, (r, (label, do)) in enumerate(zip(self._button_rects(opts), opts)):
                if r.collidepoint(intent.pos):
                    if self.armed(i, label):
                        do()
                        self.focus = 0
                    return
            if self.ctx.state.phase == "stack" and hud.PANEL.right < intent.pos[0] < hud.COLUMN.x:  # by the stalk
                self.pick_up(by_pointer=True)

    def _reroll_one(self, pos) -> bool:
        """A click on a die in the tray rerolls just that die (power 4), when the rules offer it."""
        s = self.ctx.state
        what, items = hud.tray_items(s)
        if what != "rolled":
            return False
        singles = self.rerolls_one()
        for i, box in enumerate(hud.tray_boxes(hud.tray_rect(len(items)), len(items))):
            if i in singles and box.collidepoint(pos):
                self.ctx.act(s.actor, singles[i])
                return True
        return False

    # words ---------------------------------------------------------------------------------------------------
    def status_line(self) -> str:
        s = self.ctx.state
        if R.result(s) is not None:
            return ""
        seat = self.acting()
        name = self.ctx.seats.name(seat)
        if s.phase == "choose":
            return tr("beanstalk_screen.choose", name=name) if seat is not None else tr("beanstalk.ev.choose")
        if seat is None:
            return ""
        lt = self.live_table
        falling = lt.replay["live"] if lt.replay is not None else lt.live
        if isinstance(falling, HAND.LiveHand) and falling.run.collapsed:  # not "stack the die" over a fall
            return tr(HAND.fall_word(falling))
        if self.ctx.seats.is_bot(seat):
            return tr("beanstalk_screen.bot_turn", name=name)
        if lt.aim is not None:
            return tr("beanstalk_screen.aim", name=name)
        if isinstance(lt.live, HAND.LiveHand) and lt.live.carrying:
            return tr("beanstalk_screen.carry", name=name)
        if s.phase == "stack":
            what = tr("beanstalk.ev.stack_next", piece=tr(f"beanstalk.piece.{s.turn['queue'][0]['kind']}"))
            return tr("beanstalk_screen.whose", name=name, what=what)
        return tr("beanstalk_screen.your_turn", name=name)

    def hint(self) -> H.Hint:
        seat = self.acting()
        seats = self.ctx.seats
        if seat is None or not seats.is_human(seat) or self.hot_seat.curtain_up or seats.is_bot(seat):
            return H.Hint()
        dev = seats.device_of(seat)
        inputs = self.inputs
        lt = self.live_table
        if lt.aim is not None:
            return H.for_device(inputs, dev, (((I.UP, I.DOWN), tr("beanstalk_screen.hint.angle")),
                                              ((I.LEFT, I.RIGHT), tr("beanstalk_screen.hint.pull")),
                                              ((I.CONFIRM,), tr("beanstalk_screen.hint.throw")),
                                              ((I.BACK,), tr("beanstalk.ui.hint.axe_down"))),
                                tr("beanstalk.ui.axe_mouse"))
        if isinstance(lt.live, HAND.LiveHand) and lt.live.carrying:
            turn = (I.ACT3, I.ACT4) if I.is_pad(dev) else (I.ACT1, I.ACT2)  # a pad: the shoulders, where hands rest
            mouse = "beanstalk_screen.hint.reach" if self.waits_for_pointer() else "beanstalk_screen.hint.carry_mouse"
            return H.for_device(inputs, dev, (((I.UP, I.DOWN, I.LEFT, I.RIGHT), tr("beanstalk_screen.hint.move")),
                                              (turn, tr("beanstalk_screen.hint.turn")),
                                              ((I.CONFIRM,), tr("beanstalk_screen.hint.let_go"))), tr(mouse))
        phase = self.ctx.state.phase
        if phase != "choose" and (lt.busy() or not self.choices()):
            return H.Hint()  # (a secret card may be chosen while the others' picks still sound)
        keys = (I.LEFT, I.RIGHT) if phase == "choose" else (I.UP, I.DOWN)  # cards side by side, buttons
        click = {"choose": "beanstalk_screen.hint.click_card", "stack": "beanstalk_screen.hint.click_stalk"}.get(
            phase, "beanstalk_screen.hint.click_die" if self.rerolls_one() else "beanstalk_screen.hint.click")
        return H.for_device(inputs, dev, ((keys, tr("beanstalk_screen.hint.pick")),       # one under another
                                          ((I.CONFIRM,), tr("beanstalk_screen.hint.ok"))), tr(click))
