"""The game thread's side of the phones: starts and stops the server (engine/remote/server.py), reads its inbox
once a frame (it is an InputSeats source: `pump` runs first in every `InputSeats.update`), turns taps into a
phone device's intents, binds seats, and sends each phone its seats list and its own seat's screen.

Seats: the scene that owns the table (the set-up screen, or a game scene under any overlay) is asked
`phone_seats()` -> [{"seat", "colour", "name", "bot", "device"}] and `phone_take(seat, device, name)`; a game
scene that offers neither is read from its `setup` and the input layer. Per phone a seat is "mine", "free"
(set-up: any seat no phone holds), "taken" (another phone, or in a game another device), "held" (its phone is
away: taking it needs the family's yes on the TV, see confirm.py) or "bot" (in a game)."""
from __future__ import annotations

import atexit
import functools
import logging
import queue
import time

from game.core.setup import SEAT_COLOURS, SEAT_SHAPES
from game.engine import i18n
from game.engine.intents import HANDICAP, POINTER_DOWN, POINTER_MOVE, POINTER_UP, Intent, is_phone, phone_device
from game.engine.remote import device as phone_keys
from game.engine.remote import screens
from game.engine.remote.addresses import lan_address
from game.engine.remote.server import PhoneServer

log = logging.getLogger(__name__)

GRACE = 3.0  # seconds a dropped phone keeps its seat silently (a reload, a blink of the Wi-Fi)
SEATS_EVERY = 0.25  # seconds between looks at the seats list
SCREEN_EVERY = 0.15  # seconds at least between two screens sent to one phone
SCREEN_REFRESH = 2.0  # seconds after which a screen is built again even if the game said nothing changed
INBOX_ITEMS = 64  # at most this many phone messages are handled in one frame (the rest wait for the next)
INBOX_BUDGET = 0.002  # seconds of a frame spent on phone messages at most
SCREENS_BUDGET = 0.0015  # seconds of a frame spent building phone screens at most (at least one is built)
MAX_SEATS = 8
LEFT = "left:"  # a seat's lost device when its phone left it on purpose
SHAPE = dict(zip(SEAT_COLOURS, SEAT_SHAPES))
SEAT_MESSAGES = ("name", "take", "leave", "choose")  # messages after which the seats list may read otherwise


def phones_of(app) -> "Phones":
    """The app's one Phones (made on first use; off until started)."""
    phones = app.phones
    if phones is None:
        phones = Phones(app)
        install(app, phones)
    return phones


def install(app, phones: "Phones") -> None:
    """The app's phones: they answer the kit's question "is this seat's private screen on its phone?"
    (table/context.py Seats.private_elsewhere asks `App.private_elsewhere(seat)`, which asks them)."""
    app.phones = phones


