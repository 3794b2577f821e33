import pytest

from game.engine import intents as it
from game.engine.curtain import Curtain
from game.engine.scene import Scene


def make(app):
    revealed = []
    game = Scene(app)
    app.push(game)
    curtain = Curtain(app, "Mia", lambda: revealed.append(1), colour="blue", rules_game_id="kragmortha")
    app.push(curtain)
    return game, curtain, revealed


def run(app, seconds=1.0):
    for _ in range(int(seconds * 60)):
        if app.top is None or not isinstance(app.top, Curtain):
            return
        app.frame()


@pytest.mark.parametrize("action", [it.UP, it.DOWN, it.LEFT, it.RIGHT, it.BACK, it.ACT1, it.POINTER_MOVE])
def test_other_input_does_not_open_the_curtain(app, action):
    _, curtain, revealed = make(app)
    app.send(action, "pad:0", pos=(500, 500))
    run(app)
    assert app.top is curtain and revealed == []


def test_a_release_without_a_press_does_not_open_it(app):
    _, curtain, revealed = make(app)
    app.send(it.POINTER_UP, it.MOUSE, pos=(500, 500), button=1)
    run(app)
    assert app.top is curtain and revealed == []


@pytest.mark.parametrize("device", ["kb_left", "kb_right", "pad:2"])
def test_confirm_from_any_device_reveals_after_the_curtain_rises(app, device):
    game, _curtain, revealed = make(app)
    app.send(it.CONFIRM, device)
    assert revealed == []  # still rising
    app.frame()
    app.send(it.CONFIRM, device)  # a second press while rising changes nothing
    run(app)
    assert app.top is game and revealed == [1]


def test_click_reveals(app):
    game, _, revealed = make(app)
    app.click((960, 540))
    run(app)
    assert app.top is game and revealed == [1]


def test_pause_opens_the_pause_menu(app):
    _, curtain, _ = make(app)
    app.send(it.PAUSE, "kb_any")
    assert app.paused_for == ["kragmortha"] and app.top is curtain


def test_curtain_covers_everything(app):
    import pygame

    _, curtain, _ = make(app)
    surf = pygame.Surface((1920, 1080))
    surf.fill((0, 255, 0))
    curtain.draw(surf)
    colours = {tuple(surf.get_at((x, y)))[:3] for x in range(0, 1920, 64) for y in range(0, 1080, 64)}
    assert (0, 255, 0) not in colours


def test_a_games_own_seat_badge_is_drawn_on_the_curtain(app):
    import pygame

    drawn = []
    curtain = Curtain(app, "Mia", colour="red", badge=lambda surface, centre, radius: drawn.append((centre, radius)))
    curtain.draw(pygame.Surface((1920, 1080)))
    assert len(drawn) == 1 and drawn[0][1] == 60 and drawn[0][0][0] == 960


def test_a_curtain_owned_by_a_seat_rises_only_for_that_seats_device(app):
    revealed = []
    game = Scene(app)
    app.push(game)
    curtain = Curtain(app, "Mia", lambda: revealed.append(1), owns=lambda intent: intent.device == "kb_left")
    app.push(curtain)
    app.send(it.CONFIRM, "kb_right")
    app.click((960, 540))
    run(app)
    assert app.top is curtain and revealed == []
    app.send(it.CONFIRM, "kb_left")
    run(app)
    assert app.top is game and revealed == [1]
