"""game/engine is the same for every game: it asks the registry (GameInfo) and never names a game."""
import re
from pathlib import Path

from game import games

ROOT = Path(__file__).resolve().parents[2]
KNOWN = ("baba_yaga", "pied_piper", "magic_maze", "beanstalk", "kragmortha")


def test_no_game_id_appears_in_the_engine():
    ids = sorted(set(KNOWN) | set(games.GAMES))
    pattern = re.compile("|".join(re.escape(i) for i in ids))
    found = []
    for path in sorted((ROOT / "game/engine").rglob("*.py")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if pattern.search(line):
                found.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()}")
    assert found == []


def test_game_settings_are_validated_from_the_registry(tmp_path):
    from game.engine.settings import KEYS, Settings

    tempo = next(s for s in games.get("baba_yaga").settings if s.key == "witch_tempo")
    assert KEYS["witch_tempo"].default == tempo.default
    s = Settings(tmp_path / "settings.json")
    s.set("witch_tempo", "fast")
    assert Settings(tmp_path / "settings.json").get("witch_tempo") == "fast"
    try:
        s.set("witch_tempo", "ludicrous")
    except ValueError:
        pass
    else:
        raise AssertionError("a value outside the declared choices was accepted")


def test_card_emblem_colour_comes_from_the_registry():
    from game.engine.menus import card_art

    for info in games.every():
        assert card_art._accent(info.id) == info.accent
    assert card_art._accent("no_such_game") == card_art.theme.PANEL_EDGE
