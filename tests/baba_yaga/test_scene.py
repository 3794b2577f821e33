"""The Baba Yaga scene, headless: demo moments draw, one-hand input, witch keys, saves, the end screen."""
import pygame
import pytest

from game.core.setup import GameSetup, SeatConfig
from game.engine.i18n import tr
from game.engine.intents import CONFIRM, HANDICAP, PAUSE, POINTER_DOWN, Intent
from game.games.baba_yaga import data as D
from game.games.baba_yaga import layout as L
from game.games.baba_yaga import moves as M
from game.games.baba_yaga import rules as R
from game.games.baba_yaga.bot import WITCH_SECONDS
from game.games.baba_yaga.demo import MOMENTS
from game.games.baba_yaga.scene import BabaYagaScene, demo_scene, make_scene
from tests.fakes import FakeApp, app_with_a_pad


@pytest.fixture(scope="module")
def display():
    pygame.init()
    surf = pygame.display.set_mode((1920, 1080))
    yield surf


def setup_with(humans: dict, players=3, **options) -> GameSetup:
    """humans: seat -> device; the other seats are bots."""
    names = ("Mia", "Leo", "Ada", "Kai", "Zoe")
    colours = ("red", "blue", "yellow", "green", "purple")
    seats = [SeatConfig(names[i], colours[i], "human" if i in humans else "bot", "normal",
                        humans.get(i, "mouse")) for i in range(players)]
    return GameSetup("baba_yaga", seats, dict(options), seed=11)


def to_search(scene: BabaYagaScene, end="west"):
    s = scene.state
    scene.on_events(None, None, R.tick(s, D.STUDY_SECONDS))
    scene.act(None, M.ChooseFlightPath(s.turn["chooser"], D.PATH_ENDS[end][0], end))
    assert s.phase == "search"


def past_the_count(scene):
    """Frames through the "Get ready… 3, 2, 1" (no game time runs during it)."""
    scene.update(0)
    while scene.ready.active():
        scene.update(0.25)


def colours_in(surface) -> int:
    small = pygame.transform.scale(surface, (96, 54))
    return len({small.get_at((x, y))[:3] for x in range(96) for y in range(54)})


@pytest.mark.parametrize("moment", MOMENTS)
def test_every_demo_moment_draws_a_full_table(display, moment):
    app = FakeApp()
    scene = demo_scene(app, 5, moment)
    surf = pygame.Surface((1920, 1080))
    scene.draw(surf)
    for _ in range(5):
        scene.update(1 / 60)
        scene.draw(surf)
    assert colours_in(surf) > 300  # a picture, not a blank or flat screen
    expected = {"study": "study", "search_wrong": "search", "fog": "search", "wobble": "search",
                "broken": "judgement", "end": "over"}[moment]
    assert scene.state.phase == expected
    if moment in ("fog", "wobble"):
        assert moment in scene.hand.effects()
    if moment == "search_wrong":
        assert scene.state.turn["wrong"] is not None


def test_the_searcher_flips_with_a_click(display):
    app = FakeApp()
    scene = make_scene(app, setup_with({0: "mouse"}))
    app.push(scene)
    to_search(scene)
    s = scene.state
    assert s.active == 0
    target = [c for c in D.FOREST_CELLS if s.board[c] in s.card_elements()][0]
    pos = L.index_center(target)
    scene.on_intent(Intent(POINTER_DOWN, "mouse", seat=0, pos=pos, button=1))
    assert target in s.up


def test_one_hand_only_other_input_of_the_searcher_is_refused(display):
    app = FakeApp()
    scene = make_scene(app, setup_with({0: "mouse"}))
    app.push(scene)
    app.input.bind(0, "kb_left", add=True)  # the same player also holds a keyboard half
    to_search(scene)
    past_the_count(scene)
    assert [p.hands for p in app.input.handicaps.pieces(0)] == [("mouse",)]
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)
    assert [i.action for i in app.input.process(click)] == [POINTER_DOWN]
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, scancode=0, mod=0)
    intents = app.input.process(key)
    assert [i.action for i in intents] == [HANDICAP]
    assert not intents[0].handicap.broken  # refused ("one hand only!"), no consequence
    for intent in intents:
        scene.on_intent(intent)
    assert scene.input.one_hand_until[0] > scene.clock
    assert any("One hand only" in m.text for m in scene.messages.items)
    assert scene.state.up == []


