"""What the engine may know about a game, as plain data: its player range, dynamics, set-up options, player
settings, colours, rules version and place in the game order. Each game declares one as `INFO` in its own
game/games/<id>/info.py; `game.core.registry.Registry` finds them, and the engine (menus, settings, tools) asks
the registry it is handed instead of naming a game. Nothing here imports pygame.

i18n keys (in the game's own catalogue, assets/i18n/<lang>/<game>.json):
  game.<game>.title / game.<game>.blurb       the title screen's card
  opt.<game>.<option>, opt.<game>.<option>.<choice>     a set-up option and each of its choices
  set.<game>.<setting>, set.<game>.<setting>.<choice>   a player setting (the settings screen) and its choices
  <game>.option.<option>.help, <game>.option.<option>.<choice>.help
                                the set-up screen's one-line explanation of an option (and of one of its values),
                                in assets/i18n/<lang>/setup_help.json; "players" counts as an option here

A game may also offer a picture walkthrough ("How to play") in game/games/<id>/howto.py: `PAGES`, a sequence of
game.core.howto_spec.Page, found by convention (`GameInfo.howto_pages`).
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass

Colour = tuple[int, int, int]


def is_seat(choice) -> bool:
    """A seat option's choice that names a seat (an int), not a word such as "random"."""
    return isinstance(choice, int) and not isinstance(choice, bool)


@dataclass(frozen=True)
class Option:
    """A game mode or variant chosen on the set-up screen, stored in the set-up (and so in the save).
    `players`: the player counts it applies to (None: every count); the set-up screen may hide it otherwise,
    and the rules ignore it there. `seats`: the choices are seat numbers (0 = the first seat, e.g. who starts):
    the set-up screen offers only the seats in play and names each by its player; a word among them ("random")
    is offered at every count and named as any option's choice."""
    id: str
    choices: tuple
    default: object
    players: tuple[int, ...] | None = None
    advanced: bool = False  # offered under the set-up screen's "Advanced" fold (folded by default)
    seats: bool = False

    def applies_to(self, players: int) -> bool:
        return self.players is None or players in self.players

    def choices_for(self, players: int) -> tuple:
        """The choices that mean something with `players` players (a seat option: the seats in play)."""
        if not self.seats:
            return self.choices
        return tuple(c for c in self.choices if not is_seat(c) or c < players)  # "random" and such stay


@dataclass(frozen=True)
class Setting:
    """A player preference about one game, kept in settings.json under `key` (not per game set-up): the
    settings screen shows one choice row per Setting of every available game. Keys are global, so the registry
    checks no two games declare the same key."""
    key: str
    choices: tuple[str, ...]
    default: str
    icon: str | None = None  # a widget icon name (game/engine/widgets/icons.py), e.g. "clock"

    def __post_init__(self):
        if self.default not in self.choices:
            raise ValueError(f"setting {self.key!r}: default {self.default!r} is not one of {self.choices}")


