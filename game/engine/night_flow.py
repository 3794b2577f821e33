"""The game night in play: which game comes next, the set-up it starts with, and what happens when a game of
the night ends (its result joins the night, the night is kept, the scoreboard shows the night so far).

The app holds one `NightFlow` while a night is on (`App.night_flow`; None otherwise). A game scene of the
night ends as any other (the engine's end screen), and the end screen's main button leads to the scoreboard
instead of "Play again"."""
from __future__ import annotations

import importlib
import importlib.util
import logging
from dataclasses import replace

from game.core.best_moments import MODULE, Tally, all_specs
from game.core.night import GamePlayed, Night, places_from_result
from game.core.setup import GameSetup, SeatConfig, seat_colours

log = logging.getLogger(__name__)


def moments_module(games, game_id: str):
    """A game's best_moments module (game.core.best_moments), or None: none, a registry without modules (a
    test's), or one that fails to import (logged: moments never stop a game)."""
    try:
        return games.get(game_id).optional_module(MODULE)
    except Exception:  # noqa: BLE001
        log.debug("no best moments for %s", game_id, exc_info=True)
        return None


def moment_specs(games, game_ids) -> dict:
    """game id -> {key: Moment} for these games (the engine's "win" included)."""
    return {g: all_specs(moments_module(games, g)) for g in set(game_ids)}


def tally_for(scene) -> Tally:
    """A fresh tally of a game's best moments for its scene to feed while it is played: the best_moments
    module beside the scene's own module (the game's folder; none: the engine's moments only)."""
    package = type(scene).__module__.rpartition(".")[0]
    name = f"{package}.{MODULE}"
    try:
        found = bool(package) and importlib.util.find_spec(name) is not None
        return Tally(importlib.import_module(name) if found else None)
    except Exception:  # noqa: BLE001 - a broken declaration: logged, the game goes on
        log.warning("best moments of %s unreadable", package, exc_info=True)
        return Tally(None)


def count_for_family(app, setup, result: dict | None, people: list[int], tally: Tally | None = None,
                     state=None) -> bool:
    """A game outside a night ended: every seat in `people` (played by a person, not a bot) whose name is a
    family player's counts it in their games played and won, and its moments where they are their best."""
    if setup is None or result is None or not people:
        return False
    try:
        from game.engine.family import family_of

        family = family_of(app)
        if not any(family.get(setup.seats[i].name) for i in people if i < len(setup.seats)):
            return False
        info = app.games.get(setup.game)
        cooperative = bool(getattr(info, "cooperative", False))
        places = places_from_result(result, len(setup.seats), cooperative)
        moments = tally.at_end(state, result, places, cooperative) if tally is not None else None
        names = [s.name if i in people else None for i, s in enumerate(setup.seats)]
        family.record_game(setup.game, names, [i for i, p in enumerate(places) if p == 1], moments,
                           all_specs(tally.module if tally is not None else None))
        return True
    except Exception:  # the family's records are a nicety: never a reason for the end screen to fail
        log.warning("the game was not counted for the family", exc_info=True)
        return False


def _facts(result: dict) -> dict:
    return {k: v for k, v in result.items() if isinstance(v, (int, float)) and not isinstance(v, bool)}


class NightFlow:
    def __init__(self, night: Night, games, store=None, family=None):
        """`games`: the registry (get(id) -> GameInfo); `store`: where the night is kept (family.NightStore);
        `family`: the profiles that count the night's games (family.Family), or None."""
        self.night = night
        self.games = games
        self.store = store
        self.family = family
        self.last: GamePlayed | None = None  # the game that just ended (the scoreboard shows what it gave)

    def setup_for(self, game: str, seed: int | None = None) -> GameSetup:
        """The night's players seated for `game`, in the night's order, each in their colour where the game
        has it (else the first colour free), with the game's default options (a child's gentle ones)."""
        palette = list(seat_colours(self.games.get(game).max_players))
        seats, taken = [], set()
        for p in self.night.players:
            colour = p.colour if p.colour in palette and p.colour not in taken else \
                next(c for c in palette if c not in taken)
            taken.add(colour)
            kind = "bot" if p.kind == "bot" else "human"
            seats.append(SeatConfig(p.name, colour, kind, p.difficulty, p.device))
        return GameSetup(game, seats, self.gentle_options(game),
                         seed if seed is not None else self.night.seed + 1000 * len(self.night.played))

    def gentle_options(self, game: str) -> dict:
        """With a child of the family at the table, the game's options a child's gentle defaults name (steady
        hands ...); the bots keep the levels the night chose for them."""
        out: dict = {}
        if self.family is None:
            return out
        options = {o.id: o for o in getattr(self.games.get(game), "options", ())}
        for p in self.night.players:
            profile = self.family.get(p.name) if p.kind != "bot" else None
            for key, value in (profile.gentle_defaults() if profile is not None else {}).items():
                if key in options and value in options[key].choices:
                    out[key] = value
        return out

    def owns(self, setup) -> bool:
        """This game is the night's game in progress (same game, same players)."""
        return (setup is not None and setup.game == self.night.current
                and [s.name for s in setup.seats] == [p.name for p in self.night.players])

    def start_current(self, app, state=None, setup=None, extra=None) -> bool:
        """Start (or, with a saved state, continue) the night's game in progress; `extra`: the save's screen
        (the log, selections) for a continued game."""
        game = self.night.current
        if game is None:
            return False
        setup = setup or self.setup_for(game)
        try:
            scene = self.games.get(game).make_scene(app, setup, state)
            if extra is not None:
                scene.restore_screen(extra)
        except Exception:
            log.exception("the night's %s could not start", game)
            return False
        app.night_flow = self
        app.start_game_scene(setup, scene)
        return True

    def game_ended(self, setup, result: dict, tally: Tally | None = None, state=None) -> GamePlayed | None:
        """A game of the night ended: it joins the night (kept at once) with each player's moments of it (from
        the scene's `tally` and final `state`), and the family's records."""
        if not self.owns(setup) or result is None:
            return None
        info = self.games.get(setup.game)
        cooperative = bool(getattr(info, "cooperative", False))
        moments = None
        if tally is not None:
            places = places_from_result(result, len(self.night.players), cooperative)
            moments = tally.at_end(state, result, places, cooperative)
        self.last = self.night.record(setup.game, result, cooperative, _facts(result), moments)
        if self.store is not None:
            self.store.save(self.night)
        if self.family is not None:
            names = [p.name if p.kind != "bot" else None for p in self.night.players]
            winners = [i for i, place in enumerate(self.last.places) if place == 1]
            self.family.record_game(setup.game, names, winners, self.last.moments,
                                    all_specs(tally.module if tally is not None else None))
            if self.night.over:
                self.family.record_night(names, self.night.leaders())
        return self.last

    def finish(self) -> None:
        """The night is over and its champion was shown: nothing left to continue."""
        if self.store is not None:
            self.store.clear()

    def renamed(self, setup):
        """A copy of a setup with the night's names (used when a saved game of the night is continued)."""
        return replace(setup, seats=[replace(s, name=p.name) for s, p in zip(setup.seats, self.night.players)])
