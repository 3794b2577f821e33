"""Bots for Kragmortha. They see only `view(state, seat)` and return one of the legal actions.

easy    a random legal action
normal  greedy: the card and steps that bring its goblin nearest the desk while keeping it off the Dark Lord's
        doorstep, the Dark Lord sent towards the leader; every follow-up choice (push cells, teleport jumps,
        the Dark Lord's drop point) scored the same way
hard    searches every card in hand with every first and second step (pushes and teleport tokens valued), and
        every usable spellbook with its targets before the card, one turn deep; positions are scored with a
        risk model of the Dark Lord: the chance that an opponent holds a Dark Lord card that reaches the goblin
        before its next turn (from the unseen cards), as expected penalties, plus the game's end when near.
A bot also chooses for its own goblin in others' turns: where it flees from the Dark Lord and where a teleport
token takes it (near the desk, safe), and expects the other owners to do the same for theirs.
A bot plans the whole turn when it picks its card and then follows the plan step by step (it replans if the
table changed under it). Slipping on penalties is not decided here: game/core/handicap_bots.py does that from
the pieces `rules.handicap_of` gives, and the scene reports the break as BreakPenalty."""
from __future__ import annotations

from collections import deque

from game.core.api import Bot
from game.games.kragmortha import cards as C
from game.games.kragmortha import events as E
from game.games.kragmortha import moves as M
from game.games.kragmortha import penalties as P
from game.games.kragmortha import spellbooks as S
from game.games.kragmortha.board import board_for

PEN = 10.0  # one penalty
BOOK = 2.5  # one spellbook (a tie-break, and a spell)
DIST = 0.7  # one cell further from the desk
WIN, LOSE = 60.0, -40.0  # the game ends with this seat first / not first
HOLD_WILL = 0.6  # chance an opponent holding a Dark Lord card that reaches us spends it on us

_BOARDS: dict = {}


def board_of(view: dict) -> "Geo":
    key = (id(view["board"]), view["players"])
    geo = _BOARDS.get(key)
    if geo is None or geo.data is not view["board"]:
        if len(_BOARDS) > 8:
            _BOARDS.clear()
        geo = _BOARDS[key] = Geo(view["board"], view["players"])
    return geo


class Geo:
    """A Board plus what the bots precompute on it: walking distance to the desk, and for every Dark Lord
    position the cells each Dark Lord card reaches."""

    def __init__(self, data: dict, players: int):
        self.data = data
        self.b = board_for(data, players)
        self.desk_dist = self._bfs(self.b.desk)
        self.lord_pairs = sorted({C.symbols(c) for c in range(C.MOVEMENT_COUNT) if C.target(c) == C.LORD})
        self.lord_cards = {p: sum(1 for c in range(C.MOVEMENT_COUNT) if C.target(c) == C.LORD and
                                  C.symbols(c) == p) for p in self.lord_pairs}
        self._reach: dict = {}

    def _bfs(self, sources) -> dict:
        dist = {c: 0 for c in sources}
        todo = deque(sources)
        while todo:
            here = todo.popleft()
            for n in self.b.adjacent[here]:
                if n not in dist:
                    dist[n] = dist[here] + 1
                    todo.append(n)
        return dist

    def lord_reach(self, lord) -> dict:
        """cell -> the Dark Lord card pairs that can bring him onto it (one or two steps) from `lord`."""
        out = self._reach.get(lord)
        if out is not None:
            return out
        out = {}
        b = self.b
        for pair in self.lord_pairs:
            seen = set()
            for c1 in M.step_targets(b, lord, C.LORD, pair=pair):
                seen.add(c1)
                if c1 in b.teleport_set:
                    continue
                rest = M.rest_after(b, pair, c1)
                for c2 in M.step_targets(b, c1, C.LORD, rest=rest):
                    seen.add(c2)
            for c in seen:
                out.setdefault(c, []).append(pair)
        self._reach[lord] = out
        return out


