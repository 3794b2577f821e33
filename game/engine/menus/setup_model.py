"""The set-up screen's data, apart from its widgets: what the table looks like before the game starts,
remembered per game in settings['last_setup'], and the labels of registry options and devices."""
from __future__ import annotations

import logging
import random
from dataclasses import replace

from game.core.setup import GameSetup, SeatConfig, seat_colours
from game.engine import i18n
from game.engine.i18n import tr
from game.engine.intents import is_pad, is_phone
from game.engine.table.devices import device_name

log = logging.getLogger(__name__)

KEYBOARD_DEVICES = ("mouse", "kb_left", "kb_right", "kb_numpad")
KINDS = ("human", "easy", "normal", "hard")  # what the "player" choice cycles through
SEED_MAX = 999_999  # six digits: easy to read out and type back in


def humanise(ident) -> str:
    """'witch_tempo' -> 'Witch tempo': the label of an option nobody translated yet."""
    s = str(ident).replace("_", " ").replace("-", " ").strip()
    return s[:1].upper() + s[1:] if s else "?"


def _tr_or(key: str, fallback: str) -> str:
    return tr(key) if i18n.has(key) or i18n.has(key, "en") else fallback


def option_label(game_id: str, option) -> str:
    return _tr_or(f"opt.{game_id}.{option.id}", humanise(option.id))


def choice_label(game_id: str, option, choice) -> str:
    key = f"opt.{game_id}.{option.id}.{choice}"
    if isinstance(choice, bool):
        return _tr_or(key, tr("ui.on") if choice else tr("ui.off"))
    return _tr_or(key, humanise(choice))


def seat_label(seats: list[SeatConfig], choice) -> str:
    """A seat option's value: the player's name (their seat number if the name is blank)."""
    name = seats[choice].name.strip() if 0 <= choice < len(seats) else ""
    return name or tr("setup.seat", n=choice + 1)


def default_names() -> list[str]:
    names = [n.strip() for n in tr("setup.default_names").split(",") if n.strip()]
    return names or ["Mia", "Leo", "Ada", "Kai", "Zoe"]


def new_seed(rng: random.Random | None = None) -> int:
    return (rng or random).randint(1, SEED_MAX)


def available_devices(app) -> list[str]:
    """Mouse, the three keyboard zones, then every connected gamepad (app.input.devices())."""
    out = list(KEYBOARD_DEVICES)
    out += [d for d in app.input.devices() if is_pad(d) and d not in out]
    return out


def device_label(device: str, app) -> str:
    """A short name that fits a seat card: "WASD", "Arrows", "Pad 2" — the table's one catalogue of device
    names (numbered like the input layer does)."""
    return device_name(app.input, device)


def device_icon(device: str) -> str:
    if device == "mouse":
        return "mouse"
    return "gamepad" if device.startswith("pad:") else "keyboard"


def kind_of(seat: SeatConfig) -> str:
    return "human" if seat.kind == "human" else (seat.difficulty if seat.difficulty in KINDS else "normal")


def set_kind(seat: SeatConfig, kind: str) -> None:
    if kind == "human":
        seat.kind = "human"
    else:
        seat.kind, seat.difficulty = "bot", kind


def kind_label(kind: str) -> str:
    return tr(f"setup.kind.{kind}")


# who sits in a seat: a family player ("family:<name>", game.engine.family), a guest ("human") or a bot level
FAMILY = "family:"


def who_values(family) -> list[str]:
    """What a seat's "who" row cycles through: the family's players, a guest (a person), the bot levels."""
    return [FAMILY + p.name for p in (family.profiles if family is not None else ())] + list(KINDS)


def profile_of(seat: SeatConfig, family):
    """The family player sitting in this seat (a person's seat whose name is theirs), or None."""
    if family is None or seat.is_bot:
        return None
    return family.get(seat.name.strip())


def who_of(seat: SeatConfig, family) -> str:
    p = profile_of(seat, family)
    return FAMILY + p.name if p is not None else kind_of(seat)


def match_profile(family, name: str):
    """The family player a typed name means (the same letters, any case), or None."""
    name = (name or "").strip().casefold()
    if family is None or not name:
        return None
    return next((p for p in family.profiles if p.name.casefold() == name), None)


