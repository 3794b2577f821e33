"""The kit's game log (game/engine/table/game_log.py, log_view.py, GameScene's log hooks), on the tiny game of
tests/template_game: entries kept in order with their seat, the last lines drawn at >= 28 px on a dark backing, the
whole log opened by L, a pad's Back/Select, the round button beside the pause button and the pause menu, and a
continued game starting with "Game resumed" (the log itself is not saved)."""
import pygame
import pytest

from game.core.setup import GameSetup, SeatConfig
from game.engine import intents as I
from game.engine.i18n import tr
from game.engine.menus.pause import PauseMenu
from game.engine.table import game_log as GL
from game.engine.table.log_view import LogView
from game.engine.widgets.base import label_text
from tests.fakes import FakeApp
from tests.template_game import rules as R
from tests.template_game import scene as DS


@pytest.fixture(autouse=True)
def _registered(nim):
    return nim


def make(seed=2, bots=False, state=None):
    app = FakeApp()
    kind = "bot" if bots else "human"
    setup = GameSetup("nim", [SeatConfig("Mia", "red", kind, device="kb_left"),
                                     SeatConfig("Leo", "blue", "bot")], seed=seed)
    scene = DS.make_scene(app, setup, state)
    app.push(scene)
    return app, scene


def test_the_log_keeps_every_entry_in_order_with_its_seat_and_game_time():
    log = GL.GameLog()
    log.add(0, "Mia: +1", 1.0)
    log.add(None, "   ", 2.0)  # nothing to say: not kept
    log.add(1, "Leo:   +2\n", 3.5)
    log.add(None, "The clock ran out", 4.0)
    assert [(e.seat, e.text, e.at) for e in log] == [(0, "Mia: +1", 1.0), (1, "Leo: +2", 3.5),
                                                      (None, "The clock ran out", 4.0)]
    assert [e.text for e in log.last(2)] == ["Leo: +2", "The clock ran out"] and len(log) == 3


def test_every_action_through_act_leaves_its_sentences_in_order():
    app, scene = make()
    assert len(scene.game_log) == 0  # a new game starts blank
    scene.clock = 5.0
    scene.act(0, R.Take(0, 2))
    scene.act(1, R.Take(1, 1))
    assert [(e.seat, e.text, e.at) for e in scene.game_log] == [(0, "Mia took 2 stones", 5.0),
                                                                (1, "Leo took 1 stone", 5.0)]
    assert scene.act(0, R.Take(1, 2)) is None and len(scene.game_log) == 2  # refused: nothing happened


def test_a_bot_game_fills_the_log_and_a_human_action_adds_a_line():
    app, scene = make(seed=2)
    scene.on_intent(I.Intent(I.CONFIRM, "kb_left", seat=0))
    assert scene.game_log.entries[-1].seat == 0 and scene.game_log.entries[-1].text.startswith("Mia")
    for _ in range(600):
        scene.take_over_humans()
        app.stack[0].update(1 / 20)
        if scene.state.winner is not None:
            break
    assert scene.state.winner is not None
    assert len(scene.game_log) >= 5 and {e.seat for e in scene.game_log} == {0, 1}
    last = scene.game_log.entries[-1]
    assert last.seat == scene.state.winner and last.text.startswith(scene.seat_name(last.seat) + " took")


def test_tick_events_are_logged_like_actions(monkeypatch):
    app, scene = make()
    monkeypatch.setattr(R, "tick", lambda state, dt: [R.Took(1, 1, 7)])
    monkeypatch.setattr(scene, "save", lambda: None)
    scene.tick(0.1)
    assert [(e.seat, e.text) for e in scene.game_log] == [(1, "Leo took 1 stone")]


def test_a_broken_sentence_never_stops_the_game(monkeypatch):
    app, scene = make()

    def broken(seat, action, events):
        raise KeyError("oops")
    monkeypatch.setattr(scene, "log_lines", broken)
    assert scene.act(0, R.Take(0, 1)) is not None and scene.state.stones == 14


def test_a_continued_game_starts_with_game_resumed():
    app, scene = make(state=R.to_json(R.State(2, 4, active=1)))  # Continue hands the scene the saved JSON
    assert [(e.seat, e.text) for e in scene.game_log] == [(None, tr("table_log.resumed"))]
    assert scene.state.stones == 4
    app, scene = make(state=R.State(2, 4, active=1))  # a demo table built from a rules state: not resumed
    assert len(scene.game_log) == 0


