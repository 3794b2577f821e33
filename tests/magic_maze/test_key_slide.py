"""Keys and pads reach what the mouse can click: a direction key slides the selected hero to the first cell that
matters to it (its own portal, an item, an exit, a special cell, an escalator end, its own explore cell), else as
far as it goes; pressing again goes on from there."""
from game.core.grid import DIRECTIONS, step
from game.core.setup import GameSetup
from game.games.magic_maze import rules as R
from game.games.magic_maze import table_input as TI
from game.games.magic_maze.moves import Move


def game(seed: int = 3):
    return R.new_game(GameSetup.all_bots("magic_maze", 4, seed=seed).config(), seed)


def all_key_moves(s):
    for seat in range(s.players):
        for hero, cell in s.heroes.items():
            if cell is None:
                continue
            for d in DIRECTIONS:
                m = TI.key_move(s, seat, hero, d)
                if m is not None:
                    yield seat, hero, d, m


def test_a_key_stops_on_the_first_cell_that_matters_else_goes_as_far_as_it_can():
    seen_stop = seen_far = 0
    for seed in range(1, 6):
        s = game(seed)
        mall = s.mall()
        for seat, hero, d, m in all_key_moves(s):
            legal = sorted(a.distance for a in R.legal_actions(s, seat)
                           if isinstance(a, Move) and a.hero == hero and a.direction == d)
            start = tuple(s.heroes[hero])
            marks = [n for n in legal if TI.stops_at(mall, hero, step(start, d, n))]
            if marks:
                assert m.distance == marks[0]
                seen_stop += 1
            else:
                assert m.distance == legal[-1]
                seen_far += 1
    assert seen_stop and seen_far  # both cases happen on real malls


def test_own_portal_stops_a_slide_and_another_colour_portal_does_not():
    s = game()
    mall = s.mall()
    portals = [(c, col) for (kind, col), cells in mall.by_kind.items() if kind == "portal" and col
               for c in cells]
    assert portals
    cell, colour = portals[0]
    other = next(h for h in s.heroes if h != colour)
    assert TI.stops_at(mall, colour, cell)
    assert not TI.stops_at(mall, other, cell)


def states_of_a_random_game(seed: int, actions: int = 300):
    """The states of a game played by random legal actions (the mall grows as it explores)."""
    import random
    rnd = random.Random(seed)
    s = game(seed)
    for _ in range(actions):
        yield s
        moves = [a for seat in range(s.players) for a in R.legal_actions(s, seat)]
        if not moves or s.phase == "over":
            return
        R.apply(s, rnd.choice(moves))


def test_pressing_again_goes_on_from_the_stop():
    for s in states_of_a_random_game(4):
        for seat, hero, d, m in list(all_key_moves(s)):
            longest = max(a.distance for a in R.legal_actions(s, seat)
                          if isinstance(a, Move) and a.hero == hero and a.direction == d)
            if m.distance < longest:
                R.apply(s, m)
                again = TI.key_move(s, seat, hero, d)
                assert again is not None and 1 <= again.distance <= longest - m.distance
                return
    raise AssertionError("no slide stopped short in a whole random game")
