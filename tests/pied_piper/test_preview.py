"""Pointing at a character with a card previews what it will do (preview.py, HandInput.target, the painter):
the figure's path and the houses that will rise, from what the player can see only."""
import pygame

from game.games.pied_piper import cards as C
from game.games.pied_piper import preview as P
from game.games.pied_piper.painter import _street_feet as street_feet
from game.games.pied_piper.scene import demo_scene
from tests.fakes import FakeApp


def card_of(kind: str) -> int:
    return C.ACTION_KIND.index(kind)


def town(stack):
    green = C.character_cards_of("green")[0]
    return {"ring": [0, 1, 2, 3], "floors": [0, 2, 0, 1], "figures": {"green": [0, 1], C.PIPER: [2, 1]},
            "row": [{"char": green, "stack": stack}]}


def test_preview_of_a_second_card_shows_the_path_and_the_houses_that_rise():
    data = town([{"card": card_of(C.STEP1), "face_down": False, "owner": 1}])
    p = P.what_it_does(data, 0, card_of(C.STEP2))
    assert p.figure == "green"
    assert p.steps == [(0, 1, 1), (1, 2, 1), (2, 3, 1)]  # 1 + 2 steps clockwise from gap 0
    assert p.floors == {1: (2, 3), 2: (0, 1), 3: (1, 2)}


def test_preview_follows_an_about_turn():
    data = town([{"card": card_of(C.TURN), "face_down": False, "owner": 1}])
    p = P.what_it_does(data, 0, card_of(C.STEP1))
    assert p.steps == [(0, 3, -1)] and p.floors == {0: (0, 1)}


def test_no_preview_for_a_first_card_or_under_a_hidden_card():
    assert P.what_it_does(town([]), 0, card_of(C.STEP2)) is None
    hidden = town([{"card": None, "face_down": True, "owner": 1}])
    assert P.what_it_does(hidden, 0, card_of(C.STEP2)) is None


def test_pointing_with_a_card_at_a_character_draws_the_preview_on_the_board():
    app = FakeApp()
    scene = demo_scene(app, 1, "midgame5")
    app.push(scene)
    for _ in range(400):
        if scene.screen.my_turn and scene.screen.shown.current is None:
            break
        app.frame(1 / 20)
    d = scene.screen.shown.data
    slot = next(i for i, e in enumerate(d["row"]) if len(e["stack"]) == 1 and e["stack"][0]["card"] is not None)
    hands = scene.hands
    hands.selected, hands.focus, hands.pointer = 0, "hand", (0, 0)
    assert hands.target() is None
    plain = pygame.Surface((1920, 1080))
    scene.painter.draw(plain)
    hands.focus, hands.row_focus = "row", slot
    assert hands.target() == (d["hand"][0], slot)
    preview = scene.painter.preview()
    assert preview is not None and preview.steps and preview.floors
    shown = pygame.Surface((1920, 1080))
    scene.painter.draw(shown)
    def differs(x, y):  # anything new within 12 px
        return any(plain.get_at((x + dx, y + dy)) != shown.get_at((x + dx, y + dy))
                   for dx in range(-12, 13, 3) for dy in range(-12, 13, 3))
    prints = []
    for from_gap, to_gap, facing in preview.steps:  # a quarter of the way along each street walked: paw prints
        a0, a1 = scene.screen.shown.walk(from_gap, to_gap, facing)
        prints.append([round(v) for v in street_feet(a0 + (a1 - a0) * 0.25)])
    assert all(differs(x, y) for x, y in prints), prints
