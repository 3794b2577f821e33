"""The Kragmortha scene, headless: bots finish a game on screen up to the end screen, a human plays with the
mouse and with a keyboard zone (card, steps, a push), penalties are enforced on a human seat through the
engine's handicaps (kept, broken -> a new penalty), save / Continue restores, every demo moment draws."""
import pygame
import pytest

from game.core.setup import GameSetup
from game.engine import intents as I
from game.engine.i18n import set_language, tr
from game.engine.table.presenter import Beat
from game.games.kragmortha import events as E
from game.games.kragmortha import layout as L
from game.games.kragmortha import painter as PT
from game.games.kragmortha import penalties as P
from game.games.kragmortha import rules as R
from game.games.kragmortha.demo import MOMENTS, demo_setup, play_bots, with_penalties
from game.games.kragmortha.scene import demo_scene, make_scene
from tests.engine_input.helpers import key, mouse, post
from tests.fakes import FakeApp

DT = 1 / 30


def human_scene(app, device="mouse", penalties=(), players=3, seed=5):
    """A table where seat 0 (human, `device`) is about to play a card, holding `penalties`."""
    setup = demo_setup(players, seed, humans=1, device=device)
    state = R.new_game(setup.config(), seed)
    play_bots(state, seed, lambda s, ev: s.active == 0 and s.phase == "play" and s.turn >= 2
              and R.movable_cards(s, 0))
    with_penalties(state, 0, penalties)
    scene = make_scene(app, setup, state)
    app.push(scene)
    scene.update(DT)  # the turn begins: the seat's pieces go to the engine
    return scene


def intent(action, device="mouse", seat=0, pos=None, button=1):
    return I.Intent(action, device, seat, pos=pos, button=button)


def play_first_card(scene, device="mouse"):
    """Hover, click the first movable card, then click its first lit cell: returns (card, cell)."""
    hand = scene.choices.hand()
    index = next(i for i, c in enumerate(hand) if R.card_steps(scene.state, 0, c))
    rect = L.card_rects(len(hand))[index]
    scene.on_intent(intent(I.POINTER_MOVE, device, pos=rect.center))
    assert scene.table_input.hover == index and scene.choices.card_cells(index)  # the hovered card's steps light up
    scene.on_intent(intent(I.POINTER_DOWN, device, pos=rect.center))
    cell = tuple(scene.choices.card_cells(index)[0])
    assert scene.table_input.cell_actions()[cell][0] == E.PlayCard(0, hand[index])
    scene.on_intent(intent(I.POINTER_DOWN, device, pos=L.cell_centre(cell)))
    return hand[index], cell


def idle(scene):
    """Let the screen catch up (nobody acts while it shows the last events)."""
    for _ in range(300):
        if not scene.presenter.busy():
            return
        scene.update(DT)


@pytest.mark.parametrize("moment", MOMENTS)
@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_every_moment_draws_in_both_languages(moment, lang):
    set_language(lang)
    try:
        app = FakeApp()
        scene = demo_scene(app, 1, moment)
        app.push(scene)
        surface = pygame.Surface((1920, 1080))
        for _ in range(3):
            scene.update(DT)
            scene.draw(surface)
        assert surface.get_at((960, 540)) != surface.get_at((5, 5))  # a board, not an empty frame
    finally:
        set_language("en")


def test_push_choice_moment_waits_for_the_human_and_shows_arrows():
    app = FakeApp()
    scene = demo_scene(app, 1, "push_choice")
    app.push(scene)
    scene.update(DT)
    assert scene.state.phase == "push" and scene.state.active == 0 and scene.choices.shows_choices
    option = tuple(scene.state.choice["options"][0])
    pushed = scene.state.choice["goblin"]
    scene.on_intent(intent(I.POINTER_DOWN, pos=L.cell_centre(option)))  # the human picks the cell
    assert tuple(scene.state.goblins[pushed]) == option