def guest_name(i: int, family, taken=()) -> str:
    """A usual name for a guest in seat i: none of the family's (the seat would count as theirs) nor taken."""
    family_names = {p.name.casefold() for p in (family.profiles if family is not None else ())}
    names = default_names()
    for k in range(len(names)):
        name = names[(i + k) % len(names)]
        if name.casefold() not in family_names and name not in taken:
            return name
    return tr("night.guest_name", n=i + 1)


def preferred_device(wanted: str, devices: list[str], others=()) -> str | None:
    """The device a family player prefers, among those here now: a named one if connected, "pad" the first
    gamepad no other seat holds, "phone" none (the phone joins the seat itself); None keeps the seat's."""
    if wanted in devices:
        return wanted
    if wanted == "pad":
        pads = [d for d in devices if is_pad(d) and not is_phone(d)]
        return next((d for d in pads if d not in others), pads[0] if pads else None)
    return None


def default_seat(i: int, taken_colours=(), palette: tuple[str, ...] = seat_colours(5)) -> SeatConfig:
    names = default_names()
    colour = next((c for c in palette if c not in taken_colours), palette[i % len(palette)])
    human = i == 0
    return SeatConfig(name=names[i % len(names)], colour=colour, kind="human" if human else "bot",
                      difficulty="normal", device="mouse")


def make_colours_unique(seats: list[SeatConfig], palette: tuple[str, ...] = seat_colours(5)) -> None:
    """Give every seat a colour of the game's palette nobody before it took; with more seats than colours,
    the least used one."""
    used: list[str] = []
    for seat in seats:
        if seat.colour in used or seat.colour not in palette:
            free = [c for c in palette if c not in used]
            if free:
                seat.colour = free[0]
            elif used.count(seat.colour) > min(used.count(c) for c in palette):
                seat.colour = min(palette, key=used.count)
        used.append(seat.colour)


