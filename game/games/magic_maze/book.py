"""The book of challenges: the team's wins per scenario, kept in the settings (key `magic_maze_book`:
{"<scenario>": {"wins": n, "best": seconds}}), registered here so the engine names no game. A damaged entry
is dropped by the check, never a crash."""
from __future__ import annotations

from game.engine.settings import register_key

KEY = "magic_maze_book"


def _check(value) -> dict:
    if not isinstance(value, dict):
        raise ValueError("the book of challenges must be a JSON object")
    out = {}
    for k, v in value.items():
        if str(k).isdigit() and 1 <= int(k) <= 17 and isinstance(v, dict):
            wins = v.get("wins", 0)
            best = v.get("best")
            if isinstance(wins, int) and wins >= 0 and (best is None or isinstance(best, (int, float))):
                out[str(int(k))] = {"wins": wins, "best": best}
    return out


register_key(KEY, {}, _check)


def page(settings, scenario: int) -> dict:
    """{"wins": n, "best": seconds or None} for one scenario."""
    try:
        book = _check(settings.get(KEY) or {})
    except Exception:
        book = {}
    return book.get(str(scenario), {"wins": 0, "best": None})


def record_win(settings, scenario: int, seconds: float) -> dict:
    """One more win for `scenario` (and the best time); returns its page."""
    try:
        book = _check(settings.get(KEY) or {})
    except Exception:
        book = {}
    entry = book.get(str(scenario), {"wins": 0, "best": None})
    best = entry["best"]
    entry = {"wins": entry["wins"] + 1, "best": round(seconds, 1) if best is None else min(best, round(seconds, 1))}
    book[str(scenario)] = entry
    try:
        settings.set(KEY, book)
    except Exception:  # a settings file that cannot be written never stops the end of a game
        pass
    return entry
