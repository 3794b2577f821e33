"""The scene, headless: bots finish a game on screen, humans play with keys, clicks and drags, illegal drops
bounce back with a reason, hot-seat curtains, pause, autosave, restore, and every demo moment draws."""
import pygame
import pytest

from game.engine import intents as I
from game.engine.i18n import tr
from game.games.pied_piper import cards as C
from game.games.pied_piper import events as E
from game.games.pied_piper import layout as L
from game.games.pied_piper import rules as R
from game.games.pied_piper.demo import demo_setup
from game.games.pied_piper.scene import demo_scene, make_scene
from tests.fakes import FakeApp

DT = 1 / 30


@pytest.fixture(scope="module")
def app():
    return FakeApp()


def fresh(app):
    app.stack.clear()
    app.saves.saved.clear()
    return app


def run_until(app, scene, cond, frames=4000):
    for _ in range(frames):
        if cond():
            return True
        app.frame(DT)
    return cond()


def human_game(app, humans=1, **options):
    setup = demo_setup(4, 11, humans=humans, start_player=1, **options)
    scene = make_scene(app, setup)
    app.push(scene)
    return scene


def key(scene, action, seat=0):
    scene.on_intent(I.Intent(action, "mouse", seat))


def click(scene, pos, seat=0, action=I.POINTER_DOWN):
    scene.on_intent(I.Intent(action, "mouse", seat, pos=(round(pos[0]), round(pos[1])), button=1))


def centre(rect):
    x, y, w, h = rect
    return x + w / 2, y + h / 2


def test_bots_play_a_whole_game_on_screen_and_every_action_is_saved(monkeypatch):
    from game.games.pied_piper import bot as B
    from game.games.pied_piper import scene as S

    monkeypatch.setattr(S, "BOT_DELAY", 0.05)
    app = fresh(FakeApp())
    scene = demo_scene(app, 4, "setup")
    scene.bots[0] = B.make_bot(0, "hard", 1)
    scene.screen.shown.base_speed = scene.screen.shown.speed = 6.0
    app.push(scene)
    for i in range(20000):
        if R.result(scene.state) is not None and not scene.screen.shown.busy:
            break
        scene.update(DT)
        if i % 25 == 0:
            scene.draw(pygame.display.get_surface())
    assert R.result(scene.state) is not None
    assert app.saves.saved and app.saves.saved[-1][1] == R.to_json(scene.state)
    assert "pied_piper/squeak" in app.audio.played or "pied_piper/tune_short" in app.audio.played
    surface = app.frame(DT)
    assert surface.get_size() == (1920, 1080)


def test_a_human_plays_with_the_keyboard(app):
    fresh(app)
    scene = human_game(app)
    assert run_until(app, scene, lambda: scene.screen.my_turn)
    hand_before = len(scene.state.hands[0])
    key(scene, I.RIGHT)  # select a card
    key(scene, I.UP)  # to the characters
    assert scene.hands.focus == "row"
    key(scene, I.CONFIRM)  # play it
    assert len(scene.state.hands[0]) == hand_before - 1 or scene.state.active != 0
    assert app.saves.saved


def test_up_from_the_hand_reaches_the_characters_in_one_press(app):
    fresh(app)
    scene = human_game(app)
    assert run_until(app, scene, lambda: scene.screen.my_turn)
    assert scene.hands.selected is None
    key(scene, I.UP)
    assert scene.hands.focus == "row" and scene.hands.selected == 0


def test_click_a_card_then_a_character(app):
    fresh(app)
    scene = human_game(app)
    assert run_until(app, scene, lambda: scene.screen.my_turn)
    n = len(scene.screen.hand())
    click(scene, centre(L.hand_card_rect(1, n)))
    click(scene, centre(L.hand_card_rect(1, n)), action=I.POINTER_UP)
    slot = sorted(scene.screen.legal_slots(scene.hands.selected_card()))[0]
    card = scene.hands.selected_card()
    click(scene, centre(L.row_slot_rect(slot)))
    assert card not in scene.state.hands[0]
    assert scene.state.row[slot]["stack"] and scene.state.row[slot]["stack"][-1][0] == card


