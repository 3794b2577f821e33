"""Every scene the headless tools can show: `scenes(games)[name](app, seed, moment=None) -> Scene`.

Names: "title", "saved_games", "setup", "settings", "howto", the game night's "night_setup", "night_board",
"night_champion" (the menus, from game.engine.menus.*), every *available* game of the registry handed in (the
app's `app.games`; its scene module's `demo_scene(app, seed, moment)`: a demo set-up with bots at every seat),
"physics_sandbox", and any scene `register_scene` added. Everything is imported lazily; a module that does not
exist means that scene is absent (the tools list what exists), never an error."""
from __future__ import annotations

import importlib
import inspect
from collections.abc import Callable


def module_exists(name: str) -> bool:
    """True if `name` can be imported, without importing it (a game may have rules but no scene yet)."""
    import importlib.util
    try:
        return importlib.util.find_spec(name) is not None
    except ModuleNotFoundError:
        return False


Factory = Callable[..., object]

# the menus: module, and the class names we accept if it offers no demo_scene(app, seed, moment)
MENUS = {
    "title": ("game.engine.menus.title", ("TitleScene", "TitleMenu", "Title")),
    "saved_games": ("game.engine.menus.saved_games", ("SavedGamesScene",)),  # the saves in the data folder
    "setup": ("game.engine.menus.setup", ("SetupScene", "SetupMenu", "Setup")),
    "settings": ("game.engine.menus.settings_scene", ("SettingsScene", "SettingsMenu", "Settings")),
    "howto": ("game.engine.menus.howto", ("HowToView",)),  # moment = a page number
    "night_setup": ("game.engine.menus.night_setup", ()),
    "night_board": ("game.engine.menus.night_board", ()),  # moment "over": after the night's last game
    "night_champion": ("game.engine.menus.night_champion", ()),
    "family": ("game.engine.menus.family_page", ()),  # moment "empty": nobody remembered yet
}
SANDBOX = ("physics_sandbox", "game.devtools.sandbox.scene", "make_sandbox_scene")

#: scenes added by code (tests, experiments): name -> factory(app, seed, moment=None)
EXTRA: dict[str, Factory] = {}


def register_scene(name: str, factory: Factory) -> None:
    EXTRA[name] = factory


def unregister_scene(name: str) -> None:
    EXTRA.pop(name, None)


def _menu_factory(module_name: str, class_names: tuple) -> Factory:
    def make(app, seed: int = 1, moment=None):
        module = importlib.import_module(module_name)
        demo = getattr(module, "demo_scene", None)
        if demo is not None:
            return demo(app, seed, moment)
        for name in class_names:
            cls = getattr(module, name, None)
            if cls is not None:
                return _construct(cls, app)
        raise LookupError(f"{module_name} has no demo_scene() nor any of {class_names}")
    return make


def _construct(cls, app):
    """Build a menu scene from its class: (app) or, for a screen about one game, (app, first game id)."""
    params = [p for p in list(inspect.signature(cls).parameters.values())[1:]
              if p.default is inspect.Parameter.empty and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    if not params:
        return cls(app)
    return cls(app, app.games.first().id)


def _game_factory(info) -> Factory:
    def make(app, seed: int = 1, moment=None):
        return info.demo_scene(app, seed, moment)
    return make


def _sandbox_factory(module_name: str, fn_name: str) -> Factory:
    def make(app, seed: int = 1, moment=None):
        return getattr(importlib.import_module(module_name), fn_name)(app, seed)
    return make


class Scenes(dict):
    """name -> factory, in the order the tools list them; an unknown name says which exist."""

    def __missing__(self, name: str) -> Factory:
        raise KeyError(f"unknown scene {name!r}; available: {', '.join(self) or 'none'}")


def scenes(games) -> Scenes:
    """The scenes of the menus, of every available game in `games` (a registry) that has a scene module, the
    physics sandbox and the scenes registered by code."""
    out = Scenes()
    for name, (module_name, class_names) in MENUS.items():
        if module_exists(module_name):
            out[name] = _menu_factory(module_name, class_names)
    for info in games.available():
        if info.has_module("scene"):
            out[info.id] = _game_factory(info)
    name, module_name, fn_name = SANDBOX
    if module_exists(module_name):
        out[name] = _sandbox_factory(module_name, fn_name)
    out.update(EXTRA)
    return out


def make_menu(name: str, app):
    """The real menu scene `name` ("title", "setup", "settings") for the running app, or None if that module
    does not exist yet. Prefers the class (the app's own entry) over demo_scene (a screenshot set-up)."""
    module_name, class_names = MENUS[name]
    module = importlib.import_module(module_name)
    for cls_name in class_names:
        cls = getattr(module, cls_name, None)
        if cls is not None:
            return _construct(cls, app)
    demo = getattr(module, "demo_scene", None)
    return demo(app, 1, None) if demo is not None else None
