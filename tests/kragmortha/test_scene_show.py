"""What the Kragmortha screen shows: moves slide one after another (push chains, two steps, the Dark Lord),
the Mirror penalty turns the whole play area (the Dark Lord's overhang too), the Cure's choice as penalty
cards (mouse and keys), a spellbook shown big when pointed at, the desk's pile."""
import pygame

from game.games.kragmortha import beats as BT
from game.games.kragmortha import events as E
from game.games.kragmortha import layout as L
from tests.fakes import FakeApp
from tests.kragmortha.test_scene import DT, human_scene


def _free_cells(state, n):
    taken = {tuple(c) for c in state.goblins if c is not None} | {tuple(state.lord)}
    cells = [c for c in state.board.symbols if c not in taken]
    return cells[:n]


def test_a_push_chain_slides_link_by_link_with_a_thump_per_pushed_goblin():
    app = FakeApp()
    scene = human_scene(app)
    s = scene.state
    a, b, c, d = _free_cells(s, 4)
    s.goblins[0], s.goblins[1], s.goblins[2] = a, d, c  # where the rules have them already
    events = [E.GoblinMoved(0, a, b, "step"), E.GoblinPushed(2, 0, b, c), E.GoblinMoved(2, b, c, "push"),
              E.GoblinPushed(1, 0, c, d), E.GoblinMoved(1, c, d, "push"), E.GoblinMoved(0, b, a, "caught")]
    scene.on_events(0, None, events)
    where = scene.painter.shown_positions
    assert [where()[i] for i in (0, 1, 2)] == [L.cell_centre(x) for x in (a, c, b)]  # nothing moved yet
    sounds = []
    scene.sound = lambda name, volume=1.0: sounds.append(name)
    order = []
    for _ in range(200):
        scene.update(DT)
        cur = scene.presenter.current()
        if cur is not None and isinstance(cur.kind, E.GoblinMoved):
            if not order or order[-1] != cur.kind.goblin:
                order.append(cur.kind.goblin)
            moving = cur.kind.goblin
            for other in (0, 1, 2):  # only the figure of the running beat is between cells
                if other != moving:
                    assert where()[other] in {L.cell_centre(x) for x in (a, b, c, d)}
        if not scene.presenter.busy():
            break
    assert order == [0, 2, 1, 0]
    assert sounds.count("push") == 2  # one thump per pushed goblin
    assert [where()[i] for i in (0, 1, 2)] == [L.cell_centre(x) for x in (a, d, c)]


def test_a_pushed_move_is_a_thump_and_a_step_is_a_footstep():
    assert BT.beats_for(E.GoblinMoved(1, (0, 0), (1, 0), "push"))[0].sound == "push"
    assert BT.beats_for(E.GoblinMoved(1, (0, 0), (1, 0), "step"))[0].sound == "step"


def test_the_dark_lord_stays_until_his_move_is_shown():
    app = FakeApp()
    scene = human_scene(app)
    s = scene.state
    a, b = _free_cells(s, 2)
    s.lord = b
    scene.on_events(0, None, [E.CardPlayed(0, 0, "lord"), E.LordMoved(a, b, "step")])
    assert scene.painter.shown_positions()["lord"] == L.cell_centre(a)
    while scene.presenter.busy():
        scene.update(DT)
    assert scene.painter.shown_positions()["lord"] == L.cell_centre(b)
    surface = pygame.Surface((1920, 1080))
    scene.draw(surface)


def _frame(penalties, lord):
    app = FakeApp()
    scene = human_scene(app, penalties=penalties)
    scene.state.lord = lord
    for _ in range(int(2.0 / DT)):  # the turn banner has gone
        scene.update(DT)
    surface = pygame.Surface((1920, 1080))
    scene.draw(surface)
    return scene, surface


def test_mirror_turns_the_whole_play_area_the_dark_lords_overhang_too():
    area = L.PLAY  # between the panels, status and hand; the board's numbers stand outside it
    assert area.centerx == L.BOARD.centerx and area.contains(L.BOARD)
    assert pygame.Rect(372, 78, 1920 - 2 * 372, 830 - 78).contains(area)
    plain_scene, plain = _frame((), (0, 0))  # the corner: he looms over the board's top and left edges
    mirror_scene, mirrored = _frame(("mirror",), (0, 0))
    assert plain_scene.state.lord == mirror_scene.state.lord
    expected = pygame.transform.flip(plain.subsurface(area), True, False)
    seen = mirrored.subsurface(area)
    assert pygame.image.tobytes(seen, "RGB") == pygame.image.tobytes(expected, "RGB")
    overhang = [(x, L.BOARD.top - 3) for x in range(L.BOARD.left, L.BOARD.left + 60)]
    assert any(plain.get_at(p) != mirrored.get_at(p) for p in overhang)  # not left behind unmirrored


