"""Kragmortha: goblins creep through the Dark Lord's library (2-8 players). Rules are pure (rules.py and the
modules it uses); the board comes from levels/kragmortha/library.tmx through board.json (mapbuild.py)."""
