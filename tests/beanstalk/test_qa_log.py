"""The log strip in a real window cut "Leo places the treasure: the stalk stands…" (the height, the point of the
line, lost) and said "places the die" without saying which: a placed piece's line names a die by its face and
fits the strip whole at the 28 px floor, in both languages."""
import pytest

from game.engine.i18n import set_language, tr
from game.engine.table import game_log as G
from game.games.beanstalk import events as E
from game.games.beanstalk import log_lines
from game.games.beanstalk.scene import BeanScene


class Table:
    def seat_name(self, seat):
        return "Grandma"  # a longer name than the set-up's own


@pytest.fixture
def lang(request):
    set_language(request.param)
    yield request.param
    set_language("en")


@pytest.mark.parametrize("lang", ["en", "zh-TW"], indirect=True)
@pytest.mark.parametrize("kind,face", [("die", "treasure"), ("die", "extra"), ("treasure", None), ("trunk", None),
                                       ("castle", None)])
def test_a_placed_piece_fits_the_strip_whole(lang, kind, face):
    [(seat, text)] = log_lines.lines(Table().seat_name, [E.PiecePlaced(0, kind, face, 0, 90, 1234.0, False)])
    room = BeanScene.log_width - (G.BADGE_R * 2 + 14)
    lines, size = G.fit_lines(text, room)
    assert lines == [text] and size >= G.FLOOR, text
    assert "123" in text


def test_a_die_is_named_by_its_face():
    [(_, text)] = log_lines.lines(Table().seat_name, [E.PiecePlaced(0, "die", "eye", None, 90, 240.0, False)])
    assert tr("beanstalk.face.eye") in text and "24" in text
