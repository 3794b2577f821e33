"""The seed's words on who moves what (shared/seeds/kragmortha.zh-TW.txt), each test named after the sentence
it proves: the goblin's owner moves a caught goblin and their own goblin on a teleport token (in the rules, for
a bot and on the shared screen), a goblin pushed onto a teleport cell draws a token even when it pushed the
next one on, and the Dark Lord may enter the desk."""
import pygame
import pytest

from game.core.actions import IllegalAction
from game.engine import intents as I
from game.engine import text
from game.engine.i18n import set_language
from game.games.kragmortha import board as BD
from game.games.kragmortha import bot as B
from game.games.kragmortha import cards as C
from game.games.kragmortha import layout as L
from game.games.kragmortha import moves as M
from game.games.kragmortha import penalties as P
from game.games.kragmortha import spellbooks as S
from game.games.kragmortha.demo import demo_setup
from game.games.kragmortha.scene import make_scene
from tests.fakes import FakeApp
from tests.kragmortha.helpers import (
    BOOK_SCROLL,
    LORD_BOOK_BOOK,
    LORD_BOOK_SCROLL,
    E,
    R,
    cells,
    hold,
    kinds,
    make,
    own_books,
    play,
    top_penalties,
    top_tokens,
)

DT = 1 / 30
# a crossroads at (4, 4) on the 8-player board (no shelves); (5, 3) is a teleport cell
CROSS = {(4, 4): "gems", (4, 3): "book", (5, 4): "scroll", (4, 5): "potion", (3, 4): "gems",
         (4, 2): "scroll", (3, 3): "book", (5, 3): "potion", (6, 4): "book", (5, 5): "gems", (6, 3): "gems"}


def lord_catches_goblin_1(players=8, active=0, humans=None):
    """Seat `active` plays a Dark Lord card onto goblin 1 at (9, 3): goblin 1 is caught."""
    st = make(players=players, goblins=[(4, 4), (9, 3), (2, 2)][:players], active=active,
              symbols={(9, 3): "book", (8, 3): "scroll"}, hands={active: [LORD_BOOK_SCROLL]})
    if active != 0:
        st.goblins[0] = (4, 4)
    top_penalties(st, [6])
    play(st, E.PlayCard(active, LORD_BOOK_SCROLL), E.Step(active, (9, 3)))
    return st


# 1. 「接著，哥布林的所屬玩家須將哥布林移至圖板上的任一空的傳送圖案格上」 --------------------------------------------
def test_the_goblins_owner_moves_the_caught_goblin_to_an_empty_teleport_cell():
    st = lord_catches_goblin_1()
    assert st.phase == "caught" and st.active == 0 and R.to_act(st) == 1
    assert R.legal_actions(st, 0) == []  # the active seat waits
    assert cells(R.legal_actions(st, 1)) == sorted(st.board.teleports)
    with pytest.raises(IllegalAction, match="not_your_turn"):
        R.apply(st, E.ChooseCell(0, (7, 0)))
    play(st, E.ChooseCell(1, (7, 0)))
    assert st.goblins[1] == (7, 0) and st.lord == (9, 3)
    assert st.active == 1 and R.to_act(st) == 1  # the Dark Lord's card is over: the next turn


def test_the_goblins_owner_moves_their_goblin_caught_by_a_push_into_the_dark_lord():
    st = make(goblins=[(4, 4), (4, 3)], lord=(4, 2), symbols=CROSS, hands={0: [BOOK_SCROLL]})
    play(st, E.PlayCard(0, BOOK_SCROLL), E.Step(0, (4, 3)), E.ChooseCell(0, (4, 2)))  # the pusher chooses
    assert st.phase == "caught" and R.to_act(st) == 1 and not R.legal_actions(st, 0)
    play(st, E.ChooseCell(1, (7, 0)))
    assert st.goblins[1] == (7, 0)


