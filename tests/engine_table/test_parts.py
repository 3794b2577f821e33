"""The table kit's parts: a GameScene updates, asks and draws its parts in order; a part is built with the
narrow context; HotSeat shows a private screen straight away or behind the curtain; the bot parts act through
the scene; the frame budget tells calm frames from worked ones."""
from __future__ import annotations

import pygame
import pytest

from game.core.setup import GameSetup, SeatConfig
from game.engine import intents as I
from game.engine.curtain import Curtain
from game.engine.table.bot_parts import BotTurns
from game.engine.table.budget import FrameBudget
from game.engine.table.game_scene import GameScene
from game.engine.table.hot_seat import HotSeat
from game.engine.table.part import Part
from tests.fakes import FakeApp
from tests.template_game import bot as B
from tests.template_game import rules as R


class Recorder(Part):
    def __init__(self, name: str, journal: list, takes: bool = False):
        self.name, self.journal, self.takes = name, journal, takes

    def update(self, dt):
        self.journal.append(("update", self.name))

    def on_intent(self, seat, intent):
        self.journal.append(("intent", self.name, seat))
        return self.takes

    def on_events(self, seat, action, events):
        self.journal.append(("events", self.name, seat, len(events)))

    def draw(self, surface):
        self.journal.append(("draw", self.name))


class Table(GameScene):
    game_id = "nim"
    rules = R

    def make_bot(self, seat, difficulty):
        return B.make_bot(seat, difficulty, self.setup.seed)


def table(kinds=("human", "bot"), devices=("kb_left", "kb_right")) -> Table:
    seats = [SeatConfig(f"P{i}", ("red", "blue", "green")[i], kind, device=devices[i]) for i, kind in enumerate(kinds)]
    app = FakeApp()
    scene = Table(app, GameSetup("nim", seats, {}, 2))  # seed 2: seat 0 starts
    app.push(scene)
    return scene


def test_parts_are_updated_asked_and_drawn_in_order_and_the_first_taker_stops_the_input():
    scene, journal = table(), []
    scene.add_part(Recorder("a", journal))
    scene.add_part(Recorder("b", journal, takes=True))
    scene.add_part(Recorder("c", journal))
    scene.update(1 / 60)
    scene.on_intent(I.Intent(I.CONFIRM, "kb_left", seat=0))
    scene.draw(pygame.Surface((1920, 1080)))
    assert journal == [("update", "a"), ("update", "b"), ("update", "c"),
                       ("intent", "a", 0), ("intent", "b", 0),
                       ("draw", "a"), ("draw", "b"), ("draw", "c")]


def test_every_part_hears_what_the_rules_answered():
    scene, journal = table(), []
    scene.add_part(Recorder("a", journal))
    scene.add_part(Recorder("b", journal))
    events = scene.act(0, R.Take(0, 2))
    assert events
    assert journal == [("events", "a", 0, len(events)), ("events", "b", 0, len(events))]
    assert scene.act(0, R.Take(0, 2)) is None  # refused: not that seat's turn, no part hears of it
    assert len(journal) == 2


def test_pause_comes_before_the_parts():
    scene, journal = table(), []
    scene.add_part(Recorder("a", journal, takes=True))
    scene.on_intent(I.Intent(I.PAUSE, "kb_left", seat=0))
    assert scene.app.paused == 1 and journal == []


def test_the_context_reads_the_table_as_it_is_now():
    scene = table()
    ctx = scene.ctx
    assert ctx.state is scene.state and ctx.seats.humans == [0] and ctx.seats.is_bot(1)
    assert ctx.seats.name(1) == "P1" and ctx.seats.colour(0) == "red"
    assert ctx.legal(0) == R.legal_actions(scene.state, 0)
    scene.update(0.5)
    assert ctx.clock == pytest.approx(0.5)
    ctx.act(0, R.Take(0, 1))
    assert scene.state.stones == 14 and ctx.state.stones == 14
    ctx.log(0, "hello")
    assert scene.game_log.last(1)[0].text == "hello"


def test_hot_seat_shows_the_only_human_at_once():
    scene = table()
    owed = [0]
    shown = []
    hot = scene.add_part(HotSeat(scene.ctx, lambda: owed[0],
                                 on_show=lambda seat, curtain: shown.append((seat, curtain))))
    scene.update(1 / 60)
    assert hot.shown == 0 and not hot.curtain_up and shown == [(0, False)]
    assert hot.accepts(I.Intent(I.CONFIRM, "kb_left", seat=0))
    assert not hot.accepts(I.Intent(I.CONFIRM, "kb_right", seat=1))
    owed[0] = None
    scene.update(1 / 60)
    assert hot.shown is None  # hidden as soon as it is nobody's moment