def test_the_strip_draws_the_last_three_lines_on_a_dark_backing_at_28_px_or_more(text_sizes):
    app, scene = make()
    for n in range(5):
        scene.game_log.add(n % 2, f"Line {n} " + "a very long sentence that keeps going " * (6 if n == 4 else 0))
    surface = pygame.Surface((1920, 1080))
    surface.fill((250, 240, 200))  # a light sky below: the backing must carry the contrast
    scene.draw(surface)
    drawn = [s for s, _ in text_sizes]
    assert not any(s.startswith("Line 0") or s.startswith("Line 1") for s in drawn)
    assert any(s.startswith("Line 2") for s in drawn) and any(s.startswith("Line 4") for s in drawn)
    assert min(size for _, size in text_sizes) >= 28
    (x, y), anchor = scene.log_at
    dark = surface.get_at((x + scene.log_width // 2, y - 8))
    assert max(dark[:3]) < 80  # the backing under the lines, not the sky


def test_the_strip_leads_each_line_with_the_seat_badge_colour():
    app, scene = make()
    scene.game_log.add(1, "Leo: +1")  # blue square
    surface = pygame.Surface((1920, 1080))
    scene.draw(surface)
    rect = scene.table_log.strip.draw(surface, scene.game_log, scene.seat_badge, *scene.log_at, scene.log_width,
                                 scene.clock)
    cx, cy = rect.x + GL.PAD_X + GL.BADGE_R + 2, rect.y + GL.PAD_Y + GL.ROW_H // 2
    assert surface.get_at((cx, cy))[:3] == (64, 132, 232)


def test_l_opens_the_whole_log_and_l_closes_it():
    app, scene = make()
    scene.act(0, R.Take(0, 1))
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l", scancode=0))
    assert isinstance(app.top, LogView) and app.top.log is scene.game_log
    app.top.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_l, mod=0, unicode="l", scancode=0))
    assert app.top is scene


def test_a_pads_select_opens_it_but_its_b_button_stays_the_games():
    app, scene = make()
    scene.on_intent(I.Intent(I.BACK, "pad:0", seat=0, key=6, key_group="pad:0.r"))
    assert app.top is scene
    scene.on_intent(I.Intent(I.BACK, "pad:0", seat=0, key=4, key_group="pad:0.l"))
    assert isinstance(app.top, LogView)
    app.top.on_intent(I.Intent(I.BACK, "pad:0", key=4, key_group="pad:0.l"))
    assert app.top is scene


def test_the_round_button_shows_with_the_pointer_and_a_click_opens_the_log():
    app, scene = make()
    at = scene.log_button_at()
    px, py = scene.pause_button_at
    assert at[1] == py and at[0] < px - 44  # beside the pause button, not on it
    scene.on_intent(I.Intent(I.POINTER_DOWN, "mouse", pos=at, button=1))
    assert app.top is scene  # hidden until the pointer moves: a click there is the game's
    scene.on_intent(I.Intent(I.POINTER_MOVE, "mouse", pos=(at[0] + 5, at[1])))
    assert scene.log_button_shown()
    scene.on_intent(I.Intent(I.POINTER_DOWN, "mouse", pos=(at[0] + 5, at[1]), button=1))
    assert isinstance(app.top, LogView)


def test_the_button_fades_after_the_pointer_rests():
    app, scene = make(seed=4, bots=True)
    scene.on_intent(I.Intent(I.POINTER_MOVE, "mouse", pos=(100, 100)))
    assert scene.log_button_shown()
    scene.update(4.0)
    assert not scene.log_button_shown()


def test_the_pause_menu_has_a_game_log_entry_that_opens_it():
    app, scene = make()
    app.push(PauseMenu(app, "nim"))
    labels = [label_text(b.label) for b in app.top.buttons]
    entry = next(b for b in app.top.buttons if label_text(b.label) == tr("table_log.pause_entry"))
    assert len(labels) == 5
    entry.activate()
    assert isinstance(app.top, LogView)


def test_the_pause_menu_over_no_game_has_no_log_entry():
    app = FakeApp()
    app.push(PauseMenu(app, None))
    assert all(label_text(b.label) != tr("table_log.pause_entry") for b in app.top.buttons)


def test_the_whole_log_opens_at_the_newest_and_scrolls_by_arrows_wheel_and_pad(text_sizes):
    app, scene = make()
    for n in range(60):
        scene.game_log.add(n % 2, f"Entry {n}: Mia moved a piece and something else happened", n)
    scene.open_log()
    view = app.top
    assert view.max_scroll > 0 and view.target == view.max_scroll
    view.on_intent(I.Intent(I.UP, "kb_right"))
    after_up = view.target
    assert after_up < view.max_scroll
    view.on_intent(I.Intent(I.WHEEL, "mouse", button=1))
    assert view.target < after_up
    view.on_intent(I.Intent(I.DOWN, "pad:0", key=12, key_group="pad:0.l"))
    view.on_intent(I.Intent(I.LEFT, "pad:0"))
    assert view.target >= 0
    for _ in range(30):
        view.update(1 / 30)
    surface = pygame.Surface((1920, 1080))
    view.draw(surface)
    assert min(size for _, size in text_sizes) >= 28
    assert any(s.startswith("Entry") for s, _ in text_sizes)


def test_the_whole_log_of_an_empty_game_says_so(text_sizes):
    app, scene = make()
    scene.open_log()
    app.top.draw(pygame.Surface((1920, 1080)))
    assert tr("table_log.empty") in [s for s, _ in text_sizes]


def test_the_end_screen_rows_use_the_scenes_seat_badge():
    """A game with its own seat symbols (Beanstalk) shows them on the end screen too, not the kit's shapes."""
    from game.core.setup import GameSetup
    from game.engine.menus.end_screen import EndScreen, Placing
    from tests.fakes import FakeApp

    drawn = []
    app = FakeApp()
    setup = GameSetup.all_bots("pied_piper", 3)
    end = EndScreen(app, setup, "Mia wins!", [Placing(0), Placing(1), Placing(2)],
                    badge=lambda surface, seat, centre, radius: drawn.append(seat))
    end.draw(pygame.Surface((1920, 1080)))
    assert sorted(drawn) == [0, 1, 2]
