"""The shared rules core: plain data and pure functions. Never imports pygame.

Every game's `rules.py` offers the same small API (see `api.py`):
new_game(config, seed), legal_actions(state, seat), apply(state, action) -> events,
tick(state, dt) -> events (real-time games), view(state, seat), result(state), to_json / from_json.
"""
from game.core.actions import Action, Event, IllegalAction
from game.core.deck import Deck
from game.core.rng import Rng

__all__ = ["Action", "Event", "IllegalAction", "Rng", "Deck"]
