"""The bot team: one shared plan from the view, each bot doing only its own seat's actions at a human pace."""
from game.games.magic_maze import bot as B
from game.games.magic_maze import plan as P
from game.games.magic_maze import rules as R
from game.games.magic_maze.moves import Explore, Move, RemoveTile, RevealActionTile
from tests.magic_maze.helpers import make, place, play_hard_bots, seat_holding

CENTRE = {"orange": (1, 1), "yellow": (2, 1), "purple": (1, 2), "green": (2, 2)}


def test_the_plan_is_shared_and_cached_per_revision():
    s = make(scenario=2, heroes=CENTRE)
    a, b = P.team_plan(R.view(s, 0)), P.team_plan(R.view(s, 1))
    assert a is b and a.wanted
    R.apply(s, Move(seat_holding(s, "N"), "yellow", "N", 1))
    assert P.team_plan(R.view(s, 0)) is not a


def test_heroes_head_for_explore_cells_of_their_colour_while_items_are_missing():
    s = make(scenario=2, heroes={**CENTRE, "orange": (2, 0)})
    plan = P.team_plan(R.view(s, 0))
    assert ("explore", (2, 0)) in plan.wanted and plan.goals["orange"] == ("explore", (2, 0))
    assert all(g[0] == "explore" for g in plan.goals.values())


def test_a_bot_does_only_actions_its_own_tile_allows_after_its_reaction_delay():
    s = make(scenario=2, heroes={**CENTRE, "orange": (2, 0)})
    seat = seat_holding(s, "explore")
    other = 1 - seat
    bot, idle = B.make_bot(seat, "normal", 1), B.make_bot(other, "normal", 1)
    v = R.view(s, seat)
    assert bot.choose(v, R.legal_actions(s, seat), 0.0) is None  # sees it, reacts later
    assert bot.choose(v, R.legal_actions(s, seat), 0.1) is None
    act = bot.choose(v, R.legal_actions(s, seat), 5.0)
    assert act == Explore(seat, (2, 0))
    for t in (0.0, 5.0):
        a = idle.choose(R.view(s, other), R.legal_actions(s, other), t)
        assert a is None or a in R.legal_actions(s, other)


def test_the_plan_adapts_when_a_human_moves_a_hero():
    s = make(scenario=2, heroes={**CENTRE, "orange": (2, 0)})
    before = P.team_plan(R.view(s, 0)).goals["orange"]
    R.apply(s, Move(seat_holding(s, "E"), "orange", "E", 1))  # a human pulls the dwarf off its explore cell
    after = P.team_plan(R.view(s, 0))
    assert before == ("explore", (2, 0)) and after.goals["orange"] == ("explore", (2, 0))
    assert after.wanted and ("explore", (2, 0)) not in after.wanted  # first walk back


def test_the_plan_turns_the_sand_when_it_runs_low():
    s = make(scenario=2, heroes={**CENTRE, "orange": (1, 0)})
    assert "hourglass" not in [g[0] for g in P.team_plan(R.view(s, 0)).goals.values()]
    R.tick(s, 130.0)
    plan = P.team_plan(R.view(s, 0))
    assert plan.goals.get("orange") == ("hourglass", (0, 0)) and ("move", "orange", "W", 1) in plan.wanted


def test_solo_bot_turns_action_tiles_until_it_holds_a_wanted_action():
    s = R.new_game({"players": 1, "scenario": 1}, 2)
    bot = B.make_bot(0, "hard", 2)
    now, acted = 0.0, []
    while len(acted) < 6 and now < 60:
        a = bot.choose(R.view(s, 0), R.legal_actions(s, 0), now)
        if a is not None:
            R.apply(s, a)
            acted.append(a)
        R.tick(s, 0.1)
        now += 0.1
    assert isinstance(acted[0], RevealActionTile)
    assert any(not isinstance(a, RevealActionTile) for a in acted)