def test_bots_play_a_whole_game_through_the_scene_to_the_end_screen(monkeypatch):
    from game.games.kragmortha import scene as S

    monkeypatch.setattr(S, "BOT_DELAY", 0.02)
    app = FakeApp()
    setup = GameSetup.all_bots("kragmortha", 4, seed=3, difficulty="easy")
    scene = make_scene(app, setup)
    scene.bot_pacing.turns.driver.delay = 0.02
    app.push(scene)
    surface = pygame.Surface((1920, 1080))
    for i in range(60000):
        if type(app.top).__name__ == "EndScreen":
            break
        scene.presenter.speed = 20.0
        scene.update(DT)
        if i % 200 == 0:
            scene.draw(surface)
    assert R.result(scene.state) is not None
    assert type(app.top).__name__ == "EndScreen"
    assert scene.end_note() and scene.end_placings()
    assert any(s.startswith("kragmortha/") for s in app.audio.played)


def test_a_mouse_player_plays_a_card_and_its_steps():
    app = FakeApp()
    scene = human_scene(app)
    card, cell = play_first_card(scene)
    assert card not in scene.state.hands[0] or scene.state.active != 0  # played (maybe drawn again later)
    assert cell in [tuple(c) for c in (scene.state.goblins[0], scene.state.lord)] or \
        scene.state.phase in R.CELL_PHASES or scene.state.active != 0
    if scene.state.phase == "second_step":
        idle(scene)
        nxt = tuple(R.legal_steps(scene.state)[0])
        scene.on_intent(intent(I.POINTER_DOWN, pos=L.cell_centre(nxt)))
        assert scene.state.steps == 2 or scene.state.phase != "second_step"


def test_a_keyboard_zone_plays_a_card_with_its_keys():
    app = FakeApp()
    scene = human_scene(app, device="kb_left")
    hand = scene.choices.hand()
    index = next(i for i, c in enumerate(hand) if R.card_steps(scene.state, 0, c))
    for _ in range(index):
        scene.on_intent(intent(I.RIGHT, "kb_left"))
    scene.on_intent(intent(I.CONFIRM, "kb_left"))  # the card: the cursor jumps to its first lit cell
    assert scene.table_input.selected == index and scene.table_input.focus == "board"
    scene.on_intent(intent(I.CONFIRM, "kb_left"))
    assert scene.state.cards_played == 1 or scene.state.active != 0


def test_save_and_continue_restore_the_same_state():
    app = FakeApp()
    scene = human_scene(app)
    play_first_card(scene)
    saved = app.saves.saved[-1][1]
    assert saved == R.to_json(scene.state)
    again = make_scene(FakeApp(), scene.setup, saved)
    assert R.to_json(again.state) == saved


# --- penalties enforced on a human seat through the engine ---------------------------------------------

def test_quick_goblin_broken_by_the_clock_draws_a_new_penalty():
    app = FakeApp()
    scene = human_scene(app, penalties=("quick_goblin",))
    held = len(scene.state.held[0])
    for _ in range(int((8.5 + 1.4) / DT)):  # the 8 s start once the turn banner has gone
        scene.update(DT)
    pid = P.BY_KEY["quick_goblin"]
    assert [pid, True] in scene.state.held[0]  # broken: it stays, marked
    assert len(scene.state.held[0]) == held + 1  # ... and another penalty was drawn
    assert "kragmortha/broken" in app.audio.played or any(
        b.is_a(E.PenaltyBroken) for b in scene.presenter.running)


def test_quick_goblin_kept_when_the_card_is_played_in_time():
    app = FakeApp()
    scene = human_scene(app, penalties=("quick_goblin",))
    play_first_card(scene)
    assert [P.BY_KEY["quick_goblin"], False] in scene.state.held[0]


