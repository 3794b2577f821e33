"""Jack & the Beanstalk by hand, as a family plays it with a mouse: a piece taken up with the button waits above
the stalk until the pointer comes to it (it swept along the pointer's way into the stalk); press, drag and
release lets it go (the release did nothing) while click, carry, click still works; the turn's main button
keeps its place and a button new in a place waits before it answers (a habitual click rolled the extra die);
the words over the sky stand on a plate they contrast with 4.5:1 or more; the seats' panel icons are 32 px or
more."""
from __future__ import annotations

import numpy as np
import pygame
import pytest

from game.core.setup import SEAT_COLOURS
from game.engine import intents as I
from game.engine import theme
from game.engine.i18n import tr
from game.games.beanstalk import demo as D
from game.games.beanstalk import draw_table, hud, table_input
from game.games.beanstalk import hand as HAND
from game.games.beanstalk import rules as R
from game.games.beanstalk.scene import make_scene
from game.games.beanstalk.view import Camera, Painter
from tests.beanstalk.helpers import roll_as
from tests.beanstalk.test_qa_hands import stacking as qa_stacking
from tests.fakes import FakeApp

DT = 1 / 60


@pytest.fixture(scope="module")
def app():
    return FakeApp()


def stacking(app, seed=3):
    app.stack.clear()
    return qa_stacking(app, seed)


def send(scene, action, pos=None, button=1):
    scene.on_intent(I.Intent(action, "mouse", 0, pos=pos, button=button))


def glide(scene, start, end, steps=12):
    """The mouse moved from start to end in `steps` motion events, a frame each."""
    for k in range(1, steps + 1):
        t = k / steps
        send(scene, I.POINTER_MOVE, (round(start[0] + (end[0] - start[0]) * t),
                                     round(start[1] + (end[1] - start[1]) * t)), 0)
        scene.update(DT)


def start_y(scene):
    return HAND.start_sample(scene.state.turn["queue"][0]["kind"], scene.table_input.view_top())[1]


# a piece taken up waits above the stalk ------------------------------------------------------------------------
def test_after_pick_up_the_piece_waits_above_the_stalk_until_the_pointer_comes_to_it(app):
    scene = stacking(app)
    ti = scene.table_input
    top = ti.view_top()
    labels = [lab for lab, _ in ti.choices()]
    button = hud.button_rects(labels, hud.buttons_top(scene.state))[0]
    send(scene, I.POINTER_MOVE, button.center, 0)
    send(scene, I.POINTER_DOWN, button.center)  # "Pick up the die"
    send(scene, I.POINTER_UP, button.center)
    live = scene.live_table.carried()
    assert live is not None and ti.waits_for_pointer()
    low = scene.camera.to_screen(-60.0, top * 0.4)  # by the stalk, low: the way there crosses it
    glide(scene, button.center, low)
    for _ in range(30):
        scene.update(DT)
    x, y, _ = live.hand_pose()
    assert y >= start_y(scene) - 1.0 and not live.run.collapsed  # it waited clear above the stalk
    assert ti.waits_for_pointer()
    assert tr("beanstalk_screen.hint.reach") in repr(ti.hint())  # and the hint says how to take it
    here = scene.camera.to_screen(x, y)
    glide(scene, low, here)  # the pointer comes to it: from now on it follows
    assert not ti.waits_for_pointer()
    aside = (here[0] - 40, here[1] - 30)
    glide(scene, here, aside, 3)
    assert scene.camera.to_screen(*live.target[:2]) == pytest.approx(aside, abs=2)


def test_a_pointer_passing_over_the_waiting_piece_takes_it_even_between_two_motion_events(app):
    scene = stacking(app)
    ti = scene.table_input
    send(scene, I.CONFIRM)  # picked up by a key: waits above the stalk
    live = scene.live_table.carried()
    assert ti.waits_for_pointer()
    px, py = scene.camera.to_screen(*live.target[:2])
    send(scene, I.POINTER_MOVE, (px - 300, py + 20), 0)
    assert ti.waits_for_pointer()
    send(scene, I.POINTER_MOVE, (px + 300, py - 20), 0)  # one fast move right across it
    assert not ti.waits_for_pointer()


# press, drag, release ----------------------------------------------------------------------------------------
def above_the_stalk(scene):
    ti = scene.table_input
    return scene.camera.to_screen(ti.top_x(), start_y(scene) + 30)


