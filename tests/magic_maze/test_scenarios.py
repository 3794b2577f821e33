"""The book of challenges: each scenario's own rule, and the solo variant."""
import pytest

from game.core.actions import IllegalAction
from game.games.magic_maze import rules as R
from game.games.magic_maze import scenarios as S
from game.games.magic_maze.moves import (
    ActionTileRevealed,
    ActionTilesPassed,
    DoSomething,
    Explore,
    GameLost,
    HeroEscaped,
    Move,
    RemoveTile,
    RevealActionTile,
    TalkStarted,
    UsePortal,
)
from tests.magic_maze.helpers import conserved, make, place, seat_holding

CENTRE = {"orange": (1, 1), "yellow": (2, 1), "purple": (1, 2), "green": (2, 2)}


def reason(exc):
    return str(exc.value)


def flip(s):
    """Walk the orange hero onto tile 1's hourglass (0,0): from (1,0) on side A, from (0,1) on side B."""
    if s.mall().open_between((1, 0), (0, 0), False):
        s.heroes["orange"] = [1, 0]
        s.rev += 1
        return R.apply(s, Move(seat_holding(s, "W"), "orange", "W", 1))
    s.heroes["orange"] = [0, 1]
    s.rev += 1
    return R.apply(s, Move(seat_holding(s, "N"), "orange", "N", 1))


# --- piles and set-up ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("scenario,last,side", [(1, 9, "A"), (2, 12, "A"), (3, 12, "A"), (4, 14, "A"),
                                                (5, 15, "B"), (6, 17, "B"), (7, 19, "B"), (8, 17, "A")])
def test_pile_and_start_side_per_scenario(scenario, last, side):
    s = R.new_game({"players": 4, "scenario": scenario}, 7)
    assert sorted(s.pile, key=int) == [str(n) for n in range(2, last + 1)]
    assert s.placed[0][0] == "1" + side and conserved(s)


def test_scenario_5_puts_tile_15_on_top():
    for seed in range(5):
        assert R.new_game({"players": 4, "scenario": 5}, seed).pile[0] == "15"


def test_from_scenario_8_the_pile_and_side_are_options():
    s = R.new_game({"players": 4, "scenario": 12, "pile": 22, "side": "B"}, 1)
    assert sorted(s.pile, key=int) == [str(n) for n in range(2, 23)] and s.placed[0][0] == "1B"


# --- 1: discovery --------------------------------------------------------------------------------------------

def test_scenario_1_talk_is_always_allowed_and_everyone_leaves_by_the_purple_exit():
    s = make(scenario=1, heroes=CENTRE)
    assert s.talk == "always"
    flip(s)
    assert s.talk == "always"
    R.apply(s, Move(seat_holding(s, "E"), "orange", "E", 1))
    assert s.talk == "always"
    s.theft = True
    place(s, "2", (2, 0))
    exit_cell = s.mall().find("exit", "purple")[0]
    s.heroes["orange"] = list(exit_cell)
    s.rev += 1
    ev = R._check_exit(s, "orange")
    assert isinstance(ev[0], HeroEscaped) and s.heroes["orange"] is None  # the exit is free again
    s.heroes["green"] = list(exit_cell)
    assert R._check_exit(s, "green")[0].hero == "green"


# --- 2: multiple exits -----------------------------------------------------------------------------------------

def test_scenario_2_each_hero_needs_its_own_exit():
    s = make(scenario=2, heroes=CENTRE)
    s.theft = True
    place(s, "2", (2, 0))
    s.heroes["orange"] = list(s.mall().find("exit", "purple")[0])
    s.rev += 1
    assert R._check_exit(s, "orange") == []


# --- 3: pass the tiles --------------------------------------------------------------------------------------

def test_scenario_3_action_tiles_pass_left_when_the_sand_turns():
    s = make(scenario=3, players=4, heroes=CENTRE)
    before = list(s.tiles)
    ev = flip(s)
    passed = [e for e in ev if isinstance(e, ActionTilesPassed)]
    assert passed and s.tiles == [before[3], before[0], before[1], before[2]]  # seat i+1 gets seat i's tile
    t = make(scenario=2, players=4, heroes=CENTRE)
    before = list(t.tiles)
    flip(t)
    assert t.tiles == before


# --- 4: dwarf and elf ------------------------------------------------------------------------------------------

