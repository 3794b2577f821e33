"""The next piece waits where its player's pick-up will take it: beside the pointer for the mouse, clear above
the stalk's top for a key or pad seat (it followed the mouse for everyone, seen in play)."""
from __future__ import annotations

import dataclasses

import pygame

from game.games.beanstalk import demo as D
from game.games.beanstalk import hand as HAND
from game.games.beanstalk import rules as R
from game.games.beanstalk.scene import BeanScene
from tests.fakes import FakeApp


def _waiting_pose(device: str, pointer) -> tuple:
    setup = D.demo_setup(3, 4)
    setup.seats[0] = dataclasses.replace(setup.seats[0], device=device)
    state = R.new_game(setup.config(), 4)
    D.to_stacking(state, 4, seat=0)
    scene = BeanScene(FakeApp(), setup, state)
    scene.keep_humans = True
    scene.table_input.point_at(pointer)
    shown = []
    scene.painter.piece = lambda surface, camera, kind, pose, *a, **k: shown.append(pose)
    scene.painter.hand = lambda *a, **k: None
    scene.drawer._waiting_piece(pygame.Surface((1920, 1080)))
    kind = state.turn["queue"][0]["kind"]
    return shown[-1], HAND.start_sample(kind, scene.table_input.view_top(), scene.table_input.top_x())


def test_a_keyboard_seats_piece_waits_above_the_stalk_wherever_the_mouse_is():
    for pointer in ((700, 900), (1200, 300)):
        pose, above = _waiting_pose("kb_left", pointer)
        assert pose == above


def test_a_mouse_seats_piece_waits_by_the_pointer():
    left, _ = _waiting_pose("mouse", (700, 500))
    right, _ = _waiting_pose("mouse", (1100, 500))
    assert right[0] > left[0] + 100
