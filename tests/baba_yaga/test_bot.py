"""Bots: pacing in game time, memory of the study and of flips, few slips when hard, the table's tempo as movers
(never their difficulty's), reaction time per level."""
import itertools
import statistics

from game.core.api import Bot
from game.games.baba_yaga import data as D
from game.games.baba_yaga import rules as R
from game.games.baba_yaga.bot import PROFILES, WITCH_SECONDS, make_bot
from game.games.baba_yaga.memory import Forgetting
from game.games.baba_yaga.moves import FlipTile, MoveWitch, StudyOver, TileFlipped

from .helpers import right_cells, searching


def drive(bot, s, seat, t0=0.0, until=30.0, dt=0.05):
    """Offer the bot its legal actions every dt of game time; returns [(time, action)]."""
    out, t = [], t0
    while t < until and s.phase == "search":
        legal = R.legal_actions(s, seat)
        if legal:
            a = bot.choose(R.view(s, seat), legal, t)
            if a is not None:
                events = R.apply(s, a)
                bot.observe(events)
                out.append((t, a))
        t += dt
    return out


def test_make_bot_gives_a_bot_per_difficulty():
    for d in ("easy", "normal", "hard"):
        assert isinstance(make_bot(1, d, 3), Bot)


def test_bot_waits_before_acting_like_a_person():
    s = searching(3)
    bot = make_bot(0, "normal", 1)
    legal = R.legal_actions(s, 0)
    assert bot.choose(R.view(s, 0), legal, 0.0) is None  # it needs a moment to reach for a tile
    acts = drive(bot, s, 0, until=4.0)
    assert acts and acts[0][0] > 0.5


def test_bot_memorises_part_of_the_study():
    s = R.new_game({"players": 3}, 8)
    for difficulty, span in (("easy", PROFILES["easy"].study_span), ("hard", PROFILES["hard"].study_span)):
        bot = make_bot(0, difficulty, 2)
        bot.observe([StudyOver(tuple(s.board))])
        assert len(bot.memory) == span == bot.p.study_span
        assert all(s.board[c] == t.element for c, t in bot.memory.traces.items())


def test_bot_flips_the_tiles_it_remembers():
    s = searching(3, card=0, active=0)
    bot = make_bot(0, "hard", 2)
    bot.memory.f = Forgetting(half_life=1e9, span=1e9, confusion=0.0)  # it forgets nothing, mixes nothing up
    for c in right_cells(s):  # it saw exactly the card's tiles
        bot.memory.see(c, s.board[c], 0.0)
    acts = drive(bot, s, 0, t0=1.0, until=20.0)
    flips = [a for _, a in acts if isinstance(a, FlipTile)]
    assert len(flips) == 3 and all(s.board[a.cell] in s.card_elements() for a in flips)


def test_bot_learns_from_flips_it_watches():
    bot = make_bot(1, "hard", 5)
    bot.observe([TileFlipped(0, 6, "frog", False)])
    assert bot.memory.traces[6].element == "frog"


def test_hard_bot_rarely_flips_a_tile_it_knows_is_wrong():
    wrong = 0
    total = 0
    for seed in range(30):
        s = searching(3, card=seed % 20, active=0, seed=seed)
        bot = make_bot(0, "hard", seed)
        bot.memory.f = Forgetting(half_life=1e9, span=1e9, confusion=0.0)
        for c in D.FOREST_CELLS:  # it knows the whole forest
            bot.memory.see(c, s.board[c], 0.0)
        for _, a in drive(bot, s, 0, until=15.0):
            if isinstance(a, FlipTile):
                total += 1
                wrong += s.board[a.cell] not in s.card_elements()
    assert total >= 90 and wrong / total < 0.12


def _move_gaps(difficulty: str, **kw) -> list[float]:
    gaps = []
    for seed in range(6):
        s = searching(2, active=0, seed=seed)
        bot = make_bot(1, difficulty, seed, **kw)
        moves = [t for t, a in drive(bot, s, 1, until=40.0) if isinstance(a, MoveWitch)]
        gaps += [b - a for a, b in itertools.pairwise(moves)]
    return gaps


