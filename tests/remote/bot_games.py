"""Bots play a game by its rules alone (no scene), for tests that look at every state on the way."""
from game import games as registry
from game.core.setup import GameSetup


def bot_game(game_id, players, seed, look, steps=600):
    """Bots play (rules only); `look(rules, state)` before every action."""
    info = registry.get(game_id)
    rules = info.rules()
    state = rules.new_game(GameSetup.all_bots(game_id, players, seed=seed).config(), seed)
    bots = [info.make_bot(i, "normal", seed) for i in range(players)]
    now = 0.0
    for _ in range(steps):
        if rules.result(state) is not None or look(rules, state):
            return
        acted = False
        for seat in range(players):
            legal = rules.legal_actions(state, seat)
            action = bots[seat].choose(rules.view(state, seat), legal, now) if legal else None
            if action is not None:
                rules.apply(state, action)
                acted = True
                break
        now += 0.5
        if not acted:
            rules.tick(state, 0.5)