def test_mouse_only_kept_with_the_mouse_broken_by_a_key():
    app = FakeApp()
    scene = human_scene(app, penalties=("mouse_only",))
    pid = P.BY_KEY["mouse_only"]
    rect = L.card_rects(len(scene.choices.hand()))[0]
    for it in post(app.input, mouse(rect.center)):  # the mouse may play
        scene.on_intent(it)
    assert it.action == I.POINTER_DOWN and [pid, False] in scene.state.held[0]
    held = len(scene.state.held[0])
    for it in post(app.input, key(pygame.K_d)):  # a keyboard key breaks it
        scene.on_intent(it)
    assert [pid, True] in scene.state.held[0] and len(scene.state.held[0]) == held + 1


def test_hold_space_refuses_a_click_without_the_key():
    app = FakeApp()
    scene = human_scene(app, penalties=("hold_space",))
    rect = L.card_rects(len(scene.choices.hand()))[0]
    got = post(app.input, mouse(rect.center))
    assert not [i for i in got if i.action == I.POINTER_DOWN]  # the click never reaches the game
    assert app.input.handicaps.hold_key_label(0)


def test_boo_reflex_kept_with_the_reflex_key_and_broken_when_late():
    app = FakeApp()
    scene = human_scene(app, penalties=("boo",))
    pid = P.BY_KEY["boo"]
    app.input.handicaps.trigger("dark_lord_moved")
    for it in post(app.input, mouse((100, 100), button=3)):  # the mouse's reflex key: right button
        scene.on_intent(it)
    for _ in range(int(2.5 / DT)):
        scene.update(DT)
    assert [pid, False] in scene.state.held[0]
    app.input.handicaps.trigger("dark_lord_moved")
    for _ in range(int(2.5 / DT)):
        scene.update(DT)
    assert [pid, True] in scene.state.held[0]


def test_mirror_shows_the_board_mirrored_and_maps_the_click():
    app = FakeApp()
    scene = human_scene(app, penalties=("mirror",))
    assert app.input.handicaps.views(0)
    hand = scene.choices.hand()
    index = next(i for i, c in enumerate(hand) if R.card_steps(scene.state, 0, c))
    scene.on_intent(intent(I.POINTER_DOWN, pos=L.card_rects(len(hand))[index].center))
    cell = tuple(scene.choices.card_cells(index)[0])
    x, y = L.cell_centre(cell)
    seen = (L.BOARD.left + L.BOARD.right - 1 - x, y)  # where the player sees that cell
    for it in post(app.input, mouse(seen)):
        scene.on_intent(it)
    assert scene.state.cards_played == 1 or scene.state.active != 0


def test_hourglass_time_up_ends_the_turn():
    app = FakeApp()
    scene = human_scene(app, penalties=("hourglass",))
    turn = scene.state.turn
    for _ in range(int((15.5 + 1.4) / DT)):  # the 15 s start once the turn's banner has gone
        scene.update(DT)
        if scene.state.turn != turn:
            break
    assert scene.state.turn != turn


def test_bots_slip_on_their_penalties_as_handicap_bots_decides():
    from game.core import handicap_bots as HB

    breaks = 0
    for turn in range(24):
        app = FakeApp()
        scene = make_scene(app, GameSetup.all_bots("kragmortha", 3, seed=2, difficulty="easy"))
        app.push(scene)
        with_penalties(scene.state, 1, ("ouch",))
        scene.state.turn = turn
        expected = HB.bot_inputs(R.handicap_of(scene.state, 1), HB.REFLEX, difficulty="easy", seed=2,
                                 step=turn * 8 + 1, trigger="goblin_pushed").slipped
        scene.penalties.bot_slips(1, HB.REFLEX, "goblin_pushed")
        for _ in range(int(3 / DT)):
            scene.timers.update(DT)
        broke = [pid for pid, b in scene.state.held[1] if b]
        assert bool(broke) == bool(expected)
        breaks += bool(broke)
    assert 1 <= breaks <= 15  # an easy bot slips about one time in four


