"""What the app needs to know about The Pied Piper, before any of its modules is
imported: game.core.registry finds it here."""
from game.core.gameinfo import GameInfo, Option

INFO = GameInfo(
    "pied_piper", 2, 5, options=(
        Option("specials", (True, False), True),
        Option("face_down", (False, True), False),
        Option("start_player", ("random", 0, 1, 2, 3, 4), "random", seats=True),
        Option("open_hands", (False, True), False),
    ),
    hidden_info=True, available=True, art="cards/pied_piper.svg", accent=(190, 140, 40), order=50)
