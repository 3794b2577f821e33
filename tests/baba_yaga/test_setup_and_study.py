"""Set-up, the 20-second study, the first turn."""
import pytest

from game.games.baba_yaga import data as D
from game.games.baba_yaga import rules as R
from game.games.baba_yaga.moves import StudyOver, TurnStarted

from .helpers import cards_everywhere, fresh


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_three_hidden_spell_cards_per_player_rest_leave_the_game(players):
    s = fresh(players)
    assert [len(p) for p in s.piles] == [3] * players
    assert len(s.removed) == 20 - 3 * players
    assert sorted(cards_everywhere(s)) == list(range(20))
    assert all(v == 3 for v in R.view(s, 0)["piles"])


def test_study_shows_every_element_then_ends_by_tick():
    s = fresh(4)
    assert s.phase == "study"
    v = R.view(s, 2)
    assert all(c.get("element") == s.board[c["cell"]] for c in v["cells"] if c["kind"] == "forest")
    assert R.tick(s, D.STUDY_SECONDS - 0.1) == []
    assert all(R.legal_actions(s, seat) == [] for seat in range(4))
    events = R.tick(s, 0.2)
    assert isinstance(events[0], StudyOver) and events[0].elements == tuple(s.board)
    assert isinstance(events[1], TurnStarted) and s.phase == "choose_path"
    assert not any("element" in c for c in R.view(s, 2)["cells"])


def test_first_player_by_option():
    assert fresh(4).active == 0
    assert fresh(4, start_player=2).active == 2
    starts = {fresh(5, seed=k, start_player="random").active for k in range(30)}
    assert len(starts) > 1


def test_bad_config_is_refused():
    with pytest.raises(ValueError):
        fresh(6)
    with pytest.raises(ValueError):
        fresh(3, mode="nightmare")
