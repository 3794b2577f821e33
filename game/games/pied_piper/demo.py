"""Demo tables for screenshots, the bench and the smoke run: bots play a game on to a named moment."""
from __future__ import annotations

from game.core.setup import SEAT_COLOURS, GameSetup, SeatConfig
from game.games.pied_piper import bot as B
from game.games.pied_piper import events as E
from game.games.pied_piper import rules as R

DEMO_NAMES = ("Mia", "Leo", "Ada", "Kai", "Zoe")
MOMENTS = ("setup", "midgame5", "curtain", "elimination", "end")


def demo_setup(players: int, seed: int, humans: int = 0, **options) -> GameSetup:
    seats = [SeatConfig(name=DEMO_NAMES[i], colour=SEAT_COLOURS[i], kind="human" if i < humans else "bot",
                        difficulty="normal", device="mouse") for i in range(players)]
    return GameSetup(game="pied_piper", seats=seats, options=dict(options), seed=seed)


def play_bots(state, seed: int, until) -> list:
    """Bots play the state on until `until(state, events)` says stop; returns the last action's events."""
    bots = [B.make_bot(i, "normal", seed) for i in range(state.players)]
    events: list = []
    for _ in range(400):
        if R.result(state) is not None or until(state, events):
            break
        legal = R.legal_actions(state, state.active)
        events = R.apply(state, bots[state.active].choose(R.view(state, state.active), legal))
    return events


def build(make_scene, app, seed: int = 1, moment: str | None = None):
    """Moments "setup", "midgame5" (the default), "curtain", "elimination", "end"; `make_scene(app, setup,
    state=None)` builds the table (the scene module hands it over)."""
    moment = moment or "midgame5"
    if moment == "setup":
        return make_scene(app, demo_setup(4, seed, humans=1))
    if moment == "midgame5":
        setup = demo_setup(5, seed, humans=1, face_down=True)
        state = R.new_game(setup.config(), seed)
        play_bots(state, seed, lambda s, ev: s.turn >= 9 and s.active == 0 and s.phase == "play" and not s.played)
        return make_scene(app, setup, state)
    if moment == "curtain":
        scene = make_scene(app, demo_setup(4, seed, humans=2))
        scene.state.active = 0
        return scene
    if moment == "elimination":
        return _elimination(make_scene, app, seed)
    if moment == "end":
        setup = demo_setup(4, seed, humans=1)
        state = R.new_game(setup.config(), seed)
        play_bots(state, seed, lambda s, ev: False)
        return make_scene(app, setup, state)
    raise ValueError(f"unknown moment {moment!r}; known: {', '.join(MOMENTS)}")


def _elimination(make_scene, app, seed: int):
    """The screen in the middle of a house being overrun."""
    setup = demo_setup(4, seed, humans=1)
    state = R.new_game(setup.config(), seed)
    before = {}

    def stop(s, ev):
        if any(isinstance(e, E.PlayerEliminated) for e in ev):
            return True
        before["json"] = R.to_json(s)
        return False
    events = play_bots(state, seed, stop)
    if "json" not in before or not any(isinstance(e, E.PlayerEliminated) for e in events):
        return make_scene(app, setup, state)
    scene = make_scene(app, setup, R.from_json(before["json"]))
    scene.state = state
    shown = scene.screen.shown
    shown.push(events)
    while shown.current is not None and not isinstance(shown.current.event, E.PlayerEliminated):
        shown.advance(0.05, state, sync=False)
    shown.advance(0.9, state, sync=False)
    return scene
