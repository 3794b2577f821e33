"""A game night: the same family plays several games in one evening and the night keeps score across them.

After each game its result becomes places (the game's winners share first place; the others follow the
game's ranking, each a place of their own), and places become points from one table for every game
(`POINTS`: 10, 6, 4, 3, 2, 1, then 0). Players who share a place get that place's points, and the next place
is skipped (two firsts, then a third). A cooperative game is won or lost by the whole table: a win puts every
player in first place, a loss gives everyone the last place's points, so a night is never decided by one
co-operative game alone.

The night is plain data (JSON): the players, the games chosen in order, what each finished game gave, and
which game is in progress, so a night quit in the middle continues at the game in progress. No pygame."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.core.best_moments import number, pick, table_best

POINTS = (10, 6, 4, 3, 2, 1)
VERSION = 1


def points_for(place: int) -> int:
    """Points for a place (1 = first)."""
    return POINTS[place - 1] if 1 <= place <= len(POINTS) else 0


def places_from_result(result: dict, players: int, cooperative: bool = False) -> list[int]:
    """The place (1 = first) of every seat, from a rules module's `result()`."""
    if cooperative:
        won = bool(result.get("team_won", bool(result.get("winners"))))
        return [1 if won else players] * players
    winners = [w for w in result.get("winners", []) if isinstance(w, int) and 0 <= w < players]
    places = [0] * players
    for w in winners:
        places[w] = 1
    rest = [s for s in result.get("ranking", []) if isinstance(s, int) and 0 <= s < players and s not in winners]
    rest += [s for s in range(players) if s not in winners and s not in rest]
    place = len(winners) + 1 if winners else 1
    for seat in rest:
        places[seat] = place
        place += 1
    return places


@dataclass
class Player:
    name: str
    colour: str
    kind: str = "human"  # "human" | "bot"
    difficulty: str = "normal"
    device: str = "mouse"
    portrait: str = ""  # a family player's portrait id ("" for a guest or a bot: their seat badge)


@dataclass
class GamePlayed:
    game: str
    places: list[int]
    points: list[int]
    facts: dict = field(default_factory=dict)  # the result's plain numbers: {"time": 95, "turns": 14, ...}
    moments: list[dict] = field(default_factory=list)  # each player's best moments (game.core.best_moments)