def test_scenario_4_only_the_dwarf_passes_orange_walls():
    s = make(scenario=4, heroes={**CENTRE})
    s.placed.append(["13", [1, -4], 0])  # its orange wall between local (1,2) and (2,2) = global (2,-2)-(3,-2)
    s.pile.remove("13")
    s.heroes["orange"] = [2, -2]
    s.rev += 1
    east = seat_holding(s, "E")
    R.apply(s, Move(east, "orange", "E", 1))
    assert s.heroes["orange"] == [3, -2]
    s.heroes["orange"], s.heroes["yellow"] = [1, 1], [2, -2]
    s.rev += 1
    with pytest.raises(IllegalAction) as e:
        R.apply(s, Move(east, "yellow", "E", 1))
    assert reason(e) == "magic_maze.err.wall_in_the_way"


def test_scenario_4_the_elf_exploring_opens_a_talk_window():
    s = make(scenario=4, heroes={**CENTRE, "green": (3, 2), "orange": (2, 0)})
    seat = seat_holding(s, "explore")
    ev = R.apply(s, Explore(seat, (3, 2)))
    assert any(isinstance(e, TalkStarted) and e.reason == "elf" for e in ev)
    R.apply(s, Move(seat_holding(s, "S"), "purple", "S", 1))
    ev = R.apply(s, Explore(seat, (2, 0)))  # the dwarf exploring: silence
    assert not any(isinstance(e, TalkStarted) for e in ev)
    t = make(scenario=3, heroes={**CENTRE, "green": (3, 2)})
    assert not any(isinstance(e, TalkStarted) for e in R.apply(t, Explore(seat, (3, 2))))


# --- 5: the mage's crystal ball ------------------------------------------------------------------------------

def test_scenario_5_crystal_ball_lets_the_explorer_add_two_tiles_anywhere():
    s = make(scenario=5, heroes=CENTRE)
    s.placed.append(["15", [1, -4], 0])  # crystal ball at local (2,0) = global (3,-4)
    s.pile.remove("15")
    s.heroes["purple"] = [3, -4]
    s.rev += 1
    seat = seat_holding(s, "explore")
    free = [a.cell for a in R.legal_actions(s, seat) if isinstance(a, Explore)]
    assert (3, 2) in free and (1, 3) in free  # no hero there: only the crystal ball allows it
    ev = R.apply(s, Explore(seat, (3, 2)))
    assert ev[-1].__class__.__name__ == "CrystalBallUsed" and [3, -4] in s.used
    R.apply(s, Explore(seat, (1, 3)))
    assert s.crystal is None
    with pytest.raises(IllegalAction) as e:
        R.apply(s, Explore(seat, (0, 1)))
    assert reason(e) == "magic_maze.err.no_hero_there"


def test_scenario_5_crystal_ball_needs_the_mage_and_the_second_tile_lasts_while_he_stays():
    s = make(scenario=5, heroes=CENTRE)
    s.placed.append(["15", [1, -4], 0])
    s.pile.remove("15")
    s.heroes["orange"] = [3, -4]  # not the mage: nothing
    s.rev += 1
    seat = seat_holding(s, "explore")
    assert not any(isinstance(a, Explore) for a in R.legal_actions(s, seat))
    s.heroes["orange"], s.heroes["purple"] = [1, 2], [3, -4]
    s.rev += 1
    R.apply(s, Explore(seat, (3, 2)))
    R.apply(s, Move(seat_holding(s, "S"), "purple", "S", 1))  # the mage walks off
    assert s.crystal is None and not s.crystal_power()
    t = make(scenario=4, heroes=CENTRE)
    t.placed.append(["15", [1, -4], 0])
    t.heroes["purple"] = [3, -4]
    t.rev += 1
    assert not t.crystal_power()  # scenario 4: crystal balls mean nothing yet


# --- 6 and 7: the barbarian's cameras ------------------------------------------------------------------------

def _two_cameras(scenario=6):
    s = make(scenario=scenario, heroes=CENTRE)
    s.placed.append(["16", [1, -4], 0])  # camera local (3,0) -> (4,-4)
    s.placed.append(["17", [4, 1], 1])  # camera local (0,0) -> (7,1)
    for t in ("16", "17"):
        (s.pile if t in s.pile else s.box).remove(t)
    s.rev += 1
    return s


def test_scenario_6_two_cameras_forbid_stopping_on_an_hourglass():
    s = _two_cameras()
    assert s.active_cameras() == 2
    s.heroes["orange"] = [0, 1]  # side B: the hourglass (0,0) is reached from the south
    s.rev += 1
    north = seat_holding(s, "N")
    assert Move(north, "orange", "N", 1) not in R.legal_actions(s, north)
    with pytest.raises(IllegalAction) as e:
        R.apply(s, Move(north, "orange", "N", 1))
    assert reason(e) == "magic_maze.err.cameras_watch_hourglass"