# 1. 「若抽取到傳送，玩家可將自家哥布林移至圖板上任一空的傳送圖案格上」 -----------------------------------------------
def test_a_teleport_token_lets_the_player_move_their_own_goblin_in_someone_elses_turn():
    st = make(goblins=[(4, 4), (4, 3)], symbols=CROSS, hands={0: [BOOK_SCROLL]})
    top_tokens(st, [0])
    ev = play(st, E.PlayCard(0, BOOK_SCROLL), E.Step(0, (4, 3)), E.ChooseCell(0, (5, 3)))
    assert E.TokenDrawn(1, 0, "teleport") in ev
    assert st.phase == "teleport" and R.to_act(st) == 1 and R.view(st, 0)["to_act"] == 1
    assert R.legal_actions(st, 0) == [] and (5, 3) not in cells(R.legal_actions(st, 1))
    play(st, E.ChooseCell(1, (7, 6)))
    assert st.goblins[1] == (7, 6)
    assert st.phase == "second_step" and R.to_act(st) == 0  # the mover's turn goes on


def test_a_bot_owner_chooses_its_own_goblins_flight_from_its_own_view():
    st = lord_catches_goblin_1()
    bot = B.make_bot(1, "normal", 3)
    legal = R.legal_actions(st, 1)
    choice = bot.choose(R.view(st, 1), legal)
    assert choice in legal and choice.seat == 1
    desk = min(st.board.desk)
    best = min(abs(c[0] - desk[0]) + abs(c[1] - desk[1]) for c in cells(legal))
    # its own goblin: somewhere near the desk (not the far side where a rival would send it)
    assert abs(choice.cell[0] - desk[0]) + abs(choice.cell[1] - desk[1]) <= best + 4


def test_an_hourglass_running_out_settles_the_owners_pending_choice_too():
    st = lord_catches_goblin_1()
    hold(st, 0, [P.BY_KEY["hourglass"]])
    ev = play(st, E.TimeUp(0))
    assert "TurnTimedOut" in kinds(ev) and st.goblins[1] in st.board.teleports and st.active == 1


# 2. 「當玩家的哥布林主動或被動的移至傳送圖案格時，須從傳送標記堆上方抽取1個傳送標記」 ------------------------------
def test_a_goblin_moved_passively_onto_a_teleport_cell_draws_a_token_also_in_the_middle_of_a_push_chain():
    # red (0) steps onto blue (1); blue is pushed onto the teleport cell (5, 3) where green (2) stands; green is
    # pushed on to (6, 3): blue ends on the teleport cell and draws
    st = make(goblins=[(4, 4), (4, 3), (5, 3)], symbols=CROSS, hands={0: [BOOK_SCROLL]})
    top_tokens(st, [2])  # a spellbook token
    play(st, E.PlayCard(0, BOOK_SCROLL), E.Step(0, (4, 3)), E.ChooseCell(0, (5, 3)))
    assert st.phase == "push" and st.choice["goblin"] == 2
    ev = play(st, E.ChooseCell(0, (6, 3)))
    assert st.goblins[:3] == [(4, 3), (5, 3), (6, 3)]
    assert E.TokenDrawn(1, 2, "spellbook") in ev and "SpellbookTaken" in kinds(ev)
    assert st.phase == "teleport" and st.choice["goblin"] == 1 and R.to_act(st) == 1


# 3. 「無法將目標物移至被書架板塊覆蓋的格內位置，但可移至被書桌板塊覆蓋的任一格內位置」 ------------------------------
def test_a_target_may_enter_any_desk_cell_the_dark_lord_too_and_he_takes_no_spellbook():
    # the desk covers (9, 0), (9, 1), (10, 0), (10, 1); the Dark Lord stands at (10, 2) under it
    st = make(lord=(10, 2), symbols={(9, 2): "scroll", (10, 3): "scroll"}, hands={0: [LORD_BOOK_BOOK]})
    assert E.PlayCard(0, LORD_BOOK_BOOK) in R.legal_actions(st, 0)
    play(st, E.PlayCard(0, LORD_BOOK_BOOK))
    assert (10, 1) in cells(R.legal_actions(st, 0))  # any symbol: the desk cell shows none of the card's
    books = len(st.book_pile)
    ev = play(st, E.Step(0, (10, 1)))
    assert st.lord == (10, 1) and "SpellbookTaken" not in kinds(ev) and len(st.book_pile) == books
    assert st.phase == "second_step"
    assert {(9, 1), (10, 0)} <= set(cells(R.legal_actions(st, 0)))  # on across the desk
    assert not set(cells(R.legal_actions(st, 0))) & st.board.shelves


