"""Real saved states for tests of the Continue slots: saves are validated in depth (game/engine/save_check),
so a test save must hold a state its game's rules could reach."""
from game import games


def real_state(game_id: str, players: int, seed: int = 1, **changes) -> dict:
    """The JSON of a fresh game of `game_id` (what its scene autosaves), with top-level `changes` applied."""
    info = games.get(game_id)
    rules = info.rules()
    state = rules.to_json(rules.new_game({**info.default_config(), "players": players}, seed))
    state.update(changes)
    return state