def test_drag_onto_a_character_plays_and_an_illegal_drop_bounces_with_the_reason(app):
    fresh(app)
    scene = human_game(app)
    assert run_until(app, scene, lambda: scene.screen.my_turn and scene.state.phase == "play")
    n = len(scene.screen.hand())
    start = centre(L.hand_card_rect(0, n))
    target = centre(L.row_slot_rect(2))
    click(scene, start)
    click(scene, target, action=I.POINTER_MOVE)
    click(scene, target, action=I.POINTER_UP)
    assert len(scene.state.played) == 1
    assert run_until(app, scene, lambda: scene.screen.my_turn)
    before = R.to_json(scene.state)
    n = len(scene.screen.hand())
    click(scene, centre(L.hand_card_rect(0, n)))
    click(scene, target, action=I.POINTER_MOVE)
    click(scene, target, action=I.POINTER_UP)  # the same character again: not allowed
    assert R.to_json(scene.state) == before
    assert scene.messages.items[-1].text == tr("pied_piper.err.same_character")
    assert scene.hands.bounces


def test_dropping_a_card_nowhere_sends_it_back(app):
    fresh(app)
    scene = human_game(app)
    assert run_until(app, scene, lambda: scene.screen.my_turn)
    n = len(scene.screen.hand())
    click(scene, centre(L.hand_card_rect(0, n)))
    click(scene, (60, 60), action=I.POINTER_MOVE)
    click(scene, (60, 60), action=I.POINTER_UP)
    assert scene.hands.bounces and not scene.state.played


def test_face_down_toggle_with_act1(app):
    fresh(app)
    scene = human_game(app, face_down=True)
    assert run_until(app, scene, lambda: scene.screen.my_turn)
    key(scene, I.ACT1)
    assert scene.hands.face_down_next
    key(scene, I.RIGHT)
    key(scene, I.UP)
    key(scene, I.CONFIRM)
    assert any(item[1] for e in scene.state.row for item in e["stack"])
    assert not scene.hands.face_down_next


def test_without_specials_act2_or_a_click_lets_the_next_card_wait_under_its_character(app):
    fresh(app)
    scene = human_game(app, specials=False)
    assert run_until(app, scene, lambda: scene.screen.my_turn and scene.screen.can_hold())
    key(scene, I.ACT2)
    assert scene.hands.hold_next
    click(scene, centre(L.hold_button(False)))  # the tile toggles it back ...
    assert not scene.hands.hold_next
    click(scene, centre(L.hold_button(False)))  # ... and on again
    assert scene.hands.hold_next
    empty = [i for i, e in enumerate(scene.state.row) if not e["stack"] and scene.screen.can_hold(i)]
    hand = scene.screen.hand()
    card = next(c for c in hand if any(a.slot == empty[0] and a.card == c for a in scene.screen.legal()))
    scene.hands.selected = hand.index(card)
    surface = app.frame(DT)  # the toggle is drawn, on
    assert surface.get_at((L.hold_button(False)[0] + 10, L.hold_button(False)[1] + 10))[:3] != (0, 0, 0)
    scene.hands.play(scene.hands.selected, empty[0])
    waiting = scene.state.row[empty[0]]["stack"]
    assert waiting and waiting[0][0] == card and not waiting[0][3]  # placed, not acted: it waits
    assert not scene.hands.hold_next


def test_the_hold_toggle_sits_beside_the_face_down_one_clear_of_the_piles():
    both = L.hold_button(True)
    fx, _, fw, _ = L.FACE_DOWN_BUTTON
    assert both[0] >= fx + fw + 4 and both[0] + both[2] <= L.DRAW_POS[0] - 12
    assert L.hold_button(False) == L.FACE_DOWN_BUTTON


