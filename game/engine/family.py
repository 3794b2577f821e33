"""The family this computer remembers: player profiles, what each has played and won, and the game night in
progress. Two JSON files in the user's data folder (profiles.json, night.json), written atomically.

A damaged file never locks anyone out: it is set aside (kept as .bak), the family starts empty (or the night is
forgotten), and a notice says so once (`notices`: translation keys with their values, shown by the app).
Nothing here imports pygame."""
from __future__ import annotations

import logging
from dataclasses import asdict, dataclass, field
from pathlib import Path

from game.core.best_moments import number, pick
from game.core.jsonio import BadJsonFile, atomic_write_json, keep_as_bak, read_json
from game.core.night import Night
from game.core.setup import SEAT_COLOURS

log = logging.getLogger(__name__)

PROFILES_FILE = "profiles.json"
NIGHT_FILE = "night.json"
MAX_PROFILES = 16
MAX_NAME = 24
AGES = ("child", "grown-up")
DEVICES = ("mouse", "kb_left", "kb_right", "kb_numpad", "pad", "phone")
# drawn by tools/make_portraits.py (assets/art/portraits); the first ones go to the first players added
PORTRAITS = ("girl", "boy", "grandma", "grandpa", "goblin", "witch", "rat", "hero", "giant", "frog", "fox", "owl")
OLD_PORTRAITS = {"bear": "giant", "cat": "fox", "hare": "rat"}  # ids of an earlier version, kept as the nearest
VERSION = 1


@dataclass
class Profile:
    name: str
    colour: str = "red"
    portrait: str = "girl"
    device: str = "mouse"
    age: str = "grown-up"
    # game id -> {"played": n, "won": n, "best": {fact: value}}
    record: dict = field(default_factory=dict)
    nights: int = 0  # nights played
    champion: int = 0  # nights won

    @property
    def child(self) -> bool:
        return self.age == "child"

    def gentle_defaults(self) -> dict:
        """What a child's seat starts with: the gentle bot level beside them, a slow witch, easy hands."""
        if not self.child:
            return {}
        return {"bot_level": "easy", "witch_tempo": "slow", "easy_hands": True}


def _profile(data) -> Profile:
    if not isinstance(data, dict):
        raise ValueError("a profile is an object")
    name = data.get("name")
    if not isinstance(name, str) or not name.strip():
        raise ValueError("a profile needs a name")
    colour = data.get("colour") if data.get("colour") in SEAT_COLOURS else SEAT_COLOURS[0]
    portrait = data.get("portrait")
    portrait = OLD_PORTRAITS.get(portrait, portrait) if isinstance(portrait, str) else None
    portrait = portrait if portrait in PORTRAITS else PORTRAITS[0]
    device = data.get("device") if data.get("device") in DEVICES else "mouse"
    age = data.get("age") if data.get("age") in AGES else "grown-up"
    record = {}
    raw = data.get("record")
    for game, r in (raw.items() if isinstance(raw, dict) else ()):
        if isinstance(game, str) and isinstance(r, dict):
            played, won = _count(r.get("played")), _count(r.get("won"))
            best = {k: v for k, v in (r.get("best") or {}).items()
                    if isinstance(k, str) and number(v)} \
                if isinstance(r.get("best"), dict) else {}
            record[game] = {"played": played, "won": min(won, played), "best": best}
    return Profile(name.strip()[:MAX_NAME], colour, portrait, device, age, record,
                   _count(data.get("nights")), _count(data.get("champion")))


def _count(value) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 10**7 else 0


