"""Set-up labels in family words (issue 10.5): every option explains itself in one line when it has focus (or
the pointer is over it), the seed and the advanced options wait under a folded "Advanced" fold, Magic Maze
offers its rules' pile / side / leader there, "How to play" opens the walkthrough, and the unfolded screen
keeps its text at 28 px or more at the fewest and the most seats, in both languages."""
import pygame
import pytest

from game import games
from game.core.setup import GameSetup
from game.engine import i18n, text
from game.engine import intents as it
from game.engine.menus.howto import HowToView
from game.engine.menus.setup import SetupScene
from tests.fakes import FakeApp

LANGS = ("en", "zh-TW")
GAMES = games.registry().ids()


@pytest.fixture(scope="module")
def screen():
    pygame.init()
    return pygame.display.set_mode((1920, 1080))


def _scene(game_id, players=None):
    app = FakeApp()
    setup = GameSetup.all_bots(game_id, players) if players else None
    scene = SetupScene(app, game_id, setup)
    app.push(scene)
    return app, scene


def _open(app, scene):
    scene.group.focus(scene.fold)
    app.send(it.CONFIRM)
    assert scene.advanced_open


def test_the_seed_waits_under_the_folded_advanced_fold(screen):
    app, scene = _scene("pied_piper")
    assert scene.seed_field is None and not scene.advanced_open
    _open(app, scene)
    assert scene.seed_field in scene.group.widgets and scene.dice in scene.group.widgets
    assert scene.group.focused is scene.fold
    app.send(it.CONFIRM)
    assert scene.seed_field is None


def test_magic_maze_offers_pile_side_and_leader_under_advanced(screen):
    app, scene = _scene("magic_maze", 4)
    assert not {"pile", "side", "leader"} & set(scene.option_choices)
    _open(app, scene)
    assert {"pile", "side", "leader"} <= set(scene.option_choices)
    scene.option_choices["pile"].set_value(21)
    scene.set_option("pile", 21)
    scene.set_option("side", "B")
    setup = scene.model.to_setup()
    assert setup.options["pile"] == 21 and setup.options["side"] == "B"
    from game.games.magic_maze import rules as R
    state = R.new_game({**setup.config(), "scenario": 12}, 1)
    assert len(state.pile) == 20  # tiles 2-21: the rules take the set-up's choice


def test_magic_maze_leader_only_with_three_or_more(screen):
    app, scene = _scene("magic_maze", 2)
    _open(app, scene)
    assert "leader" not in scene.option_choices
    scene.set_players(3)
    assert "leader" in scene.option_choices


def test_magic_maze_offers_nine_players_only_with_follow_the_leader(screen):
    """Scenario 9 seats 3 to 9 players (the ninth seat white, a moon); every other scenario 1 to 8: the set-up
    screen never offers a count the rules refuse."""
    from game.core.setup import NINTH_COLOUR
    from game.games.magic_maze import rules as R

    app, scene = _scene("magic_maze", 8)
    assert scene.players_choice.values[-1] == 8
    scene.set_option("scenario", 9)
    assert scene.players_choice.values == list(range(3, 10))
    scene.set_players(9)
    setup = scene.model.to_setup()
    colours = [seat.colour for seat in setup.seats]
    assert len(colours) == 9 and len(set(colours)) == 9 and NINTH_COLOUR in colours
    assert R.new_game(setup.config(), 1).players == 9
    scene.set_option("scenario", 1)  # back to a scenario of 1-8: eight seats, none of them white
    setup = scene.model.to_setup()
    assert scene.players_choice.values == list(range(1, 9)) and setup.players == 8
    assert NINTH_COLOUR not in [seat.colour for seat in setup.seats]
    R.new_game(setup.config(), 1)
    scene.set_players(2)
    scene.set_option("scenario", 9)  # the leader needs two others: three at least
    assert scene.model.players == 3 and scene.players_choice.value == 3
    R.new_game(scene.model.to_setup().config(), 1)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", GAMES)
