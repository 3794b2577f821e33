"""Board choices on the phone: Baba Yaga's flight path comes to the chooser's phone as its four ends; the cell
choices Kragmortha's rules give a seat (each step of a move, where a pushed goblin goes, where a caught goblin
flees, a teleport cell, a start cell, where the Dark Lord is put) come to that seat's phone as buttons naming
the cell the way the TV shows it, and a tap applies that very choice."""
import pytest

from game.engine.i18n import tr
from game.engine.remote import schema, screens
from game.engine.remote.tokens import phone_id
from game.games.baba_yaga import phone as baba_phone
from game.games.kragmortha import phone as krag_phone
from tests.remote.bot_games import bot_game
from tests.remote.conftest import FakePhone, wait_for


def _baba_phones_in(phase: str, check, enough: int) -> int:
    """A 3-seat Baba Yaga bot game: in `phase`, every seat's phone screen goes to check(state, seat, legal,
    screen), which says whether it counts, until `enough` have counted. Returns how many counted."""
    counted = []

    def look(rules, state):
        if state.phase != phase:
            return False
        for seat in range(state.players):
            legal = rules.legal_actions(state, seat)
            if check(state, seat, legal, baba_phone.phone_screen(rules.view(state, seat), seat, legal)):
                counted.append(seat)
        return len(counted) >= enough
    bot_game("baba_yaga", 3, 2, look)
    return len(counted)


def test_baba_yagas_flight_path_comes_to_the_choosers_phone():
    def check(state, seat, legal, screen):
        if seat != state.turn["chooser"]:
            assert screen["choices"] == []
            return False
        by_end = {c["action"].start_end: c["label"] for c in screen["choices"]}
        assert sorted(map(repr, (c["action"] for c in screen["choices"]))) == sorted(map(repr, legal))
        assert by_end == {end: tr(f"phone.baba_yaga.path.{end}") for end in ("west", "east", "north", "south")}
        assert screen["title"] == tr("phone.baba_yaga.choose_path") and screen["buzz"]
        return True
    assert _baba_phones_in("choose_path", check, 2) >= 2


def cell_phases(seed):
    """phase -> number of looks; checks every seat's cell buttons on the way."""
    seen: dict[str, int] = {}

    def look(rules, state):
        for seat in range(state.players):
            legal = rules.legal_actions(state, seat)
            cells = [a for a in legal if type(a).__name__ in krag_phone.CELL_ACTIONS]
            if not cells:
                continue
            view = rules.view(state, seat)
            shown = [c for c in krag_phone.phone_screen(view, seat, legal)["choices"]
                     if type(c["action"]).__name__ in krag_phone.CELL_ACTIONS]
            assert sorted(repr(c["action"]) for c in shown) == sorted(map(repr, cells))  # every cell once
            keys = [(c.get("group"), c["label"]) for c in shown]
            assert len(set(keys)) == len(keys), keys  # no two buttons read alike
            origin = krag_phone.origin_of(view, seat)
            for c in shown:
                x, y = c["action"].cell
                symbol = view["board"]["symbols"][y][x]
                assert tr(f"kragmortha.symbol.{symbol}") in c["label"] or tr("phone.kragmortha.desk") in c["label"]
                step = (x - origin[0], y - origin[1]) if origin else None
                if step in krag_phone.ARROWS:  # next to the figure that moves: the arrow from it
                    assert c["label"].startswith(tr(f"phone.kragmortha.dir.{krag_phone.ARROWS[step]}"))
                if [x, y] in view["board"]["teleports"]:
                    assert tr("phone.kragmortha.teleport_cell") in c["label"]
            seen[state.phase] = seen.get(state.phase, 0) + 1
        return False
    bot_game("kragmortha", 4, seed, look)
    return seen


def test_while_someone_searches_the_other_phones_say_who():
    """An idle phone during a Baba Yaga search names the searcher (the rules' view holds no names: the phones
    fill them in), and the searcher's own phone never says it of them."""
    names = {0: ("red", "Mia"), 1: ("blue", "Leo"), 2: ("yellow", "Ada")}

    def check(state, seat, legal, screen):
        shown, _ = screens.split(screen, names)
        line = tr("phone.baba_yaga.is_searching").replace("{name}", names[state.active][1])
        if seat == state.active or legal:
            assert line not in shown["lines"]
            return False
        assert line in shown["lines"] and names[state.active][1] in line
        return True
    assert _baba_phones_in("search", check, 3) >= 3


def test_kragmorthas_cell_choices_come_to_the_seats_phone_named_as_on_the_tv():
    seen = {}
    for seed in (1, 2):
        for phase, n in cell_phases(seed).items():
            seen[phase] = seen.get(phase, 0) + n
    assert {"placement", "first_step", "second_step", "push", "caught", "teleport"} <= set(seen), seen


def test_many_cells_come_grouped_by_the_part_of_the_board():
    from game.games.kragmortha import events as E
    view = {"phase": "lord_teleport", "board": {"width": 11, "height": 7, "teleports": [], "desk": [],
                                                "symbols": [["book"] * 11 for _ in range(7)]},
            "goblins": [[0, 0], None], "lord": [10, 3], "choice": {}}
    cells = [E.ChooseCell(0, (x, y)) for x in range(11) for y in range(7) if (x, y) != (0, 0)]
    shown = krag_phone.cell_choices(view, 0, cells)
    assert {c["group"] for c in shown} == {tr(f"phone.kragmortha.area.{r}_{c}") for r in ("top", "middle", "bottom")
                                           for c in ("left", "centre", "right")}
    keys = [(c["group"], c["label"]) for c in shown]
    assert len(set(keys)) == len(keys)
    assert len(shown) <= schema.MAX_CHOICES  # the choice numbers a phone may send reach every one


@pytest.mark.parametrize("seed", [1])
def test_a_tap_on_a_cell_button_applies_that_choice(app, phones, loop, seed):
    from game.games.kragmortha.demo import build
    from game.games.kragmortha.scene import make_scene
    scene = build(app, seed, "push_choice", make_scene)
    app.push(scene)
    app.frame(1 / 60)
    ada = FakePhone(loop, phones.server, name="Ada")
    assert wait_for(lambda: ada.token and phone_id(ada.token) in phones.names, step=lambda: app.frame(1 / 60))
    phones.give(phone_id(ada.token), 0, app.input)
    assert wait_for(lambda: any(c["label"].startswith(("↑", "↓", "←", "→", "↖", "↗", "↙", "↘"))
                                for c in (ada.last("screen") or {}).get("choices", [])),
                    step=lambda: app.frame(1 / 60))
    screen = ada.last("screen")
    shown, actions = screens.split(screens.screen_for(scene, 0))
    assert shown["choices"] == screen["choices"]
    pick = next(i for i, c in enumerate(screen["choices"]) if c["label"][0] in "↑↓←→↖↗↙↘")
    chosen = actions[pick]
    pushed = scene.state.choice["goblin"]
    ada.send({"t": "choose", "c": pick, "v": screen["v"]})
    assert wait_for(lambda: scene.state.goblins[pushed] is not None and
                    tuple(scene.state.goblins[pushed]) == tuple(chosen.cell) or scene.state.phase != "push",
                    step=lambda: app.frame(1 / 60))
    assert app.crashes == []
    ada.close()