def test_scenario_6_the_barbarian_breaks_a_camera_others_do_nothing():
    s = _two_cameras()
    east = seat_holding(s, "E")
    s.heroes["orange"] = [3, -4]
    s.rev += 1
    R.apply(s, Move(east, "orange", "E", 1))
    assert s.active_cameras() == 2
    s.heroes["orange"], s.heroes["yellow"] = [1, 1], [3, -4]
    s.rev += 1
    ev = R.apply(s, Move(east, "yellow", "E", 1))
    assert ev[-1].__class__.__name__ == "CameraDestroyed" and [4, -4] in s.used
    assert s.active_cameras() == 1
    flip(s)  # one camera left: the hourglass works
    assert [0, 0] in s.used


def test_scenario_5_has_no_cameras_rule():
    s = _two_cameras(scenario=5)
    assert s.active_cameras() == 0


# --- 8: foresight --------------------------------------------------------------------------------------------

def test_scenario_8_the_pile_lies_face_up():
    s = R.new_game({"players": 4, "scenario": 8}, 3)
    assert R.view(s, 0)["pile_top"] == s.pile[0]
    t = R.new_game({"players": 4, "scenario": 7}, 3)
    assert R.view(t, 0)["pile_top"] is None


# --- 9: follow the leader ------------------------------------------------------------------------------------

def test_scenario_9_the_leader_has_no_tile_and_alone_nudges():
    s = R.new_game({"players": 4, "scenario": 9, "leader": 2}, 3)
    assert s.tiles[2] is None and s.holds(2) == ()
    held = set().union(*(set(s.holds(seat)) for seat in range(4)))
    assert held == {"N", "E", "S", "W", "portal", "escalator", "explore"}  # the 3-player tiles
    assert all(isinstance(a, DoSomething) for a in R.legal_actions(s, 2))
    R.apply(s, DoSomething(2, 0))
    with pytest.raises(IllegalAction) as e:
        R.apply(s, DoSomething(0, 1))
    assert reason(e) == "magic_maze.err.only_leader_nudges"
    with pytest.raises(IllegalAction) as e:
        R.apply(s, Move(2, "orange", "N", 1))
    assert reason(e) == "magic_maze.err.leader_has_no_actions"


def test_up_to_9_players_may_play_follow_the_leader():
    """The seed: 「最多可讓9位玩家進行」 — scenario 9 seats up to nine (eight dealt tiles and the leader); every
    other scenario stays at one to eight players, and the leader still needs two others."""
    s = R.new_game({"players": 9, "scenario": 9, "leader": 8}, 5)
    assert s.players == 9 and s.tiles[8] is None and s.holds(8) == ()
    dealt = [t for t in s.tiles if t is not None]
    assert sorted(dealt) == sorted(S.TILES_FOR_PLAYERS[8])  # the eight players' tiles go round the other seats
    held = set().union(*(set(s.holds(seat)) for seat in range(9)))
    assert held == {"N", "E", "S", "W", "portal", "escalator", "explore"}
    assert all(isinstance(a, DoSomething) for a in R.legal_actions(s, 8))
    R.apply(s, DoSomething(8, 0))
    for scenario in (1, 8, 10, 17):
        with pytest.raises(ValueError):
            R.new_game({"players": 9, "scenario": scenario}, 5)
        assert R.new_game({"players": 8, "scenario": scenario}, 5).players == 8
    with pytest.raises(ValueError):
        R.new_game({"players": 10, "scenario": 9}, 5)
    with pytest.raises(ValueError):
        R.new_game({"players": 2, "scenario": 9}, 5)


def test_nine_bots_follow_the_leader_to_the_end():
    from game import games
    from game.core.playout import simulate

    summary = simulate(games.get("magic_maze"), 1, 9, 4, None, {"scenario": 9, "leader": 3})
    assert summary["finished"] == 1 and summary["errors"] == 0


# --- 10: fool the guards -------------------------------------------------------------------------------------

def test_scenario_10_items_and_exits_of_another_colour():
    s = make(scenario=10, heroes=CENTRE)
    for name, cell in (("6", (2, 0)), ("7", (3, 2)), ("8", (1, 3)), ("9", (0, 1))):
        place(s, name, cell)
    m = s.mall()
    items = {m.kind(c)[1]: c for c in m.find("item")}
    for hero in items:  # everyone on its own item: no theft in this scenario
        s.heroes[hero] = list(items[hero])
    s.rev += 1
    assert R._check_theft(s) == []
    order = ["orange", "yellow", "purple", "green"]
    for i, hero in enumerate(order):  # each on the next colour's item
        s.heroes[hero] = list(items[order[(i + 1) % 4]])
    s.rev += 1
    assert R._check_theft(s) and s.theft


