"""Bots: pacing in game time, memory of the study and of flips, few slips when hard, tempo as movers."""
import dataclasses
import itertools
import statistics

from game.core.api import Bot
from game.games.baba_yaga import data as D
from game.games.baba_yaga import rules as R
from game.games.baba_yaga.bot import MOVE_TEMPO, make_bot
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
    for difficulty, span in (("easy", 2), ("hard", 8)):
        bot = make_bot(0, difficulty, 2)
        bot.observe([StudyOver(tuple(s.board))])
        assert len(bot.memory) == span == bot.p.study_span
        assert all(s.board[c] == el for c, (el, _) in bot.memory.items())


def test_bot_flips_the_tiles_it_remembers():
    s = searching(3, card=0, active=0)
    bot = make_bot(0, "hard", 2)
    bot.p = dataclasses.replace(bot.p, confusion=0.0)
    bot.memory = {c: (s.board[c], 0.0) for c in right_cells(s)}  # it saw exactly the card's tiles
    acts = drive(bot, s, 0, t0=1.0, until=20.0)
    flips = [a for _, a in acts if isinstance(a, FlipTile)]
    assert len(flips) == 3 and all(s.board[a.cell] in s.card_elements() for a in flips)


def test_bot_learns_from_flips_it_watches():
    bot = make_bot(1, "hard", 5)
    bot.observe([TileFlipped(0, 6, "frog", False)])
    assert bot.memory.get(6, (None,))[0] == "frog"


def test_hard_bot_rarely_flips_a_tile_it_knows_is_wrong():
    wrong = 0
    total = 0
    for seed in range(30):
        s = searching(3, card=seed % 20, active=0, seed=seed)
        bot = make_bot(0, "hard", seed)
        bot.memory = {c: (s.board[c], 0.0) for c in D.FOREST_CELLS}  # it knows the whole forest
        for _, a in drive(bot, s, 0, until=15.0):
            if isinstance(a, FlipTile):
                total += 1
                wrong += s.board[a.cell] not in s.card_elements()
    assert total >= 90 and wrong / total < 0.12


def test_bot_movers_keep_their_tempo_in_game_time():
    for difficulty, tempo in MOVE_TEMPO.items():
        s = searching(2, active=0, seed=3)
        bot = make_bot(1, difficulty, 9)
        moves = [t for t, a in drive(bot, s, 1, until=40.0) if isinstance(a, MoveWitch)]
        gaps = [b - a for a, b in itertools.pairwise(moves)]
        assert abs(statistics.mean(gaps) - tempo) < 0.35 * tempo


def test_two_player_bot_mover_alternates_hands():
    s = searching(2, active=0, seed=4)
    bot = make_bot(1, "hard", 1)
    acts = [a for _, a in drive(bot, s, 1, until=40.0)]
    assert s.phase == "judgement"
    moved = [a.hand for a in acts]
    assert sum(1 for a, b in itertools.pairwise(moved) if a != b) >= 7
    assert MOVE_TEMPO["easy"] > MOVE_TEMPO["normal"] > MOVE_TEMPO["hard"]


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