class SetupModel:
    """Every seat the game could have (so lowering and raising the count keeps names), the count in use,
    options and seed."""

    def __init__(self, info, app=None, remembered: GameSetup | None = None):
        self.info = info
        self.devices = available_devices(app)
        r = remembered
        self.options = info.default_config()
        if r is not None:
            for opt in info.options:
                if opt.id in r.options and r.options[opt.id] in opt.choices:
                    self.options[opt.id] = r.options[opt.id]
        lo, hi = self.player_range()
        self.palette = seat_colours(hi)
        count = r.players if r is not None and r.players else min(hi, max(lo, 3))
        self.players = min(hi, max(lo, count))
        self.seats: list[SeatConfig] = []
        for i in range(info.most_players):
            if r is not None and i < len(r.seats):
                seat = replace(r.seats[i])
                if seat.kind not in ("human", "bot"):
                    seat.kind = "bot"
                if seat.device not in self.devices:
                    seat.device = "mouse"  # that gamepad is not plugged in today
                if not seat.name.strip():
                    seat.name = default_names()[i % len(default_names())]
            else:
                seat = default_seat(i, [s.colour for s in self.seats], self.palette)
            self.seats.append(seat)
        make_colours_unique(self.seats[: self.players], self.palette)
        self.seed = new_seed()
        self._accepted: dict[tuple, bool] = {}
        self.fix_options()

    # what the rules accept --------------------------------------------------------------------------------
    def accepts(self, options: dict, players: int | None = None) -> bool:
        """Whether the game's rules start a game with these options (new_game refuses some combinations, e.g.
        a scenario that needs more players): the screen offers only what the rules accept."""
        players = self.players if players is None else players
        key = (players, tuple(sorted((k, repr(v)) for k, v in options.items())))
        if key not in self._accepted:
            try:
                self.info.rules().new_game({**options, "players": players}, 1)
                self._accepted[key] = True
            except Exception:  # the rules' refusal, whatever its type
                self._accepted[key] = False
        return self._accepted[key]

    def choices_for(self, option) -> list:
        """The choices of `option` the set-up screen offers now: those the rules accept with the other options
        as they are, at the player count choosing it leaves (a choice with a player range of its own moves the
        count into it); every choice when none is accepted, so the row never empties."""
        ok = []
        for c in option.choices_for(self.players):  # a seat option: only the seats in play
            options = {**self.options, option.id: c}
            lo, hi = self.info.players_for(options)
            if self.accepts(options, min(hi, max(lo, self.players))):
                ok.append(c)
        return ok or list(option.choices_for(self.players))

    def fix_options(self) -> bool:
        """After the player count or an option changed: an option whose value the rules no longer accept goes
        back to its default (or the first accepted choice). Returns True if anything changed."""
        changed = False
        for opt in self.info.options:  # a seat no longer in play goes back to the default
            if self.options.get(opt.id, opt.default) not in opt.choices_for(self.players):
                self.options[opt.id] = opt.default
                changed = True
        for _ in range(len(self.info.options) + 1):
            if self.accepts(self.options):
                return changed
            for opt in self.info.options:
                offered = self.choices_for(opt)
                if self.options.get(opt.id) not in offered:
                    self.options[opt.id] = opt.default if opt.default in offered else offered[0]
                    changed = True
                    break
            else:
                return changed
        return changed

    @property
    def active(self) -> list[SeatConfig]:
        return self.seats[: self.players]

    def player_range(self) -> tuple[int, int]:
        """(min, max) players with the options chosen (a scenario may have a range of its own)."""
        return self.info.players_for(self.options)

    def set_players(self, n: int) -> None:
        lo, hi = self.player_range()
        self.players = min(hi, max(lo, int(n)))
        make_colours_unique(self.active, self.palette)
        self.fix_options()

    def set_option(self, option_id: str, value) -> bool:
        """Choose an option's value; the count and the palette follow a player range that changed with it.
        True if the range changed (the set-up screen then rebuilds its player choice)."""
        before = self.player_range()
        self.options[option_id] = value
        if self.player_range() == before:
            return False
        self.palette = seat_colours(self.player_range()[1])
        self.set_players(self.players)
        return True

    def seat_profile(self, i: int, profile, device: str | None = None) -> dict:
        """Seat a family player at seat i: their name, their colour where this game has it (the seat holding it
        gets this seat's), their preferred device (or `device`: a phone that joined) and, for a child, the gentle
        defaults. Returns the player settings those name ({key: value}), for the screen to set."""
        seat = self.seats[i]
        seat.kind, seat.name = "human", profile.name
        if profile.colour in self.palette and seat.colour != profile.colour:
            other = next((s for j, s in enumerate(self.active) if j != i and s.colour == profile.colour), None)
            if other is not None:
                other.colour = seat.colour
            seat.colour = profile.colour
        others = [s.device for j, s in enumerate(self.active) if j != i and not s.is_bot]
        chosen = device or preferred_device(profile.device, self.devices, others)
        if chosen:
            seat.device = chosen
        return self.gentle(profile.gentle_defaults()) if profile.child else {}

    def gentle(self, defaults: dict) -> dict:
        """A child's gentle defaults at this table: the bots in play at that level, and every option or player
        setting of this game with that name at that value (options set here; settings returned)."""
        level = defaults.get("bot_level")
        if level in KINDS and level != "human":
            for s in self.active:
                if s.is_bot:
                    s.difficulty = level
        settings = {}
        for key, value in defaults.items():
            opt = next((o for o in self.info.options if o.id == key), None)
            if opt is not None and value in self.choices_for(opt):
                self.options[key] = value
            setting = next((st for st in self.info.settings if st.key == key), None)
            if setting is not None and value in setting.choices:
                settings[key] = value
        self.fix_options()
        return settings

    def colour_taken(self, seat_index: int, colour: str) -> bool:
        """True if another seat in play has this colour (only while there are colours enough for all)."""
        if self.players > len(self.palette):
            return False
        return any(s.colour == colour for j, s in enumerate(self.active) if j != seat_index)

    def to_setup(self) -> GameSetup:
        return GameSetup(game=self.info.id, seats=[replace(s) for s in self.active], options=dict(self.options),
                         seed=int(self.seed))


def remembered_setup(app, game_id: str) -> GameSetup | None:
    try:
        last = app.settings.get("last_setup")
        data = (last or {}).get(game_id)
        return GameSetup.from_json(data) if data else None
    except Exception:  # noqa: BLE001 - a hand-edited or old settings file: start fresh
        log.warning("remembered set-up for %s unreadable; using defaults", game_id)
        return None


def remember_setup(app, setup: GameSetup) -> None:
    last = dict(app.settings.get("last_setup") or {})
    last[setup.game] = setup.to_json()
    app.settings.set("last_setup", last)
