"""Bot-only playouts, shared by `python -m game simulate`, the smoke test and every game's tests.

Turn-based games: repeatedly ask each seat with legal actions (lowest first) for its choice.
Real-time games (registry `realtime=True`): advance game time in fixed steps, and every step offer each
seat with legal actions the chance to act (a bot may return None = wait)."""
from __future__ import annotations

import time
import traceback
from dataclasses import dataclass, field


@dataclass
class PlayoutResult:
    finished: bool
    actions: int
    result: dict | None
    game_seconds: float = 0.0
    error: str | None = None
    log: list = field(default_factory=list)
    capped: bool = False  # stopped at the action cap (or the game-time cap) without an end: an error


def play_one(info, players: int, seed: int, difficulties=None, config=None, max_actions: int = 20000,
             max_game_seconds: float = 4 * 3600, dt: float = 0.05, on_step=None, start=None) -> PlayoutResult:
    """Play one game with bots at every seat. `info` is a registry GameInfo. `on_step(state, action, events)`
    is called after every applied action (tests use it to check invariants). `start`: a state to play on from
    (a restored save) instead of a new game."""
    rules = info.rules()
    cfg = dict(info.default_config())
    cfg.update(config or {})
    cfg["players"] = players
    difficulties = list(difficulties or ["normal"] * players)
    while len(difficulties) < players:
        difficulties.append(difficulties[-1])
    actions = 0
    state = None
    try:
        state = rules.new_game(cfg, seed) if start is None else start
        bots = [info.make_bot(seat, difficulties[seat], seed) for seat in range(players)]
        game_time = 0.0
        while rules.result(state) is None:
            acted = False
            for seat in range(players):
                legal = rules.legal_actions(state, seat)
                if not legal:
                    continue
                action = bots[seat].choose(rules.view(state, seat), legal, game_time)
                if action is None:
                    continue
                events = rules.apply(state, action)
                for b in bots:
                    b.observe(events)
                actions += 1
                acted = True
                if on_step is not None:
                    on_step(state, action, events)
                if rules.result(state) is not None or actions >= max_actions:
                    break
            if actions >= max_actions and rules.result(state) is None:
                return PlayoutResult(False, actions, None, game_time,
                                     f"no end after {max_actions} actions (the action cap)", capped=True)
            if info.realtime:
                events = rules.tick(state, dt)
                game_time += dt
                for b in bots:
                    b.observe(events)
                if on_step is not None and events:
                    on_step(state, None, events)
                if game_time > max_game_seconds and rules.result(state) is None:
                    return PlayoutResult(False, actions, None, game_time,
                                         f"no end in {max_game_seconds:g} s of game time (the time cap)", capped=True)
            elif not acted:
                return PlayoutResult(False, actions, None, game_time, "deadlock: no seat has a legal action")
        return PlayoutResult(True, actions, rules.result(state), game_time)
    except Exception:  # a playout must report, never crash the simulator
        return PlayoutResult(False, actions, None, 0.0, traceback.format_exc())


def simulate(info, games: int, players: int, seed: int, difficulties=None, config=None,
             max_actions: int = 20000) -> dict:
    """Many playouts; the summary `python -m game simulate --json` prints. A game that passes the action cap
    without an end is an error (counted in `errors` and in `capped`), never a silent draw."""
    t0 = time.perf_counter()
    finished = errors = capped = total_actions = 0
    # a cooperative game is won or lost by the whole table: its wins are counted under "team"
    wins: dict[str, int] = {"team": 0} if info.cooperative else {str(s): 0 for s in range(players)}
    first_error = None
    for g in range(games):
        r = play_one(info, players, seed + g, difficulties, config, max_actions=max_actions)
        total_actions += r.actions
        if r.finished:
            finished += 1
            winners = r.result.get("winners", [])
            if info.cooperative:
                wins["team"] += 1 if winners else 0
            for w in ([] if info.cooperative else winners):
                wins[str(w)] = wins.get(str(w), 0) + 1
        else:
            errors += 1
            capped += r.capped
            first_error = first_error or f"game {g + 1} (seed {seed + g}): {r.error}"
    out = {
        "game": info.id,
        "games": games,
        "finished": finished,
        "errors": errors,
        "capped": capped,
        "mean_actions": round(total_actions / max(1, games), 2),
        "wins": wins,
        "seconds": round(time.perf_counter() - t0, 3),
    }
    if first_error:
        out["first_error"] = first_error[-2000:]
    return out