def test_a_human_mover_moves_the_witch_only_on_their_move(display):
    app = FakeApp()
    scene = make_scene(app, setup_with({2: "kb_left"}))
    app.push(scene)
    to_search(scene)
    s = scene.state
    assert s.turn["movers"] == [1, 2] and s.mover() == 1
    press = Intent(CONFIRM, "kb_left", seat=2, key_group="kb_left")
    scene.on_intent(press)
    assert s.turn["moves"] == 0 and scene.messages.items  # not yet: Leo (a bot) moves first
    scene.act(None, M.MoveWitch(1))
    scene.on_intent(press)
    assert s.turn["moves"] == 2


def test_two_players_the_mover_alternates_hands(display):
    app = FakeApp()
    scene = make_scene(app, setup_with({1: "kb_left"}, players=2))
    app.push(scene)
    to_search(scene)
    past_the_count(scene)
    s = scene.state
    left = Intent(CONFIRM, "kb_left", seat=1, key_group="kb_left")
    right = Intent(CONFIRM, "kb_right", seat=1, key_group="kb_right")
    scene.on_intent(left)
    scene.on_intent(left)
    assert s.turn["moves"] == 1 and scene.presenter.waiting_or_running("wrong_hand")
    scene.on_intent(right)
    assert s.turn["moves"] == 2
    # the free right-hand zone is lent to the mover by the one-hand rules
    assert app.input.seat_of("kb_right") is None
    [lent] = app.input.process(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, scancode=0, mod=0))
    assert (lent.action, lent.seat) == (CONFIRM, 1)


def test_one_human_searches_against_the_automatic_witch(display):
    app = FakeApp(witch_tempo="fast")
    scene = make_scene(app, setup_with({0: "mouse"}))
    assert scene.state.auto_witch == pytest.approx(WITCH_SECONDS["fast"]) and scene.state.human_seats == [0]
    to_search(scene)
    assert scene.state.turn["auto"]
    past_the_count(scene)
    for _ in range(60):
        scene.update(0.1)
    assert scene.state.turn["moves"] >= 5


def test_changing_the_witch_tempo_mid_game_applies_at_once(display):
    app = FakeApp(witch_tempo="slow")
    scene = make_scene(app, setup_with({0: "mouse"}))
    scene.enter()
    to_search(scene)
    assert scene.state.auto_witch == pytest.approx(WITCH_SECONDS["slow"])
    assert scene.state.clock.remaining("witch") == pytest.approx(WITCH_SECONDS["slow"])
    scene.pause()  # the pause menu, then Settings, over the table
    app.settings.set("witch_tempo", "fast")
    scene.resume()
    assert scene.state.auto_witch == pytest.approx(WITCH_SECONDS["fast"])
    assert scene.state.clock.remaining("witch") == pytest.approx(WITCH_SECONDS["fast"])  # sooner too
    past_the_count(scene)
    moves = scene.state.turn["moves"]
    for _ in range(12):
        scene.update(0.1)  # 1.2 s: one move at the fast tempo (the slow one would have made none yet)
    assert scene.state.turn["moves"] == moves + 1
    # a saved game takes today's setting when it is entered again
    state_json = R.to_json(scene.state)
    again = make_scene(FakeApp(witch_tempo="normal"), scene.setup, state_json)
    again.enter()
    assert again.state.auto_witch == pytest.approx(WITCH_SECONDS["normal"])


def test_an_all_bot_table_has_no_automatic_witch_whatever_the_setting(display):
    app = FakeApp(witch_tempo="fast")
    scene = demo_scene(app, 2)
    scene.enter()
    scene.resume()
    assert scene.state.auto_witch is None


