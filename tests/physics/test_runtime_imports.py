"""Physics stays physics: every module under game/physics/ imports numpy and the standard library only, never
pygame (or pytmx, which imports it) nor the app side (game.engine, game.devtools, game.games, game.app)."""
import ast
import pkgutil
import subprocess
import sys
from pathlib import Path

import game.physics

FORBIDDEN = ("pygame", "pytmx", "game.engine", "game.devtools", "game.games", "game.app", "game.tools")
PACKAGE = Path(game.physics.__file__).parent


def _imported_names(path: Path) -> list[tuple[int, str]]:
    """Every module an import statement in the file names (top level, inside functions, under TYPE_CHECKING),
    resolving relative imports against game.physics."""
    tree = ast.parse(path.read_text("utf-8"), str(path))
    names = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = ["game", "physics"][: max(0, 2 - (node.level - 1))]
                base = ".".join(parts + ([base] if base else []))
            names.append((node.lineno, base))
            names += [(node.lineno, f"{base}.{alias.name}") for alias in node.names]
        elif isinstance(node, ast.Call) and getattr(node.func, "attr", getattr(node.func, "id", "")) in (
                "import_module", "__import__") and node.args and isinstance(node.args[0], ast.Constant):
            names.append((node.lineno, str(node.args[0].value)))
    return names


def _forbidden(name: str) -> bool:
    return any(name == f or name.startswith(f + ".") for f in FORBIDDEN)


def test_the_walker_sees_every_kind_of_import(tmp_path):
    """The check itself: a plain, a from, a relative, a lazy and an importlib import are all caught."""
    probe = tmp_path / "probe.py"
    probe.write_text("import pygame.draw\nfrom game.engine import synth\nfrom ..engine import text\n"
                     "def f():\n    import pytmx\n    importlib.import_module('game.devtools.sandbox')\n")
    caught = [n for _, n in _imported_names(probe) if _forbidden(n)]
    assert {"pygame.draw", "game.engine", "game.engine.text", "pytmx", "game.devtools.sandbox"} <= set(caught)


def test_no_physics_module_imports_pygame_or_the_engine():
    modules = sorted(PACKAGE.rglob("*.py"))
    assert len(modules) >= 10  # the walk found the package
    bad = [f"{path.relative_to(PACKAGE)}:{line} imports {name}"
           for path in modules for line, name in _imported_names(path) if _forbidden(name)]
    assert bad == []


def test_importing_every_physics_module_loads_no_pygame_nor_engine():
    """The same at run time, in a fresh interpreter: nothing sneaks in through a dependency."""
    names = [m.name for m in pkgutil.walk_packages([str(PACKAGE)], "game.physics.")]
    code = ("import sys, importlib\n"
            f"for n in {names!r}: importlib.import_module(n)\n"
            f"print(sorted(m for m in sys.modules if any(m == f or m.startswith(f + '.') for f in {FORBIDDEN!r})))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
    assert "game.physics.world" in names and "game.physics.scenes" in names
