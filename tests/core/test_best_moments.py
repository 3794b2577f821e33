"""Best moments (game.core.best_moments): each game's own declaration read the right way round, the engine's
"win", a broken declaration never stopping a game, and the night's most remarkable moment per player, kept in
the night's JSON."""
from __future__ import annotations

from types import SimpleNamespace

from game.core.best_moments import LESS, SECONDS, WIN, Moment, Tally, pick, seat_moments, specs_of
from game.core.night import Night, Player
from game.games import registry

SPECS = (Moment("stalk"), Moment("escape", better=LESS, unit=SECONDS))


def module(moments=None, observe=None, specs=SPECS):
    return SimpleNamespace(MOMENTS=specs, moments=moments or (lambda tally, state, result: []),
                           **({"observe": observe} if observe else {}))


def test_a_moment_is_better_the_way_it_says():
    assert Moment("stalk").beats(15, 14) and not Moment("stalk").beats(14, 15)
    fast = Moment("escape", better=LESS)
    assert fast.beats(80, 95) and not fast.beats(95, 80) and fast.beats(95, None)


def test_seat_moments_keep_declared_finite_numbers_and_the_winner_gets_the_players_beaten():
    mod = module(lambda t, s, r: [{"stalk": 14, "odd": 3}, {"stalk": float("inf")}, {"escape": True}])
    got = seat_moments(mod, {}, None, {}, [1, 3, 2])
    assert got == [{"stalk": 14, "win": 2}, {}, {}]
    assert seat_moments(mod, {}, None, {}, [1, 1, 1], cooperative=True)[0] == {"stalk": 14}  # no "win" in a team game


def test_a_broken_declaration_is_logged_and_the_game_goes_on():
    def broken(*_):
        raise RuntimeError("bug")

    tally = Tally(module(broken, observe=broken))
    tally.observe(None, ["event"])  # no raise
    assert tally.at_end(None, {}, [2, 1]) == [{}, {"win": 1}]


def test_the_most_remarkable_moment_a_record_at_the_table_in_a_won_game_first():
    specs = {"g": {"win": WIN, "stalk": Moment("stalk"), "gold": Moment("gold")}}
    candidates = [("g", "gold", 40, 2, False), ("g", "win", 3, 1, True), ("g", "stalk", 14, 1, True)]
    assert pick(candidates, specs) == ("g", "stalk", 14)
    assert pick(candidates[:2], specs) == ("g", "win", 3)
    assert pick([("g", "unknown", 1, 1, True)], specs) is None


def test_the_nights_best_moment_per_player_and_its_json_round_trip():
    night = Night([Player("Mia", "red"), Player("Leo", "blue")], ["beanstalk", "magic_maze"])
    night.record("beanstalk", {"winners": [1], "ranking": [1, 0]},
                 moments=[{"stalk": 17, "gold": 30}, {"stalk": 12, "gold": 90, "win": 1}])
    night.record("magic_maze", {"winners": ["team"], "team_won": True}, cooperative=True,
                 moments=[{"escape": 101.5}, {"escape": 101.5}])
    specs = {"beanstalk": {"win": WIN, "stalk": Moment("stalk"), "gold": Moment("gold")},
             "magic_maze": {"win": WIN, "escape": Moment("escape", better=LESS, unit=SECONDS)}}
    assert night.best_moment(0, specs) == ("beanstalk", "stalk", 17)  # the tallest stalk at the table
    assert night.best_moment(1, specs) == ("beanstalk", "gold", 90)  # richest, and a game won
    back = Night.from_json(night.to_json())
    assert back.played[0].moments == night.played[0].moments
    assert back.best_moment(0, specs) == ("beanstalk", "stalk", 17)


def test_damaged_moments_in_a_kept_night_are_dropped_not_refused():
    night = Night([Player("Mia", "red"), Player("Leo", "blue")], ["pied_piper"])
    night.record("pied_piper", {"winners": [0], "ranking": [0, 1]})
    data = night.to_json()
    data["played"][0]["moments"] = [{"clean": "x", "win": 1e999}, 7]
    assert Night.from_json(data).played[0].moments == [{}, {}]
    data["played"][0]["moments"] = "nonsense"
    assert Night.from_json(data).played[0].moments == [{}, {}]


def _mod(game):
    return registry().get(game).optional_module("best_moments")


def test_every_shipped_game_declares_moments_with_words_in_both_languages():
    from game.engine import i18n

    for info in registry().available():
        specs = specs_of(info.optional_module("best_moments"))
        assert specs, f"{info.id} declares no best moment"
        for key in specs:
            for lang in ("en", "zh-TW"):
                assert i18n.has(f"moment.{info.id}.{key}", lang) or i18n.has(f"moment.{info.id}.{key}.other", lang), \
                    (info.id, key, lang)


def test_beanstalk_counts_the_stalk_pieces_standing_when_a_player_placed_one():
    from game.games.beanstalk import events as E

    mod, tally = _mod("beanstalk"), {}
    state = SimpleNamespace(players=2, stalk={"pieces": [{}] * 2})  # the foot die and the first piece
    placed = E.PiecePlaced(0, "die", None, None, 10, 50.0, False)
    mod.observe(tally, state, [placed])
    state.stalk = {"pieces": [{}] * 3}
    mod.observe(tally, state, [E.PiecePlaced(1, "die", None, None, 10, 70.0, False)])
    state.stalk = {"pieces": [{}]}  # the castle: a fresh stalk afterwards
    mod.observe(tally, state, [E.PiecePlaced(0, "castle", None, None, 10, 90.0, False), E.StalkReset("castle")])
    mod.observe(tally, state, [E.PiecePlaced(1, "die", None, None, 10, 10.0, True), E.StalkReset("collapse")])
    got = mod.moments(tally, state, {"totals": [40, 0]})
    assert got == [{"stalk": 4, "gold": 40}, {"stalk": 3}]


def test_magic_maze_escape_baba_yaga_quick_win_kragmortha_books_and_pied_piper_clean_win():
    two = SimpleNamespace(players=2)
    assert _mod("magic_maze").moments({}, two, {"team_won": True, "time": 154.2}) == [{"escape": 154.2}] * 2
    assert _mod("magic_maze").moments({}, two, {"team_won": False, "time": 300}) == [{}, {}]
    assert _mod("baba_yaga").moments({}, two, {"winners": [1], "turns": 9}) == [{}, {"quick": 9}]
    assert _mod("kragmortha").moments({}, two, {"standings": [[1, 3, 5], [0, 0, 0]]}) == [{"books": 3}, {}]
    assert _mod("pied_piper").moments({}, two, {"winners": [0], "floors": [0, 4]}) == [{"clean": 0}, {}]
