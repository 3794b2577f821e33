"""No game is lost from view: the title's Continue lists every saved game (game, when, who), newest first, and
continues the one chosen by mouse, keys or pad; each game's set-up screen offers "Continue this game"; Continue
restores what the screen showed (the game log, Magic Maze's selected heroes); old saves without it still load; the
game night continues its own game; Quit asks first even when Enter lands on it at start-up."""
from __future__ import annotations

import json
import time

import pygame
import pytest

from game.core.setup import GameSetup
from game.engine import i18n
from game.engine import intents as it
from game.engine.menus.saved_games import SavedGamesScene, resume, when_text
from game.engine.menus.setup import SetupScene
from game.engine.menus.title import TitleScene
from game.engine.saves import SaveStore
from game.engine.table.game_scene import GameScene
from game.engine.widgets.base import label_text
from game.games import registry
from tests.fakes import FakeApp
from tests.save_helpers import real_state


@pytest.fixture
def store(tmp_path):
    return SaveStore(tmp_path, registry())


def _setup(game: str, players: int, names=(), humans=(0,)) -> GameSetup:
    setup = GameSetup.all_bots(game, players, seed=3)
    for i, name in enumerate(names):
        setup.seats[i].name = name
    for i in humans:
        setup.seats[i].kind, setup.seats[i].device = "human", "mouse"
    return setup


def _save(store, game, players, at, names=(), humans=(0,), extra=None):
    store.save(_setup(game, players, names, humans), real_state(game, players), extra)
    path = store.slot_path(game)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["saved_at"] = at
    path.write_text(json.dumps(data), encoding="utf-8")


def _continue_button(title):
    return next((b for b in title.buttons if b.on_click == title.continue_game), None)


def _draw(app):
    app.top.update(1 / 60)
    app.top.draw(pygame.Surface((1920, 1080)))


# the title's list ------------------------------------------------------------------------------------------------
def test_a_kragmortha_save_stays_reachable_after_a_pied_piper_game(store):
    now = time.time()
    _save(store, "kragmortha", 4, now - 1500, names=("Ada", "Leo", "Kai", "Zoe"))  # the 25-minute game
    _save(store, "pied_piper", 3, now - 60, names=("Mia", "Leo", "Ben"))  # played after it
    app = FakeApp(saves=store)
    title = TitleScene(app)
    app.push(title)
    button = _continue_button(title)
    assert label_text(button.label) == "Continue (2 games)" and title.group.focused is button
    app.click(button.rect.center)
    listing = app.top
    assert isinstance(listing, SavedGamesScene)
    assert [row.saved.game for row in listing.rows] == ["pied_piper", "kragmortha"]  # newest first
    row = listing.rows[1]
    assert [s.name for s in row.saved.seats] == ["Ada", "Leo", "Kai", "Zoe"]
    assert [s.is_bot for s in row.saved.seats] == [False, True, True, True]
    app.click(row.rect.center)  # the mouse chooses Kragmortha
    game = app.top
    assert isinstance(game, GameScene) and game.setup.game == "kragmortha"
    assert game.setup.seats[0].name == "Ada"


@pytest.mark.parametrize("device", ["kb_right", "pad:1"])
def test_the_saved_games_list_answers_keys_and_pads(store, device):
    now = time.time()
    _save(store, "kragmortha", 4, now - 1500)
    _save(store, "pied_piper", 3, now - 60)
    _save(store, "baba_yaga", 3, now - 90000)
    app = FakeApp(saves=store)
    app.push(SavedGamesScene(app))
    listing = app.top
    assert listing.group.focused is listing.rows[0]
    app.send(it.DOWN, device)
    app.send(it.DOWN, device)
    assert listing.group.focused is listing.rows[2] and listing.rows[2].saved.game == "baba_yaga"
    app.send(it.CONFIRM, device)
    assert isinstance(app.top, GameScene) and app.top.setup.game == "baba_yaga"


