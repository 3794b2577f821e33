"""Named situations for screenshots, the bench and the scene tests (`demo_scene(app, seed, moment)`).

Moments: "card_choice", "carrying", "collapse", "axe", "castle", "end"; None (the bench): a 25-piece tower
kept awake while a bot's hand hovers over it, then sweeps into it and it falls (the fall and its slow-motion
replay fill the rest of the bench). Tall towers are stacked directly (pieces set on each other and settled),
not played: a demo state, never a saved game."""
from __future__ import annotations

from game.core.setup import SEAT_COLOURS, GameSetup, SeatConfig
from game.games.beanstalk import bot as B
from game.games.beanstalk import hand as HAND
from game.games.beanstalk import pieces as P
from game.games.beanstalk import rules as R
from game.games.beanstalk import stalk as S

NAMES = ("Mia", "Leo", "Ada", "Kai", "Zoe")
MOMENTS = ("card_choice", "carrying", "collapse", "axe", "castle", "end")


def demo_setup(players: int, seed: int, humans: int = 1) -> GameSetup:
    seats = [SeatConfig(name=NAMES[i], colour=SEAT_COLOURS[i], kind="human" if i < humans else "bot",
                        difficulty="normal", device="mouse") for i in range(players)]
    return GameSetup(game="beanstalk", seats=seats, options={}, seed=seed)


def stack(state, kinds: list[str], seat_of_treasure=lambda i: i) -> None:
    """Put pieces straight onto the stalk (on each other, settled): a tall tower without playing to it."""
    world = S.world_from_json(state.stalk["world"])
    pieces = state.stalk["pieces"]
    y = S.top_of(world)
    faces = ("trunk", "treasure", "eye", "extra")
    t = 0
    for i, kind in enumerate(kinds):
        _, _, bottom, top = P.extent(kind)
        bid = world.add_body(P.body_def(kind), (0.0, 0.0))
        world.set_transform(bid, (0.0, y - bottom), 0.0)
        y += top - bottom
        owner = None
        if kind == "treasure":
            owner = seat_of_treasure(t) % state.players
            t += 1
            state.treasures[owner] = max(0, state.treasures[owner] - 1)
        elif kind == "die":
            state.dice_supply = max(1, state.dice_supply - 1)
        elif kind == "trunk":
            state.trunk_supply = max(0, state.trunk_supply - 1)
        pieces.append({"kind": kind, "face": faces[i % 4] if kind == "die" else None, "owner": owner})
    for _ in range(300):
        world.step(S.DT)
        if world.awake_count() == 0:
            break
    state.stalk["world"] = S.world_to_json(world)


def tower_kinds(count: int) -> list[str]:
    """count pieces on the foot: dice and treasure clouds in turn, the two trunks among them."""
    out = []
    while len(out) < count:
        out.append("die" if len(out) % 2 == 0 else "treasure")
        if len(out) in (6, 15):
            out.append("trunk")
    return out[:count]


def play_until(state, seed: int, stop, limit: int = 300) -> None:
    """Bots play every seat until stop(state) (or the game ends)."""
    bots = [B.make_bot(i, "easy", seed + i) for i in range(state.players)]
    for _ in range(limit):
        if R.result(state) is not None or stop(state):
            return
        seat = state.actor if state.phase != "choose" else next(
            p for p in range(state.players) if state.chosen[p] is None)
        R.apply(state, bots[seat].choose(R.view(state, seat), R.legal_actions(state, seat)))


def to_stacking(state, seed: int, seat: int = 0) -> None:
    play_until(state, seed, lambda s: s.phase == "stack" and s.actor == seat)