def test_bot_movers_fly_the_witch_at_the_tables_tempo_whatever_their_difficulty():
    """Witch speed is the witch_tempo setting, not the mover's difficulty: the searcher's time is the same
    whoever flies her."""
    means = {d: statistics.mean(_move_gaps(d)) for d in ("easy", "normal", "hard")}
    for mean in means.values():
        assert abs(mean - WITCH_SECONDS["normal"]) < 0.15 * WITCH_SECONDS["normal"]
    assert max(means.values()) - min(means.values()) < 0.1 * WITCH_SECONDS["normal"]
    slow = statistics.mean(_move_gaps("hard", witch_seconds=WITCH_SECONDS["slow"]))
    fast = statistics.mean(_move_gaps("easy", witch_seconds=WITCH_SECONDS["fast"]))
    assert slow > means["hard"] > fast  # the setting, not the level, sets the pace


def test_two_player_bot_mover_alternates_hands():
    s = searching(2, active=0, seed=4)
    bot = make_bot(1, "hard", 1)
    acts = [a for _, a in drive(bot, s, 1, until=40.0)]
    assert s.phase == "judgement"
    moved = [a.hand for a in acts]
    assert sum(1 for a, b in itertools.pairwise(moved) if a != b) >= 7
    assert WITCH_SECONDS["slow"] > WITCH_SECONDS["normal"] > WITCH_SECONDS["fast"]


def test_reaction_time_per_level_hard_reaches_for_its_first_tile_sooner():
    first = {}
    for d in ("easy", "normal", "hard"):
        times = []
        for seed in range(12):
            s = searching(3, active=0, seed=seed)
            acts = drive(make_bot(0, d, seed), s, 0, until=12.0)
            times.append(acts[0][0])
        first[d] = statistics.mean(times)
    assert first["easy"] > first["normal"] > first["hard"] > 1.0  # nobody flips the instant the card shows
    assert PROFILES["easy"].reaction > PROFILES["normal"].reaction > PROFILES["hard"].reaction


def _bots_play(s, bots, stop=lambda s: False, dt=0.1, limit=60_000):
    """Bot tables in game time (the scene's clock); returns the spells broken and failed on the way."""
    tally = {"broken": 0, "failed": 0}
    for _ in range(limit):
        if R.result(s) is not None or stop(s):
            break
        events = []
        for seat, bot in enumerate(bots):
            legal = R.legal_actions(s, seat)
            action = bot.choose(R.view(s, seat), legal, s.clock.now) if legal else None
            if action is not None:
                events += R.apply(s, action)  # an illegal action would raise here
        events += R.tick(s, dt)
        for bot in bots:
            bot.observe(events)
        tally["broken"] += sum(type(e).__name__ == "SpellBroken" for e in events)
        tally["failed"] += sum(type(e).__name__ == "SpellFailed" for e in events)
    return tally


def test_bots_start_with_an_empty_memory_after_a_resume_and_still_play_well():
    """A saved game comes back without the bots' memories (they are not saved): they find the tiles again
    by searching and watching, and still break spells and finish the game."""
    s = R.new_game({"players": 4, "mode": "basic"}, 3)
    before = [make_bot(i, "hard", 3) for i in range(4)]
    _bots_play(s, before, stop=lambda s: s.turn_no >= 5 and s.phase == "choose_path")
    assert R.result(s) is None and s.turn_no == 5
    resumed = R.from_json(R.to_json(s))  # what Continue loads
    bots = [make_bot(i, "hard", 3) for i in range(4)]
    assert all(not b.memory for b in bots)
    tally = _bots_play(resumed, bots)
    assert R.result(resumed) is not None  # the game ends
    assert tally["broken"] >= 3 and tally["broken"] / (tally["broken"] + tally["failed"]) > 0.5
    assert any(b.memory for b in bots)  # they learned the forest again from what was flipped