def test_the_order_phase_is_chosen_by_clicking_a_ready_character(app):
    fresh(app)
    scene = human_game(app)
    assert run_until(app, scene, lambda: scene.screen.my_turn and scene.state.phase == "play")
    s = scene.state
    # two characters with one card each: the human completes both
    for slot in (0, 1):
        s.row[slot]["stack"] = [[s.actions.draw_pile.pop(), False, 1, False]]
    s.played = []
    scene.screen.shown.sync(s)
    for slot in (0, 1):
        n = len(scene.screen.hand())
        click(scene, centre(L.hand_card_rect(0, n)))
        click(scene, centre(L.hand_card_rect(0, n)), action=I.POINTER_UP)
        click(scene, centre(L.row_slot_rect(slot)))
        run_until(app, scene, lambda: not scene.screen.shown.busy)
    assert s.phase == "order" and sorted(scene.screen.ready_slots()) == [0, 1]
    click(scene, centre(L.row_slot_rect(1)))
    assert s.phase != "order"


def test_pause_opens_the_menu_with_the_rules(app):
    fresh(app)
    scene = human_game(app)
    before = app.paused
    scene.on_intent(I.Intent(I.PAUSE, "kb_any", None))
    assert app.paused == before + 1


def test_two_humans_get_a_curtain_before_each_turn(app):
    fresh(app)
    scene = human_game(app, humans=2)
    assert run_until(app, scene, lambda: app.top is not scene)
    curtain = app.top
    assert scene.screen.shown.seat is None and not scene.screen.my_turn  # nothing shown behind the curtain
    curtain.update(1.0)
    curtain.on_intent(I.Intent(I.CONFIRM, "mouse", 0))
    for _ in range(40):
        if app.top is scene:
            break
        curtain.update(0.05)
    assert app.top is scene and scene.hot.shown == scene.state.active and scene.screen.my_turn



def test_a_picked_card_is_let_go_the_frame_its_hand_leaves_the_screen(app):
    """The selection belongs to the hand on show: when the hot seat hides it (the curtain comes up again), the
    picked card is dropped in that same frame, before anything is drawn."""
    fresh(app)
    scene = human_game(app, humans=2)
    assert run_until(app, scene, lambda: app.top is not scene)
    app.top.update(1.0)
    app.top.on_intent(I.Intent(I.CONFIRM, "mouse", 0))
    assert run_until(app, scene, lambda: app.top is scene and scene.screen.my_turn, 40)
    active = scene.state.active
    scene.on_intent(I.Intent(I.RIGHT, "kb_any", active))
    assert scene.hands.selected == 0 and scene.hands.selected_card() == scene.screen.hand()[0]
    scene.hot.hide()
    scene.update(DT)
    assert scene.hot.curtain_up and scene.screen.shown.seat is None
    assert scene.hands.selected is None and scene.hands.selected_card() is None

def test_a_saved_game_is_restored_and_goes_on(app):
    fresh(app)
    setup = demo_setup(3, 5)
    s = R.new_game(setup.config(), 5)
    R.apply(s, R.legal_actions(s, s.active)[0])
    scene = make_scene(app, setup, R.to_json(s))
    assert R.to_json(scene.state) == R.to_json(s)
    app.push(scene)
    assert run_until(app, scene, lambda: scene.state.turn >= 3, 3000)


@pytest.mark.parametrize("moment", ["setup", "midgame5", "curtain", "elimination", "end"])
def test_every_demo_moment_draws(app, moment, tmp_path):
    fresh(app)
    scene = demo_scene(app, 3, moment)
    app.push(scene)
    for _ in range(3):
        surface = app.frame(DT)
    pygame.image.save(surface, str(tmp_path / f"{moment}.png"))
    assert (tmp_path / f"{moment}.png").stat().st_size > 10000
    if moment == "elimination":
        assert any(isinstance(a.event, E.PlayerEliminated) or a.event == "relayout" for a in scene.screen.shown.queue)
    if moment == "end":
        assert R.result(scene.state) is not None


def test_legal_targets_are_exactly_the_rules_legal_slots(app):
    fresh(app)
    scene = human_game(app)
    assert run_until(app, scene, lambda: scene.screen.my_turn)
    card = scene.screen.hand()[0]
    expected = {a.slot for a in R.legal_actions(scene.state, 0) if isinstance(a, E.PlayCard) and a.card == card}
    assert scene.screen.legal_slots(card) == expected and all(0 <= s < C.ROW_SIZE for s in expected)


