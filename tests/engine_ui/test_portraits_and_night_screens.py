"""The family's portraits (our own SVGs, drawn by tools/make_portraits.py, small, each a face on screen) and
the sofa floor (no text under 28 px) on the screens the family players and their best moments changed, in
English and 繁體中文."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.engine import i18n
from game.engine.family import OLD_PORTRAITS, PORTRAITS, Family

ROOT = Path(__file__).resolve().parents[2]
FOLDER = ROOT / "assets" / "art" / "portraits"


def test_every_portrait_is_a_small_svg_the_script_draws():
    assert len(PORTRAITS) == 12 and len(set(PORTRAITS)) == 12
    assert sorted(p.stem for p in FOLDER.glob("*")) == sorted(PORTRAITS)  # SVG only: no PNG committed
    for pid in PORTRAITS:
        svg = (FOLDER / f"{pid}.svg").read_text(encoding="utf-8")
        assert len(svg) < 8000 and "<text" not in svg and "filter" not in svg and "<image" not in svg, pid
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "make_portraits.py"), "--check"], cwd=ROOT,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_every_portrait_draws_a_face_and_a_missing_one_the_seat_badge():
    from game.engine import portraits
    from tests.fakes import FakeApp

    FakeApp()  # a display for rendering
    for pid in PORTRAITS:
        pic = portraits.portrait(pid, 96)
        assert pic is not None and pic.get_size() == (96, 96)
        colours = {pic.get_at((x, y))[:3] for x in range(8, 88, 6) for y in range(8, 88, 6)}
        assert len(colours) > 12, pid  # a picture, not a flat disc
        assert pic.get_at((1, 1)).a == 0 and pic.get_at((48, 48)).a == 255  # round: clear corners
    surface = pygame.Surface((200, 200))
    surface.fill((0, 0, 0))
    portraits.draw_portrait(surface, "nobody", (100, 100), 96, "red")
    assert surface.get_at((100, 100))[:3] != (0, 0, 0)  # the badge stands in


def test_a_profile_keeps_its_portrait_and_an_older_id_becomes_the_nearest(tmp_path):
    (tmp_path / "profiles.json").write_text(
        '{"version": 1, "profiles": [{"name": "Mia", "portrait": "owl"}, {"name": "Leo", "portrait": "bear"},'
        ' {"name": "Ada", "portrait": "dragon"}]}', encoding="utf-8")
    fam = Family(tmp_path)
    assert [p.portrait for p in fam.profiles] == ["owl", OLD_PORTRAITS["bear"], PORTRAITS[0]]


def test_the_family_page_form_chooses_a_portrait_and_a_device_and_edits_a_player(tmp_path):
    from game.engine.menus.family_page import FamilyPage
    from tests.fakes import FakeApp

    app = FakeApp()
    app.family = Family(tmp_path)
    page = FamilyPage(app, app.games)
    page.set_name("Nana")
    page.set_portrait("witch")
    page.set_device("pad")
    page.set_age("child")
    page.add()
    nana = Family(tmp_path).get("Nana")
    assert (nana.portrait, nana.device, nana.child) == ("witch", "pad", True)
    page.set_name("Nana")  # her name again: the form shows her, and Add saves the change
    assert page.portrait_choice.value == "witch" and page.device_choice.value == "pad" and page.editing()
    page.set_portrait("owl")
    page.add()
    assert Family(tmp_path).get("Nana").portrait == "owl" and len(Family(tmp_path).profiles) == 1
    page.draw(pygame.Surface((1920, 1080)))


CASES = [("family", None), ("family", "empty"), ("family", "crowd:3"), ("setup", "family"), ("night_setup", None),
         ("night_setup", "family"), ("night_board", None), ("night_board", "over"), ("night_champion", None)]


@pytest.mark.parametrize("lang", ("en", "zh-TW"))
@pytest.mark.parametrize("scene,moment", CASES)
def test_the_changed_screens_keep_the_sofa_floor(scene, moment, lang, text_sizes, tmp_path):
    from game.tools.common import FRAME_DT, headless_app, tool_scenes

    app = headless_app(lang)
    app.family = Family(tmp_path)
    try:
        app.push(tool_scenes(app.games)[scene](app, 1, moment))
        for _ in range(20):
            app.frame(FRAME_DT, bench=True)
        assert not app.crashes
    finally:
        app.shutdown()
        i18n.set_language("en")
    small = sorted({(s, size) for s, size in text_sizes if size < 28}, key=lambda p: p[1])
    assert text_sizes and not small, f"{scene} {moment} {lang}: {small[:10]}"


@pytest.mark.parametrize("lang", ("en", "zh-TW"))
def test_family_players_with_long_names_keep_the_floor_at_the_fullest_tables(lang, text_sizes, tmp_path):
    from game.engine.family import Profile
    from game.engine.menus.setup import SetupScene
    from tests.fakes import FakeApp

    i18n.set_language(lang)
    try:
        app = FakeApp()
        app.family = Family(tmp_path)
        for name, face in (("Grandpa", "grandpa"), ("Grandma", "grandma"), ("Florence", "girl")):
            app.family.profiles.append(Profile(name, portrait=face, age="child" if name == "Florence" else "grown-up"))
        surface = pygame.Surface((1920, 1080))
        for info in [g for g in app.games.available() if g.most_players >= 6]:
            scene = SetupScene(app, info.id)
            scene.set_players(scene.model.player_range()[1])
            for i, name in enumerate(("Grandpa", "Grandma", "Florence")):
                scene.set_kind(i, "family:" + name)
            scene.build()
            scene.draw(surface)
            scene.group.focus(scene.seat_widgets[0][1])
            scene.draw(surface)
    finally:
        i18n.set_language("en")
    small = sorted({(s, size) for s, size in text_sizes if size < 28}, key=lambda p: p[1])
    assert text_sizes and not small, small[:10]