def _cure_scene(device):
    from game.games.kragmortha.scene import demo_scene

    app = FakeApp()
    scene = demo_scene(app, 1, "cure")
    scene.keep_humans = False
    scene.setup.seats[0].device = device
    app.push(scene)
    scene.update(DT)
    return app, scene


def test_the_cure_shows_the_penalties_as_cards_and_a_click_gives_one_back():
    from game.engine import intents as I
    from tests.kragmortha.test_scene import intent

    app, scene = _cure_scene("mouse")
    assert scene.state.phase == "cure" and scene.choices.shows_choices
    choices = scene.table_input.cure_choices()
    assert len(choices) >= 2 and not any(key.startswith("penalty") for key, _a in scene.table_input.buttons())
    rects = L.cure_rects(len(choices))
    scene.on_intent(intent(I.POINTER_MOVE, pos=rects[1].center))
    assert scene.table_input.peek == ("cure", 1)
    surface = pygame.Surface((1920, 1080))
    scene.draw(surface)
    cured = choices[1].penalty
    scene.on_intent(intent(I.POINTER_DOWN, pos=rects[1].center))
    assert cured not in [pid for pid, _b in scene.state.held[0]]


def test_the_cure_is_chosen_with_keys_too():
    from game.engine import intents as I
    from tests.kragmortha.test_scene import intent

    app, scene = _cure_scene("kb_left")
    choices = scene.table_input.cure_choices()
    scene.on_intent(intent(I.RIGHT, "kb_left"))
    assert scene.table_input.peek == ("cure", 1)
    scene.on_intent(intent(I.CONFIRM, "kb_left"))
    assert choices[1].penalty not in [pid for pid, _b in scene.state.held[0]]
    assert scene.state.phase != "cure"


def test_pointing_at_a_spellbook_shows_it_big_and_a_click_uses_it():
    from game.engine import intents as I
    from game.games.kragmortha import spellbooks as S
    from game.games.kragmortha.demo import with_books
    from tests.kragmortha.test_scene import intent

    app = FakeApp()
    scene = human_scene(app)
    with_books(scene.state, 0, ("swap",))
    scene.choices.version += 1
    books = scene.choices.books_up(0)
    rect = L.book_rects(len(books))[0]
    plain = pygame.Surface((1920, 1080))
    scene.draw(plain)
    scene.on_intent(intent(I.POINTER_MOVE, pos=rect.center))
    assert scene.table_input.peek == ("book", 0)
    shown = pygame.Surface((1920, 1080))
    scene.draw(shown)
    preview = L.book_preview(rect.centerx)
    assert pygame.image.tobytes(plain.subsurface(preview), "RGB") != pygame.image.tobytes(
        shown.subsurface(preview), "RGB")
    scene.on_intent(intent(I.POINTER_DOWN, pos=rect.center))
    assert scene.state.phase == "swap" and S.kind(books[0]) == "swap"


def test_pointing_at_the_desk_shows_the_pile_and_how_many_are_left():
    from game.engine import intents as I
    from tests.kragmortha.test_scene import intent

    app = FakeApp()
    scene = human_scene(app)
    desk = min(scene.state.board.desk)
    scene.on_intent(intent(I.POINTER_MOVE, pos=L.cell_centre(desk)))
    assert scene.table_input.peek == ("desk", 0)
    scene.on_intent(intent(I.POINTER_MOVE, pos=L.card_rects(3)[0].center))
    assert scene.table_input.peek is None


def test_anyones_face_up_spellbook_on_a_panel_is_shown_big_when_pointed_at():
    from game.engine import intents as I
    from game.games.kragmortha.demo import with_books
    from tests.kragmortha.test_scene import intent

    app = FakeApp()
    scene = human_scene(app)
    with_books(scene.state, 2, ("blink", "shove"))
    scene.state.books[2][0][1] = False  # used: face down, nothing to show
    rects = L.panel_book_rects(2, scene.state.players, 2)
    scene.on_intent(intent(I.POINTER_MOVE, pos=rects[1].center))
    assert scene.table_input.peek == ("panel", (2, 1))
    before = pygame.Surface((1920, 1080))
    scene.draw(before)
    scene.on_intent(intent(I.POINTER_MOVE, pos=(rects[0].x + 2, rects[0].centery)))  # the face-down one
    assert scene.table_input.peek is None
    after = pygame.Surface((1920, 1080))
    scene.draw(after)
    box = L.panel_preview(2, scene.state.players)
    assert pygame.image.tobytes(before.subsurface(box), "RGB") != pygame.image.tobytes(after.subsurface(box), "RGB")


