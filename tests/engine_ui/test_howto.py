"""How to play with pictures (issue 10.5): every game's walkthrough has 3-6 pages, each a picture from the game's
own art with 1-3 sentences in both languages; the viewer turns pages by keys, pad, wheel and mouse, ends in the
full rules, is reached from the pause menu, and its text is never under 32 px."""
import pygame
import pytest

from game import games
from game.core import howto_spec as H
from game.engine import i18n, paths
from game.engine import intents as it
from game.engine.menus.howto import HowToView, render_picture
from game.engine.menus.pause import PauseMenu
from game.engine.menus.rules_view import RulesView
from game.engine.widgets.base import label_text
from tests.fakes import FakeApp

GAMES = [info.id for info in games.every() if info.has_module("howto")]  # a walkthrough is optional


@pytest.fixture(scope="module")
def screen():
    pygame.init()
    return pygame.display.set_mode((1920, 1080))


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_has_three_to_six_pages_from_its_own_art(game_id):
    pages = games.get(game_id).howto_pages()
    assert 3 <= len(pages) <= 6
    for page in pages:
        arts = page.art()
        assert len(arts) >= 2, f"{page.title}: a picture needs the game's art"
        assert all(a.startswith(f"{game_id}/") for a in arts), "a page shows its own game's pictures"
        assert all(paths.asset("images", a).is_file() for a in arts)
        assert any(isinstance(p, (H.Arrow, H.Label, H.Mark)) for p in page.picture), "arrows or labels explain it"


@pytest.mark.parametrize("lang", ("en", "zh-TW"))
@pytest.mark.parametrize("game_id", GAMES)
def test_every_page_is_translated(game_id, lang):
    for page in games.get(game_id).howto_pages():
        missing = [k for k in page.keys() if not i18n.has(k, lang)]
        assert not missing, missing


def test_a_page_has_one_to_three_sentences():
    with pytest.raises(ValueError):
        H.Page("t", ())
    with pytest.raises(ValueError):
        H.Page("t", ("a", "b", "c", "d"))


def test_a_game_without_a_walkthrough_offers_none():
    info = games.GameInfo("no_such_game_here", 2, 3)
    assert info.howto_pages() == ()


def test_how_to_play_of_a_game_without_a_walkthrough_opens_its_rules(screen, nim):
    from game.engine.menus.setup import SetupScene

    app = FakeApp()
    app.push(SetupScene(app, "nim"))
    app.top.show_howto()
    assert isinstance(app.top, RulesView) and app.top.game_id == "nim"
    assert "takes the last stone wins" in " ".join(line for _y, line, _h in app.top.lines)  # the game's rules text
    menu = PauseMenu(app, "nim")
    app.push(menu)
    labels = [label_text(b.label) for b in menu.buttons]
    assert i18n.tr("pause.rules") in labels and i18n.tr("pause.howto") not in labels  # no second way to the same


def test_pages_turn_with_keys_pad_wheel_and_buttons_and_end_in_the_rules(screen):
    app = FakeApp()
    view = HowToView(app, "pied_piper")
    app.push(view)
    n = len(view.pages)
    app.send(it.RIGHT)
    assert view.index == 1
    app.send(it.LEFT, device="pad:0")
    assert view.index == 0
    view.on_intent(it.Intent(it.WHEEL, device="mouse", button=-1))
    assert view.index == 1
    view.prev_button.on_click()
    assert view.index == 0
    for _ in range(n - 1):
        app.send(it.CONFIRM)  # Next is focused on every page
    assert view.index == n - 1 and label_text(view.next_button.label) == i18n.tr("howto.full_rules")
    app.send(it.CONFIRM)
    assert isinstance(app.top, RulesView) and app.top.game_id == "pied_piper"
    assert view not in app.stack  # Back from the rules returns where the walkthrough began


def test_esc_leaves_the_walkthrough(screen):
    app = FakeApp()
    app.push(PauseMenu(app, "pied_piper"))
    app.push(HowToView(app, "pied_piper"))
    app.send(it.PAUSE)
    assert isinstance(app.top, PauseMenu)


