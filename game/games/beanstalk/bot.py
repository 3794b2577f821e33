"""Bots for Jack & the Beanstalk. They see only `view(state, seat)` and stack through the same physics hand as
people: a placement is a generated hand track (stalk.drop_track) with aim noise by difficulty.

easy    a random card, random choices, a shaky aim at the top piece
normal  cards by initiative and dice odds (expected treasures, the giant's eyes, the stalk's height, the castle
        within reach); aims at the top piece with a little noise
hard    the same card sense, aims over the stalk's centre of mass and keeps it straight: tries a few candidate
        releases in a scratch world (no tremor: it cannot know its hand's shake) and keeps the steadiest; throws
        the axe when a leader's treasures sit high on the stalk
"""
from __future__ import annotations

import math
import time
from math import comb

from game.core.api import Bot
from game.games.beanstalk import cards as C
from game.games.beanstalk import dice as D
from game.games.beanstalk import events as E
from game.games.beanstalk import stalk as S
from game.games.beanstalk import stalk_facts as F

AIM = {"easy": (7.0, 0.06, 5.0), "normal": (3.0, 0.025, 3.0), "hard": (1.2, 0.01, 2.0)}  # mm, rad, release gap
CANDIDATES = 3  # hard: scratch releases tried per placement
SCRATCH_SETTLE = 60  # hard: steps watched after a scratch release (a fall shows by then)
SLICE_WORK = 6  # hard: work per think() slice (one slice a frame): a step carrying over a sleeping stalk counts 1,
SETTLE_WORK = 3  # a step after the release (the stalk awake, ~1 ms on a tall one) counts 3
# ... and a slice ends sooner once it has taken this long: on a 25-piece stalk a settle step costs 2-3 ms and a
# carrying step ~0.8, so six units were ~5 ms of a frame. Where the slices end never changes the choice (the
# search is the same computation however it is cut), so reading the clock here keeps every game the same
SLICE_MS = 2.0
GRAVITY = 9810.0


def p_eyes_at_least(k: int, need: int) -> float:
    """Chance that k dice show at least `need` eyes (eyes are 2 faces of 6)."""
    p = D.chance(D.EYE)
    return sum(comb(k, i) * p ** i * (1 - p) ** (k - i) for i in range(need, k + 1))


def run_to_end(steps):
    """Drive a thinking generator without pause; its return value."""
    try:
        while True:
            next(steps)
    except StopIteration as done:
        return done.value