def _build(app, seed: int, moment: str | None, make):
    if moment == "card_choice":
        return make(app, demo_setup(4, seed))
    if moment in ("carrying", "castle", "collapse"):
        setup = demo_setup(4, seed)
        state = R.new_game(setup.config(), seed)
        to_stacking(state, seed)
        stack(state, tower_kinds(9 if moment != "castle" else 22))
        if moment == "castle":
            state.turn["queue"][:] = [{"kind": "castle"}]  # as the rules do when the castle comes instead
        scene = make(app, setup, state)
        top = scene.at_rest.top(scene.state)
        scene.camera.look_from(max(0.0, top - 320))
        scene.prewarmer.warm_all()  # a table that has stood a while: every piece picture turned already
        if moment == "collapse":
            scene.bots[0] = B.make_bot(0, "normal", seed)
            live = HAND.LiveHand(scene.reads.seat_view(0), 0, sweep_track(state, top, 10))
            scene.live_table.start(live)
            for _ in range(300):
                live.frame()
                if live.run.collapsed and live.after > 8:
                    break
            return scene
        pointer = scene.camera.to_screen(30, top + 60)
        scene.table_input.point_at(pointer)
        scene.live_table.pick_up(scene.camera.to_world(pointer))
        return scene
    if moment == "axe":
        setup = demo_setup(3, seed)
        state = R.new_game(setup.config(), seed)
        play_until(state, seed, lambda s: s.phase == "start" and s.actor == 0)
        stack(state, tower_kinds(7))
        scene = make(app, setup, state)
        scene.live_table.take_axe(0.35, 0.8)
        return scene
    if moment == "end":
        setup = demo_setup(3, seed)
        state = nearly_over(setup, seed)
        play_until(state, seed, lambda s: False)
        scene = make(app, setup, state)
        scene.end_delay = 0.0
        return scene
    return bench_scene(app, seed, make)


def build(app, seed: int, moment: str | None, make):
    """The moment's table, made with `make(app, setup, state=None)` (the scene module's make_scene)."""
    scene = _build(app, seed, moment, make)
    scene.keep_humans = moment is not None
    return scene


def nearly_over(setup: GameSetup, seed: int):
    """A new game with all but two gold bags handed out: the next payout ends it."""
    state = R.new_game(setup.config(), seed)
    for i in range(len(state.gold_pile) - 2):
        state.gold[i % state.players].append(state.gold_pile.pop())
    return state


def sweep_track(state, top: float, hover: int = 150) -> tuple:
    """A bot's hand that hovers over the tower, then sweeps in from the left below its top: a sure fall."""
    kind = state.turn["queue"][0]["kind"]
    x0, y0, _ = HAND.start_sample(kind, top, -260.0)
    pts = [(x0 + 0.8 * i, y0 + 12 * ((i // 20) % 2), 0.0) for i in range(hover)]
    x, y = pts[-1][0], pts[-1][1]
    while y > top - 140:
        y = max(top - 140, y - 35)
        pts.append((x, y, 0.0))
    while x < 250:
        x += 14
        pts.append((x, y, 0.0))
    return S.round_track(pts)


def bench_scene(app, seed: int, make):
    """A 25-piece tower, every body kept awake, a bot's hand over it, then the fall."""
    setup = demo_setup(4, seed, humans=0)
    state = R.new_game(setup.config(), seed)
    to_stacking(state, seed, seat=state.order[0] if state.order else 0)
    play_until(state, seed, lambda s: s.phase == "stack")
    stack(state, tower_kinds(25 - len(state.stalk["pieces"])))  # 25 pieces on the stalk, the 26th in the hand
    scene = make(app, setup, state)
    seat = state.actor
    top = scene.at_rest.top(scene.state)
    live = HAND.LiveHand(scene.reads.seat_view(seat), seat, sweep_track(state, top))
    scene.live_table.start(live)
    world = live.world
    world.sleep_speed = -1.0  # kept awake: nothing sleeps for the bench (the show only: the rules replay as ever)
    for bid in S.piece_ids(world):
        world.wake(bid)
    scene.camera.look_from(max(0.0, top - 320))
    scene.prewarmer.warm_all()
    return scene
