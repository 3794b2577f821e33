"""What the app needs to know about Baba Yaga, before any of its modules is
imported: game.core.registry finds it here."""
from game.core.gameinfo import GameInfo, Option, Setting

INFO = GameInfo(
    "baba_yaga", 2, 5, options=(
        Option("mode", ("easy", "basic", "hard"), "basic"),
        Option("expert", (False, True), False),
        Option("start_player", ("first", "random"), "first"),
        # the seed's variant 1: with two players the mover switches hands at every move of Baba Yaga
        Option("alternate_hands", (True, False), True, players=(2,)),
    ),
    realtime=True, available=True, art="cards/baba_yaga.svg", accent=(122, 64, 150), order=10,
    # the automatic witch flies only while a person searches: slow by default, so the searcher can keep up
    settings=(Setting("witch_tempo", ("slow", "normal", "fast"), "slow", icon="clock"),))
