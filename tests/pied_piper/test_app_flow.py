"""End to end with the real App: a family starts a game (one mouse player, three bots), plays a card with real
mouse events, pauses with the corner button, quits to the title, and Continue brings back the very same game."""
import pygame

from game.games.pied_piper import events as E
from game.games.pied_piper import layout as L
from game.games.pied_piper import rules as R
from game.games.pied_piper.demo import demo_setup
from game.games.pied_piper.scene import PiperScene

DT = 1 / 30


def click(app, pos):
    pos = (round(pos[0]), round(pos[1]))
    app.frame(DT, events=[pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                          pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
    app.frame(DT, events=[pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def centre(rect):
    x, y, w, h = rect
    return x + w / 2, y + h / 2


def frames_until(app, cond, limit=900):
    for _ in range(limit):
        if cond():
            return True
        app.frame(DT, events=[])
    return cond()


def test_start_play_pause_quit_and_continue_restore_the_exact_game(tmp_path, monkeypatch):
    from game.app import App
    from game.engine.crash import CrashScreen
    from game.engine.menus.pause import PauseMenu
    from game.games.pied_piper import scene as S

    monkeypatch.setenv("TABLE_TALES_HOME", str(tmp_path))
    monkeypatch.setattr(S, "BOT_DELAY", 0.02)
    app = App(headless=True)
    setup = demo_setup(4, 21, humans=1, start_player=1)
    app.start_game(setup)
    assert frames_until(app, lambda: isinstance(app.top, PiperScene) and app.top.screen.my_turn)
    scene = app.top
    state = scene.state
    # the mouse player clicks a playable card, then a character it may go under
    legal = [a for a in R.legal_actions(state, 0) if isinstance(a, E.PlayCard) and not a.face_down]
    card, slot = legal[0].card, legal[0].slot
    hand = scene.screen.hand()
    index = hand.index(card)
    click(app, centre(L.hand_card_rect(index, len(hand))))
    assert scene.hands.selected == index
    played_before = len(state.row[slot]["stack"])
    click(app, centre(L.row_slot_rect(slot)))
    assert len(state.row[slot]["stack"]) == played_before + 1 and card not in state.hands[0]
    assert frames_until(app, lambda: not scene.screen.shown.busy)
    expected = R.to_json(state)
    # pause with the round corner button, quit, confirm
    click(app, L.PAUSE_CENTRE)
    assert isinstance(app.top, PauseMenu)
    menu = app.top
    click(app, menu.buttons[-1].rect.center)  # "Quit to menu"
    assert menu.confirming
    click(app, menu.buttons[-1].rect.center)  # "Quit" (the game is saved)
    assert frames_until(app, lambda: type(app.top).__name__ == "TitleScene" and not app.fade.blocking_input)
    assert not any(isinstance(s, PiperScene) for s in app._scenes)
    assert not isinstance(app.top, CrashScreen)
    # Continue: the same game, exactly
    assert app.continue_game()
    assert frames_until(app, lambda: isinstance(app.top, PiperScene))
    again = app.top
    assert again is not scene
    assert R.to_json(again.state) == expected
    assert again.setup.seats[0].name == setup.seats[0].name and again.humans == [0]
    # and it goes on: it is still the mouse player's turn, with one card played
    assert frames_until(app, lambda: again.screen.my_turn)
    assert again.state.played == [state.row[slot]["char"]] and again.state.active == 0
    assert not app.crashes
