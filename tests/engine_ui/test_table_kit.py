"""The table kit's pieces (game/engine/table), each used by both games: the presenter queue, the two bot
drivers, seat messages, the turn banner, countdowns, the device catalogue and the control hint, timers."""
import pygame
import pytest

from game.engine import intents as I
from game.engine.i18n import tr
from game.engine.input_seats import InputSeats
from game.engine.table import banner, countdown, devices, hint, messages
from game.engine.table.bots import RealtimeBots, TurnBots
from game.engine.table.messages import SeatMessages
from game.engine.table.presenter import Beat, Presenter
from game.engine.table.timers import Timers
from tests.pied_piper.pads import OnePadOpener


# the presenter queue ----------------------------------------------------------------------------------------
def test_beats_in_one_lane_play_one_after_another_and_their_sounds_start_with_them():
    seen = []
    q = Presenter(on_start=lambda b: seen.append(("start", b.kind)), on_finish=lambda b: seen.append(("end", b.kind)))
    q.add([Beat("a", 0.5, sound="one"), Beat("b", 0.5, sound="two")])
    assert q.update(0.25) and q.current().kind == "a" and q.current().t == pytest.approx(0.5)
    assert q.take_sounds() == [("one", 1.0)]
    q.update(0.5)  # a ends and b starts in the same frame; b is half-way
    assert seen == [("start", "a"), ("end", "a"), ("start", "b")] and q.current().t == pytest.approx(0.5)
    assert q.take_sounds() == [("two", 1.0)]
    q.update(1.0)
    assert not q.busy() and seen[-1] == ("end", "b")


def test_parallel_beats_run_at_once_and_wait_only_their_own_delay():
    q = Presenter()
    q.add([Beat("flip", 0.3, lane=None), Beat("flip", 0.3, lane=None, delay=0.2), Beat("banner", 1.0, lane="banner"),
           Beat("banner", 1.0, lane="banner")])
    q.update(0.1)
    assert len(q.running("flip")) == 1 and len(q.running("banner")) == 1  # one banner at a time
    q.update(0.15)
    assert len(q.running("flip")) == 2
    assert q.busy("banner") and q.busy(("flip", "banner")) and not q.busy("won")
    q.update(1.0)
    assert not q.busy("flip") and len(q.waiting_or_running("banner")) == 1


def test_hurrying_lasts_until_the_queue_is_empty_and_finish_all_plays_everything():
    q = Presenter()
    q.add([Beat("a", 1.0), Beat("b", 1.0, lane=None, delay=5.0)])
    q.speed = 3.0
    q.update(0.5)
    assert q.lanes and q.speed == 3.0
    q.finish_all()
    assert not q.busy() and q.speed == q.base_speed


def test_a_beat_knows_its_event_class():
    class Moved:
        pass
    beat = Beat(Moved(), 0.2)
    assert beat.is_a(Moved) and beat.is_a((Moved, int)) and not beat.is_a("Moved") and beat.event is beat.kind


# the bot drivers --------------------------------------------------------------------------------------------
class _Rules:
    @staticmethod
    def legal_actions(state, seat):
        return ["go"] if state.get("open", True) else []

    @staticmethod
    def view(state, seat):
        return {"seat": seat}


class _SlowBot:
    def __init__(self):
        self.slices = 0

    def think(self, view, legal):
        for _ in range(3):
            self.slices += 1
            yield
        return legal[0]


def test_turn_bots_think_a_slice_per_frame_and_wait_like_people():
    bot, acted = _SlowBot(), []
    driver = TurnBots({1: bot}, _Rules, delay=0.5)
    for _ in range(5):
        driver.update(0.05, {}, 1, lambda seat, a: acted.append((seat, a)))
    assert bot.slices == 3 and not acted  # it knows, but a person would still be looking
    for _ in range(10):
        driver.update(0.05, {}, 1, lambda seat, a: acted.append((seat, a)))
    assert acted == [(1, "go")]
    driver.update(1.0, {}, 1, lambda seat, a: acted.append(a), ready=False)  # the screen is busy: no one acts
    assert len(acted) == 1


class _QuickBot:
    def __init__(self, seat):
        self.seat, self.seen = seat, []

    def choose(self, view, legal, now=0.0):
        return None if now < 0.1 else legal[0]

    def observe(self, events):
        self.seen += events