def test_every_option_explains_itself_in_both_languages(game_id, lang):
    info = games.get(game_id)
    for opt in info.options:
        for value in opt.choices:
            keys = info.option_help_keys(opt.id, value)
            assert any(i18n.has(k, lang) for k in keys), f"{game_id} {opt.id}={value!r}: no help line ({keys})"
    for key in ("players", "advanced", "seed", "howto", "colour", "name", "device", "kind.human", "kind.easy",
                "kind.normal", "kind.hard"):
        assert i18n.has(f"setup.help.{key}", lang)


@pytest.mark.parametrize("lang", LANGS)
def test_each_magic_maze_scenario_solo_and_timer_has_its_own_line(lang):
    info = games.get("magic_maze")
    lines = {i18n.catalogue(lang)[info.option_help_keys("scenario", n)[0]] for n in range(1, 18)}
    assert len(lines) == 17  # one twist per scenario, no two alike
    assert i18n.has(info.option_help_keys("players", 1)[0], lang)  # solo
    for t in (3, 4, 7, "none"):
        assert i18n.has(info.option_help_keys("timer", t)[0], lang)


def test_focus_shows_the_line_of_the_chosen_value(screen):
    app, scene = _scene("magic_maze", 4)
    scene.group.focus(scene.option_choices["scenario"])
    assert scene.help_line() == i18n.tr("magic_maze.option.scenario.1.help")
    app.send(it.RIGHT)
    assert scene.help_line() == i18n.tr("magic_maze.option.scenario.2.help")
    app2, piper = _scene("pied_piper")
    piper.group.focus(piper.option_choices["open_hands"])
    assert piper.help_line() == i18n.tr("pied_piper.option.open_hands.False.help")
    piper.group.focus(piper.start)
    assert piper.help_line() == ""  # Start needs no explanation: the keys hint shows


def test_the_pointer_over_an_option_shows_its_line(screen):
    app, scene = _scene("pied_piper")
    target = scene.option_choices["face_down"]
    app.top.on_intent(it.Intent(it.POINTER_MOVE, it.MOUSE, pos=target.rect.center))
    assert scene.group.focused is target
    assert scene.help_line() == i18n.tr("pied_piper.option.face_down.False.help")


def test_the_line_is_drawn_and_readable(screen, monkeypatch):
    seen = []
    real = text.render
    monkeypatch.setattr(text, "render", lambda s, size, c, bold=False: (seen.append((s, size)), real(s, size, c,
                                                                                                      bold))[1])
    app, scene = _scene("pied_piper")
    scene.group.focus(scene.option_choices["specials"])
    app.frame(1 / 60, screen)
    words = i18n.tr("pied_piper.option.specials.True.help")
    drawn = " ".join(s for s, _ in seen)
    assert words.split()[0] in drawn and all(size >= 28 for _, size in seen)


def test_how_to_play_opens_the_walkthrough_by_mouse_keys_and_pad(screen):
    app, scene = _scene("kragmortha")
    app.click(scene.howto_button.rect.center)
    assert isinstance(app.top, HowToView) and app.top.game_id == "kragmortha"
    app.pop()
    scene.group.focus(scene.howto_button)
    app.send(it.CONFIRM, "pad:0")
    assert isinstance(app.top, HowToView)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", GAMES)
def test_unfolded_set_up_text_at_least_28_px_at_fewest_and_most_seats(game_id, lang, screen, monkeypatch):
    info = games.get(game_id)
    small = []
    real = text.render

    def spy(s, size, colour, bold=False):
        if s.strip() and round(size) < 28:
            small.append((s, round(size)))
        return real(s, size, colour, bold)
    monkeypatch.setattr(text, "render", spy)
    i18n.set_language(lang)
    try:
        for n in sorted({info.min_players, info.max_players}):
            app, scene = _scene(game_id, n)
            _open(app, scene)
            for w in scene.group.widgets:  # every field's explanation in turn
                if w.can_focus:
                    scene.group.focus(w)
                    app.frame(1 / 60, screen)
    finally:
        i18n.set_language("en")
    assert not small, sorted(set(small), key=lambda p: p[1])[:20]