def test_the_dark_lord_never_enters_a_shelf():
    board = BD.board_for(BD.default_data(), 2)  # all six shelves
    assert board.shelves
    for here in board.open:
        for target in (C.LORD, C.GOBLIN):
            reached = set(M.step_targets(board, here, target, pair=(C.BALL, C.BALL)))
            assert not reached & board.shelves


def test_dark_steps_may_take_the_dark_lord_onto_the_desk():
    st = make(goblins=[(4, 4)], lord=(10, 2))
    dark = next(b for b in st.book_pile.draw_pile if S.kind(b) == "dark_steps")
    own_books(st, 0, [dark])
    play(st, E.UseSpellbook(0, dark))
    assert (10, 1) in cells(R.legal_actions(st, 0))
    play(st, E.ChooseCell(0, (10, 1)))
    assert st.lord == (10, 1) and st.phase == "play"


def test_a_goblin_stepping_onto_the_dark_lord_on_the_desk_meets_him_and_takes_no_spellbook():
    st = make(goblins=[(8, 1)], lord=(9, 1), symbols={(8, 1): "gems"}, hands={0: [BOOK_SCROLL]})
    top_penalties(st, [6])
    books = len(st.book_pile)
    ev = play(st, E.PlayCard(0, BOOK_SCROLL), E.Step(0, (9, 1)))
    assert "LordMet" in kinds(ev) and "SpellbookTaken" not in kinds(ev) and len(st.book_pile) == books
    assert st.held[0] == [[6, False]] and st.phase == "caught"


# 1. on the shared screen -------------------------------------------------------------------------------------
def _scene(state, humans, app=None, **options):
    app = app or FakeApp()
    setup = demo_setup(state.players, 3, humans=humans, **options)
    scene = make_scene(app, setup, state)
    app.push(scene)
    return app, scene


def _idle(scene, frames=300):
    for _ in range(frames):
        scene.update(DT)
        if not scene.presenter.busy() and scene.choices.my_turn:
            return


def test_on_the_shared_screen_the_owner_is_asked_by_name_and_the_active_seat_waits():
    set_language("en")
    # seat 1 (a bot, Leo) walks the Dark Lord into seat 0's goblin (Mia, the only person)
    st = make(players=3, goblins=[(9, 3), (4, 4), (2, 2)], active=1, symbols={(9, 3): "book", (8, 3): "scroll"},
              hands={1: [LORD_BOOK_SCROLL]})
    hold(st, 0, [P.BY_KEY["statue"]])  # others' turn: any input breaks it -- but not while she answers
    play(st, E.PlayCard(1, LORD_BOOK_SCROLL), E.Step(1, (9, 3)))
    assert st.phase == "caught" and R.to_act(st) == 0
    app, scene = _scene(st, humans=1)
    _idle(scene)
    assert scene.choices.acting == 0 and scene.choices.my_turn and st.active == 1
    asked = scene.app.input.handicaps
    assert asked.excused == frozenset({0}) and not asked.active(0)  # the statue lapses while she answers
    lit = sorted(scene.choices.legal(), key=lambda a: a.cell)
    assert lit and all(a.seat == 0 for a in lit)
    click = I.Intent(I.POINTER_DOWN, "mouse", 0, pos=L.cell_centre(lit[0].cell), button=1)
    passed, ok = asked.filter(click)
    assert ok and passed == [click]  # the click passes the engine: the statue is not broken by answering
    scene.on_intent(click)
    assert st.goblins[0] == tuple(lit[0].cell) and [P.BY_KEY["statue"], False] in st.held[0]
    scene.update(DT)
    assert asked.excused == frozenset() and asked.active(0)  # answered: a statue once more


def test_the_ask_names_the_owner_in_the_status_line(monkeypatch):
    set_language("en")
    st = make(players=3, goblins=[(9, 3), (4, 4), (2, 2)], active=1, symbols={(9, 3): "book", (8, 3): "scroll"},
              hands={1: [LORD_BOOK_SCROLL]})
    play(st, E.PlayCard(1, LORD_BOOK_SCROLL), E.Step(1, (9, 3)))
    app, scene = _scene(st, humans=1)
    _idle(scene)
    said = []
    real = text.draw_text
    monkeypatch.setattr(text, "draw_text", lambda surface, words, *a, **k: (said.append(words),
                                                                            real(surface, words, *a, **k))[1])
    scene.draw(pygame.Surface((L.W, L.H)))
    assert "Caught! Mia, where does your goblin flee?" in said


