"""docs/ENGINE_CONTRACT.md describes exactly what exists: every dotted name in backticks that starts with
`game.` resolves to a module, a class, a function or an attribute (an instance attribute counts when the class
sets it in its code: `self.name = ...`)."""
import importlib
import inspect
import re
from pathlib import Path

import pytest

DOC = Path(__file__).resolve().parents[1] / "docs" / "ENGINE_CONTRACT.md"
NAMES = sorted({m for m in re.findall(r"`(game(?:\.\w+)+)", DOC.read_text(encoding="utf-8"))})


def _sets_attribute(cls, name: str) -> bool:
    pattern = re.compile(rf"self\.{name}\s*(:[^=\n]*)?=")
    for klass in inspect.getmro(cls):
        try:
            if pattern.search(inspect.getsource(klass)):
                return True
        except (OSError, TypeError):
            continue
    return False


def resolve(dotted: str) -> bool:
    parts = dotted.split(".")
    for cut in range(len(parts), 0, -1):  # the longest importable module, then attributes
        try:
            obj = importlib.import_module(".".join(parts[:cut]))
        except ModuleNotFoundError:
            continue
        for i, name in enumerate(parts[cut:]):
            if hasattr(obj, name):
                obj = getattr(obj, name)
            elif inspect.isclass(obj) and i == len(parts[cut:]) - 1 and _sets_attribute(obj, name):
                return True
            else:
                return False
        return True
    return False


def test_the_contract_names_many_things():
    assert len(NAMES) > 100


@pytest.mark.parametrize("name", NAMES)
def test_every_name_in_the_contract_exists(name):
    assert resolve(name), f"docs/ENGINE_CONTRACT.md names {name}, which does not exist"