def test_keys_start_on_a_lit_cell_and_arrows_jump_between_lit_cells():
    from game.engine import intents as I
    from game.games.kragmortha import rules as R
    from game.games.kragmortha import table_input as TI
    from tests.kragmortha.test_scene import intent

    app = FakeApp()
    scene = human_scene(app, device="kb_left")
    scene.update(DT)
    hand = scene.choices.hand()
    assert scene.table_input.hover == 0  # the focused card's steps are lit before any key
    index = next(i for i, c in enumerate(hand) if R.card_steps(scene.state, 0, c))
    for _ in range(index):
        scene.on_intent(intent(I.RIGHT, "kb_left"))
    scene.on_intent(intent(I.CONFIRM, "kb_left"))
    lit = scene.table_input.cell_actions()
    assert scene.table_input.focus == "board" and tuple(scene.table_input.cursor) in lit
    for key in (I.LEFT, I.RIGHT, I.UP, I.DOWN):
        before = tuple(scene.table_input.cursor)
        scene.on_intent(intent(key, "kb_left"))
        jumped = TI.lit_towards(before, {I.LEFT: (-1, 0), I.RIGHT: (1, 0), I.UP: (0, -1), I.DOWN: (0, 1)}[key],
                                lit)
        assert jumped is None or tuple(scene.table_input.cursor) == jumped
    assert TI.lit_towards((5, 3), (1, 0), {(9, 3): 1, (6, 6): 1, (2, 3): 1}) == (9, 3)
    assert TI.lit_towards((5, 3), (1, 0), {(6, 4): 1, (9, 3): 1}) == (6, 4)  # 1 + 2 * 1 < 4
    assert TI.lit_towards((5, 3), (1, 0), {(6, 5): 1, (8, 3): 1}) == (8, 3)  # 1 + 2 * 2 > 3
    assert TI.lit_towards((5, 3), (-1, 0), {(6, 3): 1}) is None


def test_a_board_choice_puts_the_keys_cursor_on_it():
    from game.games.kragmortha.scene import demo_scene

    app = FakeApp()
    scene = demo_scene(app, 1, "push_choice")
    scene.setup.seats[0].device = "kb_left"
    scene.table_input.cursor = (10, 6)
    app.push(scene)
    scene.update(DT)
    assert scene.state.phase == "push" and scene.table_input.focus == "board"
    assert tuple(scene.table_input.cursor) in scene.table_input.cell_actions()


def test_upside_down_turns_a_raised_card_as_a_whole():
    from game.games.kragmortha.painter import LIFT

    frames = []
    for penalties in ((), ("upside_down",)):
        app = FakeApp()
        scene = human_scene(app, penalties=penalties)
        for _ in range(int(2.0 / DT)):
            scene.update(DT)
        scene.table_input.hover = 0  # pointed at: the card stands higher
        surface = pygame.Surface((1920, 1080))
        scene.draw(surface)
        frames.append(surface)
    card = L.card_rects(3)[0].move(0, -LIFT)
    expected = pygame.transform.flip(frames[0].subsurface(card), True, True)
    assert pygame.image.tobytes(frames[1].subsurface(card), "RGB") == pygame.image.tobytes(expected, "RGB")


def test_pointing_at_a_penalty_picture_shows_its_card_in_anyones_turn():
    from game.engine import intents as I
    from game.games.kragmortha import penalties as P
    from tests.kragmortha.test_scene import intent

    app = FakeApp()
    scene = human_scene(app, penalties=("snail", "grey"))
    held = [pid for pid, _b in scene.state.held[0]]
    status = L.status_penalty_rects(len(held))
    scene.on_intent(intent(I.POINTER_MOVE, pos=status[1].center))
    assert scene.table_input.peek == ("penalty", (held[1], tuple(status[1])))
    shown = pygame.Surface((1920, 1080))
    scene.draw(shown)
    with_penalty = pygame.image.tobytes(shown.subsurface(L.penalty_preview(status[1])), "RGB")
    scene.on_intent(intent(I.POINTER_MOVE, pos=(960, 540)))
    assert scene.table_input.peek is None
    scene.draw(shown)
    assert pygame.image.tobytes(shown.subsurface(L.penalty_preview(status[1])), "RGB") != with_penalty
    scene.state.held[2].append([P.BY_KEY["boo"], False])  # a bot's penalty, on its panel
    box = L.panel_penalty_rects(2, scene.state.players, len(scene.state.held[2]))[-1]
    assert scene.table_input.looked_at(box.center) == ("penalty", (P.BY_KEY["boo"], tuple(box)))


def test_a_card_that_cannot_move_is_not_chosen_and_the_seat_is_told():
    from game.engine import intents as I
    from game.games.kragmortha import rules as R
    from tests.kragmortha.test_scene import intent

    app = FakeApp()
    scene = human_scene(app)
    said = []
    scene.say = lambda seat, words, seconds=0: said.append((seat, words))
    hand = scene.choices.hand()
    stuck = [i for i, c in enumerate(hand) if not R.card_steps(scene.state, 0, c)]
    if not stuck:  # make one: a card whose steps we pretend are none
        scene.choices.card_cells = lambda index: []
        stuck = [0]
    scene.on_intent(intent(I.POINTER_DOWN, pos=L.card_rects(len(hand))[stuck[0]].center))
    assert scene.table_input.selected is None and said and said[0][0] == 0