def test_a_bot_owner_chooses_at_once_while_the_person_whose_turn_it_is_waits():
    st = lord_catches_goblin_1(players=3)
    app, scene = _scene(st, humans=1)  # seat 0 (Mia) a person, seat 1 (Leo) a bot
    assert scene.choices.acting == 1 and not scene.choices.my_turn
    for _ in range(200):
        scene.update(DT)
        if st.phase != "caught":
            break
    assert st.goblins[1] in st.board.teleports and st.phase == "play" and st.active == 1


def test_hot_seat_the_owner_gets_the_curtain_and_the_active_players_hand_stays_hidden():
    st = lord_catches_goblin_1(players=3)
    app, scene = _scene(st, humans=2)  # Mia (0) and Leo (1) share the screen
    scene.turns.key = (st.turn, st.active, False)  # Mia's turn had begun (her card is played)
    scene.hot_seat.shown = 0
    for _ in range(60):
        scene.update(DT)
        if scene.hot_seat.curtain_up:
            break
    curtain = app.top
    assert scene.hot_seat.curtain_up and type(curtain).__name__ == "Curtain" and curtain.player_name == "Leo"
    assert scene.choices.viewer() is None and scene.choices.hand() == []  # Mia's cards are hidden from Leo
    curtain.on_reveal()
    assert scene.choices.viewer() == 1 and scene.choices.hand() == st.hands[1] and scene.choices.my_turn
    assert scene.turns.key == (st.turn, 0, False)  # no new turn for anyone: Leo only answers
    scene.act(1, scene.choices.legal()[0])
    assert st.active == 1 and st.phase == "play"  # Leo's own turn next: he is at the screen already
    for _ in range(200):
        scene.update(DT)
    assert not scene.hot_seat.curtain_up and scene.choices.viewer() == 1 and scene.turns.key == (st.turn, 1, False)


# the save check accepts the states these rules reach -------------------------------------------------------
def test_a_save_with_an_owners_pending_choice_or_the_dark_lord_on_the_desk_is_valid():
    from game.core.setup import GameSetup
    from game.games.kragmortha.validate import validate

    owner = lord_catches_goblin_1()  # goblin 1's owner chooses in seat 0's turn
    desk = make(lord=(10, 1))  # the Dark Lord on the desk
    chain = make(goblins=[(4, 4), (4, 3), (5, 3)], symbols=CROSS, hands={0: [BOOK_SCROLL]})
    play(chain, E.PlayCard(0, BOOK_SCROLL), E.Step(0, (4, 3)), E.ChooseCell(0, (5, 3)))  # the token waits
    for st in (owner, desk, chain):
        st.board_data = BD.default_data()  # the tests' symbols aside: the save check wants the shipped board
        validate(GameSetup.all_bots("kragmortha", st.players, seed=1), R.to_json(st))


def test_the_bench_times_the_owners_choices_too():
    from game.games.kragmortha import bench

    med, p99, decisions, _smed, _sp99 = bench.decision_times(1)  # a whole game: owners choose in others' turns
    assert decisions > 50 and p99 >= med > 0


def test_the_curtain_for_an_owner_called_out_of_turn_shows_their_question():
    """Two people share the screen; Leo walks the Dark Lord into Mia's goblin: the curtain that calls Mia says
    what she is called for, not only "show your cards"."""
    set_language("en")
    st = make(players=3, goblins=[(9, 3), (4, 4), (2, 2)], active=1, symbols={(9, 3): "book", (8, 3): "scroll"},
              hands={1: [LORD_BOOK_SCROLL]})
    play(st, E.PlayCard(1, LORD_BOOK_SCROLL), E.Step(1, (9, 3)))
    assert st.phase == "caught" and R.to_act(st) == 0
    app, scene = _scene(st, humans=2)
    for _ in range(300):
        scene.update(DT)
        if type(app.top).__name__ == "Curtain":
            break
    assert type(app.top).__name__ == "Curtain" and app.top.player_name == "Mia"
    assert app.top.message.startswith("Caught! Mia, where does your goblin flee?")
    assert scene.choices.curtain_words(1) is None  # the active seat's own turn: the usual words