def test_two_reflex_triggers_in_one_turn_are_two_rolls():
    from game.core import handicap_bots as HB

    app = FakeApp()
    scene = make_scene(app, GameSetup.all_bots("kragmortha", 3, seed=2, difficulty="easy"))
    app.push(scene)
    with_penalties(scene.state, 1, ("boo",))
    seen = []
    for turn in range(60):
        scene.state.turn = turn
        first = scene.penalties.bot_slips(1, HB.REFLEX, "dark_lord_moved")
        second = scene.penalties.bot_slips(1, HB.REFLEX, "dark_lord_moved")
        expected = [HB.bot_inputs(R.handicap_of(scene.state, 1), HB.REFLEX, difficulty="easy", seed=2,
                                  step=turn * 8 + 1, trigger="dark_lord_moved", occurrence=n) for n in (0, 1)]
        assert (first, second) == tuple(expected)
        seen.append((first.delay, second.delay))
    assert sum(a != b for a, b in seen) > 50  # the second reflex is not the first one's copy


def test_hot_seat_hands_hide_behind_the_curtain_and_open_hands_show_them():
    app = FakeApp()
    setup = demo_setup(3, 7, humans=2)
    state = R.new_game(setup.config(), 7)
    play_bots(state, 7, lambda s, ev: s.phase == "play" and s.active in (0, 1))
    scene = make_scene(app, setup, state)
    app.push(scene)
    scene.update(DT)
    assert scene.hot_seat.curtain_up and type(app.top).__name__ == "Curtain"
    assert scene.choices.viewer() is None and not scene.choices.hand()  # nothing shown before the player takes the seat
    app.top.on_reveal()
    assert scene.choices.viewer() == state.active and scene.choices.hand() == state.hands[state.active]
    app2 = FakeApp()
    open_setup = demo_setup(3, 7, humans=2, open_hands=True)
    shown = make_scene(app2, open_setup, R.from_json(R.to_json(state)))
    app2.push(shown)
    shown.update(DT)
    assert not shown.hot_seat.curtain_up and shown.choices.viewer() == state.active


def test_hourglass_bar_starts_on_a_visible_board_and_stands_still_while_an_effect_plays():
    """The Hourglass's 15 s run only while its player sees the board: not under "Your turn", not while a
    spellbook's effect (any event) is being shown; it is drawn as a bar along the status line."""
    app = FakeApp()
    scene = human_scene(app, penalties=("hourglass",))
    h = scene.handicaps
    scene.banner.start(0)  # the turn's banner over the board
    while scene.banner.showing:
        scene.update(DT)
    assert h.time_left(0) == pytest.approx(15.0, abs=0.05)
    for _ in range(30):
        scene.update(DT)
    assert h.time_left(0) == pytest.approx(14.0, abs=0.1)
    scene.presenter.add([Beat(E.SpellbookUsed(0, 0, "swap"), 1.0), Beat("effect", 1.0)])  # a book's effect shown
    steps = 0
    while scene.presenter.busy():
        scene.update(DT)
        steps += 1
    assert steps >= 55 and h.time_left(0) == pytest.approx(14.0, abs=0.1)
    frame = pygame.Surface((L.W, L.H))
    scene.draw(frame)
    bar = L.time_bar()
    left_end, right_end = frame.get_at((bar.x + 4, bar.centery))[:3], frame.get_at((bar.right - 4, bar.centery))[:3]
    assert left_end == PT.BAR_CALM and right_end != PT.BAR_CALM  # 14 of 15 s: the bar's tip has emptied


def _two_people_turn_ends():
    """Two people share the screen; seat 0 has just played a card whose steps end their turn (seat 1 is next)."""
    app = FakeApp()
    setup = demo_setup(2, 7, humans=2)
    state = R.new_game(setup.config(), 7)
    play_bots(state, 7, lambda s, ev: s.phase == "play" and s.active == 0 and s.turn >= 2 and R.movable_cards(s, 0))
    scene = make_scene(app, setup, state)
    app.push(scene)
    scene.update(DT)
    app.top.on_reveal()  # seat 0 takes the screen
    app.pop()
    for _ in range(60):
        scene.update(DT)
    bot = scene.make_bot(0, "normal")
    while scene.state.active == 0:
        legal = R.legal_actions(scene.state, 0)
        assert scene.act(0, bot.choose(R.view(scene.state, 0), legal)) is not None
    assert R.to_act(scene.state) in (None, 1)
    return app, scene