def test_the_real_app_runs_a_bot_game_to_the_end_screen(tmp_path, monkeypatch):
    from game.app import App
    from game.engine.crash import CrashScreen
    from game.games.pied_piper import scene as S

    monkeypatch.setenv("TABLE_TALES_HOME", str(tmp_path))
    monkeypatch.setattr(S, "BOT_DELAY", 0.02)
    real = App(headless=True)
    scene = demo_scene(real, 2, "setup")
    scene.screen.shown.base_speed = scene.screen.shown.speed = 8.0
    real.push(scene)
    for _ in range(6000):
        real.frame(1 / 30, events=[], bench=True)
        if real.top is not scene:
            break
    assert not isinstance(real.top, CrashScreen)
    assert R.result(scene.state) is not None
    assert type(real.top).__name__ == "EndScreen"
    assert real.saves.load() is None  # a finished game leaves nothing to continue


def test_the_turn_banner_and_the_figures_cover_nothing_in_a_five_player_game(app):
    from game.games.pied_piper import town as T

    fresh(app)
    scene = demo_scene(app, 1, "midgame5")
    app.push(scene)
    assert run_until(app, scene, lambda: scene.screen.my_turn, 200)
    app.frame(DT)
    assert scene.cues.turn_banner.showing  # the banner is up
    painter = scene.painter
    rect, big, _small = painter.banner_rect(tr("pied_piper.your_turn", name=scene.seat_name(0)))
    obstacles = painter.town_obstacles()
    assert big >= 38 and not any(T.overlaps(tuple(rect), o) for o in obstacles)
    d = scene.screen.shown.data
    houses = painter.plan.houses(d["ring"], painter.angles(), d["markers"])
    for f, (x, y), _left, extra in painter.figure_places(painter.angles()):
        w, h = T.figure_size(f, extra.get("scale", 1.0))
        assert not any(T.overlaps((x - w / 2, y - h, w, h), o) for o in houses), f
    # it slides away after a moment; the turn panel keeps saying whose turn it is
    for _ in range(60):
        app.frame(DT)
    assert not scene.cues.turn_banner.showing


def test_only_the_seats_own_device_lifts_its_curtain(app):
    fresh(app)
    setup = demo_setup(4, 11, humans=2, start_player=1)
    for seat, device in ((0, "kb_left"), (1, "kb_right")):
        setup.seats[seat].device = device
    scene = make_scene(app, setup)
    app.push(scene)
    assert run_until(app, scene, lambda: app.top is not scene)
    curtain, seat = app.top, scene.state.active
    other = "kb_left" if seat == 1 else "kb_right"
    curtain.update(1.0)
    curtain.on_intent(I.Intent(I.CONFIRM, other, 1 - seat))
    curtain.on_intent(I.Intent(I.CONFIRM, "mouse", None))
    for _ in range(40):
        curtain.update(0.05)
    assert app.top is curtain
    curtain.on_intent(I.Intent(I.CONFIRM, scene.device_of(seat), seat))
    for _ in range(40):
        if app.top is scene:
            break
        curtain.update(0.05)
    assert app.top is scene and scene.hot.shown == seat


def test_facing_arrows_point_along_the_street_side_streets_too(app):
    from game.games.pied_piper.plan import gap_angle

    fresh(app)
    scene = demo_scene(app, 1, "midgame5")
    painter, d = scene.painter, scene.screen.shown.data
    angles = painter.angles()
    steep = 0
    for f, pos, _left, extra in painter.figure_places(angles):
        gap, facing = d["figures"][f]
        want = L.travel(gap_angle(d["ring"], angles, gap), facing)
        tip, b1, b2 = L.chevron(pos, 48, extra["way"])
        dx, dy = tip[0] - (b1[0] + b2[0]) / 2, tip[1] - (b1[1] + b2[1]) / 2
        n = (dx * dx + dy * dy) ** 0.5
        assert abs(dx / n - want[0]) < 0.01 and abs(dy / n - want[1]) < 0.01, f
        steep += abs(want[1]) > 0.5
    assert steep >= 2  # figures on the side streets: their arrows slant up or down, not sideways
