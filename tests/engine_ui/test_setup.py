import pygame
import pytest

from game.core.setup import FIVE_SEAT_COLOURS, SEAT_COLOURS, GameSetup, SeatConfig, seat_colours
from game.engine import i18n
from game.engine import intents as it
from game.engine.menus import setup_model
from game.engine.menus.setup import HELP_RECT, SetupScene
from tests.fakes import FakeApp, GameScene


def make(app, game_id="fake_game", setup=None):
    scene = SetupScene(app, game_id, setup)
    app.push(scene)
    return scene


def colours(scene):
    return [s.colour for s in scene.model.active]


def test_player_count_clamps_to_the_games_range(app, fake_game):
    scene = make(app)
    scene.group.focus(scene.players_choice)
    for _ in range(6):
        app.send(it.RIGHT)
    assert scene.model.players == 4 and len(scene.seat_widgets) == 4
    for _ in range(6):
        app.send(it.LEFT, "pad:0")
    assert scene.model.players == 2 and len(scene.seat_widgets) == 2
    assert scene.group.focused is scene.players_choice  # the rebuilt screen keeps the focus


def test_counts_outside_the_range_are_clamped_when_restored(app, fake_game):
    too_many = GameSetup("fake_game", [SeatConfig(f"P{i}") for i in range(5)])
    assert make(app, setup=too_many).model.players == 4
    too_few = GameSetup("fake_game", [SeatConfig("Solo")])
    assert make(app, setup=too_few).model.players == 2


def test_colours_stay_unique(app, fake_game):
    scene = make(app)
    scene.model.set_players(4)
    scene.build()
    assert len(set(colours(scene))) == 4
    first_colour = scene.seat_widgets[0][0]
    scene.group.focus(first_colour)
    for _ in range(10):
        app.send(it.RIGHT)
        assert len(set(colours(scene))) == 4
    # a restored set-up with clashing colours is repaired
    clash = GameSetup("fake_game", [SeatConfig("A", "red"), SeatConfig("B", "red"), SeatConfig("C", "red")])
    assert len(set(colours(make(app, setup=clash)))) == 3


def test_more_seats_than_colours_share_the_least_used():
    seats = [SeatConfig(str(i), "red") for i in range(8)]
    setup_model.make_colours_unique(seats)
    used = [s.colour for s in seats]
    assert set(used) == set(FIVE_SEAT_COLOURS) and max(used.count(c) for c in FIVE_SEAT_COLOURS) == 2


def test_games_of_up_to_eight_give_eight_seats_eight_colours_and_shapes():
    from game.engine import theme
    assert seat_colours(5) == FIVE_SEAT_COLOURS and seat_colours(8) == SEAT_COLOURS
    seats = [SeatConfig(str(i), "red") for i in range(8)]
    setup_model.make_colours_unique(seats, seat_colours(8))
    assert sorted(s.colour for s in seats) == sorted(SEAT_COLOURS)
    assert len({theme.SEAT_SHAPE[s.colour] for s in seats}) == 8  # told apart by shape too
    for shape in ("hexagon", "cross", "heart"):
        assert len(theme.shape_points(shape, (0, 0), 20)) >= 6


def test_human_and_bot_cycling_enables_the_device(app, fake_game):
    scene = make(app)
    kind, device = scene.seat_widgets[1][2], scene.seat_widgets[1][3]
    assert scene.model.seats[1].kind == "bot" and not device.enabled
    scene.group.focus(kind)
    seen = []
    for _ in range(4):
        app.send(it.RIGHT)
        seen.append((scene.model.seats[1].kind, scene.model.seats[1].difficulty, device.enabled))
    assert seen == [("bot", "hard", False), ("human", "hard", True), ("bot", "easy", False),
                    ("bot", "normal", False)]


def test_device_choice_offers_mouse_keyboard_zones_and_gamepads(fake_game):
    app = FakeApp(devices=["mouse", "kb_left", "pad:7", "pad:9"])
    scene = make(app)
    device = scene.seat_widgets[0][3]
    assert device.values == ["mouse", "kb_left", "kb_right", "kb_numpad", "pad:7", "pad:9"]
    scene.group.focus(device)
    for _ in range(5):
        app.send(it.RIGHT, "pad:7")
    assert scene.model.seats[0].device == "pad:9"
    assert setup_model.device_label("pad:9", app) == "Pad 2"


def test_options_come_from_the_registry_with_labels(app, fake_game, monkeypatch):
    scene = make(app)
    assert list(scene.option_choices) == ["mode", "rounds", "team_play"]
    mode = scene.option_choices["mode"]
    assert mode.value == "classic"
    # no catalogue keys: humanised ids; with keys: translated
    opt = fake_game.options[2]
    assert setup_model.option_label("fake_game", opt) == "Team play"
    assert setup_model.choice_label("fake_game", opt, True) == "On"
    cat = dict(i18n.catalogue("en"))
    cat["opt.fake_game.mode"] = "Game mode"
    cat["opt.fake_game.mode.wild"] = "Wild cards"
    monkeypatch.setitem(i18n._catalogues, "en", cat)
    assert setup_model.option_label("fake_game", fake_game.options[0]) == "Game mode"
    scene.group.focus(mode)
    app.send(it.RIGHT)
    assert scene.model.options["mode"] == "wild" and mode.fmt(mode.value) == "Wild cards"