def test_all_bot_tables_play_by_themselves(display):
    app = FakeApp()
    scene = demo_scene(app, 2)
    assert scene.state.auto_witch is None
    for _ in range(int(90 / 0.05)):
        scene.update(0.05)
    assert scene.state.turn_no >= 3


def test_the_game_is_saved_at_turn_boundaries_and_resumes(display):
    app = FakeApp()
    setup = setup_with({0: "mouse"})
    scene = make_scene(app, setup)
    scene.update(D.STUDY_SECONDS + 0.1)
    assert len(app.saves.saved) == 1
    saved_setup, state_json, extra = app.saves.saved[0]
    assert extra["game"] == "baba_yaga" and state_json["phase"] == "choose_path"
    again = make_scene(FakeApp(), saved_setup, state_json)
    assert R.to_json(again.state) == state_json


def test_pause_opens_the_menu_with_the_rules(display):
    app = FakeApp()
    scene = demo_scene(app, 1)
    scene.on_intent(Intent(PAUSE, "kb_any"))
    assert app.paused_for == ["baba_yaga"]


def test_the_engine_end_screen_ranks_the_winner_first_and_play_again_starts_a_new_game(display):
    from game.engine.menus.end_screen import EndScreen

    app = FakeApp()
    scene = demo_scene(app, 3, "end")
    app.push(scene)
    assert scene.state.phase == "over" and app.saves.cleared >= 1
    for _ in range(300):
        if isinstance(app.top, EndScreen):
            break
        app.frame(1 / 30)
    end = app.top
    assert isinstance(end, EndScreen) and end.subtitle == tr("baba_yaga.end.tie_break")
    assert end.ranking[0].seat == scene.state.winner and end.ranking[0].place == 1
    assert [p.place for p in end.ranking] == sorted(p.place for p in end.ranking)
    end.play_again()
    assert isinstance(app.top, BabaYagaScene) and app.top is not scene


def test_sounds_follow_the_events(display):
    app = FakeApp()
    scene = make_scene(app, setup_with({1: "kb_left"}))
    to_search(scene)
    assert scene.act(None, M.MoveWitch(scene.state.mover()))
    scene.update(0.05)
    assert "baba_yaga/whoosh" in app.audio.played and "baba_yaga/flip" in app.audio.played


def test_the_mover_panel_names_the_keys_to_press(display):
    app = FakeApp()
    scene = make_scene(app, setup_with({0: "kb_right", 1: "kb_left"}, players=2))
    to_search(scene)
    scene.draw(pygame.Surface((1920, 1080)))
    assert scene.renderer.hud._key_hint(1) == "E, then R, in turn"  # the other zone is taken: act1 / act2
    app = FakeApp()
    scene = make_scene(app, setup_with({1: "kb_right"}, players=3))
    to_search(scene)
    scene.draw(pygame.Surface((1920, 1080)))
    assert scene.renderer.hud._key_hint(1) == "Your key: Enter"