class BeanstalkBot(Bot):
    def choose(self, view: dict, legal: list, now: float = 0.0):
        """The whole decision at once (headless playouts): think() run to its end."""
        return run_to_end(self.think(view, legal))

    def think(self, view: dict, legal: list):
        """The same choice as `choose`, as a generator: the hard bot's scratch-world search does one slice (a
        world loaded, or a few physics steps: SLICE_WORK) per next(), so TurnBots spreads it over frames and the
        scene never stalls; the choice is the StopIteration value. Every other decision returns at once."""
        if not legal:
            return None
        first = legal[0]
        if isinstance(first, E.ChooseCard):
            return self._card(view, legal)
        if isinstance(first, E.OrderPeek):
            peek = view["peek"]
            return E.OrderPeek(self.seat, len(peek) == 2 and peek[-1] < peek[-2])  # the best bag on top, for me
        phase = view["phase"]
        if phase == "start":
            return self._before_roll(view, legal)
        if phase == "roll":
            return self._after_roll(view, legal)
        if phase == "stack":
            return (yield from self._stack(view, legal))
        return self.rng.choice(legal)

    # cards ----------------------------------------------------------------------------------------------
    def _card(self, view: dict, legal: list):
        if self.difficulty == "easy":
            return self.rng.choice(legal)
        return max(legal, key=lambda a: self._card_value(view, a.card) + self.rng.random() * 1e-3)

    def _card_value(self, view: dict, card: int) -> float:
        """Expected bags from this card's dice, minus the risk that the stalk falls while I stack."""
        k = C.dice_for(card)
        mine = view["treasures"][self.seat]
        need = 1 if view["eye"] == self.seat else 2
        p_wake = p_eyes_at_least(k, need)
        treasures = min(mine, k * D.chance(D.TREASURE))
        height = view["stalk_top"]
        risk = min(0.9, (height / 900.0) * (0.6 + 0.4 * k))
        value = treasures * (1.0 - p_wake) * (1.0 - risk)
        if view["dice_supply"] <= k:  # the castle is within reach: 1 bag + my treasures on the stalk
            value += (1.0 + view["tokens_on_stalk"][self.seat]) * (1.0 - risk)
        # initiative: a low card acts on a shorter stalk; others' tokens on the stalk pay me if they topple it
        others = sum(t for s, t in enumerate(view["tokens_on_stalk"]) if s != self.seat)
        value += (8 - card) * 0.04 * (1.0 + height / 400.0)
        value += 0.05 * others * k if self.difficulty == "hard" else 0.0
        return value

    # before rolling ----------------------------------------------------------------------------------------
    def _before_roll(self, view: dict, legal: list):
        kinds = {type(a) for a in legal}
        if E.UsePower in kinds:
            for a in legal:
                if isinstance(a, E.UsePower) and self._want_power(view, a.power):
                    return a
        if E.ThrowAxe in kinds and self.difficulty != "easy":
            throw = self._axe(view)
            if throw is not None:
                return throw
        if E.ThrowAxe in kinds and self.difficulty == "easy" and self.rng.chance(0.15):
            return self.rng.choice([a for a in legal if isinstance(a, E.ThrowAxe)])
        return E.RollDice(self.seat)

    def _want_power(self, view: dict, power: int) -> bool:
        if self.difficulty == "easy":
            return self.rng.chance(0.5)
        if power == C.REST:  # skip a turn only when the stalk is tall and my dice bring no treasure chance
            return view["stalk_top"] > 700 or view["treasures"][self.seat] == 0
        return power in (C.PEEK, C.PICKPOCKET)

    def _axe(self, view: dict):
        """Throw when a leader's treasures sit high on the stalk: aim the axe at the highest of them."""
        counts = view["gold_counts"]
        pieces = view["stalk"]["pieces"]
        poses = F.of(view["stalk"]["world"]).poses
        lead = max(c for s, c in enumerate(counts) if s != self.seat)
        targets = []
        for i, p in enumerate(pieces):
            if p["kind"] == "treasure" and p["owner"] != self.seat and i < len(poses):
                leader = counts[p["owner"]] >= lead or view["tokens_on_stalk"][p["owner"]] >= 2
                y = poses[i][1]
                if leader and y > 150.0:
                    targets.append(y)
        if not targets:
            return None
        angle = aim_angle(max(targets), 1.0)
        if angle is None:
            return None
        noise = AIM[self.difficulty][1] * 2.0
        angle = max(S.AXE_ANGLE_RANGE[0], min(S.AXE_ANGLE_RANGE[1], angle + self.rng.gauss(0.0, noise)))
        return E.ThrowAxe(self.seat, round(angle, 3), 1.0)

    # after rolling -----------------------------------------------------------------------------------------
    def _after_roll(self, view: dict, legal: list):
        t = view["turn"]
        dice = t["dice"]
        eyes = dice.count(D.EYE)
        wakes = eyes >= 2 or (eyes >= 1 and view["eye"] == self.seat)
        for a in legal:
            if isinstance(a, E.UsePower):
                if a.power == C.LULLABY and wakes:
                    return a
                if a.power == C.STEADY:
                    return a
                if a.power == C.GENEROUS and not wakes and view["stalk_top"] < 600:
                    return a
        rerolls = [a for a in legal if isinstance(a, E.RerollDice)]
        if rerolls and wakes and self.difficulty != "easy":
            eye_idx = tuple(i for i, f in enumerate(dice) if f == D.EYE)
            return E.RerollDice(self.seat, eye_idx)
        if any(isinstance(a, E.RollExtra) for a in legal):
            if self.difficulty == "easy" or view["stalk_top"] < 500 or view["dice_supply"] <= 2:
                return E.RollExtra(self.seat)
        return E.StartStacking(self.seat)

    # stacking -------------------------------------------------------------------------------------------
    def _stack(self, view: dict, legal: list):
        """A generator (the placement may search): returns SkipTreasure or a PlacePiece."""
        item = view["next_piece"]
        if item.get("optional"):
            woke = view["turn"].get("woke")
            if self.difficulty == "easy":
                if self.rng.chance(0.3):
                    return E.SkipTreasure(self.seat)
            elif woke and not view["dice_supply"] <= 1:
                return E.SkipTreasure(self.seat)  # it would pay nothing and only add weight up there
        return (yield from self.place_steps(view, item["kind"]))

    def place(self, view: dict, kind: str) -> E.PlacePiece:
        """The placement at once (place_steps run to its end)."""
        return run_to_end(self.place_steps(view, kind))

    def place_steps(self, view: dict, kind: str):
        """A generator returning the PlacePiece; the hard bot yields between slices of its scratch search."""
        noise, turn, gap = AIM[self.difficulty]
        world_json = view["stalk"]["world"]
        facts = F.of(world_json)
        top = view["stalk_top"]
        top_x = facts.poses[-1][0] if facts.poses else 0.0
        if self.difficulty != "hard":
            x = top_x + self.rng.gauss(0.0, noise)
            return E.PlacePiece(self.seat, self._track(kind, top, x, self.rng.gauss(0.0, turn), gap))
        # hard: over the centre of mass, leaning back toward the foot; a few candidates tried in a scratch world
        cx, _ = facts.com
        yield  # (a slice boundary)
        aim = 0.5 * top_x + 0.5 * cx - 0.15 * cx
        best, best_score = None, math.inf
        stalk = S.world_from_json(world_json)  # loaded once; each candidate replays on a copy of it
        for k in range(CANDIDATES):
            x = aim + (self.rng.gauss(0.0, noise) if k else 0.0)
            track = self._track(kind, top, x, self.rng.gauss(0.0, turn), gap)
            run = S.Placement(world_json, kind, track, loaded=S.copy_of(stalk))
            yield  # (a slice boundary)
            work, until = 0, time.perf_counter() + SLICE_MS / 1000
            while not run.done and run.settle < SCRATCH_SETTLE:
                for _ in run.step_slices():  # a step on a pile in motion may itself outlast a slice
                    if time.perf_counter() >= until:
                        work, until = 0, time.perf_counter() + SLICE_MS / 1000
                        yield
                work += SETTLE_WORK if run.released else 1
                if work >= SLICE_WORK or time.perf_counter() >= until:
                    work, until = 0, time.perf_counter() + SLICE_MS / 1000
                    yield
            if run.collapsed:
                score = 1e6 + abs(x)
            else:
                px, _ = S.centre_of_mass(run.world)
                score = abs(px) + 2.0 * abs(run.world.angle(run.piece))
            if score < best_score:
                best, best_score = track, score
        return E.PlacePiece(self.seat, best)

    def _track(self, kind: str, top: float, x: float, angle: float, gap: float):
        start = x + self.rng.uniform(-80.0, 80.0)  # the hand comes in from a side, like a person's
        start = max(-S.P.TABLE_HALF + 100.0, min(S.P.TABLE_HALF - 100.0, start))
        return S.drop_track(kind, top, x, angle, gap, start_x=start)


def aim_angle(target_y: float, strength: float, target_x: float = 0.0, speed: float | None = None) -> float | None:
    """The lower launch angle that brings the axe's centre from its seat to (target_x, target_y), or None. The
    launch speed is the strength's (stalk.axe_speed) unless `speed` (mm/s) is given."""
    v = S.axe_speed(strength) if speed is None else speed
    dx = target_x - S.AXE_START[0]
    dy = target_y - S.AXE_START[1]
    disc = v ** 4 - GRAVITY * (GRAVITY * dx * dx + 2.0 * dy * v * v)
    if disc < 0:
        return None
    return math.atan((v * v - math.sqrt(disc)) / (GRAVITY * dx))


def make_bot(seat: int, difficulty: str = "normal", seed: int = 0) -> BeanstalkBot:
    return BeanstalkBot(seat, difficulty, seed)
