"""Bots for The Pied Piper. They see only `view(state, seat)`.

easy    a random legal action
normal  greedy, one card at a time: the card whose own outcome looks best (unknown cards taken as 1 step)
hard    searches both card placements of the turn and the order in which ready characters are carried out,
        scores floors and where the figures stand (who is next in their path, who may move next), and weighs
        unknown face-down cards by what is still unseen."""
from __future__ import annotations

from itertools import permutations

from game.core.api import Bot
from game.games.pied_piper import cards as C
from game.games.pied_piper import events as E
from game.games.pied_piper.lookahead import Sim, score, unseen_kinds

NOISE = 1e-6


class PiperBot(Bot):
    def choose(self, view: dict, legal: list, now: float = 0.0):
        if not legal:
            return None
        if self.difficulty == "easy":
            return self.rng.choice(legal)
        if isinstance(legal[0], E.ExecuteCharacter):
            return self._choose_order(view, legal)
        if self.difficulty == "normal":
            return self._greedy_card(view, legal)
        return self._search_turn(view, legal)

    # helpers ----------------------------------------------------------------------------------------------
    def _noise(self) -> float:
        return self.rng.random() * NOISE

    def _finish_turn(self, sim: Sim, view: dict, guesses=None) -> float:
        """Carry out every ready character (best order) and score."""
        ready = sim.ready() if sim.specials else []
        if not ready:
            return score(sim, view, self.seat)
        best = None
        for order in permutations(ready):
            s = sim.copy()
            for slot in order:
                s.carry_out(slot, (guesses or {}).get(slot, C.STEP1))
            v = score(s, view, self.seat)
            best = v if best is None else max(best, v)
        return best

    def _expected(self, sim: Sim, view: dict, probs: dict[str, float]) -> float:
        """Average over the kind of one unknown card in a ready stack (others guessed as 1 step)."""
        unknown = [slot for slot in (sim.ready() if sim.specials else [])
                   if any(k is None for k, _a in sim.stacks[slot])]
        if not unknown:
            return self._finish_turn(sim, view)
        total = 0.0
        for kind, p in probs.items():
            if p > 0:
                total += p * self._finish_turn(sim, view, {unknown[0]: kind})
        return total

    def _choose_order(self, view: dict, legal: list):
        base = Sim.from_view(view)
        best, best_v = legal[0], None
        for a in legal:
            s = base.copy()
            s.carry_out(a.slot)
            v = self._finish_turn(s, view) + self._noise()
            if best_v is None or v > best_v:
                best, best_v = a, v
        return best

    @staticmethod
    def _options(view: dict, legal: list) -> dict[tuple[str, int], E.PlayCard]:
        """One face-up representative PlayCard per (kind, slot)."""
        out = {}
        for a in legal:
            if not a.face_down:
                out.setdefault((C.kind_of(a.card), a.slot), a)
        return out

    # normal -----------------------------------------------------------------------------------------------
    def _greedy_card(self, view: dict, legal: list):
        base = Sim.from_view(view)
        best, best_v = None, None
        for (kind, slot), a in self._options(view, legal).items():
            s = base.copy()
            s.play(kind, slot)
            if s.specials and len(s.stacks[slot]) >= 2:
                s.carry_out(slot)
            v = score(s, view, self.seat, threat_weight=0.5) + self.rng.random() * 0.05
            if best_v is None or v > best_v:
                best, best_v = a, v
        return best

    # hard -------------------------------------------------------------------------------------------------
    def _search_turn(self, view: dict, legal: list):
        options = self._options(view, legal)
        base = Sim.from_view(view)
        probs = unseen_kinds(view)
        second_round = view["phase"] == "play" and not view["played"]
        hand = [C.kind_of(c) for c in view["hand"]]
        scored = []  # (value, first (kind, slot), second (kind, slot) or None, sim)
        for (k1, s1) in options:
            sim1 = base.copy()
            sim1.play(k1, s1)
            if not second_round:
                scored.append((self._finish_turn(sim1, view), (k1, s1), None, sim1))
                continue
            rest = list(hand)
            rest.remove(k1)
            for k2 in set(rest):
                for s2 in range(len(view["row"])):
                    if s2 == s1 or len(base.stacks[s2]) >= 2:
                        continue
                    sim2 = sim1.copy()
                    if sim2.stacks[s2] is None:  # no-specials: s1 was used up and refilled, character unknown
                        continue
                    sim2.play(k2, s2)
                    scored.append((self._finish_turn(sim2, view), (k1, s1), (k2, s2), sim2))
        # re-score the most promising plans with the unknown cards weighed properly
        scored.sort(key=lambda t: -t[0])
        best, best_v = scored[0], None
        for item in scored[:12]:
            v = self._expected(item[3], view, probs) + self._noise()
            if best_v is None or v > best_v:
                best, best_v = item, v
        _v, first, _second, sim = best
        action = options[first]
        return self._maybe_face_down(view, legal, action, first, sim)

    @staticmethod
    def _maybe_face_down(view, legal, action, first, sim: Sim):
        """Hide the card that will wait alone under its character (specials variant only: there a face-down
        card costs nothing)."""
        if not (view["options"].get("face_down") and sim.specials and not view["face_down_used"]):
            return action
        waits_alone = sim.stacks[first[1]] is not None and len(sim.stacks[first[1]]) == 1
        if waits_alone:
            fd = E.PlayCard(action.seat, action.card, action.slot, True)
            if fd in legal:
                return fd
        return action


def make_bot(seat: int, difficulty: str = "normal", seed: int = 0) -> PiperBot:
    return PiperBot(seat, difficulty, seed)