def test_one_saved_game_is_continued_at_once_and_back_leaves_the_list(store):
    _save(store, "pied_piper", 3, time.time())
    app = FakeApp(saves=store)
    title = TitleScene(app)
    app.push(title)
    assert label_text(_continue_button(title).label) == "Continue — The Pied Piper"
    app.send(it.CONFIRM)
    assert isinstance(app.top, GameScene) and app.top.setup.game == "pied_piper"
    listing = SavedGamesScene(app)
    app.push(listing)
    app.send(it.BACK)
    assert app.titles == 1


def test_the_list_is_readable_from_the_sofa(store, text_sizes):
    """Eight seats with long names, in both languages: every word drawn at 28 px or more, all inside its row."""
    names = ("Grandmother", "Alexandra", "Maximilian", "Christopher", "Josephine", "Bartholomew", "Guinevere",
             "Leopoldine")
    _save(store, "magic_maze", 8, time.time() - 60, names=names)
    _save(store, "kragmortha", 4, time.time() - 120)
    app = FakeApp(saves=store)
    for lang in ("en", "zh-TW"):
        i18n.set_language(lang)
        app.push(SavedGamesScene(app))
        _draw(app)
        app.pop()
    i18n.set_language("en")
    sizes = [size for _s, size in text_sizes]
    assert sizes and min(sizes) >= 28
    drawn = {s for s, _size in text_sizes}
    assert "Magic Maze" in drawn and "Grandmother" in drawn and "飛躍魔盜團" in drawn


def test_when_a_game_was_saved_is_said_in_family_words_in_both_languages():
    now = time.mktime((2026, 12, 5, 18, 30, 0, 0, 0, -1))
    today = time.mktime((2026, 12, 5, 14, 5, 0, 0, 0, -1))
    yesterday = time.mktime((2026, 12, 4, 20, 10, 0, 0, 0, -1))
    earlier = time.mktime((2026, 11, 3, 9, 0, 0, 0, 0, -1))
    last_year = time.mktime((2025, 12, 24, 17, 45, 0, 0, 0, -1))
    assert [when_text(t, now) for t in (today, yesterday, earlier, last_year)] == [
        "Today 14:05", "Yesterday 20:10", "3 Nov 09:00", "24 Dec 2025 17:45"]
    i18n.set_language("zh-TW")
    try:
        assert [when_text(t, now) for t in (today, yesterday, earlier, last_year)] == [
            "今天 14:05", "昨天 20:10", "11月3日 09:00", "2025年12月24日 17:45"]
    finally:
        i18n.set_language("en")
    assert when_text(0, now) == ""


# the set-up screen -----------------------------------------------------------------------------------------------
def test_the_setup_screen_offers_continue_this_game(store):
    _save(store, "kragmortha", 4, time.time() - 300, names=("Ada", "Leo", "Kai", "Zoe"))
    app = FakeApp(saves=store)
    other = SetupScene(app, "pied_piper")
    assert other.continue_button is None  # no Pied Piper game waits
    setup = SetupScene(app, "kragmortha")
    app.push(setup)
    button = setup.continue_button
    assert button is not None and label_text(button.label) == "Continue this game"
    assert setup.group.focused is button
    assert "Ada, Leo (bot), Kai (bot), Zoe (bot)" in setup.help_line()
    assert button.rect.bottom < setup.players_choice.rect.top  # it heads the column
    assert setup.fold.rect.bottom <= 900  # the column still ends above Back
    app.send(it.CONFIRM)
    assert isinstance(app.top, GameScene) and app.top.setup.game == "kragmortha"
    assert app.top.setup.seats[0].name == "Ada"  # the saved table, not the set-up screen's


# what the screen showed ------------------------------------------------------------------------------------------
def _game(app, game, players):
    setup = _setup(game, players)
    scene = app.games.get(game).make_scene(app, setup)
    app.push(scene)
    return scene


