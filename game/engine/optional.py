"""Import a module that may not exist yet (parts of the game land at different times, games become available
one by one). A *missing* module gives None; a module that exists but is broken still raises, so a bug is
never mistaken for absence."""
from __future__ import annotations

import importlib


def optional_module(name: str):
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        # absent only if the missing module is `name` itself or one of its parent packages
        if exc.name and (name == exc.name or name.startswith(exc.name + ".")):
            return None
        raise


def optional_attr(module_name: str, attr: str):
    module = optional_module(module_name)
    return getattr(module, attr, None) if module is not None else None


def module_exists(name: str) -> bool:
    """True if `name` can be imported, without importing it (parents are imported, which is cheap)."""
    import importlib.util
    try:
        return importlib.util.find_spec(name) is not None
    except ModuleNotFoundError:
        return False