def test_a_wobbling_gamepad_searcher_has_one_cursor_and_it_is_the_wobbling_hand(display):
    app = app_with_a_pad()
    scene = make_scene(app, setup_with({0: "pad:7"}))
    scene.enter()
    inp = app.input
    s = scene.state
    scene.on_events(None, None, R.tick(s, D.STUDY_SECONDS))
    s.pending.append([D.WOBBLE, s.active])
    scene.act(None, M.ChooseFlightPath(s.turn["chooser"], "row", "west"))
    assert scene.hand.wobbling() and scene.hand.wobbling_pad() == "pad:7"

    def frame(dt=1 / 60):
        inp.update(dt)  # the app moves the pad cursors first, then updates the scene
        scene.update(dt)

    frame()
    assert inp.pointer_mode("pad:7")
    real = scene.hand.pad_wobble.real
    shown = []
    for _ in range(40):
        frame()
        drawn = inp.virtual_cursors()["pad:7"]  # what the app draws, after the scene
        hand = scene.hand.searcher_pointer()
        assert drawn == (round(hand[0]), round(hand[1]))  # the drawn cursor is the hand: no second arrow
        shown.append(drawn)
    assert len(set(shown)) > 10  # it wobbles ...
    assert scene.hand.pad_wobble.real == pytest.approx(real, abs=1.0)  # ... while the hand itself stays put
    # the stick still steers the hand underneath the wobble
    inp.process(pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=7,
                                   axis=pygame.CONTROLLER_AXIS_LEFTX, value=32767), lambda p: p)
    for _ in range(12):
        frame()
    inp.process(pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=7,
                                   axis=pygame.CONTROLLER_AXIS_LEFTX, value=0), lambda p: p)
    moved = scene.hand.pad_wobble.real[0] - real[0]
    assert 150 < moved < 400 and scene.hand.pad_wobble.real[1] == pytest.approx(real[1], abs=1.0)
    real = scene.hand.pad_wobble.real
    # time up: the wobble ends and the cursor goes back to where the hand really is
    for _ in range(20):  # the automatic witch flies home
        scene.on_events(None, None, R.tick(s, 2.0))
    assert s.phase != "search"
    frame()
    assert scene.hand.pad_wobble.pointer("pad:7") is None
    assert inp.pointer_pos("pad:7") == (round(real[0]), round(real[1]))


def test_the_still_table_layer_matches_a_fresh_one_after_flips_swaps_and_turns(display):
    from game.games.baba_yaga.board_layer import BoardLayer

    app = FakeApp()
    scene = demo_scene(app, 5)
    scene.on_events(None, None, R.tick(scene.state, D.STUDY_SECONDS))
    redraws = 0
    for i in range(1260):  # 21 s of bots playing (a whole turn at the slow witch), drawn every frame
        scene.update(1 / 60)
        scene.draw(display)
        layer = scene.renderer.layer
        if i and i % 150 == 0 or i == 1259:
            fresh = BoardLayer(layer.background)
            redraws += fresh.update(dict(layer.drawn), scene.renderer._paint_cell)
            assert pygame.image.tobytes(fresh.surface, "RGB") == pygame.image.tobytes(layer.surface, "RGB")
    assert scene.state.turn_no >= 2 and redraws > 0
    # a still frame redraws nothing on the layer
    scene.renderer._draw_layer(display)
    assert scene.renderer.layer.update(dict(scene.renderer.layer.drawn), scene.renderer._paint_cell) == 0


def test_a_phone_searcher_walks_the_tile_cursor_with_its_d_pad_and_turns_with_a(display):
    """A phone has no stick: its d-pad walks the tile cursor and A turns the tile under it, the whole phone
    being the searcher's one hand (the buttons were refused as "the other hand" of a gamepad)."""
    from game.engine.remote import device as phone_keys
    from game.games.baba_yaga import controls as C
    from game.games.baba_yaga import hints

    phone = "pad:phone-abc"
    app = FakeApp()
    app.input.add_phone(phone, "Kai")
    scene = make_scene(app, setup_with({0: phone}))
    app.push(scene)
    assert app.input.bind(0, phone)
    to_search(scene)
    past_the_count(scene)
    s = scene.state
    target = [c for c in D.FOREST_CELLS if s.board[c] in s.card_elements()][0]
    r0, c0 = divmod(scene.hand.cursor.cell, D.SIZE)
    r1, c1 = divmod(target, D.SIZE)
    presses = ((["down"] * (r1 - r0) if r1 > r0 else ["up"] * (r0 - r1))
               + (["right"] * (c1 - c0) if c1 > c0 else ["left"] * (c0 - c1)) + ["confirm"])
    for button in presses:
        app.input.feed([phone_keys.press(phone, button), phone_keys.release(phone, button)])
        for intent in app.input.update(0.0):
            assert intent.action != HANDICAP
            scene.on_intent(intent)
    assert target in s.up and scene.hand.searcher_pointer() == L.index_center(target)
    assert not C.uses_pointer(phone) and hints.kind(phone) == "keys"
    assert "stick" not in hints.search_hint(phone, app.input.action_label)