def test_hot_seat_raises_the_curtain_between_two_people_and_shows_after_it():
    scene = table(("human", "human"))
    owed = [0]
    hot = scene.add_part(HotSeat(scene.ctx, lambda: owed[0]))
    scene.update(1 / 60)
    assert hot.curtain_up and hot.shown is None and isinstance(scene.app.top, Curtain)
    assert not hot.accepts(I.Intent(I.CONFIRM, "kb_left", seat=0))
    curtain = scene.app.top
    curtain.reveal()
    curtain.update(1.0)  # the curtain rises, leaves the stack and tells the table
    assert scene.app.top is scene and hot.shown == 0 and not hot.curtain_up
    owed[0] = 1
    scene.update(1 / 60)
    assert hot.shown is None and hot.curtain_up  # the first player's cards are gone before the second's come


def test_hot_seat_never_shows_a_seat_whose_private_screen_is_on_its_phone():
    scene = table(("human", "human"))
    scene.app.private_elsewhere = lambda seat: seat == 1
    owed = [1]
    hot = scene.add_part(HotSeat(scene.ctx, lambda: owed[0]))
    scene.update(1 / 60)
    assert hot.shown is None and not hot.curtain_up and scene.app.top is scene
    owed[0] = 0  # the other person is alone on the shared screen: no curtain for them either
    scene.update(1 / 60)
    assert hot.shown == 0 and not hot.curtain_up


def test_bot_turns_plays_the_bot_seat_through_the_scene_after_its_delay():
    scene = table(("bot", "bot"))
    scene.add_part(BotTurns(scene.ctx, lambda: scene.state.active, delay=0.2))
    scene.update(0.1)
    assert scene.state.stones == 15
    for _ in range(40):
        scene.update(0.05)
    assert scene.state.stones < 15
    assert scene.app.saves.saved == []  # bots only: nothing saved


def test_frame_budget_counts_work_and_calm_frames():
    t = [0.0]
    budget = FrameBudget(work_ms=4.0, clock=lambda: t[0])
    budget.begin()
    assert budget.calm and budget.left_ms() == 4.0
    with budget.work(threshold_ms=0.5):
        t[0] += 0.0002
    assert budget.calm  # a quick block is not work
    with budget.work(threshold_ms=0.5):
        t[0] += 0.003
    assert not budget.calm and budget.left_ms() == pytest.approx(0.8)
    budget.begin()
    assert budget.calm


def test_hold_to_confirm_as_a_part_hears_its_rect_and_keys_and_fires_once_through_the_table():
    """The kit's HoldToConfirm in a table: a press on its rect is taken, one of its keys starts a hold and goes on
    to the next part (its everyday use), letting go cancels; once full it calls on_done for that seat, once, and
    draws its progress each frame."""
    from game.engine.table.hold import HoldToConfirm

    scene, journal, fired, drawn = table(("human", "human")), [], [], []
    rect = pygame.Rect(0, 0, 100, 100)
    hold = scene.add_part(HoldToConfirm(1.0, scene.ctx, keys=(I.BACK,), rect=rect, allowed=lambda s: s == 0,
                                        on_done=fired.append, draw=lambda surface, p: drawn.append(p)))
    scene.add_part(Recorder("next", journal))
    scene.on_intent(I.Intent(I.POINTER_DOWN, "mouse", seat=0, pos=(50, 50), button=1))
    assert 0 in hold.since and journal == []  # taken
    scene.on_intent(I.Intent(I.POINTER_UP, "mouse", seat=0, pos=(50, 50), button=1))
    assert hold.since == {} and journal == [("intent", "next", 0)]  # let go: cancelled (and not taken)
    journal.clear()
    scene.on_intent(I.Intent(I.BACK, "kb_left", seat=1))  # not allowed for seat 1: no hold, the key goes on
    assert hold.since == {} and journal == [("intent", "next", 1)]
    scene.on_intent(I.Intent(I.BACK, "kb_left", seat=0))
    assert 0 in hold.since and journal[-1] == ("intent", "next", 0)  # the key keeps its everyday use
    scene.update(0.6)
    assert fired == [] and drawn == []
    scene.draw(pygame.Surface((200, 200)))
    assert drawn == [pytest.approx(0.6)]
    scene.update(0.5)
    scene.update(0.5)
    assert fired == [0]  # once


def test_bot_reactions_may_count_their_delays_in_the_rules_own_time():
    from game.engine.table.bot_parts import BotReactions

    scene = table(("bot", "bot"))
    now = [0.0]
    part = BotReactions(scene.ctx, reaction=5.0, now=lambda: now[0])
    asked = []
    part.driver.update = lambda at, *rest: asked.append(at)
    scene.add_part(part)
    scene.update(0.25)
    now[0] = 7.0
    scene.update(0.25)
    assert asked == [0.0, 7.0]  # the given time, not the table's clock (0.25, 0.5)