def test_continue_restores_the_game_log(store):
    app = FakeApp(saves=store)
    scene = _game(app, "pied_piper", 3)
    scene.game_log.add(0, "Mia played the Piper", scene.clock)
    scene.clock = 125.0
    scene.game_log.add(1, "Leo's rat walked 5 steps", scene.clock)
    scene.save()
    assert resume(app, "pied_piper")
    again = app.top
    assert again is not scene and isinstance(again, GameScene)
    texts = [e.text for e in again.game_log]
    assert texts == ["Mia played the Piper", "Leo's rat walked 5 steps", "Game resumed"]
    assert [e.seat for e in again.game_log] == [0, 1, None]
    assert again.game_log.entries[-1].at >= 125.0  # the log's times go on from where the game was
    again.clock = 10.0
    again.game_log.add(2, "Ben drew", again.clock)
    assert again.game_log.entries[-1].at == pytest.approx(135.0)
    again.save()  # and saved again with the continued game
    assert resume(app, "pied_piper")
    assert [e.text for e in app.top.game_log][-2:] == ["Ben drew", "Game resumed"]


def test_continue_restores_each_seats_selected_hero(store):
    app = FakeApp(saves=store)
    scene = _game(app, "magic_maze", 3)
    assert scene.selection.selected[0] == "orange"
    scene.selection.select(0, "yellow")
    scene.save()
    assert resume(app, "magic_maze")
    assert app.top is not scene and app.top.selection.selected[0] == "yellow"


def test_an_old_save_without_the_screen_still_loads(store):
    _save(store, "magic_maze", 3, time.time(), extra={"game": "magic_maze"})  # as earlier versions saved
    app = FakeApp(saves=store)
    assert resume(app, "magic_maze")
    assert [e.text for e in app.top.game_log] == ["Game resumed"]
    assert app.top.selection.selected[0] == "orange"


@pytest.mark.parametrize("screen", [
    {"log": {"clock": 5, "entries": [[9, "a seat that is not at the table", 1]]}},
    {"log": {"clock": 5, "entries": "not a list"}, "selection": {"0": "blue"}},
    {"log": [], "selection": {"x": "yellow"}},
    {"log": {"clock": -5, "entries": []}, "selection": ["yellow"]},
    "not an object",
])
def test_a_damaged_screen_in_a_save_leaves_the_screen_as_new_and_the_game_goes_on(store, screen):
    _save(store, "magic_maze", 3, time.time(), extra={"game": "magic_maze", "screen": screen})
    app = FakeApp(saves=store)
    assert resume(app, "magic_maze")
    scene = app.top
    assert isinstance(scene, GameScene) and scene.setup.game == "magic_maze"
    assert [e.text for e in scene.game_log] == ["Game resumed"]
    assert scene.selection.selected[0] == "orange"
    assert store.saved_games()  # the save itself is good: kept, offered


# the game night --------------------------------------------------------------------------------------------------
def test_continue_the_night_opens_the_nights_own_game_after_another_game_was_saved():
    from game.core.night import Night, Player
    from game.engine import paths
    from game.engine.family import NightStore
    from game.engine.night_flow import NightFlow

    games = registry()
    night = Night([Player("Mia", "red", "human", "normal"), Player("Leo", "blue", "bot", "easy"),
                   Player("Ada", "yellow", "bot", "easy")], ["kragmortha", "pied_piper"])
    night_store = NightStore(paths.user_data_dir(), games.ids())
    night_store.save(night)
    saves = SaveStore(paths.user_data_dir(), games)
    try:
        setup = NightFlow(night, games, night_store).setup_for("kragmortha")
        saves.save(setup, real_state("kragmortha", 3), {"game": "kragmortha",
                                                         "screen": {"log": {"clock": 60, "entries": [[0, "Mia", 1]]}}})
        data = json.loads(saves.slot_path("kragmortha").read_text(encoding="utf-8"))
        data["saved_at"] = time.time() - 600
        saves.slot_path("kragmortha").write_text(json.dumps(data), encoding="utf-8")
        _save(saves, "pied_piper", 3, time.time())  # a game of its own, played since
        app = FakeApp(saves=saves)
        title = TitleScene(app)
        night_button = next(b for b in title.buttons if b.icon == "dice")
        night_button.activate()
        game = app.top
        assert isinstance(game, GameScene) and game.setup.game == "kragmortha"
        assert app.night_flow is not None and app.night_flow.owns(game.setup)
        assert [e.text for e in game.game_log] == ["Mia", "Game resumed"]
    finally:
        night_store.clear()
        for slot in ("kragmortha", "pied_piper"):
            saves.slot_path(slot).unlink(missing_ok=True)