def test_after_a_persons_last_step_the_curtain_waits_until_they_have_seen_it():
    """The mover keeps the screen (their hand, with the card drawn) while the moves play and 3 s more, or until
    they press Done; only then the curtain asks for the next person."""
    app, scene = _two_people_turn_ends()
    hand = list(scene.state.hands[0])
    idle(scene)
    for _ in range(int(2.5 / DT)):
        scene.update(DT)
    assert not scene.hot_seat.curtain_up and scene.choices.viewer() == 0 and scene.choices.hand() == hand
    for _ in range(int(1.0 / DT)):
        scene.update(DT)
    assert scene.hot_seat.curtain_up and type(app.top).__name__ == "Curtain"
    app, scene = _two_people_turn_ends()
    idle(scene)
    scene.update(DT)
    assert not scene.hot_seat.curtain_up
    scene.on_intent(intent(I.POINTER_DOWN, pos=scene.linger.button().center))  # Done
    scene.update(DT)
    assert scene.hot_seat.curtain_up


def test_playable_cells_are_lit_boldly_with_a_fill_and_a_solid_outline():
    """A chosen card's cells: a bright fill and a solid outline all round, nothing like the start cells' dashed
    yellow frame."""
    app = FakeApp()
    scene = human_scene(app)
    hand = scene.choices.hand()
    index = next(i for i, c in enumerate(hand) if R.card_steps(scene.state, 0, c))
    scene.on_intent(intent(I.POINTER_DOWN, pos=L.card_rects(len(hand))[index].center))
    assert scene.table_input.selected == index
    frame = pygame.Surface((L.W, L.H))
    scene.draw(frame)
    cell = L.cell_rect(tuple(scene.choices.card_cells(index)[0]))
    edge = [frame.get_at((x, cell.y + 6))[:3] for x in range(cell.x + 18, cell.right - 18, 6)]
    edge += [frame.get_at((cell.x + 6, y))[:3] for y in range(cell.y + 18, cell.bottom - 18, 6)]
    assert all(px == PT.LIT for px in edge)  # solid all along: no dashes
    bare = pygame.Surface((L.W, L.H))
    bare.blit(PT.background(scene.state.players), (0, 0))
    inside = frame.get_at((cell.x + 14, cell.y + 14))[:3]
    plain = bare.get_at((cell.x + 14, cell.y + 14))[:3]
    assert inside[1] > plain[1] + 25  # the fill tints the cell green


def test_the_dark_lord_never_hides_the_goblin_he_caught_and_caught_names_it():
    app = FakeApp()
    setup = demo_setup(4, 3, humans=1)
    state = R.new_game(setup.config(), 3)
    play_bots(state, 3, lambda s, ev: s.phase == "caught")
    assert state.phase == "caught"
    goblin = state.choice["goblin"]
    scene = make_scene(app, setup, state)
    app.push(scene)
    scene.presenter.finish_all()
    frame = pygame.Surface((L.W, L.H))
    scene.draw(frame)
    _under, front = scene.painter.figure_spots()
    seat, x, y = next(f for f in front if f[0] == goblin)
    ring = PT.GOBLIN_RGB[scene.painter.colours[goblin]]
    assert frame.get_at((x + 32 + 19, y + 32))[:3] == ring  # its badge shows in front of the Dark Lord
    lx, ly = L.cell_centre(state.lord)
    assert (x, y) != (lx, ly)
    set_language("en")
    words = scene.painter.status_words()
    assert "Caught" in words and scene.setup.seats[goblin].name in words


