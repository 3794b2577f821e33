"""The screen model catches up with the rules event by event and ends equal to a fresh snapshot."""
import math

import pytest

from game.core.rng import Rng
from game.games.pied_piper import events as E
from game.games.pied_piper import layout as L
from game.games.pied_piper import rules as R
from game.games.pied_piper.presenter import Shown, snapshot


@pytest.mark.parametrize("players,options", [(2, {}), (3, {"face_down": True}), (4, {"specials": False}),
                                             (5, {"face_down": True}), (4, {"specials": False, "face_down": True})])
def test_shown_follows_every_event_to_the_same_picture(players, options):
    for seed in range(6):
        s = R.new_game(dict(options, players=players), seed)
        viewer = seed % players
        shown = Shown(s, viewer)
        rng = Rng(seed)
        while R.result(s) is None:
            action = rng.choice(R.legal_actions(s, s.active))
            events = R.apply(s, action)
            mine = action.card if isinstance(action, E.PlayCard) and action.seat == viewer else None
            shown.push(events, my_card=mine)
            shown.finish_all(s, sync=False)
            assert shown.data == snapshot(s, viewer)
            assert set(shown.angles) == set(s.board.ring)


def test_anims_take_their_time_and_report_when_they_start():
    s = R.new_game({"players": 4, "start_player": 0}, 3)
    shown = Shown(s, 0)
    events = R.apply(s, R.legal_actions(s, 0)[0])
    shown.push(events)
    first = shown.advance(0.01, s)
    assert first and isinstance(first[0].event, E.CardPlayed) and shown.busy
    total = sum(a.duration for a in shown.queue)
    shown.advance(total + 0.1, s)
    assert not shown.busy


def test_houses_go_clockwise_with_a_street_at_the_bottom():
    for n in (2, 3, 4, 5):
        angles = [L.house_angle(i, n) for i in range(n)]
        assert all(b > a for a, b in zip(angles, angles[1:]))
        # no house right at the bottom of the screen (the cards are there)
        for a in angles:
            d = (a - math.pi / 2) % (2 * math.pi)
            assert min(d, 2 * math.pi - d) > 0.5
        assert abs(L.gap_angle(n - 1, n) % (2 * math.pi) - math.pi / 2) < 1e-9


def test_houses_and_cards_stay_on_screen_and_apart():
    for n in (2, 3, 4, 5):
        rects = [L.house_rect(i, n) for i in range(n)]
        for x, y, w, h in rects:
            assert 0 <= x and x + w <= L.SCREEN_W and 0 <= y and y + h <= L.HAND_TOP - L.HAND_LIFT
        for slot in range(4):
            for cx, cy, cw, ch in (L.stack_card_rect(slot, 1), L.row_slot_rect(slot)):
                for x, y, w, h in rects:
                    h += 50  # the owner's name under the house
                    assert cx + cw <= x or x + w <= cx or cy + ch <= y or y + h <= cy, (n, slot)
        # the street at the bottom stays clear of the lowest card
        feet = L.figure_pos(L.gap_angle(n - 1, n), 0)
        assert feet[1] - L.RAT_H > L.stack_card_rect(0, 1)[1] + L.ACT_H


def test_a_figure_faces_its_way_of_travel():
    bottom = L.gap_angle(0, 4) - (L.gap_angle(0, 4) - math.pi / 2)  # the street at the bottom
    assert L.faces_left(bottom, +1) and not L.faces_left(bottom, -1)  # clockwise goes left at the bottom
