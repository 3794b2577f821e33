"""Whose move it is, readable from the sofa: the mover's highlight is no seat colour and has a moving arrow;
the flight-path choice has a side selected from the start, so the confirm key alone chooses it."""
import pygame
import pytest

from game import games as registry
from game.core.setup import seat_colours
from game.engine.intents import CONFIRM, LEFT, POINTER_DOWN, RIGHT, Intent
from game.engine.theme import SEAT_RGB
from game.games.baba_yaga import data as D
from game.games.baba_yaga import highlight
from game.games.baba_yaga import layout as L
from game.games.baba_yaga import rules as R
from game.games.baba_yaga.scene import make_scene
from tests.baba_yaga.test_scene import setup_with, to_search
from tests.fakes import FakeApp


@pytest.fixture(scope="module")
def display():
    pygame.init()
    yield pygame.display.set_mode((1920, 1080))


def distance(a, b) -> float:
    return sum((x - y) ** 2 for x, y in zip(a, b)) ** 0.5


def test_the_glow_is_never_near_a_seat_colour():
    """Near none of the colours a Baba Yaga seat can wear (the ninth seat's white is Magic Maze's alone)."""
    colours = [SEAT_RGB[c] for c in seat_colours(registry.get("baba_yaga").max_players)]
    for i in range(60):
        colour = highlight.glow(i / 10)
        assert min(distance(colour, rgb) for rgb in colours) > 120, colour


def test_the_human_movers_panel_glows_ice_and_an_arrow_points_at_it(display):
    app = FakeApp()
    scene = make_scene(app, setup_with({2: "kb_left"}))
    app.push(scene)
    to_search(scene)
    s = scene.state
    mover = s.mover()
    surf = pygame.Surface((1920, 1080))
    scene.draw(surf)
    x, y, w, h = L.panel_rect(mover, s.players)
    colour = highlight.glow(scene.clock)
    assert distance(surf.get_at((x + w // 2, y + 2))[:3], colour) < 12  # the border, not the seat's colour
    tip = highlight.arrow_points((x, y, w, h), scene.clock)
    shaft = (tip[3][0] - 6, y + h // 2)
    assert distance(surf.get_at(shaft)[:3], colour) < 12
    other = next(o for o in range(s.players) if o != mover)
    ox, oy, ow, oh = L.panel_rect(other, s.players)
    beside = (ox + ow + 6 + 40, oy + oh // 2)
    assert distance(surf.get_at(beside)[:3], colour) > 12  # no arrow beside a seat that does not move
    pygame.image.save(surf, "/tmp/babapace_your_move.png")


def chooser_scene(device):
    app = FakeApp()
    scene = make_scene(app, setup_with({0: "kb_left", 1: "kb_right", 2: "kb_numpad"}))
    app.push(scene)
    scene.on_events(None, None, R.tick(scene.state, D.STUDY_SECONDS))
    chooser = scene.state.turn["chooser"]
    return scene, chooser, scene.device_of(chooser)


def start_of_path(scene):
    return tuple(scene.state.turn["path"][0])


def test_confirm_alone_chooses_the_side_selected_from_the_start(display):
    scene, chooser, device = chooser_scene("kb")
    surf = pygame.Surface((1920, 1080))
    scene.draw(surf)  # the selected side is drawn before anyone presses
    scene.on_intent(Intent(CONFIRM, device, seat=chooser, key_group=device))
    assert scene.state.phase == "search"
    assert start_of_path(scene) == tuple(D.PATH_ENDS["west"][1])


def test_a_direction_then_confirm_chooses_that_side(display):
    scene, chooser, device = chooser_scene("kb")
    scene.on_intent(Intent(RIGHT, device, seat=chooser, key_group=device))
    assert scene.state.phase == "choose_path"  # a direction only selects
    scene.on_intent(Intent(LEFT, device, seat=chooser, key_group=device))
    scene.on_intent(Intent(RIGHT, device, seat=chooser, key_group=device))
    scene.on_intent(Intent(CONFIRM, device, seat=chooser, key_group=device))
    assert scene.state.phase == "search"
    assert start_of_path(scene) == tuple(D.PATH_ENDS["east"][1])


def test_a_mouse_click_beside_the_arrows_chooses_nothing(display):
    app = FakeApp()
    scene = make_scene(app, setup_with({0: "mouse", 1: "mouse", 2: "mouse"}))
    app.push(scene)
    scene.on_events(None, None, R.tick(scene.state, D.STUDY_SECONDS))
    chooser = scene.state.turn["chooser"]
    scene.on_intent(Intent(POINTER_DOWN, "mouse", seat=chooser, pos=(L.BOARD_CX, L.BOARD_CY), button=1))
    assert scene.state.phase == "choose_path"
    end = L.index_center(L.end_cell("south"))
    scene.on_intent(Intent(POINTER_DOWN, "mouse", seat=chooser, pos=end, button=1))
    assert start_of_path(scene) == tuple(D.PATH_ENDS["south"][1])