def test_seed_is_editable_and_the_dice_rolls_a_new_one(app, fake_game):
    scene = make(app)
    assert scene.seed_field is None  # under the "Advanced" fold, folded by default
    scene.group.focus(scene.fold)
    app.send(it.CONFIRM)
    field = scene.seed_field
    scene.group.focus(field)
    app.send(it.CONFIRM, "kb_right", key=pygame.K_RETURN)
    assert field.editing
    for _ in range(8):
        app.event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode=""))
    app.event(pygame.event.Event(pygame.TEXTINPUT, text="42x7"))
    app.send(it.CONFIRM, "kb_right", key=pygame.K_RETURN)
    assert scene.model.seed == 427 and field.value == "427"
    app.click(scene.dice.rect.center)
    assert scene.model.seed != 427 and field.value == str(scene.model.seed)


def test_names_edit_and_cycle(app, fake_game):
    scene = make(app)
    name = scene.seat_widgets[1][1]
    scene.group.focus(name)
    app.send(it.RIGHT, "pad:0")
    assert scene.model.seats[1].name == "Ada"  # the next default name after Leo
    app.click(name.rect.center)
    app.event(pygame.event.Event(pygame.TEXTINPUT, text="m"))
    app.send(it.CONFIRM, "kb_right", key=pygame.K_RETURN)
    assert scene.model.seats[1].name == "Adam"


def test_start_builds_the_setup_and_remembers_it(app, fake_game):
    scene = make(app)
    scene.group.focus(scene.players_choice)
    app.send(it.RIGHT)  # 4 players
    scene.group.focus(scene.option_choices["rounds"])
    app.send(it.RIGHT)
    scene.set_kind(2, "human")
    scene.set_device(2, "kb_left")
    scene.set_name(0, "Oma")
    seed = scene.model.seed
    app.click(scene.start.rect.center)
    game, _ = app.switched[-1]
    assert isinstance(game, GameScene)
    setup = game.setup
    assert setup.game == "fake_game" and setup.players == 4 and setup.seed == seed
    assert setup.options == {"mode": "classic", "rounds": 7, "team_play": False}
    assert setup.seats[0].name == "Oma" and setup.seats[2].kind == "human" and setup.seats[2].device == "kb_left"
    remembered = app.settings.get("last_setup")["fake_game"]
    assert GameSetup.from_json(remembered) == setup

    # the next visit restores every choice (a fresh seed is rolled)
    again = SetupScene(app, "fake_game")
    restored = again.model.to_setup()
    assert restored.seats == setup.seats and restored.options == setup.options
    assert again.option_choices["rounds"].value == 7 and again.players_choice.value == 4


def test_remembered_unplugged_pad_falls_back_to_the_mouse(fake_game):
    app = FakeApp(devices=["mouse"])
    setup = GameSetup("fake_game", [SeatConfig("A", kind="human", device="pad:3"), SeatConfig("B", "blue")])
    app.settings.set("last_setup", {"fake_game": setup.to_json()})
    scene = make(app)
    assert scene.model.seats[0].device == "mouse"


def test_garbage_in_settings_gives_defaults(fake_game):
    app = FakeApp()
    app.settings.set("last_setup", {"fake_game": {"nonsense": 1}})
    scene = make(app)
    assert scene.model.players == 3 and scene.model.seats[0].kind == "human"


def test_back_goes_to_the_title(app, fake_game):
    make(app)
    app.send(it.BACK, "pad:0")
    assert app.titles == 1


def test_every_field_is_reachable_with_up_down(app, fake_game):
    scene = make(app)
    scene.group.focus(scene.players_choice)
    visited = [scene.group.focused]
    for _ in range(40):
        app.send(it.DOWN, "pad:0")
        if scene.group.focused is visited[-1]:
            break
        visited.append(scene.group.focused)
    focusable = [w for w in scene.group.widgets if w.can_focus]
    assert visited == focusable
    assert visited[-1] is scene.back_button or visited[-2] is scene.start


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_setup_draws_for_every_real_game(app, lang):
    i18n.set_language(lang)
    for game_id in app.games.ids():
        scene = SetupScene(app, game_id)
        app.stack = [scene]
        app.frame()
        assert len(scene.card_rects) == scene.model.players


def test_the_kept_picture_of_the_unfocused_widgets_matches_a_full_draw_and_follows_changes(app, fake_game):
    import pygame

    scene = make(app)
    kept, full = pygame.Surface((1920, 1080)), pygame.Surface((1920, 1080))

    def same() -> bool:
        """Equal, but where the focused widget's ring meets its neighbour (it is drawn last: on top)."""
        scene.draw(kept)
        full.blit(scene._base, (0, 0))
        scene.group.draw(full)
        ring = scene.group.screen_rect(scene.group.focused).inflate(60, 60)
        for surf in (kept, full):
            surf.fill((0, 0, 0), ring)
            surf.fill((0, 0, 0), HELP_RECT.inflate(40, 40))  # the focused field's explanation goes over both
        return pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(full, "RGB")

    assert same()
    scene.group.focus(scene.group.widgets[-1])  # the focus moves
    assert same()
    first = scene.group._layer
    scene.draw(kept)
    assert scene.group._layer is first  # nothing changed: the picture is kept
    assert scene.players_choice is not scene.group.focused
    scene.players_choice.set_value(scene.players_choice.values[-1])  # an unfocused widget changes
    assert same() and scene.group._layer is not first
