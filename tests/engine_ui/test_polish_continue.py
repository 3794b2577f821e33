"""The title's Continue names the saved game (from the save's metadata, in the current language); a damaged save
still hides Continue and is set aside with a notice."""
import pytest

from game.core.setup import GameSetup
from game.engine import i18n, text, theme
from game.engine.menus.title import TitleScene
from game.engine.saves import SaveStore
from game.engine.widgets.base import label_text
from game.games import registry
from tests.fakes import FakeApp
from tests.save_helpers import real_state


@pytest.fixture
def store(tmp_path):
    return SaveStore(tmp_path, registry())


def title_with(store):
    app = FakeApp(saves=store)
    scene = TitleScene(app)
    app.push(scene)
    return app, scene


def continue_button(scene):
    return next((b for b in scene.buttons if b.on_click == scene.continue_game), None)


def test_continue_names_the_saved_game_in_both_languages(store):
    store.save(GameSetup.all_bots("baba_yaga", 3), real_state("baba_yaga", 3))
    _app, scene = title_with(store)
    assert label_text(continue_button(scene).label) == "Continue — Baba Yaga"
    assert scene.group.focused is continue_button(scene)
    i18n.set_language("zh-TW")  # the title rebuilds itself on a language switch
    assert label_text(continue_button(scene).label) == "繼續《雅加婆婆》"


class SavedBeanstalk:
    """A Continue slot holding the game with the longest title (its rules are not built yet, so no real save)."""
    notices: list = []

    def has_continue(self):
        return True

    def game_id(self):
        return "beanstalk"

    def saved_games(self):
        from game.engine.saves import SavedGame
        return [SavedGame("beanstalk", 0.0, ())]


def test_the_label_fits_the_button_at_full_size():
    _app, scene = title_with(SavedBeanstalk())
    button = continue_button(scene)
    label = label_text(button.label)
    assert "Jack & the Beanstalk" in label
    width = text.render(label, theme.BUTTON, theme.TEXT, bold=True).get_width()
    assert button.rect.w >= width + 28 * 2 + int(theme.BUTTON * 0.95) + 18  # never squeezed smaller
    rects = [b.rect for b in scene.buttons]
    assert rects[0].left >= 0 and rects[-1].right <= 1920
    assert all(a.right < b.left for a, b in zip(rects, rects[1:]))  # no overlap


def test_returning_to_the_title_follows_a_new_save(store):
    store.save(GameSetup.all_bots("baba_yaga", 3), real_state("baba_yaga", 3))
    _app, scene = title_with(store)
    store.save(GameSetup.all_bots("pied_piper", 3), real_state("pied_piper", 3))
    scene.resume()
    assert label_text(continue_button(scene).label) == "Continue (2 games)"  # both wait: Continue lists them
    store.clear()  # the Pied Piper game ended: one slot per game, so the Baba Yaga game is still there
    scene.resume()
    assert label_text(continue_button(scene).label) == "Continue — Baba Yaga"
    store.clear()  # a second clear (the end screen after the game's own) never touches another game's slot
    scene.resume()
    assert label_text(continue_button(scene).label) == "Continue — Baba Yaga"
    store.load()  # Baba Yaga continued and finished
    store.clear()
    scene.resume()
    assert continue_button(scene) is None


def test_a_save_of_a_game_this_version_lacks_is_kept_aside_and_not_offered(store):
    store.save(GameSetup.all_bots("baba_yaga", 3), real_state("baba_yaga", 3))
    raw = store.path.read_text(encoding="utf-8").replace('"game": "baba_yaga"', '"game": "no_such_game"')
    store.path.write_text(raw, encoding="utf-8")
    _app, scene = title_with(store)
    assert continue_button(scene) is None  # a newer version's save: kept under its own name, with a notice
    assert [k for k, _ in store.notices] == ["app.notice.save_newer"]
    assert len(list(store.folder.glob("*.newer.bak"))) == 1


@pytest.mark.parametrize("content", ["{not json", '{"format": 1, "game": 7}'])
def test_a_damaged_save_hides_continue_and_is_set_aside(store, content):
    store.path.write_text(content, encoding="utf-8")
    _app, scene = title_with(store)
    assert continue_button(scene) is None
    assert [b.icon for b in scene.buttons] == ["dice", "gear", "exit"]
    assert not store.path.exists() and [k for k, _ in store.notices][:1] == ["app.notice.save_damaged"]