def test_scenario_10_a_hero_stays_on_another_colours_exit_for_good():
    s = make(scenario=10, heroes=CENTRE)
    s.theft = True
    place(s, "12", (0, 1))
    m = s.mall()
    orange_exit = m.find("exit", "orange")[0]
    s.heroes["orange"] = list(orange_exit)
    s.rev += 1
    assert R._check_exit(s, "orange") == []  # its own colour: not allowed here
    s.heroes["orange"], s.heroes["green"] = [1, 1], list(orange_exit)
    s.rev += 1
    ev = R._check_exit(s, "green")
    assert ev[0].stays and s.heroes["green"] == list(orange_exit)
    s.rev += 1
    assert "green" not in R._hero_options(s)  # it cannot be moved any more
    with pytest.raises(IllegalAction) as e:
        R.apply(s, Move(seat_holding(s, "N"), "green", "N", 1))
    assert reason(e) == "magic_maze.err.hero_escaped"


# --- 11: rearrange -------------------------------------------------------------------------------------------

def test_scenario_11_cannot_take_two_tiles_away_loses_at_once():
    s = make(scenario=11, heroes=CENTRE)
    ev = flip(s)
    assert isinstance(ev[-1], GameLost) and ev[-1].reason == "rearrange" and R.result(s)["team_won"] is False


def test_scenario_11_two_tiles_go_under_the_pile_before_play_goes_on():
    s = make(scenario=11, heroes=CENTRE)
    for name, cell in (("6", (2, 0)), ("7", (3, 2)), ("8", (1, 3))):
        place(s, name, cell)
    ev = flip(s)
    assert s.phase == "rearrange" and s.rearrange_left == 2
    with pytest.raises(IllegalAction) as e:
        R.apply(s, Move(seat_holding(s, "N"), "yellow", "N", 1))
    assert reason(e) == "magic_maze.err.remove_first"
    with pytest.raises(IllegalAction):
        R.apply(s, RemoveTile(0, "1A"))
    names = {a.tile for a in R.legal_actions(s, 0) if isinstance(a, RemoveTile)}
    assert names == {"6", "7", "8"}
    R.apply(s, RemoveTile(0, "7"))
    R.apply(s, RemoveTile(1, "6"))
    assert s.phase == "play" and s.pile[-2:] == ["7", "6"] and conserved(s)
    assert ev


def test_scenario_11_a_tile_with_a_hero_or_holding_the_way_stays():
    s = make(scenario=11, heroes=CENTRE)
    o6, r6 = place(s, "6", (2, 0))
    place(s, "7", (3, 2))
    place(s, "8", (1, 3))
    m = s.mall()
    s.heroes["green"] = list(m.tile_cells[1][5])  # a hero on tile 6
    s.rev += 1
    flip(s)
    names = {a.tile for a in R.legal_actions(s, 0) if isinstance(a, RemoveTile)}
    assert "6" not in names and names == {"7", "8"}


# --- 12, 14, 15: talking and the pawn ----------------------------------------------------------------------------

def test_scenario_12_talk_windows_are_gestures_only():
    s = make(scenario=12, heroes=CENTRE)
    ev = flip(s)
    assert [e.mode for e in ev if isinstance(e, TalkStarted)] == ["gestures"]


def test_scenario_14_no_talking_at_any_time():
    s = make(scenario=14, heroes=CENTRE)
    ev = flip(s)
    assert not any(isinstance(e, TalkStarted) for e in ev) and s.talk is None


def test_scenario_15_no_talking_and_no_pawn():
    s = make(scenario=15, heroes=CENTRE)
    assert not any(isinstance(e, TalkStarted) for e in flip(s))
    assert not any(isinstance(a, DoSomething) for a in R.legal_actions(s, 0))
    with pytest.raises(IllegalAction) as e:
        R.apply(s, DoSomething(0, 1))
    assert reason(e) == "magic_maze.err.no_pawn"


# --- 13: two malls ---------------------------------------------------------------------------------------------

def test_scenario_13_two_malls_apart_heroes_split_and_pile_face_up():
    s = R.new_game({"players": 4, "scenario": 13}, 4)
    assert [p[0] for p in s.placed] == ["1A", "3"] and "3" not in s.pile and conserved(s)
    m = s.mall()
    assert m.tile_of(s.heroes["orange"]) == 0 and m.tile_of(s.heroes["green"]) == 0
    assert m.tile_of(s.heroes["yellow"]) == 1 and m.tile_of(s.heroes["purple"]) == 1
    assert R.view(s, 0)["pile_top"] == s.pile[0]