def test_realtime_bots_act_independently_after_their_reaction_delay_in_game_time():
    bots = {0: _QuickBot(0), 2: _QuickBot(2)}
    driver = RealtimeBots(bots, _Rules, reaction=lambda seat: 0.5 if seat == 0 else 0.2)
    acted = []
    driver.update(0.0, {}, lambda seat, a: acted.append((0.0, seat)))
    assert acted == []  # both answered "not yet": asked again next frame
    now = 0.1
    while now < 1.0:
        driver.update(now, {}, lambda seat, a, t=now: acted.append((round(t, 2), seat)))
        now += 0.1
    assert [s for t, s in acted if t < 0.55].count(2) > [s for t, s in acted if t < 0.55].count(0)
    driver.observe(["e"])
    assert bots[0].seen == ["e"] and bots[2].seen == ["e"]
    assert driver.update(5.0, {"open": False}, lambda seat, a: acted.append(a)) == 0


# messages, banners, countdowns --------------------------------------------------------------------------------
def test_a_seat_message_restarts_instead_of_stacking_fades_and_stays_on_screen():
    m = SeatMessages()
    m.show("One hand only!", (1900, 500), "midleft", 1.0)
    m.update(0.8)
    m.show("One hand only!", (1900, 500), "midleft", 1.0)
    assert len(m.items) == 1 and m.items[0].left == 1.0
    surface = pygame.Surface((1920, 1080))
    m.draw(surface)  # anchored past the right edge: pulled back on screen
    assert surface.get_at((1900, 500))[:3] != (0, 0, 0)
    assert m.surface("One hand only!").get_height() >= 30 + 28
    m.update(1.1)
    assert not m.items


def test_a_fully_shown_message_is_its_pill_over_the_table_and_a_fading_one_blends_into_it():
    m = SeatMessages()
    words = "A wall is in the way."
    m.show(words, (600, 300), "center", 2.0)
    floor = (20, 90, 40)
    shown, straight = pygame.Surface((1920, 1080)), pygame.Surface((1920, 1080))
    for surf in (shown, straight):
        surf.fill(floor)
    m.draw(shown)
    pill = m.surface(words)
    pill.set_alpha(255)
    straight.blit(pill, pill.get_rect(center=(600, 300)))
    rect = pill.get_rect(center=(600, 300))
    inside = rect.inflate(-40, -40)  # the pill's body and its words (the corners are the floor in both)
    for x in range(inside.left, inside.right, 7):
        for y in range(inside.top, inside.bottom, 5):
            assert all(abs(a - b) <= 16 for a, b in zip(shown.get_at((x, y)), straight.get_at((x, y))))
    assert shown.get_at(rect.topleft)[:3] == floor  # a rounded corner: the table shows
    assert shown.get_at(rect.center)[:3] != floor
    m.update(2.0 - 0.2)  # half faded: between the pill and the table
    faded = pygame.Surface((1920, 1080))
    faded.fill(floor)
    m.draw(faded)
    x, y = inside.left + 2, rect.centery
    full, half = shown.get_at((x, y))[:3], faded.get_at((x, y))[:3]
    assert all(min(f, c) - 2 <= h <= max(f, c) + 2 for f, c, h in zip(full, floor, half)) and half != full


def test_messages_of_seats_facing_each_other_across_the_table_never_cover_each_other():
    m = SeatMessages()
    words = "That direction is not on your action tile."
    m.show(words, (332, 539), "midleft")  # beside a left column's panel
    m.show(words, (1588, 539), "midright")  # beside a right column's panel
    surface = pygame.Surface((1920, 1080))
    m.draw(surface)
    rects = []
    for item in m.items:
        room = messages.side_room(item.at, item.anchor, 1920)
        pill = m.surface(item.text, room)
        rects.append(pill.get_rect(**{item.anchor: item.at}))
        assert pill.get_height() >= 2 * 30  # the words wrapped onto two lines at 30 px rather than shrunk
    left, right = rects
    assert left.right < 960 < right.left and not left.colliderect(right)
    assert messages.side_room((960, 150), "midtop", 1920) == messages.MAX_W  # a message over the middle: as wide