def test_scenario_11_bots_take_away_the_least_useful_tiles():
    s = make(scenario=11, heroes=CENTRE)
    for name, cell in (("6", (2, 0)), ("3", (3, 2)), ("22", (1, 3))):
        place(s, name, cell)
    s.heroes["orange"] = [1, 0]
    s.rev += 1
    R.apply(s, Move(seat_holding(s, "W"), "orange", "W", 1))
    assert s.phase == "rearrange"
    wanted = P.team_plan(R.view(s, 0)).wanted
    assert [w[0] for w in wanted] == ["remove"] * len(wanted)
    assert wanted[-1] != ("remove", "22") and ("remove", "6") == wanted[-1]  # the item tile is kept longest
    bot = B.make_bot(0, "hard", 1)
    a = None
    for t in range(40):
        a = bot.choose(R.view(s, 0), R.legal_actions(s, 0), t * 0.1)
        if a is not None:
            break
    assert isinstance(a, RemoveTile) and a.tile != "6"


def test_without_a_timer_a_stuck_table_is_stopped_by_the_bots():
    s = R.new_game({"players": 2, "scenario": 2, "timer": "none"}, 3)
    s.pile = []  # nothing left to explore: the items can never be found
    s.box = [str(n) for n in range(2, 25)]
    s.rev += 1
    play_hard_bots(s, lambda s, now: now >= 400, dt=0.5, seed=3)
    assert R.result(s) is not None and R.result(s)["reason"] == "gave_up"


def _big_mall(tiles=12, seed=3):
    """A game state mid-way with `tiles` placed (bots explored it), for plans that take real work."""
    s = R.new_game({"players": 4, "scenario": 8, "pile": 24, "timer": "none"}, seed)
    play_hard_bots(s, lambda s, now: len(s.placed) >= tiles, seed=seed)
    assert len(s.placed) >= tiles
    return s


def test_a_plan_made_in_slices_is_the_plan_made_at_once():
    s = _big_mall()
    view = R.view(s, 0)
    key = P._sig(view)
    whole = P._make_plan(view, key)
    P._CACHE.clear()
    P._LAST[:] = [None] * 4
    steps = P.plan_steps(view)
    slices = 0
    while True:
        try:
            next(steps)
        except StopIteration as done:
            sliced = done.value
            break
        slices += 1
    assert slices >= 2  # a big mall's plan does not come in one piece
    assert (sliced.wanted, sliced.goals, sliced.waiting) == (whole.wanted, whole.goals, whole.waiting)
    assert P.team_plan(view) is sliced  # cached for everyone once made


def test_bots_that_share_a_half_made_plan_carry_it_on_instead_of_starting_over():
    s = _big_mall(seed=5)
    P._CACHE.clear()
    P._LAST[:] = [None] * 4
    views = [R.view(s, seat) for seat in range(4)]
    jobs = [P.plan_steps(v) for v in views]
    turns = 0
    done = {}
    while len(done) < 4:
        for i, job in enumerate(jobs):
            if i in done:
                continue
            try:
                next(job)
                turns += 1
            except StopIteration as d:
                done[i] = d.value
    assert len({id(p) for p in done.values()}) == 1
    P._CACHE.clear()
    P._LAST[:] = [None] * 4
    solo_turns = 0
    for _ in P.plan_steps(views[0]):
        solo_turns += 1
    assert turns <= solo_turns + 3  # four bots together did no more work than one (plus a step each to see it)


def test_bots_stepped_by_the_real_time_driver_win_a_game():
    """The scene's driver steps think() with one slice per frame in all: the team still wins scenario 1."""
    from game.engine.table.bots import RealtimeBots

    s = R.new_game({"players": 4, "scenario": 1}, 6)
    bots = {seat: B.make_bot(seat, "hard", 6) for seat in range(4)}
    driver = RealtimeBots(bots, R)
    played = []
    frames = 0
    while R.result(s) is None and frames < 60 * 600:
        driver.update(s.now, s, lambda seat, a: (played.append(a), R.apply(s, a)))
        R.tick(s, 1 / 60)
        frames += 1
    assert R.result(s) is not None and R.result(s)["team_won"], R.result(s)
    assert len(played) > 20