def test_press_drag_release_drops_the_piece(app):
    scene = stacking(app)
    spot = above_the_stalk(scene)
    send(scene, I.POINTER_MOVE, spot, 0)
    send(scene, I.POINTER_DOWN, spot)  # the press by the stalk takes the piece up
    live = scene.live_table.carried()
    assert live is not None and not scene.table_input.waits_for_pointer()
    end = (spot[0] + 10, spot[1] + 40)
    glide(scene, spot, end, 6)  # dragged down toward the top
    send(scene, I.POINTER_UP, end)
    assert live.run.closed  # the release let it go (it falls from the next step on)


def test_click_carry_click_still_carries_then_drops(app):
    scene = stacking(app)
    spot = above_the_stalk(scene)
    send(scene, I.POINTER_MOVE, spot, 0)
    send(scene, I.POINTER_DOWN, spot)
    send(scene, I.POINTER_UP, (spot[0] + 2, spot[1] + 1))  # a click: a short, still press
    live = scene.live_table.carried()
    assert live is not None and not live.run.closed
    glide(scene, spot, (spot[0] + 30, spot[1] + 30), 6)  # carried with the button up
    assert live.carrying and not live.run.closed
    send(scene, I.POINTER_DOWN, (spot[0] + 30, spot[1] + 30))  # the second click lets go
    assert live.run.closed


def test_a_still_press_held_half_a_second_is_a_drag_too(app):
    scene = stacking(app)
    spot = above_the_stalk(scene)
    send(scene, I.POINTER_MOVE, spot, 0)
    send(scene, I.POINTER_DOWN, spot)
    live = scene.live_table.carried()
    for _ in range(round(table_input.HOLD_S / DT) + 2):
        scene.update(DT)
    send(scene, I.POINTER_UP, spot)
    assert live.run.closed


# the turn's buttons keep their places ------------------------------------------------------------------------
def before_rolling(app, seed=1):
    app.stack.clear()
    setup = D.demo_setup(2, seed)
    state = R.new_game(setup.config(), seed)
    D.play_until(state, seed, lambda s: s.phase == "start" and s.actor == 0)
    scene = make_scene(app, setup, state)
    app.push(scene)
    return scene


def frames(scene, surface, n):
    for _ in range(n):
        scene.update(DT)
        scene.draw(surface)


def button_at(scene, i):
    labels = [lab for lab, _ in scene.table_input.choices()]
    return labels, hud.button_rects(labels, hud.buttons_top(scene.state))[i]


def test_the_turns_main_button_keeps_its_place_after_an_extra_die_face(app):
    scene = before_rolling(app)
    surface = pygame.Surface((1920, 1080))
    frames(scene, surface, 3)
    labels, first = button_at(scene, 0)
    assert labels[0] == tr("beanstalk.ev.roll")
    send(scene, I.POINTER_DOWN, first.center)  # Roll
    send(scene, I.POINTER_UP, first.center)
    assert scene.state.phase == "roll"
    roll_as(scene.state, ["extra", "trunk"])  # an extra-die face came up
    scene.presenter.finish_all()
    frames(scene, surface, 1)
    labels, first = button_at(scene, 0)
    assert labels[:2] == [tr("beanstalk.ev.start_stacking"), tr("beanstalk.ev.roll_extra")]
    # the new button in the second place answers nothing at once: a habitual click there is lost, not a roll
    _, second = button_at(scene, 1)
    send(scene, I.POINTER_DOWN, second.center)
    send(scene, I.POINTER_UP, second.center)
    assert scene.state.turn["extras_rolled"] == 0 and scene.state.phase == "roll"
    frames(scene, surface, round(table_input.ARM_S / DT) + 2)
    send(scene, I.POINTER_DOWN, second.center)  # seen for a while: now it answers
    assert scene.state.turn["extras_rolled"] == 1


def test_a_main_button_pushed_down_by_a_taller_tray_waits_before_it_answers(app):
    scene = before_rolling(app)
    surface = pygame.Surface((1920, 1080))
    frames(scene, surface, 2)
    send(scene, I.CONFIRM)  # Roll
    roll_as(scene.state, ["extra", "trunk", "eye"])
    scene.presenter.finish_all()
    frames(scene, surface, round(table_input.ARM_S / DT) + 2)
    _, first = button_at(scene, 0)
    scene.table_input.choices()[1][1]()  # the extra die: four dice, the tray takes a second row
    roll_as(scene.state, ["extra", "trunk", "eye", "eye"])
    scene.presenter.finish_all()
    frames(scene, surface, 1)
    labels, moved = button_at(scene, 0)
    assert labels[0] == tr("beanstalk.ev.start_stacking") and moved.top > first.top
    send(scene, I.POINTER_DOWN, moved.center)  # at once: not yet
    assert scene.state.phase == "roll"
    frames(scene, surface, round(table_input.ARM_S / DT) + 2)
    send(scene, I.POINTER_DOWN, moved.center)
    assert scene.state.phase == "stack"


