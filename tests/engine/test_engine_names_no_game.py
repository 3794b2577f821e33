"""game/engine is the same for every game: it asks the registry it is handed (GameInfo) and never names nor
imports a game."""
import ast
import re
from pathlib import Path

from game import games

ROOT = Path(__file__).resolve().parents[2]
KNOWN = ("baba_yaga", "pied_piper", "magic_maze", "beanstalk", "kragmortha")


def test_no_game_id_appears_in_the_engine():
    ids = sorted(set(KNOWN) | set(games.registry().ids()))
    pattern = re.compile(r"\b(" + "|".join(re.escape(i) for i in ids) + r")\b")  # whole words: "nim" is no "animation"
    found = []
    for path in sorted((ROOT / "game/engine").rglob("*.py")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if pattern.search(line):
                found.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()}")
    assert found == []


def test_game_settings_are_validated_from_the_registry(tmp_path):
    from game.engine.settings import KEYS, Settings

    tempo = next(s for s in games.get("baba_yaga").settings if s.key == "witch_tempo")
    s = Settings(tmp_path / "settings.json", games.registry())
    assert KEYS["witch_tempo"].default == tempo.default
    s.set("witch_tempo", "fast")
    assert Settings(tmp_path / "settings.json", games.registry()).get("witch_tempo") == "fast"
    try:
        s.set("witch_tempo", "ludicrous")
    except ValueError:
        pass
    else:
        raise AssertionError("a value outside the declared choices was accepted")


def test_a_game_without_card_art_gets_a_drawn_emblem_in_its_accent():
    import pygame

    from game.engine.menus import card_art

    pygame.display.init()
    pygame.font.init()
    for info in games.every():
        art = card_art.emblem(info.accent, "Nim", (300, 400))
        top = art.get_at((150, 2))[:3]
        assert max(abs(a - b) for a, b in zip(top, info.accent)) <= 3  # the gradient starts in the accent
        assert len({art.get_at((x, 200))[:3] for x in range(0, 300, 5)}) > 4  # rings and letter, not a flat box


def _imports(path: Path) -> list[str]:
    names = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            names += [base] + [f"{base}.{a.name}" for a in node.names]
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) in (
                "import_module", "__import__") and node.args and isinstance(node.args[0], ast.Constant):
            names.append(str(node.args[0].value))
    return names


def _game_imports(path: Path) -> list[str]:
    return [n for n in _imports(path) if n == "game.games" or n.startswith("game.games.")]


def test_the_import_check_sees_every_way_in(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text("import game.games.nim.rules\nfrom game import games\nimport importlib\n"
                      "importlib.import_module('game.games.nim')\nfrom game.engine import text\n")
    assert _game_imports(sample) == ["game.games.nim.rules", "game.games", "game.games.nim"]


def test_the_engine_imports_no_game():
    """Not `import game.games...`, not `from game import games`, not importlib on a game.games name: the app hands
    the engine its registry (`app.games`)."""
    found = []
    for path in sorted((ROOT / "game/engine").rglob("*.py")):
        found += [f"{path.relative_to(ROOT)}: {name}" for name in _game_imports(path)]
    assert found == []
