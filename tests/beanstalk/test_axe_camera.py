"""On a tall stalk the camera follows its top, so the axe -- thrown from the player's seat by the board -- and
its aiming arrow were off the screen (seen in play with 16 pieces). While the axe is aimed or flies, the camera
frames the table."""
from __future__ import annotations

from game.games.beanstalk import demo as D
from game.games.beanstalk import rules as R
from game.games.beanstalk import stalk as S
from game.games.beanstalk.scene import BeanScene
from tests.fakes import FakeApp

DT = 1 / 60


def _tall_stalk_scene(app) -> BeanScene:
    setup = D.demo_setup(3, 1)
    state = R.new_game(setup.config(), 1)
    D.play_until(state, 1, lambda s: s.phase == "start" and s.actor == 0)
    D.stack(state, D.tower_kinds(16))
    scene = BeanScene(app, setup, state)
    scene.keep_humans = True
    app.push(scene)
    return scene


def _on_screen(scene, x: float, y: float) -> bool:
    sx, sy = scene.camera.to_screen(x, y)
    return 0 <= sx < 1920 and 0 <= sy < 1080


def test_the_axe_is_on_screen_while_aimed_and_thrown_on_a_tall_stalk():
    scene = _tall_stalk_scene(FakeApp())
    for _ in range(120):
        scene.update(DT)
    assert not _on_screen(scene, *S.AXE_START)  # the camera is up at the stalk's top
    scene.live_table.take_axe(0.35, 0.8)
    for _ in range(120):
        scene.update(DT)
    assert _on_screen(scene, *S.AXE_START) and _on_screen(scene, 0.0, 0.0)
    scene.live_table.throw_axe()
    for _ in range(30):
        scene.update(DT)
    assert _on_screen(scene, *S.AXE_START)