@dataclass(frozen=True)
class GameInfo:
    id: str
    min_players: int
    max_players: int
    options: tuple[Option, ...] = ()
    # the dynamics, for the engine's choices (bot driver, pause, curtain, end screen)
    realtime: bool = False  # game time matters (tick); else strictly turn-based
    available: bool = False  # False: the title screen shows "coming soon" and it cannot be started
    art: str = ""  # card art, relative to assets/images
    accent: Colour = (150, 120, 90)  # the game's colour: the title card's drawn emblem, accents in menus
    settings: tuple[Setting, ...] = ()
    rules_version: int = 1  # raise when a rules change makes old saves of this game unplayable
    hidden_info: bool = False  # some seats see what others do not (hands, face-down cards): hot-seat curtain
    cooperative: bool = False  # all seats win or lose together
    # a player range of its own with one option's value: ((option id, value, min, max), ...). min_players and
    # max_players are the range without those values; `players_for(options)` the range of a set-up's options
    ranges: tuple[tuple[str, object, int, int], ...] = ()
    order: int = 1000  # the title screen's order: lower first (a tie: by id)
    # where the game's modules live; the registry fills it in from the folder it found the game in
    package: str = ""

    def __post_init__(self):
        if not 1 <= self.min_players <= self.max_players:
            raise ValueError(f"{self.id}: bad player range {self.min_players}-{self.max_players}")
        if len({o.id for o in self.options}) != len(self.options):
            raise ValueError(f"{self.id}: two options share an id")
        if not isinstance(self.rules_version, int) or self.rules_version < 1:
            raise ValueError(f"{self.id}: rules_version must be a positive int")
        for option_id, _value, lo, hi in self.ranges:
            if option_id not in {o.id for o in self.options} or not 1 <= lo <= hi:
                raise ValueError(f"{self.id}: bad player range {lo}-{hi} for option {option_id!r}")

    # players ---------------------------------------------------------------------------------------------
    @property
    def most_players(self) -> int:
        """The largest table any option allows (the set-up screen keeps that many seats)."""
        return max([self.max_players] + [hi for _o, _v, _lo, hi in self.ranges])

    def players_for(self, options: dict) -> tuple[int, int]:
        """(min, max) players with these option values (an option left out has its default)."""
        defaults = self.default_config()
        for option_id, value, lo, hi in self.ranges:
            if options.get(option_id, defaults.get(option_id)) == value:
                return lo, hi
        return self.min_players, self.max_players

    # i18n keys -------------------------------------------------------------------------------------------
    @property
    def title_key(self) -> str:
        return f"game.{self.id}.title"

    @property
    def blurb_key(self) -> str:
        return f"game.{self.id}.blurb"

    def option_key(self, option: Option, choice=None) -> str:
        base = f"opt.{self.id}.{option.id}"
        return base if choice is None else f"{base}.{choice}"

    def option_help_keys(self, option_id: str, choice=None) -> tuple[str, ...]:
        """The keys that may explain an option in one line, most specific first: the chosen value's own line
        (a scenario's twist), then the option's."""
        base = f"{self.id}.option.{option_id}"
        return ((f"{base}.{choice}.help",) if choice is not None else ()) + (f"{base}.help",)

    def setting_key(self, setting: Setting, choice=None) -> str:
        base = f"set.{self.id}.{setting.key}"
        return base if choice is None else f"{base}.{choice}"

    # the game's modules (imported only when asked: headless tools never pull in pygame for a playout) --------
    @property
    def home(self) -> str:
        """The game's package: where the registry found it, else game.games.<id>."""
        return self.package or f"game.games.{self.id}"

    def module(self, name: str):
        """The game's module `name` (rules, bot, scene, ...), imported now."""
        return importlib.import_module(f"{self.home}.{name}")

    def optional_module(self, name: str):
        """The game's module `name`, or None when the game has no such module (howto, validate, demo ...). A
        module that exists but fails to import raises: that is a bug to see, not an absence."""
        return self.module(name) if self.has_module(name) else None

    def rules(self):
        return self.module("rules")

    def make_bot(self, seat: int, difficulty: str, seed: int):
        return self.module("bot").make_bot(seat, difficulty, seed)

    def make_scene(self, app, setup, state=None):
        """The game's pygame scene for a set-up (and optionally a restored state)."""
        return self.module("scene").make_scene(app, setup, state)

    def has_module(self, name: str) -> bool:
        """True if the game has module `name`, without importing it."""
        import importlib.util

        try:
            return importlib.util.find_spec(f"{self.home}.{name}") is not None
        except ModuleNotFoundError:  # the game's package itself is not there (a registry entry made by a test)
            return False

    def demo_scene(self, app, seed: int = 1, moment=None):
        """The game's demo scene for the tools (screenshot, bench, smoke): bots at every seat."""
        return self.module("scene").demo_scene(app, seed, moment)

    def howto_pages(self, config: dict | None = None) -> tuple:
        """The picture walkthrough's pages (game/games/<id>/howto.py `PAGES`); () for a game without one. With the
        chosen `config` (options and players), a module's `pages_for(config)` fits the pages to it (a scenario)."""
        module = self.optional_module("howto")
        if module is None:
            return ()
        if config is not None and hasattr(module, "pages_for"):
            return tuple(module.pages_for(config))
        return tuple(module.PAGES)

    def default_config(self) -> dict:
        return {o.id: o.default for o in self.options}

    def options_for(self, players: int) -> tuple[Option, ...]:
        """The options that mean something with `players` players."""
        return tuple(o for o in self.options if o.applies_to(players))