class Phones:
    def __init__(self, app, host: str | None = None):
        self.app = app
        self.host = host  # None: the LAN address (tests pass 127.0.0.1)
        self.server: PhoneServer | None = None
        self.problem: str | None = None  # i18n key of why phones cannot join (no network, port taken)
        self.names: dict[str, str] = {}  # phone id -> player's name
        self._away: dict[str, float] = {}  # phone id -> when it dropped (its seat waits GRACE seconds)
        self._seats_sent: dict[str, object] = {}
        self._screens: dict[str, tuple[int, object, list, int]] = {}  # pid -> (version, shown, actions, seat)
        self._screen_at: dict[str, float] = {}
        self._screen_key: dict[str, tuple] = {}  # pid -> (scene, its state_changes, seat) its screen was built on
        self._seats_at = 0.0
        self._table_cache = None
        self._version = 0
        self._lang = None
        self.applied = 0  # phone taps handed to the input layer (the bench counts them)
        self.confirm = None  # the TV's open "may this phone take that seat?" question
        self._atexit = False

    # ---- on / off ----------------------------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self.server is not None and self.server.running

    def start(self, port: int | None = None) -> bool:
        """Serve the phone page (no-op if already on). False, with `problem` set, if phones cannot join."""
        if self.running:
            return True
        self.problem = None
        host = self.host or lan_address()
        if host is None:
            self.problem = "phones.problem.no_network"
            return False
        room = self._remembered_room()
        ports = [room.get("port"), 0] if port is None else [port]
        for p in [p for p in ports if isinstance(p, int)]:
            server = PhoneServer(host, p, room_token=room.get("token"), max_connections=MAX_SEATS + 4)
            if server.start():
                self.server = server
                break
            log.info("phones: port %s: %s", p, server.error)
        if self.server is None:
            self.problem = "phones.problem.no_port"
            return False
        self._remember_room()
        self._lang = None
        if self not in self.app.input.sources:
            self.app.input.sources.append(self)
        if not self._atexit:
            atexit.register(self.stop)
            self._atexit = True
        return True

    def stop(self) -> None:
        server, self.server = self.server, None
        if server is not None:
            server.stop()
        inputs = self.app.input
        if inputs is not None:
            if self in inputs.sources:
                inputs.sources.remove(self)
            for d in inputs.phones():
                inputs.remove_phone(d)
        self._away.clear()
        self._seats_sent.clear()
        self._screens.clear()
        self._screen_key.clear()

    def set_join_open(self, on: bool) -> None:
        if self.server is not None:
            self.server.set_join_open(on)

    def set_max_connections(self, seats: int) -> None:
        if self.server is not None:
            self.server.max_connections = max(1, seats) + 4

    def _remembered_room(self) -> dict:
        try:
            room = self.app.settings.get("phones_room")
        except KeyError:
            return {}
        return room if isinstance(room, dict) else {}

    def _remember_room(self) -> None:
        """The same link and port next time, so phones of a saved game find the table again by themselves."""
        try:
            self.app.settings.set("phones_room", {"token": self.server.room_token, "port": self.server.port})
        except (KeyError, ValueError, TypeError):
            log.info("phones: the room is not remembered")

    def _send(self, pid: str, message: dict) -> None:
        """Queue a message for one phone; the end of `pump` (or the next one) sends it."""
        if self.server is not None:
            self.server.send(pid, message, wake=False)

    def private_elsewhere(self, seat: int) -> bool:
        """The seat plays on a phone (here or away) and its game shows private things on phones (phone.py)."""
        inputs = self.app.input
        device = inputs.device_of(seat) or inputs.lost_device(seat)
        if not is_phone(device):
            return False
        owner = self._owner()
        if owner is None or owner.phone_table != "game":
            return False
        return getattr(screens.phone_module(owner.game_id), "phone_screen", None) is not None

    # ---- every frame (InputSeats source, then the app's end of frame) ------------------------------------------
    def after_frame(self) -> None:
        """The frame is drawn: its messages go to the server's thread together, in one hand-over, now that the
        game thread is about to sleep. Woken mid-frame, that thread would want the GIL while the frame draws."""
        if self.server is not None:
            self.server.wake()

    def pump(self, inputs) -> None:
        server = self.server
        if server is None:
            return
        now = time.monotonic()
        if self._lang != i18n.language():
            self._lang = i18n.language()
            server.set_strings(page_strings())
            server.send_all({"t": "lang", "lang": self._lang}, wake=False)
            self._screens.clear()  # every screen again, in the new language
            self._screen_at.clear()
        fed, acks = [], []
        stop = time.perf_counter() + INBOX_BUDGET
        for _ in range(INBOX_ITEMS):  # a flood waits for the next frames instead of stretching this one
            try:
                item = server.inbox.get_nowait()
            except queue.Empty:
                break
            try:
                self._handle(item, inputs, fed, acks)
            except Exception:  # noqa: BLE001 - one bad message never stops the game
                log.exception("phones: message %s ignored", item[:1])
            if time.perf_counter() > stop:
                break
        if fed:
            inputs.feed(fed)
            self.applied += len(fed)
        for pid, at in acks:  # the taps reach the scene in this same update
            self._send(pid, {"t": "ack", "at": at})
        for pid, since in list(self._away.items()):
            if now - since >= GRACE:
                del self._away[pid]
                inputs.remove_phone(phone_device(pid))
        if now - self._seats_at >= SEATS_EVERY:
            self._seats_at = now
            self._send_seats(inputs)
        self._send_screens(inputs, now)  # queued: `after_frame` hands them over

    def _handle(self, item, inputs, fed, acks) -> None:
        kind, pid = item[0], item[1]
        device = phone_device(pid)
        if kind != "msg" or item[2]["t"] in SEAT_MESSAGES:
            self._seats_at = 0.0  # a seat may change: look at the seats on this frame
        if kind == "hello":
            self.names[pid] = item[2]
            self._away.pop(pid, None)
            inputs.add_phone(device, item[2])
            self._seats_sent.pop(pid, None)
            self._screens.pop(pid, None)
            self._send_seats(inputs, only=pid)
            return
        if kind == "gone":
            self._away[pid] = time.monotonic()
            return
        msg = item[2]
        t = msg["t"]
        if t == "press":
            fed.append(phone_keys.press(device, msg["b"]))
            if "at" in msg:
                acks.append((pid, msg["at"]))
        elif t == "release":
            fed.append(phone_keys.release(device, msg["b"]))
        elif t == "touch":
            kept = self._screens.get(pid)
            mode = kept[1].get("touchpad") if kept is not None else None
            if mode in phone_keys.TOUCH_MODES:  # only while this seat's screen offers the touchpad
                fed += phone_keys.touch(device, msg["p"], msg["x"], msg["y"], mode)
        elif t == "pull":
            self._pull(pid, msg, inputs)
        elif t == "name":
            self.names[pid] = msg["name"]
            inputs.add_phone(device, msg["name"])
            owner = self._owner()
            if owner is not None and owner.phone_table == "setup":
                owner.phone_rename(device, msg["name"])
        elif t == "take":
            self._take(pid, msg["seat"], inputs)
        elif t == "leave":
            self._leave(pid, inputs)
        elif t == "choose":
            self._choose(pid, msg["c"], msg["v"], inputs)
            if "at" in msg:
                acks.append((pid, msg["at"]))
        elif t == "ping":
            self._send(pid, {"t": "pong", "at": msg.get("at", 0)})

    # ---- seats ---------------------------------------------------------------------------------------------
    def _owner(self):
        """The scene that owns the table: the topmost that declares a `phone_table` (a set-up or a game)."""
        for scene in reversed(self.app.stack):
            if scene.phone_table is not None:
                return scene
        return None

    def table(self, inputs) -> tuple[str, list[dict]]:
        """("setup" | "game" | "none", the seats)."""
        owner = self._owner()
        if owner is None:
            return "none", []
        if owner.phone_table == "setup":
            return "setup", owner.phone_seats()
        seats = []
        lost = set(inputs.lost_seats())
        for i, s in enumerate(owner.setup.seats[:MAX_SEATS]):
            devices = inputs.devices_of(i)
            seats.append({"seat": i, "colour": s.colour, "name": s.name, "bot": s.is_bot,
                          "device": devices[0] if devices else (inputs.lost_device(i) or s.device),
                          "lost": i in lost})
        return "game", seats

    def seat_state(self, pid: str, where: str, seat: dict, connected: set[str]) -> str:
        device = seat.get("device")
        if device == phone_device(pid):
            return "mine"
        if where == "game" and seat.get("bot"):
            return "bot"
        if is_phone(device) and not seat.get("bot"):
            return "taken" if device in connected else "held"
        if where == "setup":
            return "free"
        return "held" if seat.get("lost") else "taken"

    def _connected(self, inputs) -> set[str]:
        """Phone devices here now, or dropped less than GRACE seconds ago (their seats are still theirs)."""
        if self.server is None:
            return set()
        return {phone_device(p) for p in [*self.server.connected(), *self._away]}

    def _send_seats(self, inputs, only: str | None = None) -> None:
        where, seats = self.table(inputs)
        connected = self._connected(inputs)
        for pid in ([only] if only else self.server.connected()):
            shown = []
            for s in seats:
                state = self.seat_state(pid, where, s, connected)
                shown.append({"seat": s["seat"], "colour": s["colour"], "rgb": _hex(s["colour"]),
                              "shape": SHAPE.get(s["colour"], "circle"), "name": s["name"], "state": state})
            message = {"t": "seats", "where": where, "seats": shown,
                       "you": next((s["seat"] for s in shown if s["state"] == "mine"), None),
                       "name": self.names.get(pid, ""),
                       "waiting": self.confirm is not None and self.confirm.pid == pid}
            if self._seats_sent.get(pid) != message:
                self._seats_sent[pid] = message
                self._send(pid, message)

    def _take(self, pid: str, seat: int, inputs) -> None:
        where, seats = self.table(inputs)
        found = next((s for s in seats if s["seat"] == seat), None)
        if found is None:
            return
        state = self.seat_state(pid, where, found, self._connected(inputs))
        if state == "free":
            self.give(pid, seat, inputs)
        elif state == "held":
            from game.engine.remote.confirm import ask_to_take
            ask_to_take(self, pid, seat, found.get("name", ""))
        else:
            self._send(pid, {"t": "refused", "seat": seat, "why": state})

    def give(self, pid: str, seat: int, inputs) -> None:
        """The phone takes the seat (the family said yes, or it was free)."""
        device = phone_device(pid)
        owner = self._owner()
        if owner is None:
            return
        for other in [s for s, ds in inputs.bindings().items() if device in ds and s != seat]:
            inputs.unbind(other)  # one seat per phone
        if owner.phone_table == "setup":
            owner.phone_take(seat, device, self.names.get(pid, ""))
        else:
            inputs.forget_lost(seat)
            inputs.bind(seat, device, add=False)
            if 0 <= seat < len(owner.setup.seats):
                owner.setup.seats[seat].device = device  # Save keeps it: the phone comes back after Continue
        self._seats_at = 0.0
        self._screens.pop(pid, None)

    def _leave(self, pid: str, inputs) -> None:
        device = phone_device(pid)
        owner = self._owner()
        if owner is not None and owner.phone_table == "setup":
            owner.phone_leave(device)
            return
        seat = inputs.seat_of(device)
        if seat is not None:  # in a game its seat waits, like an unplugged pad's, for another device
            inputs.remove_phone(device)
            inputs.mark_lost(seat, LEFT + device)  # not this phone's to take back by coming in again
            inputs.add_phone(device, self.names.get(pid, ""))
            self._away.pop(pid, None)

    # ---- screens -------------------------------------------------------------------------------------------
    def _send_screens(self, inputs, now: float) -> None:
        """Each seated phone's screen, built again only when the game's state changed since (the scene counts
        its changes in `state_changes`), its seat changed, or SCREEN_REFRESH passed; the oldest first, within
        SCREENS_BUDGET of this frame (the rest on the next frames)."""
        owner = self._owner()
        if owner is None or owner.phone_table != "game":
            return
        changes = owner.state_changes
        due = []
        for pid in self.server.connected():
            seat = inputs.seat_of(phone_device(pid))
            if seat is None:
                continue
            at = self._screen_at.get(pid, -1.0)
            if now - at < SCREEN_EVERY:
                continue
            key = (id(owner), changes, seat)
            if (self._screen_key.get(pid) == key and pid in self._screens
                    and now - at < SCREEN_REFRESH):
                continue
            due.append((at, pid, seat, key))
        if not due:
            return
        due.sort(key=lambda d: d[0])
        stop = time.perf_counter() + SCREENS_BUDGET
        names = self._seat_names(owner)
        for _at, pid, seat, key in due:
            self._screen_at[pid] = now
            self._screen_key[pid] = key
            shown, actions = screens.split(screens.screen_for(owner, seat), names)
            old = self._screens.get(pid)
            if old is not None and old[1] == shown and old[3] == seat:
                self._screens[pid] = (old[0], shown, actions, seat)  # same words; the actions may be new objects
            else:
                self._version += 1
                self._screens[pid] = (self._version, shown, actions, seat)
                self._send(pid, {"t": "screen", "v": self._version, "seat": seat, **shown})
            if time.perf_counter() > stop:
                break

    @staticmethod
    def _seat_names(owner) -> dict:
        """seat -> (colour, name) of a game's seats."""
        return {i: (s.colour, s.name) for i, s in enumerate(owner.setup.seats)}

    def _choose(self, pid: str, choice: int, version: int, inputs) -> None:
        kept = self._screens.get(pid)
        owner = self._owner()
        seat = inputs.seat_of(phone_device(pid))
        if kept is None or kept[0] != version or seat != kept[3] or owner is None or choice >= len(kept[2]):
            self._send(pid, {"t": "stale"})  # the screen moved on: the phone shows the newer one
            self._screens.pop(pid, None)
            return
        self._screens.pop(pid, None)  # refresh at once
        self._screen_at.pop(pid, None)
        if self._handicap_allows(inputs, owner, seat, phone_device(pid)):
            owner.act(seat, kept[2][choice])

    def _pull(self, pid: str, msg: dict, inputs) -> None:
        """A pull on the touchpad, only while this seat's latest screen offers one; letting go is a tap of the
        seat's pointing hand (its handicaps judge it like any tap)."""
        kept = self._screens.get(pid)
        device = phone_device(pid)
        seat = inputs.seat_of(device)
        owner = self._owner()
        if kept is None or kept[1].get("touchpad") != "pull" or seat != kept[3] or owner is None:
            return
        if msg["p"] == "up" and not self._handicap_allows(inputs, owner, seat, device):
            return
        intent = Intent(POINTER_MOVE, device, seat=seat, button=1, key=1, key_group=f"{device}.pointer")
        screens.pull(owner, seat, msg["p"], msg["dx"], msg["dy"], intent)
        if msg["p"] == "up":
            self._screens.pop(pid, None)  # what the pull did shows on the phone at once
            self._screen_at.pop(pid, None)

    @staticmethod
    def _handicap_allows(inputs, owner, seat: int, device: str) -> bool:
        """A tap on the phone's screen is the seat pointing (its ".pointer" hand): the seat's handicaps judge it
        like any tap, and what they report (a broken piece) goes to the scene as from any device."""
        allowed = True
        for action in (POINTER_DOWN, POINTER_UP):
            tap = Intent(action, device, seat=seat, pos=(0, 0), button=1, key=1, key_group=f"{device}.pointer")
            out, passed = inputs.handicaps.filter(tap)
            allowed = allowed and passed
            for report in out:
                if report.action == HANDICAP:
                    owner.on_intent(report)
        return allowed


def page_strings() -> dict:
    """The phone page's words in the game's language (phone.page.* keys, English where one is missing)."""
    lang = i18n.language()
    words = {k: v for k, v in i18n.catalogue("en").items() if k.startswith("phone.page.")}
    words.update({k: v for k, v in i18n.catalogue(lang).items() if k.startswith("phone.page.")})
    return {"lang": lang, "words": words}


@functools.lru_cache(maxsize=64)
def _hex(colour: str) -> str:
    from game.engine.theme import seat_rgb
    try:
        r, g, b = seat_rgb(colour)
    except Exception:  # noqa: BLE001 - an unknown colour name is drawn grey
        r, g, b = (150, 150, 150)
    return f"#{r:02x}{g:02x}{b:02x}"
