"""The Pied Piper's game log on screen: its strip never covers a house, and no line of a bot game is cut ("…")."""
import pytest

from game.core.setup import GameSetup
from game.engine import i18n
from game.engine.table import game_log as G
from game.games.pied_piper import layout as L
from game.games.pied_piper.scene import make_scene
from game.games.pied_piper.town import MARKER_REACH
from tests.engine_log.helpers import bot_game_log


def _overlap(a, b) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


@pytest.mark.parametrize("ring", sorted(L.LOG_PLACES))
def test_log_strip_never_covers_a_house(ring):
    (x, y), width, wrap = L.log_place(ring)
    tallest = G.LAST * (wrap * G.LINE_H + 8) + 2 * G.PAD_Y  # the last entries, each wrapped to the full
    strip = (x, y, width, tallest)
    for i in range(ring):
        hx, hy, hw, hh = L.house_rect(i, ring)
        assert not _overlap(strip, (hx, hy, hw + MARKER_REACH, hh)), (ring, i)


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_log_lines_are_never_cut(lang):
    i18n.set_language(lang)
    try:
        texts, cut = [], []
        for players, seed in ((5, 2), (4, 3), (2, 5)):
            scene = bot_game_log(make_scene, GameSetup.all_bots("pied_piper", players, seed=seed), enough=60)
            texts += [e.text for e in scene.game_log]
        for ring in L.LOG_PLACES:
            _, width, wrap = L.log_place(ring)
            room = width - 2 * G.PAD_X - (G.BADGE_R * 2 + 14)
            for t in texts:
                lines, _ = G.fit_lines(t, room, wrap)
                if any(line.endswith("…") and not t.endswith("…") for line in lines):
                    cut.append((ring, t))
        assert cut == [], "\n".join(map(str, cut))
    finally:
        i18n.set_language("en")
