"""What the app needs to know about Nim before any of its modules is imported: game.core.registry finds it."""
from game.core.gameinfo import GameInfo, Option

INFO = GameInfo("nim", 2, 2, options=(Option("stones", (12, 15, 21), 15),), available=True)
