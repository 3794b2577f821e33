"""What the set-up screen decides, as plain data: who sits where, human or bot, which device, which options."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field

# every colour is also drawn with its own shape symbol; the last three only for games of more than 5 seats
SEAT_COLOURS = ("red", "blue", "yellow", "green", "purple", "orange", "cyan", "pink")
SEAT_SHAPES = ("circle", "square", "triangle", "diamond", "star", "hexagon", "cross", "heart")
FIVE_SEAT_COLOURS = SEAT_COLOURS[:5]  # the games for up to 5 players draw their pieces in these
# a ninth seat, only at a table of nine (Magic Maze's Follow the leader): white, drawn as a moon
NINTH_COLOUR, NINTH_SHAPE = "white", "moon"
NINE_SEAT_COLOURS = SEAT_COLOURS + (NINTH_COLOUR,)
ALL_SEAT_SHAPES = SEAT_SHAPES + (NINTH_SHAPE,)


def seat_colours(max_players: int) -> tuple[str, ...]:
    """The colours a game offers its seats: five for games up to 5 players (their art has these), all eight
    for the games of up to 8 (Magic Maze, Kragmortha), so eight seats never share a colour and shape; the
    ninth only for a table of nine."""
    if max_players > len(SEAT_COLOURS):
        return NINE_SEAT_COLOURS
    return SEAT_COLOURS if max_players > len(FIVE_SEAT_COLOURS) else FIVE_SEAT_COLOURS


@dataclass
class SeatConfig:
    name: str
    colour: str = "red"
    kind: str = "bot"  # "human" | "bot"
    difficulty: str = "normal"  # bots: easy | normal | hard
    device: str = "mouse"  # humans: "mouse" | "kb_left" | "kb_right" | "kb_numpad" | "pad:<n>" (n = join order)

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"


@dataclass
class GameSetup:
    game: str
    seats: list[SeatConfig] = field(default_factory=list)
    options: dict = field(default_factory=dict)
    seed: int = 1

    @property
    def players(self) -> int:
        return len(self.seats)

    def config(self) -> dict:
        """The `config` passed to rules.new_game."""
        cfg = dict(self.options)
        cfg["players"] = self.players
        return cfg

    def to_json(self) -> dict:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict) -> "GameSetup":
        seats = [SeatConfig(**{k: v for k, v in s.items() if k in SeatConfig.__dataclass_fields__})
                 for s in data.get("seats", [])]
        return cls(game=str(data["game"]), seats=seats, options=dict(data.get("options", {})),
                   seed=int(data.get("seed", 1)))

    @classmethod
    def all_bots(cls, game: str, players: int, seed: int = 1, difficulty: str = "normal", options=None):
        names = ("Mia", "Leo", "Ada", "Kai", "Zoe", "Ben", "Ivy", "Tom", "Luna")
        palette = seat_colours(players)
        seats = [SeatConfig(name=names[i % len(names)], colour=palette[i % len(palette)], kind="bot",
                            difficulty=difficulty) for i in range(players)]
        return cls(game=game, seats=seats, options=dict(options or {}), seed=seed)