def test_the_buttons_are_drawn_where_clicks_land_from_the_first_frame_after_the_roll(app, monkeypatch):
    scene = before_rolling(app)
    surface = pygame.Surface((1920, 1080))
    frames(scene, surface, 2)
    send(scene, I.CONFIRM)  # Roll: the tray's new picture waits for a calm frame, the buttons do not
    scene.presenter.finish_all()
    drawn = []
    real = hud.buttons
    monkeypatch.setattr(hud, "buttons", lambda surface, labels, focus, top, ready=None: (
        drawn.append(top), real(surface, labels, focus, top, ready)))
    frames(scene, surface, 3)
    assert drawn and set(drawn) == {hud.buttons_top(scene.state)}


def test_a_new_button_in_a_place_waits_before_ok_presses_it_and_fades_in(app):
    scene = before_rolling(app)
    surface = pygame.Surface((1920, 1080))
    frames(scene, surface, 2)
    send(scene, I.CONFIRM)  # Roll (the first buttons of the table answer at once)
    assert scene.state.phase == "roll"
    scene.presenter.finish_all()
    frames(scene, surface, 1)
    labels = [lab for lab, _ in scene.table_input.choices()]
    ready = scene.table_input.buttons_drawn(labels, hud.buttons_top(scene.state))
    assert ready[0] < 0.5  # "Start stacking" where "Roll" was: fading in
    send(scene, I.CONFIRM)  # a double press of OK: not stacking yet
    assert scene.state.phase == "roll"
    frames(scene, surface, round(table_input.ARM_S / DT) + 2)
    assert scene.table_input.buttons_drawn(labels, hud.buttons_top(scene.state))[0] == 1.0
    send(scene, I.CONFIRM)
    assert scene.state.phase == "stack"


# words over the sky ------------------------------------------------------------------------------------------
def luminance(rgb) -> np.ndarray:
    """WCAG relative luminance of sRGB colours (..., 3) in 0..255."""
    c = np.asarray(rgb, dtype=float)[..., :3] / 255
    lin = np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)
    return lin @ np.array([0.2126, 0.7152, 0.0722])