def test_scenario_13_the_four_heroes_never_on_one_tile():
    s = R.new_game({"players": 2, "scenario": 13}, 4)
    s.tiles = ["1", "2"]
    s.heroes = {"orange": [1, 1], "green": [2, 2], "yellow": [1, 2], "purple": [401, 102]}
    s.rev += 1
    portal = seat_holding(s, "portal")
    m = s.mall()
    target = m.find("portal", "purple")[0]
    assert m.tile_of(target) == 0
    with pytest.raises(IllegalAction) as e:
        R.apply(s, UsePortal(portal, "purple", target))
    assert reason(e) == "magic_maze.err.not_all_on_one_tile"


# --- 16: broken vortexes -------------------------------------------------------------------------------------

def test_scenario_16_the_portal_action_is_never_allowed():
    s = make(scenario=16, heroes=CENTRE)
    seat = seat_holding(s, "portal")
    assert not any(isinstance(a, UsePortal) for a in R.legal_actions(s, seat))
    with pytest.raises(IllegalAction) as e:
        R.apply(s, UsePortal(seat, "orange", (0, 2)))
    assert reason(e) == "magic_maze.err.portals_broken"


# --- 17: apart -----------------------------------------------------------------------------------------------

def test_scenario_17_never_two_heroes_on_one_tile_but_tile_1():
    s = make(scenario=17, heroes={**CENTRE, "orange": (2, 0)})
    place(s, "6", (2, 0))
    s.heroes["yellow"] = [2, -1]  # on tile 6
    s.rev += 1
    north = seat_holding(s, "N")
    # orange going north from (2,0) would stop on tile 6 with the barbarian there
    assert not any(isinstance(a, Move) and a.hero == "orange" and a.direction == "N"
                   for a in R.legal_actions(s, north))
    with pytest.raises(IllegalAction) as e:
        R.apply(s, Move(north, "orange", "N", 1))
    assert reason(e) in ("magic_maze.err.apart", "magic_maze.err.hero_in_the_way")
    # tile 1 is exempt: everyone may share it
    R.apply(s, Move(seat_holding(s, "S"), "purple", "S", 1))
    assert s.heroes["purple"] == [1, 3]


def test_scenario_17_heroes_at_exits_stay_on_the_board():
    s = make(scenario=17, heroes=CENTRE)
    s.theft = True
    place(s, "12", (0, 1))
    s.heroes["orange"] = list(s.mall().find("exit", "orange")[0])
    s.rev += 1
    ev = R._check_exit(s, "orange")
    assert ev[0].stays and s.heroes["orange"] is not None and "orange" in s.escaped


# --- solo -------------------------------------------------------------------------------------------------------

def test_solo_turns_tiles_one_by_one_and_only_the_top_one_acts():
    s = R.new_game({"players": 1, "scenario": 2}, 11)
    order = list(s.solo_pile)
    assert [a for a in R.legal_actions(s, 0) if not isinstance(a, RevealActionTile)] == []
    ev = R.apply(s, RevealActionTile(0))
    assert isinstance(ev[0], ActionTileRevealed) and ev[0].action == order[0] and s.holds(0) == (order[0],)
    kinds = {type(a).__name__ for a in R.legal_actions(s, 0)}
    assert kinds <= {"Move", "UsePortal", "RideEscalator", "Explore", "RevealActionTile"}
    for _ in range(6):
        R.apply(s, RevealActionTile(0))
    assert s.solo_pile == [] and s.solo_discard == order
    ev = R.apply(s, RevealActionTile(0))  # the discards turned over, no shuffle: same order again
    assert ev[0].reshuffled and ev[0].action == order[0] and s.solo_pile == order[1:]


def test_solo_shuffles_everything_when_the_sand_turns():
    s = R.new_game({"players": 1, "scenario": 2}, 11)
    while s.holds(0) != ("W",):
        R.apply(s, RevealActionTile(0))
    s.heroes = {"orange": [1, 0], "yellow": [2, 1], "purple": [1, 2], "green": [2, 2]}
    s.rev += 1
    ev = R.apply(s, Move(0, "orange", "W", 1))
    assert any(type(e).__name__ == "SoloPileShuffled" for e in ev)
    assert s.solo_discard == [] and sorted(s.solo_pile) == sorted(["N", "E", "S", "W", "portal", "escalator",
                                                                     "explore"])
    assert s.holds(0) == ()
