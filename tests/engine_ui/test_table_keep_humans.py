"""The kit's GameScene.bench_update: the tools' frames put bots at the human seats, unless the scene keeps them
human (`keep_humans`: a demo moment showing a person's turn)."""
from game.core.setup import GameSetup, SeatConfig
from tests.fakes import FakeApp
from tests.template_game import scene as DS


def make():
    app = FakeApp()
    setup = GameSetup("nim", [SeatConfig("Mia", "red", "human", device="kb_left"),
                                     SeatConfig("Leo", "blue", "bot")], seed=2)
    scene = DS.make_scene(app, setup)
    app.push(scene)
    return scene


def test_a_tools_frame_puts_a_bot_at_every_human_seat(nim):
    scene = make()
    assert 0 not in scene.bots
    scene.bench_update(1 / 60)
    assert 0 in scene.bots and scene.humans == [0]


def test_a_scene_that_keeps_its_humans_leaves_their_seats_to_them_and_still_runs(nim):
    scene = make()
    scene.keep_humans = True
    clock = scene.clock
    scene.bench_update(1 / 60)
    assert 0 not in scene.bots and scene.clock > clock
