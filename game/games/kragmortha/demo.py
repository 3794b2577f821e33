"""Demo tables for screenshots, the bench and the smoke run: bots play a game on to a named moment.

Moments: "setup8" (eight goblins placed), "push_choice", "teleport_reveal", "handicaps" (three sight / hands
penalties in force on the human's turn), "mirror" and "spotlight" (those penalties on the human's turn, for
the bench), "broken" (the Broken! stamp), "end", "cure" (the human chooses which penalty the Cure gives
back), "spellbook" (the human points at one of their spellbooks: shown big), and the default "midgame"."""
from __future__ import annotations

from game.core.setup import GameSetup, SeatConfig
from game.games.kragmortha import bot as B
from game.games.kragmortha import events as E
from game.games.kragmortha import layout as L
from game.games.kragmortha import penalties as P
from game.games.kragmortha import rules as R
from game.games.kragmortha.spellbooks import kind as S_kind

NAMES = ("Mia", "Leo", "Ada", "Kai", "Zoe", "Ben", "Ivy", "Tom")
SEAT_COLOURS = ("red", "yellow", "blue", "green", "purple", "red", "blue", "yellow")
MOMENTS = ("setup8", "push_choice", "teleport_reveal", "handicaps", "mirror", "spotlight", "broken", "end",
           "cure", "spellbook", "midgame")


def demo_setup(players: int, seed: int, humans: int = 1, device: str = "mouse", **options) -> GameSetup:
    seats = [SeatConfig(name=NAMES[i], colour=SEAT_COLOURS[i], kind="human" if i < humans else "bot",
                        difficulty="normal", device=device) for i in range(players)]
    return GameSetup(game="kragmortha", seats=seats, options=dict(options), seed=seed)


def play_bots(state, seed: int, until, limit: int = 3000) -> list:
    bots = [B.make_bot(i, "normal", seed) for i in range(state.players)]
    events: list = []
    for _ in range(limit):
        if R.result(state) is not None or until(state, events):
            break
        seat = R.to_act(state)
        events = R.apply(state, bots[seat].choose(R.view(state, seat), R.legal_actions(state, seat)))
    return events


def with_penalties(state, seat: int, keys) -> None:
    """Give `seat` these penalties (taken out of the pile) for a demo table."""
    for key in keys:
        pid = P.BY_KEY[key]
        if pid in state.penalty_pile.draw_pile:
            state.penalty_pile.draw_pile.remove(pid)
        state.held[seat].append([pid, False])


def with_books(state, seat: int, kinds) -> None:
    """Give `seat` a face-up spellbook of each kind (taken out of the desk's pile) for a demo table."""
    from game.games.kragmortha import spellbooks as S

    for kind in kinds:
        book = next(b for b in state.book_pile.draw_pile if S.kind(b) == kind)
        state.book_pile.draw_pile.remove(book)
        state.books[seat].append([book, True])


def _until_human_play(s, ev) -> bool:
    return s.active == 0 and s.phase == "play" and s.turn >= 3


def build(app, seed: int, moment: str | None, make):
    """The table at `moment`, built with `make(app, setup, state, still)` (the scene module's make_scene)."""
    still = moment in HUMAN_MOMENTS

    def table(setup, state):
        return make(app, setup, state, still)
    scene = _build(table, seed, moment or "midgame")
    if still:  # a still picture of the moment (no banner over it): the pointer at the goblin
        goblin = scene.state.goblins[0]
        if goblin is not None:
            scene.table_input.point_at(L.cell_centre(goblin))
    return scene


HUMAN_MOMENTS = ("push_choice", "teleport_reveal", "handicaps", "mirror", "spotlight", "broken", "cure",
                 "spellbook")


def _build(table, seed: int, moment: str):
    if moment == "setup8":
        setup = demo_setup(8, seed, humans=1)
        state = R.new_game(setup.config(), seed)
        play_bots(state, seed, lambda s, ev: s.phase != "placement")
        return table(setup, state)
    if moment in ("push_choice", "teleport_reveal", "broken"):
        return _replay(table, seed, moment)
    if moment in ("handicaps", "mirror", "spotlight"):
        setup = demo_setup(4, seed, humans=1)
        state = R.new_game(setup.config(), seed)
        play_bots(state, seed, _until_human_play)
        keys = {"handicaps": ("spotlight", "no_hover", "quick_goblin"), "mirror": ("mirror",),
                "spotlight": ("spotlight",)}[moment]
        with_penalties(state, 0, keys)
        return table(setup, state)
    if moment in ("cure", "spellbook"):
        setup = demo_setup(4, seed, humans=1)
        state = R.new_game(setup.config(), seed)
        play_bots(state, seed, _until_human_play)
        with_books(state, 0, ("cure", "swap", "shield"))
        if moment == "cure":
            with_penalties(state, 0, [k for k in ("snail", "grey", "echo") if not any(
                P.PENALTIES[pid]["symbol"] == P.PENALTIES[P.BY_KEY[k]]["symbol"] for pid, _b in state.held[0])])
            cure = next(b for b, up in state.books[0] if up and S_kind(b) == "cure")
            R.apply(state, E.UseSpellbook(0, cure))
        scene = table(setup, state)
        scene.table_input.show_big(("book", 0) if moment == "spellbook" else ("cure", 1))
        return scene
    if moment == "end":
        setup = demo_setup(4, seed, humans=1)
        state = R.new_game(setup.config(), seed)
        play_bots(state, seed, lambda s, ev: False)
        scene = table(setup, state)
        scene.end_delay = 0.1  # the end screen at once
        return scene
    if moment == "midgame":
        setup = demo_setup(4, seed, humans=1)
        state = R.new_game(setup.config(), seed)
        play_bots(state, seed, _until_human_play)
        return table(setup, state)
    raise ValueError(f"unknown moment {moment!r}; known: {', '.join(MOMENTS)}")


def _replay(table, seed: int, moment: str):
    """Play on until the moment's event, then show it: a push waiting for the human's choice, a token turning
    over, a penalty breaking."""
    setup = demo_setup(4, seed, humans=1)
    for s_off in range(40):
        state = R.new_game(setup.config(), seed + s_off)
        if moment == "push_choice":
            play_bots(state, seed + s_off, lambda s, ev: s.phase == "push" and s.active == 0)
            if state.phase == "push":
                setup.seed = seed + s_off
                return table(setup, state)
            continue
        want = E.TokenDrawn if moment == "teleport_reveal" else E.PenaltyDrawn
        before: dict = {}

        def stop(s, ev, want=want, before=before):  # remembers the state just before the event
            if any(isinstance(e, want) for e in ev):
                return True
            before["json"] = R.to_json(s)
            return False
        last = play_bots(state, seed + s_off, stop)
        if "json" not in before or not any(isinstance(e, want) for e in last):
            continue
        setup.seed = seed + s_off
        scene = table(setup, R.from_json(before["json"]) if moment == "broken" else state)
        if moment == "broken":
            held = [pid for pid, b in state.held[0] if not b and P.breakable(pid)]
            if not held:
                with_penalties(scene.state, 0, ("ouch",))
                held = [P.BY_KEY["ouch"]]
            events = R.apply(scene.state, E.BreakPenalty(0, held[0]))
        else:
            events = last
        scene.on_events(None, None, events)
        target = E.PenaltyBroken if moment == "broken" else want
        while scene.presenter.current() is not None and not isinstance(scene.presenter.current().kind, target):
            scene.presenter.update(0.05)
        scene.presenter.update(0.9 if moment == "teleport_reveal" else 0.3)
        return scene
    return _build(table, seed, "midgame")

