"""Hand-made Magic Maze states for rule tests. Tile 1A lies at the origin (see levels/magic_maze/tile_1A.tmx):

    y0:  H  .  |  .  Vp        H hourglass (0,0), wall under it; wall between (1,0) and (2,0)
    y1:  Xp .  .  Vy           Xp purple explore W (0,1); Vy yellow portal (3,1), wall under it
    y2:  Vo .  .  Xg           Vo orange portal (0,2); Xg green explore E (3,2), escalator (3,2)-(2,3)
    y3:  Vg Xy .  |  .         Vg green portal (0,3); Xy yellow explore S (1,3); wall between (2,3) and (3,3)
    (Xo orange explore N at (2,0))
"""
from game.games.magic_maze import rules as R
from game.games.magic_maze.mall import HEROES, placement, tile_number


def make(scenario=2, players=2, heroes=None, timer="3", seed=1, pile=None, side=None):
    """A fresh game with the heroes where the test wants them. Two players by default: seat 0 holds
    portal/N/E, seat 1 escalator/explore/S/W (the 2-player tiles), whatever the deal said."""
    cfg = {"players": players, "scenario": scenario, "timer": timer}
    if side:
        cfg["side"] = side
    s = R.new_game(cfg, seed)
    if players == 2 and not S_LEADER(s):
        s.tiles = ["1", "2"]
    if heroes is not None:
        s.heroes = {h: (list(heroes[h]) if heroes.get(h) is not None else None) for h in HEROES}
    if pile is not None:
        in_pile = set(pile)
        rest = [t for t in s.pile if t not in in_pile]
        s.pile = list(pile)
        s.box = sorted(set(s.box) | set(rest), key=lambda t: int(t))
    s.rev += 1
    return s


def S_LEADER(s):
    return s.leader is not None


def seat_holding(s, action):
    return next(seat for seat in range(s.players) if action in s.holds(seat))


def place(s, name, explore_cell):
    """Lay tile `name` at explore cell `explore_cell` as exploring would (bypassing the pile)."""
    m = s.mall()
    d = m.gates[tuple(explore_cell)][0]
    origin, rot = placement(tuple(explore_cell), d)
    s.placed.append([name, list(origin), rot])
    if name in s.pile:
        s.pile.remove(name)
    elif name in s.box:
        s.box.remove(name)
    s.rev += 1
    return origin, rot


def to_global(origin, rot, local):
    from game.core.grid import rotate_cell
    x, y = rotate_cell(tuple(local), rot, 4)
    return (x + origin[0], y + origin[1])


def conserved(s) -> bool:
    names = list(s.pile) + [tile_number(p[0]) for p in s.placed] + list(s.box)
    return sorted(names, key=int) == [str(n) for n in range(1, 25)]


def play_hard_bots(s, until, dt: float = 0.1, seed: int = 0) -> float:
    """Hard bots at every seat play `s` on game time until `until(s, now)` or the game ends; returns the time."""
    from game.games.magic_maze import bot as B
    bots = [B.make_bot(seat, "hard", seed) for seat in range(s.players)]
    now = 0.0
    while not until(s, now) and R.result(s) is None:
        for seat, bot in enumerate(bots):
            a = bot.choose(R.view(s, seat), R.legal_actions(s, seat), now)
            if a is not None:
                R.apply(s, a)
        R.tick(s, dt)
        now += dt
    return now
