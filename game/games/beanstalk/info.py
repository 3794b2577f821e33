"""What the app needs to know about Jack & the Beanstalk, before any of its modules is
imported: game.core.registry finds it here."""
from game.core.gameinfo import GameInfo, Option

INFO = GameInfo(
    "beanstalk", 2, 5, options=(
        Option("variant", ("classic", "powers"), "classic"),
        Option("easy_hands", (False, True), False),  # no hand tremor, for small children
        Option("bean_holder", tuple(range(5)), 0, seats=True),  # the youngest takes the bean (breaks ties)
    ),
    hidden_info=True, available=True, art="cards/beanstalk.svg", accent=(62, 140, 72), order=30)