def test_choosing_the_nights_game_from_the_list_continues_the_night():
    from game.core.night import Night, Player
    from game.engine import paths
    from game.engine.family import NightStore
    from game.engine.night_flow import NightFlow

    games = registry()
    night = Night([Player("Mia", "red", "human", "normal"), Player("Leo", "blue", "bot", "easy")],
                  ["pied_piper", "kragmortha"])
    night_store = NightStore(paths.user_data_dir(), games.ids())
    night_store.save(night)
    saves = SaveStore(paths.user_data_dir(), games)
    try:
        setup = NightFlow(night, games, night_store).setup_for("pied_piper")
        saves.save(setup, real_state("pied_piper", 2))
        app = FakeApp(saves=saves)
        assert resume(app, "pied_piper")
        assert app.night_flow is not None and app.night_flow.owns(app.top.setup)
    finally:
        night_store.clear()
        saves.slot_path("pied_piper").unlink(missing_ok=True)


# quit asks -------------------------------------------------------------------------------------------------------
def test_quit_asks_when_enter_lands_on_it_at_start_up():
    app = FakeApp()
    title = TitleScene(app)
    app.push(title)
    quit_button = title.buttons[-1]
    app.send(it.POINTER_MOVE, it.MOUSE, pos=quit_button.rect.center)
    assert title.group.focused is quit_button  # the pointer resting over Quit focuses it
    app.send(it.CONFIRM)
    assert not app.quit_called and app.top is not title  # asked first
    app.send(it.CONFIRM)  # a second stray Enter answers No
    assert not app.quit_called and app.top is title
    app.click(quit_button.rect.center)
    app.click(quit_button.rect.center)  # a double click at start-up lands on nothing of the question
    assert not app.quit_called



# any file: restored whole or not at all --------------------------------------------------------------------------

def _json_values():
    from hypothesis import strategies as st
    leaves = st.one_of(st.none(), st.booleans(), st.integers(-5, 12), st.floats(allow_nan=False, allow_infinity=False),
                       st.text(max_size=6), st.sampled_from(["yellow", "orange", "0", "1", "clock", "entries"]))
    return st.recursive(leaves, lambda inner: st.one_of(st.lists(inner, max_size=4),
                                                        st.dictionaries(st.text(max_size=8), inner, max_size=4)),
                        max_leaves=6)


def _log_part():
    from types import SimpleNamespace

    from game.engine.table.table_log import TableLog

    ctx = SimpleNamespace(seats=SimpleNamespace(count=3), clock=2.0)
    part = TableLog(ctx, place=None, button_at=None, button_allowed=None, always=None, open_log=None)
    part.log.add(None, "Game resumed", 0.0)
    return part


def test_any_saved_screen_is_restored_whole_or_not_at_all():
    from hypothesis import given, settings
    from hypothesis import strategies as st

    from game.games.magic_maze.selection import Selection

    class _State:
        players = 3

    @settings(max_examples=30, deadline=None)
    @given(st.one_of(_json_values(), st.fixed_dictionaries({"clock": _json_values(), "entries": _json_values()}),
                     st.fixed_dictionaries({"clock": st.floats(0, 99), "entries": st.lists(st.lists(
                         _json_values(), min_size=3, max_size=3), max_size=3)})))
    def check(data):
        from types import SimpleNamespace

        part = _log_part()
        try:
            part.restore_extra(data)
        except Exception:
            assert [e.text for e in part.log] == ["Game resumed"] and part.log.offset == 0.0
        else:
            assert [e.text for e in part.log][-1] == "Game resumed"
            assert all(e.seat is None or 0 <= e.seat < 3 for e in part.log)
        selection = Selection(SimpleNamespace(state=_State()))
        before = dict(selection.selected)
        try:
            selection.restore_extra(data)
        except Exception:
            assert selection.selected == before
        else:
            assert set(selection.selected) == {0, 1, 2} and set(selection.selected.values()) <= {
                "orange", "yellow", "purple", "green"}

    check()
