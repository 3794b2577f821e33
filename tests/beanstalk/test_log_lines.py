"""Jack & the Beanstalk's game log (log_lines.py, replacing the scene's own three-line list): bots playing
through the scene fill it with sentences naming the seats (cards, dice faces, pieces placed), a human's card and
roll add their lines, and a collapse says who toppled it and who is paid."""
from game.core.setup import GameSetup
from game.engine import intents as I
from game.engine.i18n import tr
from game.games.beanstalk import demo as D
from game.games.beanstalk import events as E
from game.games.beanstalk import log_lines
from game.games.beanstalk.scene import make_scene
from tests.engine_log.helpers import bot_game_log, names_in
from tests.fakes import FakeApp


class Table:
    def seat_name(self, seat):
        return None if seat is None else ["Mia", "Leo", "Ada"][seat]


def test_a_bot_game_fills_the_log_with_sentences_naming_the_seats():
    scene = bot_game_log(make_scene, GameSetup.all_bots("beanstalk", 3, seed=2), frames=6000, dt=1 / 30, enough=14)
    log = scene.game_log
    assert len(log) >= 14 and len(names_in(scene)) >= 2
    texts = [e.text for e in log]
    assert texts[0].startswith(tr("beanstalk_log.revealed", cards=""))  # round 1 began before any action
    assert any(t.startswith(f"{scene.seat_name(e.seat)} stacks ") for t, e in zip(texts, log))
    rolled = [e for e in log if e.text.startswith(f"{scene.seat_name(e.seat)} rolls: ")]
    assert rolled and all(e.seat is not None for e in rolled)


def test_a_humans_card_and_roll_add_their_lines():
    app = FakeApp()
    scene = make_scene(app, D.demo_setup(3, 5))
    app.push(scene)
    scene.update(1 / 60)  # the bots choose at once
    before = len(scene.game_log)
    scene.on_intent(I.Intent(I.CONFIRM, "mouse", 0))
    new = scene.game_log.entries[before:]
    assert any(e.text.startswith(tr("beanstalk_log.revealed", cards="")) and "Mia" in e.text for e in new)


def test_dice_faces_are_named_and_a_collapse_says_who_is_paid():
    events = [E.DiceRolled(0, ("eye", "trunk"), False), E.StalkCollapsed(1, (0, 0, 2)),
              E.GoldDrawn(2, 2, "collapse"), E.StalkReset("collapse")]
    out = log_lines.lines(Table().seat_name, events)
    assert out[0] == (0, tr("beanstalk_log.rolled", name="Mia",
                            faces=f'{tr("beanstalk.face.eye")}, {tr("beanstalk.face.trunk")}'))
    assert out[1] == (1, tr("beanstalk_log.collapse", name="Leo"))
    assert out[2] == (2, tr("beanstalk_log.gold.collapse", name="Ada", n=2))
    assert len(out) == 4


def test_the_scene_keeps_no_log_of_its_own_any_more():
    app = FakeApp()
    scene = make_scene(app, D.demo_setup(2, 1))
    assert not hasattr(scene, "log")