@dataclass
class Night:
    players: list[Player]
    games: list[str]  # the games chosen, in the order they are played
    played: list[GamePlayed] = field(default_factory=list)
    seed: int = 1

    # progress -----------------------------------------------------------------------------------------------
    @property
    def current(self) -> str | None:
        """The game to play now (None: the night is over)."""
        return self.games[len(self.played)] if len(self.played) < len(self.games) else None

    @property
    def over(self) -> bool:
        return self.current is None

    def record(self, game: str, result: dict, cooperative: bool = False, facts: dict | None = None,
               moments: list[dict] | None = None) -> GamePlayed:
        """The current game ended with this result: its places and points join the night (with each player's
        moments of it, if given)."""
        if game != self.current:
            raise ValueError(f"the night plays {self.current!r} now, not {game!r}")
        places = places_from_result(result, len(self.players), cooperative)
        done = GamePlayed(game, places, [points_for(p) for p in places], dict(facts or {}),
                          _moments(moments, len(self.players)))
        self.played.append(done)
        return done

    # reading ------------------------------------------------------------------------------------------------
    def totals(self) -> list[int]:
        out = [0] * len(self.players)
        for g in self.played:
            for i, p in enumerate(g.points):
                out[i] += p
        return out

    def standings(self) -> list[tuple[int, int, int]]:
        """(place, player, points), best first; players with the same points share the place."""
        totals = self.totals()
        order = sorted(range(len(self.players)), key=lambda i: (-totals[i], i))
        out, place = [], 0
        for k, i in enumerate(order):
            if k == 0 or totals[i] != totals[order[k - 1]]:
                place = k + 1
            out.append((place, i, totals[i]))
        return out

    def leaders(self) -> list[int]:
        return [i for place, i, _ in self.standings() if place == 1]

    def lead(self) -> int:
        """Points between the leader(s) and the next player (0 when tied or alone)."""
        totals = sorted(self.totals(), reverse=True)
        return totals[0] - totals[1] if len(totals) > 1 else 0

    def best_game(self, player: int) -> GamePlayed | None:
        """The game that gave this player the most points; of equals, the one fewest shared that place with
        (a win of one's own before a team's), then the earliest."""
        best, best_key = None, None
        for g in self.played:
            key = (g.points[player], -g.places.count(g.places[player]))
            if best is None or key > best_key:
                best, best_key = g, key
        return best

    def best_moment(self, player: int, specs_by_game: dict) -> tuple | None:
        """This player's most remarkable moment of the night, (game, key, value), or None
        (`specs_by_game`: game id -> {key: Moment}; see game.core.best_moments.pick)."""
        candidates = []
        for g in self.played:
            if player >= len(g.moments):
                continue
            specs = specs_by_game.get(g.game, {})
            for key, value in g.moments[player].items():
                candidates.append((g.game, key, value, g.places[player], table_best(specs, g.moments, key, player)))
        return pick(candidates, specs_by_game)

    # JSON ---------------------------------------------------------------------------------------------------
    def to_json(self) -> dict:
        return {"version": VERSION, "seed": self.seed, "games": list(self.games),
                "players": [vars(p).copy() for p in self.players],
                "played": [{"game": g.game, "places": g.places, "points": g.points, "facts": g.facts,
                            "moments": g.moments}
                           for g in self.played]}

    @classmethod
    def from_json(cls, data, known_games=None) -> "Night":
        """A night from its JSON; ValueError naming what is wrong for anything damaged."""
        if not isinstance(data, dict) or data.get("version") != VERSION:
            raise ValueError("not a game night of this version")
        players_raw, games, played_raw = data.get("players"), data.get("games"), data.get("played")
        if not isinstance(players_raw, list) or not 1 <= len(players_raw) <= 9:
            raise ValueError("players: a list of 1 to 9 players")
        if not isinstance(games, list) or not 1 <= len(games) <= 5 or not all(isinstance(g, str) for g in games):
            raise ValueError("games: a list of 1 to 5 game ids")
        if known_games is not None and any(g not in known_games for g in games):
            raise ValueError("games: a game this copy does not have")
        if not isinstance(played_raw, list) or len(played_raw) > len(games):
            raise ValueError("played: more games than chosen")
        players = []
        for p in players_raw:
            if not isinstance(p, dict) or not isinstance(p.get("name"), str) or not isinstance(p.get("colour"), str):
                raise ValueError("players: each needs a name and a colour")
            kind = p.get("kind", "human")
            if kind not in ("human", "bot"):
                raise ValueError("players: kind is human or bot")
            portrait = p.get("portrait", "")
            players.append(Player(p["name"][:40], p["colour"], kind, str(p.get("difficulty", "normal")),
                                  str(p.get("device", "mouse")),
                                  portrait[:24] if isinstance(portrait, str) else ""))
        played = []
        for k, g in enumerate(played_raw):
            n = len(players)
            if (not isinstance(g, dict) or g.get("game") != games[k]
                    or not _ints(g.get("places"), n, 1, n) or not _ints(g.get("points"), n, 0, POINTS[0])):
                raise ValueError(f"played[{k}]: damaged")
            facts = g.get("facts") if isinstance(g.get("facts"), dict) else {}
            played.append(GamePlayed(g["game"], list(g["places"]), list(g["points"]), facts,
                                     _moments(g.get("moments"), n)))
        seed = data.get("seed", 1)
        return cls(players, list(games), played, seed if isinstance(seed, int) and not isinstance(seed, bool) else 1)


def _moments(raw, n: int) -> list[dict]:
    """Each player's moments, cleaned: n dicts of short keys to finite numbers (anything else dropped)."""
    if not isinstance(raw, list) or len(raw) != n:
        return [{} for _ in range(n)]
    return [{k: v for k, v in list(d.items())[:16] if isinstance(k, str) and len(k) <= 32 and number(v)}
            if isinstance(d, dict) else {} for d in raw]


def _ints(values, n: int, low: int, high: int) -> bool:
    return (isinstance(values, list) and len(values) == n
            and all(isinstance(v, int) and not isinstance(v, bool) and low <= v <= high for v in values))