class Sim:
    """The public position a plan changes: goblins, the Dark Lord, penalties and books held, books left."""
    __slots__ = ("goblins", "lord", "pen", "books", "pile", "shield", "lord_moved_to")

    def __init__(self, goblins, lord, pen, books, pile, shield):
        self.goblins, self.lord, self.pen, self.books, self.pile, self.shield = goblins, lord, pen, books, pile, shield
        self.lord_moved_to = None

    @classmethod
    def from_view(cls, view: dict) -> "Sim":
        g = [tuple(c) if c is not None else None for c in view["goblins"]]
        shield = [any(up and S.kind(bk) == "shield" for bk, up in bs) for bs in view["books"]]
        return cls(g, tuple(view["lord"]), [len(p) for p in view["penalties"]],
                   [len(b) for b in view["books"]], view["book_pile"], shield)

    def copy(self) -> "Sim":
        s = Sim(list(self.goblins), self.lord, list(self.pen), list(self.books), self.pile, list(self.shield))
        s.lord_moved_to = self.lord_moved_to
        return s

    def penalty(self, seat: int) -> None:
        if self.shield[seat]:
            self.shield[seat] = False
        else:
            self.pen[seat] += 1

    def over(self) -> bool:
        return self.pile <= 0 or max(self.pen) >= 4


