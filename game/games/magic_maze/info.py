"""What the app needs to know about Magic Maze, before any of its modules is
imported: game.core.registry finds it here."""
from game.core.gameinfo import GameInfo, Option

INFO = GameInfo(
    "magic_maze", 1, 8, options=(
        Option("scenario", tuple(range(1, 18)), 1),
        Option("timer", (3, 4, 7, "none"), 3),  # minutes of sand; "none" for small children
        # scenarios 8-17 only (the rules ignore them before): the pile's last tile and tile 1's side; scenario 9:
        # which seat leads. Under the set-up screen's "Advanced" fold
        Option("pile", tuple(range(17, 25)), 17, advanced=True),
        Option("side", ("A", "B"), "A", advanced=True),
        Option("leader", tuple(range(9)), 0, players=tuple(range(3, 10)), advanced=True),
    ),
    ranges=(("scenario", 9, 3, 9),),  # scenario 9, Follow the leader: 3 players or more, up to 9
    realtime=True, cooperative=True, available=True, art="cards/magic_maze.svg", accent=(52, 110, 170), order=20)
