"""What the app needs to know about Kragmortha, before any of its modules is
imported: game.core.registry finds it here."""
from game.core.gameinfo import GameInfo, Option

INFO = GameInfo(
    "kragmortha", 2, 8, options=(
        Option("start_player", ("random", 0, 1, 2, 3, 4, 5, 6, 7), "random", seats=True),
        Option("open_hands", (False, True), False),
    ),
    hidden_info=True, available=True, art="cards/kragmortha.svg", accent=(160, 70, 52), order=40)