class KragBot(Bot):
    def __init__(self, seat: int, difficulty: str = "normal", seed: int = 0):
        super().__init__(seat, difficulty, seed)
        self.plan: list = []

    # entry ------------------------------------------------------------------------------------------------
    def choose(self, view: dict, legal: list, now: float = 0.0):
        if not legal:
            return None
        if self.difficulty == "easy":
            return self.rng.choice(legal)
        while self.plan:
            want = self.plan.pop(0)
            if want in legal:
                return want
            self.plan = []
        geo = board_of(view)
        phase = view["phase"]
        if phase == "placement":
            return self._best(legal, lambda a: -geo.desk_dist.get(tuple(a.cell), 99)
                              - 6 * self._risk(geo, view, tuple(a.cell), tuple(view["lord"])))
        if phase == "play":
            return self._plan_turn(geo, view, legal)
        if phase in ("first_step", "second_step"):
            return self._step_choice(geo, view, legal)
        if phase == "discard":
            return self._discard(geo, view, legal)
        if phase == "cure":
            return legal[0]
        return self._cell_choice(geo, view, legal)

    def _best(self, legal, key):
        best, best_v = None, None
        for a in legal:
            v = key(a) + self.rng.random() * 1e-6
            if best_v is None or v > best_v:
                best, best_v = a, v
        return best

    # scoring ----------------------------------------------------------------------------------------------
    def _risk(self, geo: Geo, view: dict, cell, lord) -> float:
        """Chance the Dark Lord lands on `cell` before this seat's next turn (hard: from the unseen cards)."""
        pairs = geo.lord_reach(lord).get(cell)
        if not pairs:
            return 0.0
        if self.difficulty != "hard":
            return 0.5
        unseen = max(1, C.MOVEMENT_COUNT - len(view["hand"]) - len(view["move_discards"]))
        k = sum(geo.lord_cards[p] for p in pairs)
        k -= sum(1 for c in view["move_discards"] if C.target(c) == C.LORD and C.symbols(c) in pairs)
        k -= sum(1 for c in view["hand"] if C.target(c) == C.LORD and C.symbols(c) in pairs)
        k = max(0, k)
        p_card = 1.0 - (1.0 - k / unseen) ** 3
        safe = (1.0 - HOLD_WILL * p_card) ** (view["players"] - 1)
        return 1.0 - safe

    def _value(self, geo: Geo, view: dict, sim: Sim) -> float:
        me = self.seat
        v = -PEN * sim.pen[me] + BOOK * sim.books[me]
        mine = sim.goblins[me]
        if mine is not None:
            v -= DIST * geo.desk_dist.get(mine, 12)
            v -= PEN * self._risk(geo, view, mine, sim.lord)
        for o in range(view["players"]):
            if o == me:
                continue
            w = 0.9 if sim.pen[o] <= sim.pen[me] else 0.35  # rivals for the win count more
            v += w * PEN * sim.pen[o] - w * BOOK * 0.5 * sim.books[o]
            if sim.goblins[o] is not None:
                v += 0.3 * w * DIST * geo.desk_dist.get(sim.goblins[o], 12)
            if self.difficulty == "hard" and sim.goblins[o] is not None:
                v += 0.3 * w * PEN * self._risk(geo, view, sim.goblins[o], sim.lord)
        if sim.over():
            v += WIN if self._would_win(sim) else LOSE
        return v

    def _would_win(self, sim: Sim) -> bool:
        key = [(sim.pen[s], -sim.books[s]) for s in range(len(sim.pen))]
        return key[self.seat] == min(key)

    def _leader(self, view: dict, sim: Sim) -> int | None:
        others = [o for o in range(view["players"]) if o != self.seat and sim.goblins[o] is not None]
        if not others:
            return None
        return min(others, key=lambda o: (sim.pen[o], -sim.books[o]))

    # simulated moves ---------------------------------------------------------------------------------------
    def _token_ev(self, geo: Geo, view: dict, sim: Sim, seat: int) -> float:
        """Expected value change of `seat` drawing a teleport token now, from the public token discards."""
        left = [C.TOKENS[t] for t in range(len(C.TOKENS)) if t not in view["token_discards"]] or list(C.TOKENS)
        per = {C.TELEPORT: 0.0, C.SPELLBOOK: BOOK, C.TRAP: -PEN}
        ev = sum(per[k] for k in left) / len(left)
        return ev if seat == self.seat else -0.5 * ev

    def _send(self, geo: Geo, view: dict, sim: Sim, seat: int, options, owner: bool = False) -> None:
        """Put `seat`'s goblin on the option best for whoever chooses: this bot for its own goblin, and the
        goblin's owner when the owner chooses (`owner`: a flight, a token's jump), near the desk and safe;
        this bot for another's goblin (a push): far from the desk, near the Dark Lord."""
        if not options:
            return
        lord = sim.lord
        if seat == self.seat or owner:
            cell = max(options, key=lambda c: -geo.desk_dist.get(c, 12) - 8 * self._risk(geo, view, c, lord))
        else:
            cell = max(options, key=lambda c: geo.desk_dist.get(c, 12) + 4 * self._risk(geo, view, c, lord))
        sim.goblins[seat] = cell

    def _arrive(self, geo, view, sim: Sim, seat: int) -> float:
        """A goblin ends a move: on a teleport cell it draws a token (its value is returned, the jump made)."""
        cell = sim.goblins[seat]
        if cell not in geo.b.teleport_set:
            return 0.0
        ev = self._token_ev(geo, view, sim, seat)
        opts = [c for c in geo.b.teleports if c != cell and M.empty(geo.b, sim.goblins, sim.lord, c)]
        self._send(geo, view, sim, seat, opts, owner=True)
        return ev

    def _meet(self, geo, view, sim: Sim, seat: int) -> None:
        sim.penalty(seat)
        others = [c if s != seat else None for s, c in enumerate(sim.goblins)]
        self._send(geo, view, sim, seat, M.flee_targets(geo.b, others, sim.lord), owner=True)

    def _push(self, geo, view, sim: Sim, victim: int, came_from, mover: int) -> float:
        """Push `victim` (standing with the mover): the nastiest empty cell, or into the Dark Lord."""
        cell = sim.goblins[victim]
        opts = M.push_targets(geo.b, sim.goblins, sim.lord, cell, came_from, [mover, victim])
        simple = [c for c in opts if c == sim.lord or M.empty(geo.b, sim.goblins, sim.lord, c)]
        if not simple:
            # a chain or a tumble: approximate as a shuffle that changes nothing of value
            sim.goblins[victim] = opts[0] if opts else cell
            return 0.0
        if sim.lord in simple and victim != self.seat:
            sim.goblins[victim] = sim.lord
            self._meet(geo, view, sim, victim)
            return 0.0
        simple = [c for c in simple if c != sim.lord] or simple
        self._send(geo, view, sim, victim, simple)
        return self._arrive(geo, view, sim, victim)

    def _run_card(self, geo, view, sim: Sim, card: int, steps: list) -> float:
        """Carry out `card` with these steps on `sim`; returns extra value (tokens) not in the position."""
        b, me = geo.b, self.seat
        extra = 0.0
        if C.target(card) == C.GOBLIN:
            for cell in steps:
                frm = sim.goblins[me]
                sim.goblins[me] = cell
                if cell == sim.lord:
                    self._meet(geo, view, sim, me)
                    return extra
                if cell in b.desk:
                    sim.books[me] += 1
                    sim.pile -= 1
                    others = [c if s != me else None for s, c in enumerate(sim.goblins)]
                    self._send(geo, view, sim, me, M.start_targets(b, others, sim.lord))
                    return extra
                victim = next((s for s, c in enumerate(sim.goblins) if c == cell and s != me), None)
                if victim is not None:
                    extra += self._push(geo, view, sim, victim, frm, me)
            extra += self._arrive(geo, view, sim, me)
            return extra
        for cell in steps:
            sim.lord = cell
            victim = M.occupant(sim.goblins, cell)
            if victim is not None:
                self._meet(geo, view, sim, victim)
                return extra
            if cell in b.teleport_set:
                sim.lord = self._drop_lord(geo, view, sim, M.lord_drop_targets(b, sim.goblins, sim.lord))
                return extra
        return extra

    def _drop_lord(self, geo, view, sim: Sim, options):
        leader = self._leader(view, sim)
        mine = sim.goblins[self.seat]

        def score(c):
            v = 0.0
            if mine is not None:
                v += min(6, abs(c[0] - mine[0]) + abs(c[1] - mine[1]))
            if leader is not None:
                g = sim.goblins[leader]
                v -= 1.5 * (abs(c[0] - g[0]) + abs(c[1] - g[1]))
            return v
        return max(options, key=score)

    def _card_plans(self, geo, view, sim: Sim, card: int):
        """Every way to carry out `card`: lists of 1 or 2 steps."""
        b, me = geo.b, self.seat
        target = C.target(card)
        pair = C.symbols(card)
        frm = sim.goblins[me] if target == C.GOBLIN else sim.lord
        if frm is None:
            return
        one_step = target == C.GOBLIN and any(P.rules_effect(pid) == "one_step" and not broken
                                              for pid, broken in view["penalties"][me])
        for c1 in M.step_targets(b, frm, target, pair=pair):
            yield [c1]
            if one_step or c1 == sim.lord or (target == C.GOBLIN and c1 in b.desk) or (target == C.LORD and (
                    c1 in b.teleport_set or c1 in sim.goblins)):
                continue
            rest = M.rest_after(b, pair, c1)
            for c2 in M.step_targets(b, c1, target, rest=rest):
                yield [c1, c2]

    # the turn ---------------------------------------------------------------------------------------------
    def _plan_turn(self, geo, view, legal):
        base = Sim.from_view(view)
        best_v, best_plan = None, None

        def consider(v, plan):
            nonlocal best_v, best_plan
            v += self.rng.random() * 1e-6
            if best_v is None or v > best_v:
                best_v, best_plan = v, plan

        cards = [a for a in legal if isinstance(a, E.PlayCard)]
        for a in cards:
            for steps in self._card_plans(geo, view, base, a.card):
                sim = base.copy()
                extra = self._run_card(geo, view, sim, a.card, steps)
                consider(self._value(geo, view, sim) + extra, [a] + self._step_actions(steps))
        if best_plan is None:
            for a in legal:
                if isinstance(a, (E.RevealHand, E.Pass)):
                    consider(0.0 if isinstance(a, E.RevealHand) else -0.5, [a])
        if self.difficulty == "hard" or any(isinstance(a, E.UseSpellbook) and S.kind(a.book) == "cure"
                                            for a in legal):
            keep = best_v if best_v is not None else -1e9
            for a in legal:
                if not isinstance(a, E.UseSpellbook):
                    continue
                v = self._book_value(geo, view, base, a)
                if v is not None and v > keep + 1.0:  # a book is worth keeping unless it clearly helps
                    keep = v
                    consider(v + 1e6, [a])  # use it now; the card is planned afresh afterwards
        if best_plan is None:
            return self.rng.choice(legal)
        self.plan = best_plan[1:]
        return best_plan[0]

    def _step_actions(self, steps):
        out = [E.Step(self.seat, c) for c in steps]
        if len(steps) == 1:
            out.append(E.Stop(self.seat))
        return out

    def _best_card_value(self, geo, view, sim: Sim) -> float:
        best = None
        for card in view["hand"]:
            for steps in self._card_plans(geo, view, sim, card):
                s = sim.copy()
                extra = self._run_card(geo, view, s, card, steps)
                v = self._value(geo, view, s) + extra
                if best is None or v > best:
                    best = v
        return best if best is not None else self._value(geo, view, sim)

    def _book_value(self, geo, view, base: Sim, a: E.UseSpellbook) -> float | None:
        """The best the turn can be after using this book (then the best card), or None."""
        kind = S.kind(a.book)
        me, b = self.seat, geo.b
        if kind == "cure":
            s = base.copy()
            s.pen[me] -= 1
            return self._best_card_value(geo, view, s) + 5.0
        if kind in ("extra_card", "double_move"):
            return None  # hard values these too little to plan on: kept for the tie-break
        outs = []
        if kind == "blink":
            for c in b.teleports:
                if M.empty(b, base.goblins, base.lord, c):
                    s = base.copy()
                    s.goblins[me] = c
                    outs.append(s)
        elif kind == "swap":
            for o, c in enumerate(base.goblins):
                if o != me and c is not None:
                    s = base.copy()
                    s.goblins[me], s.goblins[o] = c, base.goblins[me]
                    outs.append(s)
        elif kind == "dark_steps":
            for c in b.adjacent[base.lord]:
                s = base.copy()
                s.lord = c
                victim = M.occupant(s.goblins, c)
                if victim is not None:
                    self._meet(geo, view, s, victim)
                elif c in b.teleport_set:
                    s.lord = self._drop_lord(geo, view, s, M.lord_drop_targets(b, s.goblins, s.lord))
                outs.append(s)
        elif kind == "shove":
            mine = base.goblins[me]
            for n in b.adjacent[mine]:
                o = M.occupant(base.goblins, n)
                if o is None:
                    continue
                path = M.shove_path(b, base.goblins, base.lord, mine, n)
                if not path:
                    continue
                s = base.copy()
                s.goblins[o] = path[-1]
                if path[-1] == s.lord:
                    self._meet(geo, view, s, o)
                else:
                    self._arrive(geo, view, s, o)
                outs.append(s)
        if not outs:
            return None
        return max(self._best_card_value(geo, view, s) for s in outs[:12])

    # follow-up choices ------------------------------------------------------------------------------------
    def _step_choice(self, geo, view, legal):
        """No plan (or it broke): score each step and Stop greedily."""
        base = Sim.from_view(view)
        card = view["card"]

        def score(a):
            sim = base.copy()
            if isinstance(a, E.Stop):
                extra = self._run_card(geo, view, sim, card, [])
            else:
                extra = self._run_card(geo, view, sim, card, [tuple(a.cell)])
            return self._value(geo, view, sim) + extra
        return self._best(legal, score)

    def _cell_choice(self, geo, view, legal):
        ch = view["choice"] or {}
        kind = ch.get("kind")
        base = Sim.from_view(view)
        if kind == "lord_teleport":
            cell = self._drop_lord(geo, view, base, [tuple(a.cell) for a in legal])
            return next(a for a in legal if tuple(a.cell) == cell)
        seat = ch.get("goblin", self.seat)

        def score(a):
            sim = base.copy()
            cell = tuple(a.cell)
            extra = 0.0
            if kind == "push":
                sim.goblins[seat] = cell
                if cell == sim.lord:
                    self._meet(geo, view, sim, seat)
                else:
                    extra = self._arrive(geo, view, sim, seat) if M.occupant(
                        [c if s != seat else None for s, c in enumerate(sim.goblins)], cell) is None else 0.0
            elif kind in ("teleport", "caught", "start_cell", "blink"):
                sim.goblins[seat] = cell
            elif kind == "swap":
                o = M.occupant(sim.goblins, cell)
                sim.goblins[self.seat], sim.goblins[o] = cell, base.goblins[self.seat]
            elif kind == "dark_steps":
                sim.lord = cell
                victim = M.occupant(sim.goblins, cell)
                if victim is not None:
                    self._meet(geo, view, sim, victim)
            elif kind == "shove":
                o = M.occupant(sim.goblins, cell)
                path = M.shove_path(geo.b, sim.goblins, sim.lord, sim.goblins[self.seat], cell)
                sim.goblins[o] = path[-1]
                if path[-1] == sim.lord:
                    self._meet(geo, view, sim, o)
            return self._value(geo, view, sim) + extra
        return self._best(legal, score)

    def _discard(self, geo, view, legal):
        base = Sim.from_view(view)

        def keep_value(a):
            best = None
            for steps in self._card_plans(geo, view, base, a.card):
                s = base.copy()
                v = self._value(geo, view, s) + self._run_card(geo, view, s, a.card, steps)
                best = v if best is None or v > best else best
            return best if best is not None else -1e6
        return self._best(legal, lambda a: -keep_value(a))


def make_bot(seat: int, difficulty: str = "normal", seed: int = 0) -> KragBot:
    return KragBot(seat, difficulty, seed)
