"""Refusals of Baba Yaga's moves read as plain sentences addressed to the player who pressed, in both languages."""
import pytest

from game.core.actions import IllegalAction
from game.engine import i18n
from game.engine.i18n import tr
from game.games.baba_yaga import rules as R
from game.games.baba_yaga.moves import MoveWitch
from tests.baba_yaga.helpers import searching


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def refusal(s, seat) -> str:
    with pytest.raises(IllegalAction) as info:
        R.apply(s, MoveWitch(seat))
    return str(info.value)


def test_moving_the_witch_out_of_turn_says_to_wait_for_your_turn():
    s = searching(4, active=0)  # seat 1 moves first; seat 2 presses too early
    key = refusal(s, 2)
    i18n.set_language("en")
    assert tr(key) == "Wait for your turn to move Baba Yaga."
    i18n.set_language("zh-TW")
    assert tr(key) == "請等輪到你再移動雅加婆婆。"


def test_the_searcher_pressing_the_witch_key_is_told_why_not():
    s = searching(4, active=0)
    key = refusal(s, 0)
    i18n.set_language("en")
    assert tr(key) == "You are searching: the others move Baba Yaga."
    i18n.set_language("zh-TW")
    assert "你正在尋找" in tr(key)


def test_no_refusal_uses_the_old_move_of_wording():
    for lang in i18n.LANGUAGES:
        for key, text in i18n.catalogue(lang).items():
            if key.startswith("baba_yaga.err."):
                assert "move of" not in text and "移動雅加婆婆的" not in text, (lang, key, text)