class Family:
    """The profiles (profiles.json)."""

    def __init__(self, folder: str | Path):
        self.path = Path(folder) / PROFILES_FILE
        self.notices: list[tuple[str, dict]] = []
        self.profiles: list[Profile] = []
        self._load()

    def _load(self) -> None:
        try:
            data = read_json(self.path)
        except BadJsonFile as exc:
            log.warning("profiles file set aside: %s", exc)
            keep_as_bak(self.path)
            self.notices.append(("family.notice.damaged", {}))
            return
        if data is None:
            return
        if not isinstance(data, dict) or not isinstance(data.get("profiles"), list):
            keep_as_bak(self.path)
            self.notices.append(("family.notice.damaged", {}))
            return
        kept, lost = [], 0
        for raw in data["profiles"][:MAX_PROFILES]:
            try:
                p = _profile(raw)
            except ValueError:
                lost += 1
                continue
            if all(q.name != p.name for q in kept):
                kept.append(p)
        self.profiles = kept
        if lost:
            self.notices.append(("family.notice.some_lost", {"n": lost}))

    def save(self) -> bool:
        try:
            atomic_write_json(self.path, {"version": VERSION, "profiles": [asdict(p) for p in self.profiles]})
            return True
        except OSError:
            log.warning("profiles not saved", exc_info=True)
            return False

    def get(self, name: str) -> Profile | None:
        return next((p for p in self.profiles if p.name == name), None)

    def add(self, profile: Profile) -> Profile:
        """A new player (or the same name updated); the file is written at once."""
        profile = _profile(asdict(profile))
        old = self.get(profile.name)
        if old is not None:
            profile.record, profile.nights, profile.champion = old.record, old.nights, old.champion
            self.profiles[self.profiles.index(old)] = profile
        elif len(self.profiles) >= MAX_PROFILES:
            raise ValueError("the family is full")
        else:
            self.profiles.append(profile)
        self.save()
        return profile

    def remove(self, name: str) -> None:
        self.profiles = [p for p in self.profiles if p.name != name]
        self.save()

    def record_game(self, game: str, names: list[str | None], winners: list[int], moments: list[dict] | None = None,
                    specs: dict | None = None) -> list[tuple[str, str]]:
        """A finished game: each seat whose player has a profile (by name; None: a bot or nobody) counts it, the
        winners a win; each seat's moments (game.core.best_moments) are kept where they beat the player's best
        (`specs`: key -> Moment, which way is better; a key without one is not kept). A profile is counted once
        even if its name sits twice. Returns the new personal bests as (name, key)."""
        news, seen = [], set()
        for seat, name in enumerate(names):
            p = self.get(name) if name else None
            if p is None or p.name in seen:
                continue
            seen.add(p.name)
            r = p.record.setdefault(game, {"played": 0, "won": 0, "best": {}})
            r["played"] += 1
            if seat in winners:
                r["won"] += 1
            mine = moments[seat] if moments and seat < len(moments) and isinstance(moments[seat], dict) else {}
            for k, v in mine.items():
                spec = (specs or {}).get(k)
                if spec is not None and number(v) and spec.beats(v, r["best"].get(k)):
                    r["best"][k] = v
                    news.append((p.name, k))
        self.save()
        return news

    def record_night(self, names: list[str], champions: list[int]) -> None:
        for i, name in enumerate(names):
            p = self.get(name)
            if p is not None:
                p.nights += 1
                p.champion += 1 if i in champions else 0
        self.save()


def best_moment(profile: Profile, specs_by_game: dict, everyone: list[Profile]) -> tuple | None:
    """A player's most remarkable best (game, key, value): a family record first (nobody else's equals or
    beats it), in a game they have won, then their biggest win, then any (game.core.best_moments.pick)."""
    candidates = []
    for game, r in profile.record.items():
        specs = specs_by_game.get(game, {})
        for key, value in r.get("best", {}).items():
            spec = specs.get(key)
            if spec is None:
                continue
            others = [q.record.get(game, {}).get("best", {}).get(key) for q in everyone if q.name != profile.name]
            record = all(o is None or spec.beats(value, o) for o in others)
            candidates.append((game, key, value, 1 if r.get("won") else 0, record))
    return pick(candidates, specs_by_game)


def family_of(app) -> Family:
    """The app's family, read from the data folder the first time a screen asks."""
    if app.family is None:
        from game.engine import paths

        app.family = Family(paths.user_data_dir())
    return app.family


class NightStore:
    """The game night in progress (night.json): kept after every game, so quitting never loses it."""

    def __init__(self, folder: str | Path, known_games=None):
        self.path = Path(folder) / NIGHT_FILE
        self.known_games = known_games
        self.notices: list[tuple[str, dict]] = []

    def load(self) -> Night | None:
        try:
            data = read_json(self.path)
            return None if data is None else Night.from_json(data, self.known_games)
        except (BadJsonFile, ValueError) as exc:
            log.warning("game night set aside: %s", exc)
            keep_as_bak(self.path)
            self.notices.append(("family.notice.night_damaged", {}))
            return None

    def save(self, night: Night) -> bool:
        try:
            atomic_write_json(self.path, night.to_json())
            return True
        except OSError:
            log.warning("game night not saved", exc_info=True)
            return False

    def clear(self) -> None:
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass
        except OSError:
            log.warning("game night not cleared", exc_info=True)
