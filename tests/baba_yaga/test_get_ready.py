"""Baba Yaga's "Get ready… 3, 2, 1" before a search: the witch and the search's time wait, keys do nothing,
and the searcher's device and keys are named on screen."""
import pygame
import pytest

from game.engine.intents import POINTER_DOWN, Intent
from game.games.baba_yaga import data as D
from game.games.baba_yaga import get_ready
from game.games.baba_yaga import layout as L
from game.games.baba_yaga.get_ready import ReadyCount
from game.games.baba_yaga.scene import make_scene
from tests.baba_yaga.test_scene import past_the_count, setup_with, to_search
from tests.fakes import FakeApp


@pytest.fixture(scope="module")
def display():
    pygame.init()
    yield pygame.display.set_mode((1920, 1080))


def searching_scene(device="mouse"):
    app = FakeApp(witch_tempo="fast")
    scene = make_scene(app, setup_with({0: device}))
    app.push(scene)
    to_search(scene)
    scene.update(0)
    return scene


def test_the_witch_and_the_search_clock_wait_for_the_count(display):
    scene = searching_scene()
    s = scene.state
    assert scene.ready.active()
    now, moves = s.clock.now, s.turn["moves"]
    for _ in range(int(get_ready.SECONDS / 0.1) - 2):
        scene.update(0.1)
    assert scene.ready.active()
    assert (s.clock.now, s.turn["moves"]) == (now, moves)  # not a tick of game time, not a witch move
    past_the_count(scene)
    for _ in range(20):
        scene.update(0.1)
    assert s.clock.now > now and s.turn["moves"] > moves


def test_a_click_during_the_count_turns_nothing_and_one_after_it_does(display):
    scene = searching_scene()
    s = scene.state
    target = [c for c in D.FOREST_CELLS if s.board[c] in s.card_elements()][0]
    click = Intent(POINTER_DOWN, "mouse", seat=0, pos=L.index_center(target), button=1)
    scene.on_intent(click)
    assert target not in s.up
    past_the_count(scene)
    scene.on_intent(click)
    assert target in s.up


def test_each_new_search_counts_down_again(display):
    scene = searching_scene()
    past_the_count(scene)
    assert not scene.ready.active()
    scene.state.turn_no += 1  # the next turn's search
    scene.update(0)
    assert scene.ready.active()


@pytest.mark.parametrize("device, words", [("kb_left", ("WASD", "turn a tile")), ("mouse", ("Mouse",))])
def test_the_hint_names_the_searchers_device_and_keys(display, device, words):
    scene = searching_scene(device)
    hint = ReadyCount(scene.ctx, scene.ready, lambda: scene.app.input).searcher_hint()
    shown = " ".join([hint.device, hint.sentence] + [" ".join(i.keys) + " " + i.words for i in hint.items])
    for word in words:
        assert word in shown
    if device == "kb_left":  # a key cap each for moving (four) and for turning a tile (one)
        assert [len(i.keys) for i in hint.items] == [4, 1]
    surf = pygame.Surface((1920, 1080))
    scene.draw(surf)
    pygame.image.save(surf, f"/tmp/babapace_ready_{device}.png")


def test_an_all_bot_table_has_no_count(display):
    from game.games.baba_yaga.scene import demo_scene

    scene = demo_scene(FakeApp(), 3, "search_wrong")
    scene.update(0)
    assert not scene.ready.active()


def test_get_ready_shows_the_spell_big_before_the_count(display):
    """The count waits for the card's reveal and the turn's banner, and shows the card face up, bigger than the
    card in the right column, while it counts."""
    scene = searching_scene()
    assert scene.ctx.presenter.busy("card_reveal")
    assert scene.ready.active() and scene.ready.waiting  # held: the count has not started yet
    past_the_count(scene)  # runs the frames: the reveal ends, then the 3 s
    scene.state.turn_no += 1
    scene.update(0)
    count = ReadyCount(scene.ctx, scene.ready, lambda: scene.app.input, scene.renderer.card_surface)
    card = count.card_rect()
    assert count.card_face() is not None and card.height > L.CARD_H
    veil = pygame.Rect((0, 0), get_ready.VEIL)
    veil.center = (L.BOARD_CX, L.BOARD_CY)
    assert veil.contains(card)
    surf = pygame.Surface((1920, 1080))
    count.draw(surf)
    big = pygame.transform.smoothscale(count.card_face(), card.size)
    spot = (card.width // 2, card.height // 4)  # an element's picture on the card
    assert surf.get_at((card.x + spot[0], card.y + spot[1])) == big.get_at(spot)


def test_the_count_starts_after_the_reveal_and_lasts_its_seconds(display):
    scene = searching_scene()
    held = 0.0
    while scene.ready.waiting:
        scene.update(0.05)
        held += 0.05
        assert held < 5
    assert not scene.ctx.presenter.busy(get_ready.BEFORE_COUNT)
    assert scene.ready.seconds_left() == pytest.approx(get_ready.SECONDS)


def test_flies_by_herself_is_said_only_while_she_does(display):
    """Held by the "Get ready" count she does not fly: the hint says so only once she is on her way, and never
    when a person moves her."""
    from game.engine.i18n import tr

    alone = tr("baba_yaga.ui.auto_witch")
    scene = searching_scene()
    scene.renderer.prepare()
    hud = scene.renderer.hud
    assert scene.state.turn["auto"] and scene.ready.active()
    assert alone not in [line for line, _ in hud.hint_lines()]
    past_the_count(scene)
    assert alone in [line for line, _ in hud.hint_lines()]
    app = FakeApp(witch_tempo="fast")
    two = make_scene(app, setup_with({0: "mouse", 1: "kb_left"}))
    app.push(two)
    to_search(two)
    past_the_count(two)
    two.renderer.prepare()
    assert not two.state.turn["auto"] and alone not in [line for line, _ in two.renderer.hud.hint_lines()]


def test_a_phones_move_baba_yaga_tap_during_the_count_does_not_move_her(display):
    """A phone's choice reaches the scene's act straight from the phone (no key the count could hold back):
    during the count it is refused like a key, and taken once the search runs."""
    from game.engine.remote import screens
    from tests.baba_yaga.test_scene import setup_with
    app = FakeApp(witch_tempo="fast")
    scene = make_scene(app, setup_with({0: "mouse", 1: "pad:phone-abc"}))
    app.push(scene)
    to_search(scene)
    scene.update(0)
    s = scene.state
    assert scene.ready.active() and s.mover() == 1
    move = [c["action"] for c in screens.screen_for(scene, 1)["choices"]][0]
    assert scene.act(1, move) is None and s.turn["moves"] == 0
    past_the_count(scene)
    assert scene.act(1, move) is not None and s.turn["moves"] == 1