def contrast(a, b) -> float:
    hi, lo = sorted((float(luminance(a)), float(luminance(b))), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def drawn_contrast(surface, rect: pygame.Rect) -> float:
    """The words' colour (their brightest pixel: a glyph's core) against the brightest pixel of what stands
    just round them (above, below, left and right of the words, inside any plate's rounded corners)."""
    rgb = pygame.surfarray.array3d(surface)  # [x, y, channel]
    words = rgb[rect.left:rect.right, rect.top:rect.bottom].reshape(-1, 3)
    ring = np.concatenate([rgb[rect.left:rect.right, [rect.top - 4, rect.top - 2, rect.bottom + 1, rect.bottom + 3]]
                           .reshape(-1, 3),
                           rgb[[rect.left - 10, rect.left - 4, rect.right + 3, rect.right + 9], rect.top:rect.bottom]
                           .reshape(-1, 3)])
    return contrast(words[luminance(words).argmax()], ring[luminance(ring).argmax()])


@pytest.fixture(scope="module")
def skies():
    white = pygame.Surface((1920, 1080))
    white.fill((255, 255, 255))  # a cloud right behind the words: the worst case
    sky = pygame.Surface((1920, 1080))
    Painter().backdrop(sky, Camera())
    return {"cloud": white, "sky": sky}


def dilate(mask: np.ndarray, r: int) -> np.ndarray:
    """`mask` grown by r px every way (a square)."""
    out = mask.copy()
    h, w = mask.shape
    for dx in range(-r, r + 1):
        for dy in range(-r, r + 1):
            shifted = np.zeros_like(mask)
            shifted[max(0, dx):h + min(0, dx), max(0, dy):w + min(0, dy)] = \
                mask[max(0, -dx):h + min(0, -dx), max(0, -dy):w + min(0, -dy)]
            out |= shifted
    return out


def outlined_contrast(surface, rect: pygame.Rect, colour) -> float:
    """Outlined words: their colour (the pixels drawn in it) against the brightest pixel 2-3 px outside their
    strokes (past the glyphs' soft edge), where an outline must be."""
    rgb = pygame.surfarray.array3d(surface)[rect.left - 12:rect.right + 12, rect.top - 12:rect.bottom + 12]
    inside = np.all(np.abs(rgb.astype(int) - np.array(colour[:3])) <= 6, axis=-1)
    assert inside.sum() > 500  # the words are there, in their colour
    band = dilate(inside, 3) & ~dilate(inside, 1)
    ring = rgb[band]
    return contrast(colour, ring[luminance(ring).argmax()])


SKY_WORDS = {  # name: (draw, the words' colour for an outline's measure; None: on a plate)
    "status line": (lambda s: hud.status(s, "Mia: let go above the beanstalk"), None),
    "Does it stand?": (lambda s: draw_table._label(s, "beanstalk_screen.settling"), None),
    "Slow motion": (lambda s: draw_table._label(s, "beanstalk_screen.replay"), None),
    "FEE-FI-FO-FUM": (lambda s: hud.big_word(s, tr("beanstalk.ev.fee_fi"), 1.0), theme.GOLD_HI),
    "the fall": (lambda s: hud.big_word(s, tr("beanstalk.ev.collapse"), 0.2, draw_table.BIG_WORDS[0][1]),
                 draw_table.BIG_WORDS[0][1]),
}


@pytest.mark.parametrize("what", SKY_WORDS)
def test_text_over_the_sky_has_a_backing_with_contrast_of_4_5_or_more(what, skies):
    draw, colour = SKY_WORDS[what]
    for name, back in skies.items():
        surface = back.copy()
        rect = draw(surface)
        measured = drawn_contrast(surface, rect) if colour is None else outlined_contrast(surface, rect, colour)
        assert measured >= 4.5, (what, name, measured)


def test_the_contrast_measures_see_bare_words_on_a_cloud_fail(skies):
    from game.engine.text import draw_text

    surface = skies["cloud"].copy()
    rect = draw_text(surface, "Does it stand?", (960, 200), 40, theme.TEXT, anchor="midtop", shadow=True)
    assert drawn_contrast(surface, rect) < 2.0
    rect = draw_text(surface, "FEE-FI-FO-FUM!", (960, 500), 100, theme.GOLD_HI, anchor="midtop", shadow=True)
    assert outlined_contrast(surface, rect, theme.GOLD_HI) < 2.0


# the seats' panel icons --------------------------------------------------------------------------------------
class Recording(pygame.Surface):
    """A surface that keeps where each picture was blitted."""

    def __init__(self, size):
        super().__init__(size, pygame.SRCALPHA)
        self.blits_done: list = []

    def blit(self, source, dest, *args, **kw):
        rect = super().blit(source, dest, *args, **kw)
        self.blits_done.append((source, rect))
        return rect


@pytest.mark.parametrize("final", [False, True])
def test_the_seat_panels_gold_bag_eye_and_token_icons_are_32_px_or_more(monkeypatch, final):
    names = {}
    real = hud.image

    def image(name, size):
        pic = real(name, size)
        names[id(pic)] = name
        return pic

    monkeypatch.setattr(hud, "image", image)
    n = 5  # the most seats: the smallest panels
    view = {"players": n, "actor": 0, "bean": 0, "eye": 0, "axes": [True] * n, "revealed": [7] * n,
            "phase": "stack", "chosen": [True] * n, "gold_counts": [9] * n, "treasures": [3] * n}
    result = {"bags": [[20, 15, 10, 20, 15, 10, 20, 10, 15]] * n, "totals": [135] * n} if final else None
    surface = Recording((hud.PANEL.right + 8, hud.PANEL.bottom + 8))
    hud.seats(surface, lambda i: "Grandma Rosalind", lambda i: SEAT_COLOURS[i], view, result)
    seat = hud.seat_rect(0, n)
    icons = [(names[id(pic)], pic, rect) for pic, rect in surface.blits_done
             if id(pic) in names and rect.colliderect(seat)]
    kinds = {name.split("/")[1].split("_")[0].removesuffix(".svg") for name, _, _ in icons}
    assert {"gold", "bean", "eye", "axe", "treasure"} <= kinds
    for name, pic, _ in icons:
        seen = pic.get_bounding_rect(min_alpha=128)
        assert min(seen.size) >= 32, (name, seen.size)
    # and everything drawn in a seat's panel stays in it, nothing on anything else
    drawn = [(pic, rect) for pic, rect in surface.blits_done if rect.colliderect(seat)]
    boxes = [pic.get_bounding_rect(min_alpha=128).move(rect.topleft) for pic, rect in drawn]
    for i, a in enumerate(boxes):
        assert seat.contains(a), a
        for b in boxes[i + 1:]:
            assert not a.colliderect(b), (a, b)