def test_the_pause_menu_offers_how_to_play_before_the_rules(screen):
    app = FakeApp()
    menu = PauseMenu(app, "baba_yaga")
    app.push(menu)
    labels = [label_text(b.label) for b in menu.buttons]
    assert labels.index(i18n.tr("pause.howto")) == labels.index(i18n.tr("pause.rules")) - 1
    next(b for b in menu.buttons if label_text(b.label) == i18n.tr("pause.howto")).on_click()
    assert isinstance(app.top, HowToView) and app.top.game_id == "baba_yaga"


def test_how_to_play_wears_its_own_icon_not_resumes_play_triangle(screen):
    """Two play triangles at the top of the pause menu read as two buttons picked at once (QA, from the sofa)."""
    menu = PauseMenu(FakeApp(), "baba_yaga")
    icons = {label_text(b.label): b.icon for b in menu.buttons}
    assert icons[i18n.tr("pause.howto")] == "help" and icons[i18n.tr("pause.resume")] != "help"


@pytest.mark.parametrize("lang", ("en", "zh-TW"))
@pytest.mark.parametrize("game_id", GAMES)
def test_every_page_draws_and_its_text_is_at_least_32_px(game_id, lang, screen, text_sizes):
    sizes = text_sizes
    i18n.set_language(lang)
    try:
        app = FakeApp()
        view = HowToView(app, game_id)
        app.push(view)
        for i in range(len(view.pages)):
            view.show(i)
            app.frame(1 / 60, screen)
            pic = view.picture(i)
            assert pic.get_size() == H.PICTURE
            covered = pygame.mask.from_surface(pic).count()
            assert covered > 0.1 * H.PICTURE[0] * H.PICTURE[1]  # a picture, not a few specks
    finally:
        i18n.set_language("en")
    small = sorted({(s, z) for s, z in sizes if z < 32}, key=lambda p: p[1])
    assert not small, small[:10]


def test_a_broken_piece_leaves_a_gap_not_a_crash(screen):
    page = H.Page("howto.title", ("howto.next",), (H.Art("pied_piper/no_such_picture.svg", (10, 10), 50),
                                                   H.Mark("tick", (800, 280), 80)))
    pic = render_picture(page)
    assert pygame.mask.from_surface(pic).count() > 0


def test_a_game_scenes_rules_pages_come_before_the_rules_in_the_pause_menu(screen, nim):
    """GameScene.rules_pages (default none): the pause menu's rules and walkthrough show them first (no scrolling
    past the whole rules to find the scenario being played), then the rules under their heading."""
    from game.core.setup import GameSetup
    from tests.template_game.scene import NimScene

    class ScenarioScene(NimScene):
        def rules_pages(self):
            return [("Scenario 9: Follow the leader", "One player has no action tile.")]

    app = FakeApp()
    plain = NimScene(app, GameSetup.all_bots("nim", 2))
    assert plain.rules_pages() == []
    app.push(ScenarioScene(app, GameSetup.all_bots("nim", 2)))
    menu = PauseMenu(app, "pied_piper")  # the rules of some game; the pages come from the scene below
    app.push(menu)
    menu.show_rules()
    rules = app.top
    assert isinstance(rules, RulesView)
    headings = [line for _y, line, heading in rules.lines if heading]
    assert headings == ["Scenario 9: Follow the leader", rules.title]
    assert rules.lines[1][1] == "One player has no action tile." and not rules.lines[1][2]
    app.pop()
    menu.show_howto()
    for _ in range(len(app.top.pages)):
        app.send(it.CONFIRM)
    assert isinstance(app.top, RulesView) and app.top.extra_pages == [("Scenario 9: Follow the leader",
                                                                      "One player has no action tile.")]


def test_a_broken_rules_page_hook_still_shows_the_rules(screen, nim):
    from game.core.setup import GameSetup
    from tests.template_game.scene import NimScene

    class Broken(NimScene):
        def rules_pages(self):
            raise RuntimeError("boom")

    app = FakeApp()
    app.push(Broken(app, GameSetup.all_bots("nim", 2)))
    menu = PauseMenu(app, "pied_piper")
    app.push(menu)
    menu.show_rules()
    assert isinstance(app.top, RulesView) and app.top.extra_pages == []