@pytest.mark.parametrize("device", ["kb_left", "kb_right"])
def test_keys_after_a_card_jump_between_lit_cells_only_and_back_returns_to_the_cards(device):
    app = FakeApp()
    scene = human_scene(app, device=device)
    hand = scene.choices.hand()
    index = next(i for i, c in enumerate(hand) if R.card_steps(scene.state, 0, c))
    for _ in range(index):
        scene.on_intent(intent(I.RIGHT, device))
    scene.on_intent(intent(I.CONFIRM, device))
    lit = set(scene.table_input.cell_actions())
    assert scene.table_input.focus == "board" and scene.table_input.cursor in lit
    for action in (I.LEFT, I.UP, I.RIGHT, I.DOWN) * 3:
        scene.on_intent(intent(action, device))
        assert scene.table_input.cursor in lit  # never off the lit cells
    set_language("en")
    frame = pygame.Surface((L.W, L.H))
    scene.draw(frame)
    assert scene.painter._hint_cache[0][3] is True  # the hint drawn is the board's, with back
    assert (("back",), "to cards") in PT.hint_items(True, [])  # ... and it says where back goes
    scene.on_intent(intent(I.BACK, device))
    assert scene.table_input.focus == "hand" and scene.state.cards_played == 0


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_hints_and_buttons_fit_at_28_px_or_more(lang):
    """Every keys' hint the table can show fits its strip at the hint's own size, and every button's words are
    at least 28 px ("Show hand and redraw" takes two lines)."""
    from game.engine import text
    from game.engine.table import hint as H

    set_language(lang)
    app = FakeApp()
    room = L.HINT.w - 2 * H.PAD_X
    for device in ("kb_left", "kb_right", "kb_numpad", "pad:0"):
        for back, buttons in [(True, [])] + [(False, b) for b in ([], ["kragmortha.reveal_hand"],
                                                                   ["kragmortha.pass"], ["kragmortha.stop"])]:
            hint = H.for_device(app.input, device, PT.hint_items(back, buttons))
            assert H.widest_line(hint, L.HINT.w) <= room and H.height(hint, L.HINT.w) <= L.HINT.h, (device, back)
    assert H.TEXT >= 28
    rect = L.button_rects(1)[0]
    for label in ("kragmortha.reveal_hand", "kragmortha.pass", "kragmortha.stop"):
        rows, size = PT.button_text(tr(label), rect)
        assert size >= 28 and all(text.size_of(r, size, True)[0] <= rect.w - 16 for r in rows)
        assert len(rows) * (size + 4) <= rect.h
    set_language("en")


class _PhonesOf:
    """The app's phones as the kit asks them: these seats' private screens are on their phones."""
    def __init__(self, seats):
        self.seats = set(seats)

    def private_elsewhere(self, seat):
        return seat in self.seats


def test_seats_whose_hands_are_on_phones_choose_on_the_board_with_their_phone_pads():
    """Two phone seats and a bot: the curtain never comes (the hands are on the phones), and the seat asked to
    place its goblin sees its start cells lit on the TV and places it with its phone's arrows and A."""
    from game.core.setup import SeatConfig
    app = FakeApp()
    app.phones = _PhonesOf({0, 1})
    seats = [SeatConfig("Ada", "red", "human", device="pad:phone-a"),
             SeatConfig("Ben", "blue", "human", device="pad:phone-b"),
             SeatConfig("Cy", "yellow", "bot")]
    setup = GameSetup(game="kragmortha", seats=seats, options={}, seed=3)
    scene = make_scene(app, setup, R.new_game(setup.config(), 3))
    app.push(scene)
    placed = 0
    for _ in range(600):
        scene.update(DT)
        seat = R.to_act(scene.state)
        if scene.state.phase != "placement" or seat is None:
            if placed >= 2:
                break
            continue
        if seat in (0, 1) and scene.choices.shows_choices:
            before = sum(g is not None for g in scene.state.goblins)
            scene.on_intent(intent(I.CONFIRM, f"pad:phone-{'ab'[seat]}", seat))
            assert sum(g is not None for g in scene.state.goblins) == before + 1
            placed += 1
    assert placed == 2, "both phone seats placed their goblins from their pads"
    assert not scene.hot_seat.curtain_up
