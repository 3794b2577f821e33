"""RealtimeBots with thinking bots: a bot with think() is stepped a slice per frame within a shared budget,
starts over when its legal actions change, and bots without think() are asked exactly as before."""
from game.engine.table.bots import RealtimeBots


class _Rules:
    @staticmethod
    def legal_actions(state, seat):
        return list(state["legal"]) if state.get("open", True) else []

    @staticmethod
    def view(state, seat):
        return {"seat": seat, "legal": tuple(state["legal"])}


class _Thinker:
    """Needs `slices` steps of work before it answers the first legal action."""

    def __init__(self, slices):
        self.slices, self.started, self.steps = slices, [], 0

    def think(self, view, legal, now=0.0):
        self.started.append((now, view["legal"]))
        for _ in range(self.slices):
            self.steps += 1
            yield
        return legal[0]

    def observe(self, events):
        pass


class _Asker:
    def __init__(self):
        self.asked = 0

    def choose(self, view, legal, now=0.0):
        self.asked += 1
        return legal[-1]

    def observe(self, events):
        pass


def _run(driver, state, frames, t0=0.0):
    acted = []
    for f in range(frames):
        driver.update(t0 + f * 0.1, state, lambda seat, a, f=f: acted.append((f, seat, a)))
    return acted


def test_a_thinking_bot_gets_one_slice_per_frame_and_acts_when_its_search_ends():
    bot = _Thinker(3)
    driver = RealtimeBots({0: bot}, _Rules)
    acted = _run(driver, {"legal": ["a", "b"]}, 4)
    assert bot.steps == 3 and acted == [(3, 0, "a")]  # frames 0-2 think, frame 3 finishes and acts
    _run(driver, {"legal": ["a", "b"]}, 1, t0=0.4)
    assert len(bot.started) == 2  # a new search after acting


def test_all_thinking_bots_share_the_frame_budget_and_plain_bots_are_still_asked_every_frame():
    a, b, plain = _Thinker(2), _Thinker(2), _Asker()
    driver = RealtimeBots({0: a, 1: b, 2: plain}, _Rules, reaction=100.0, slices=1)
    steps = []
    for f in range(6):
        before = a.steps + b.steps
        driver.update(f * 0.1, {"legal": ["x", "y"]}, lambda seat, act: None)
        steps.append(a.steps + b.steps - before)
    assert max(steps) == 1  # never more than one slice of thinking in a frame, whoever does it
    assert a.steps == 2 and b.steps == 2  # both finished in the end
    assert plain.asked == 1  # acted on the first frame, then waits out its reaction delay
    wide = RealtimeBots({0: _Thinker(2), 1: _Thinker(2)}, _Rules, slices=2)
    assert len(_run(wide, {"legal": ["x"]}, 3)) == 2  # two slices a frame: both answer by the third frame


def test_a_bot_whose_legal_actions_changed_while_it_thought_starts_over_with_a_fresh_view():
    bot = _Thinker(3)
    driver = RealtimeBots({0: bot}, _Rules)
    state = {"legal": ["a"]}
    _run(driver, state, 2)
    state["legal"] = ["b", "c"]  # someone acted meanwhile
    acted = _run(driver, state, 4, t0=0.2)
    assert [v for _, v in bot.started] == [("a",), ("b", "c")]
    assert acted and acted[0][2] == "b"


def test_a_seat_without_legal_actions_drops_its_search_and_answers_outside_legal_are_not_played():
    class _Stale(_Thinker):
        def think(self, view, legal, now=0.0):
            yield from super().think(view, legal, now)
            return "gone"

    bot = _Stale(1)
    driver = RealtimeBots({0: bot}, _Rules)
    state = {"legal": ["a"]}
    _run(driver, state, 1)
    state["open"] = False
    _run(driver, state, 1)
    assert 0 not in driver._thinking
    state["open"] = True
    assert _run(driver, state, 4) == []  # "gone" is never among the legal actions
