"""Property tests: random input under random handicaps never crashes, breaks each piece at most once a turn,
and a "touch nothing" seat lets nothing through but pause."""
import dataclasses

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core import handicap_spec as H
from game.engine import intents as I
from game.engine.input_seats import InputSeats
from tests.engine_input.helpers import FakeOpener, key, mouse, move
from tests.engine_input.test_handicap_spec import PENALTIES

KEYS = [pygame.K_w, pygame.K_SPACE, pygame.K_LSHIFT, pygame.K_r, pygame.K_UP, pygame.K_RETURN, pygame.K_RSHIFT,
        pygame.K_SLASH, pygame.K_KP8, pygame.K_KP0, pygame.K_KP9, pygame.K_ESCAPE]
event = st.one_of(
    st.tuples(st.just("key"), st.sampled_from(KEYS), st.booleans()),
    st.tuples(st.just("click"), st.sampled_from([1, 3]), st.booleans()),
    st.tuples(st.just("move"), st.integers(0, 1919), st.integers(0, 1079)),
    st.tuples(st.just("tick"), st.floats(0.0, 3.0), st.just(None)),
    st.tuples(st.just("turn"), st.integers(0, 2), st.just(None)),
    st.tuples(st.just("trigger"), st.sampled_from(["dark_lord_moved", "penalty_drawn"]), st.just(None)),
)


def _as_event(kind, a, b):
    if kind == "key":
        return key(a, down=b)
    if kind == "click":
        return mouse((700, 500), button=a, down=b)
    return move((a, b))


@settings(max_examples=60, deadline=None)
@given(cards=st.lists(st.sampled_from(sorted(PENALTIES)), min_size=1, max_size=4, unique=True),
       others=st.lists(st.sampled_from(sorted(PENALTIES)), max_size=2, unique=True),
       script=st.lists(event, max_size=60))
def test_random_input_under_random_penalties(cards, others, script):
    seats = InputSeats(opener=FakeOpener(), strict=True)
    seats.bind(0, I.MOUSE)
    seats.bind(1, I.KB_RIGHT)
    h = seats.handicaps
    h.set(0, [replace_tag(p, name) for name in cards for p in PENALTIES[name]])
    h.set(1, [replace_tag(p, name) for name in others for p in PENALTIES[name]])
    h.set(2, H.OneHand(hands=(), when=H.ALWAYS, tag="frozen"))
    seats.bind(2, I.KB_NUMPAD)
    h.set_regions({"board": (100, 100, 1000, 700), "hand": [(100, 850, 150, 200), (300, 850, 150, 200)]})
    h.begin_turn(0)
    broken: set = set()
    for kind, a, b in script:
        if kind == "tick":
            out = h.update(a) + seats.update(a)
        elif kind == "turn":
            h.begin_turn(a)
            broken = set()
            continue
        elif kind == "trigger":
            h.trigger(a)
            continue
        else:
            out = seats.process(_as_event(kind, a, b))
        for i in out:
            if i.action == I.HANDICAP:
                r = i.handicap
                assert r.seat == i.seat
                if r.broken and r.kind != "reflex":  # a reflex can fail at every trigger
                    assert (r.seat, r.kind, r.tag) not in broken, r
                    broken.add((r.seat, r.kind, r.tag))
            elif i.seat == 2:
                assert i.action == I.PAUSE  # touch nothing: only pause gets through


def replace_tag(piece, name):
    return dataclasses.replace(piece, tag=name)
