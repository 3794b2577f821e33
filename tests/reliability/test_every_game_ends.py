"""Every game ends: Magic Maze bots never walk a cycle of positions without progress (the hard solo bot with
no timer used to shuffle one hero east and west for ever), and `simulate` reports a game that passes its
action cap as an error, never as a quiet unfinished game."""
from types import SimpleNamespace

from game import games
from game.core.playout import play_one, simulate
from game.games.magic_maze import bot as B
from game.games.magic_maze.moves import Move

NO_TIMER = {"timer": "none", "scenario": 1}


def test_the_hard_solo_bot_without_a_timer_finishes_every_game():
    summary = simulate(games.get("magic_maze"), 3, 1, 7, ["hard"], NO_TIMER)
    assert summary["finished"] == 3 and summary["errors"] == 0, summary.get("first_error")


def moves_from_positions(players, seed, bots):
    """(progress, heroes before, move) for every move the bots made, in order."""
    info = games.get("magic_maze")
    out = []
    last = {}

    def key_of(state):
        progress = (len(state.placed), len(state.used), state.theft, len(state.escaped), state.hourglasses,
                    state.phase)
        return progress, tuple(sorted((h, tuple(c) if c else None) for h, c in state.heroes.items()))

    def step(state, action, events):
        if isinstance(action, Move) and last:
            out.append((last["progress"], last["heroes"], action))
        last["progress"], last["heroes"] = key_of(state)

    result = play_one(info, players, seed, list(bots), NO_TIMER, max_actions=5000, on_step=step)
    return result, out


def test_no_bot_takes_the_same_step_from_the_same_position_twice_without_progress():
    for seed, players, bots in ((8, 1, ("hard",)), (9, 1, ("hard",)), (3, 3, ("hard", "normal", "easy"))):
        result, moves = moves_from_positions(players, seed, bots)
        assert result.finished, result.error
        assert len(moves) > 10
        repeated = [m for i, m in enumerate(moves) if m in moves[:i]]
        assert repeated == [], (seed, repeated[:3])


def test_a_game_that_passes_the_action_cap_is_an_error():
    class Forever:
        """Rules of a game nobody can finish: one legal action, for ever."""

        @staticmethod
        def new_game(config, seed):
            return {"n": 0}

        @staticmethod
        def legal_actions(state, seat):
            return ["wait"] if seat == 0 else []

        @staticmethod
        def apply(state, action):
            state["n"] += 1
            return []

        @staticmethod
        def view(state, seat):
            return dict(state)

        @staticmethod
        def result(state):
            return None

    class Patient:
        def choose(self, view, legal, now):
            return legal[0]

        def observe(self, events):
            pass

    info = SimpleNamespace(id="forever", rules=lambda: Forever, default_config=dict, realtime=False,
                           cooperative=False, make_bot=lambda seat, difficulty, seed: Patient())
    summary = simulate(info, 2, 2, 1, max_actions=300)
    assert summary["finished"] == 0 and summary["errors"] == 2 and summary["capped"] == 2
    assert "no end after 300 actions" in summary["first_error"] and "seed 1" in summary["first_error"]


def test_the_cycle_breaker_takes_an_untried_step_when_the_plan_only_offers_a_tried_one(monkeypatch):
    bot = B.MagicMazeBot(0, "hard", 1)
    view = {"rev": 1, "placed": [["1A", [0, 0], 0]], "used": [], "theft": False, "escaped": [],
            "hourglasses": 0, "phase": "play", "heroes": {"orange": [1, 2]}, "players": 2, "sand_total": 180}
    east, west = Move(0, "orange", "E", 1), Move(0, "orange", "W", 1)
    here, _ = bot._position(view)
    bot._taken(here, east)  # east was taken from here before, without progress since
    monkeypatch.setattr(B, "team_plan", lambda v: SimpleNamespace(wanted=[("move", "orange", "E", 1)]))
    choices = {bot.choose(view, [east, west], t / 10) for t in range(40)} - {None}
    assert choices == {west}