def test_a_new_message_at_a_seats_place_replaces_the_one_there_instead_of_overlapping_it():
    m = SeatMessages()
    m.show("Pick an action on your action tile.", (330, 110), "midleft")
    m.show("A wall is in the way.", (330, 110), "midleft")
    m.show("Not your hero.", (1600, 110), "midleft")  # another seat's place keeps its own
    assert [x.text for x in m.items] == ["A wall is in the way.", "Not your hero."]


def test_the_turn_banner_slides_in_stays_and_slides_out():
    b = banner.TurnBanner(1.6, 0.25)
    b.start(2)
    assert b.showing and b.slide == 0.0 and b.seat == 2
    b.update(0.8)
    assert b.slide == 1.0
    b.update(0.7)
    assert 0.0 < b.slide < 1.0
    b.update(0.2)
    assert not b.showing


def test_banners_are_drawn_and_kept():
    surface = pygame.Surface((1920, 1080))
    banner.draw_banner(surface, pygame.Rect(600, 100, 700, 120), "Your turn, Mia!", "", (255, 214, 92), 46, 30)
    assert surface.get_at((610, 160))[:3] != (0, 0, 0)
    first = banner.banner_surface("Spell broken!", "good", "sub")
    assert banner.banner_surface("Spell broken!", "good", "sub") is first and first.get_width() <= 1100


def test_the_ring_and_the_sand_timer_show_the_time_left():
    surface = pygame.Surface((600, 600))
    countdown.draw_ring(surface, (150, 150), 120, 4.2, 0.0)
    assert surface.get_at((150, 33))[:3] == countdown.HURRY  # the last seconds: red rim
    full, empty = pygame.Surface((200, 300)), pygame.Surface((200, 300))
    countdown.draw_sand_timer(full, pygame.Rect(40, 40, 120, 200), 1.0, 180)
    countdown.draw_sand_timer(empty, pygame.Rect(40, 40, 120, 200), 0.0)
    assert full.get_at((100, 60))[:3] == countdown.SAND and empty.get_at((100, 60))[:3] == countdown.GLASS
    assert empty.get_at((100, 230))[:3] == countdown.SAND


def test_timers_run_on_scene_time():
    t, fired = Timers(), []
    t.after(0.5, lambda: fired.append("a"))
    gone = t.after(0.2, lambda: fired.append("b"))
    t.cancel(gone)
    t.update(0.4)
    assert fired == []
    t.update(0.2)
    assert fired == ["a"] and len(t) == 0


# devices and the control hint -----------------------------------------------------------------------------
def test_one_catalogue_names_every_device_as_the_set_up_screen_does():
    seats = InputSeats(opener=OnePadOpener(), strict=True)
    assert devices.device_name(seats, "mouse") == tr("setup.device.mouse")
    assert devices.device_name(seats, "kb_left") == tr("setup.device.kb_left")
    assert devices.device_name(seats, "pad:7") == tr("setup.device.pad", n=seats.pad_number("pad:7"))
    assert devices.device_name(seats, "pad:99") == tr("table.device.pad")  # not plugged in: no number
    assert devices.key_names(seats, "mouse", (I.CONFIRM,)) is None
    assert devices.without_shared_word({I.LEFT: "Keypad 4", I.RIGHT: "Keypad 6", I.UP: "Keypad 8"}) == {
        I.LEFT: "4", I.RIGHT: "6", I.UP: "8"}


def test_the_hint_shows_key_caps_for_keys_and_words_for_the_mouse():
    seats = InputSeats(strict=True)
    items = (((I.LEFT, I.RIGHT), "pick"), ((I.CONFIRM,), "play"))
    keys = hint.for_device(seats, "kb_left", items, "drag a card")
    assert keys.device == tr("table.hint.device", device=tr("setup.device.kb_left"))
    assert keys.items == (hint.Item(("A", "D"), "pick"), hint.Item(("Space",), "play"))
    assert hint.for_device(seats, "mouse", items, "drag a card") == hint.Hint(sentence="drag a card")
    assert hint.TEXT >= 28 and hint.height(keys, 600) > 0
    surface = pygame.Surface((700, 200))
    hint.draw(surface, pygame.Rect(10, 10, 600, hint.height(keys, 600)), keys)
    assert surface.get_at((12, 30))[:3] != (0, 0, 0)
