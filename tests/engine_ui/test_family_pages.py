"""The family page shows every player the family may hold (MAX_PROFILES): six cards to a page, previous / next
arrows in the page's focus group (mouse, keyboard and pads alike, the wheel too), a "2 / 3" count; a card
chosen shows its player in the form to change them; adding a player turns to the page with their card."""
from __future__ import annotations

import itertools

import pygame
import pytest

from game.engine import i18n, theme
from game.engine import intents as I
from game.engine.family import MAX_PROFILES, PORTRAITS, Family, Profile
from game.engine.menus.family_page import CHOSEN_R, PER_PAGE, FamilyPage, ProfileCard

NAMES = ("Mia", "Leo", "Grandma", "Grandpa", "Ada", "Tom", "Zoe", "Max", "Lily", "Sam", "Nora", "Ben", "Rosa",
         "Bob", "Emma", "Finn")
PAD, KEYBOARD = "pad:3", "kb_right"


def page_with(app, tmp_path, n: int) -> FamilyPage:
    app.family = Family(tmp_path)
    for k, name in enumerate(NAMES[:n]):
        app.family.add(Profile(name, "red", PORTRAITS[k % len(PORTRAITS)]))
    return FamilyPage(app, app.games)


def send(page, action, device=KEYBOARD, **kw) -> None:
    page.on_intent(I.Intent(action, device, **kw))


def click(page, widget) -> None:
    pos = widget.rect.center
    send(page, I.POINTER_MOVE, "mouse", pos=pos)
    send(page, I.POINTER_DOWN, "mouse", pos=pos, button=1)
    send(page, I.POINTER_UP, "mouse", pos=pos, button=1)


def card_of(page, name: str) -> ProfileCard:
    return next(c for c in page.cards if c.profile.name == name)


def drawn_names(page, text_sizes, among=NAMES) -> set[str]:
    """The players' names one frame of the page draws."""
    text_sizes.clear()
    page.draw(pygame.Surface((1920, 1080)))
    return {s for s, _ in text_sizes} & set(among)


def test_sixteen_players_are_all_drawn_six_to_a_page_at_the_sofa_floor(app, tmp_path, text_sizes):
    assert MAX_PROFILES == len(NAMES)
    page = page_with(app, tmp_path, MAX_PROFILES)
    assert page.pages == 3 and page.page == 0
    seen = []
    for k in range(page.pages):
        page.show_page(k)
        names = drawn_names(page, text_sizes)
        assert names == set(NAMES[k * PER_PAGE:(k + 1) * PER_PAGE]), k  # this page's cards, and only they
        assert f"{k + 1} / 3" in {s for s, _ in text_sizes}
        assert all(size >= 28 for _, size in text_sizes), sorted(text_sizes, key=lambda p: p[1])[:3]
        seen += names
        screen = pygame.Rect(0, 0, 1920, 1080)
        shown = [w.rect for w in page.group.widgets if w.visible]
        assert all(screen.contains(r) for r in shown)
        assert not [(a, b) for a, b in itertools.combinations(shown, 2) if a.colliderect(b)]
    assert sorted(seen) == sorted(NAMES)


def test_the_arrows_turn_the_pages_by_mouse_keyboard_pad_and_wheel_and_go_round(app, tmp_path):
    page = page_with(app, tmp_path, MAX_PROFILES)
    assert page.prev_button in page.group.widgets and page.next_button in page.group.widgets
    click(page, page.next_button)
    assert page.page == 1 and [c.profile.name for c in page.cards] == list(NAMES[6:12])
    click(page, page.prev_button)
    assert page.page == 0
    for device in (KEYBOARD, PAD):  # from the top right card, right reaches the next arrow; confirm turns
        page.show_page(0)
        page.group.focus(page.cards[2])
        send(page, I.RIGHT, device)
        assert page.group.focused is page.next_button
        send(page, I.CONFIRM, device)
        assert page.page == 1 and page.group.focused is page.next_button  # press again for the next page
        send(page, I.CONFIRM, device)
        send(page, I.CONFIRM, device)
        assert page.page == 0  # after the last page comes the first
        page.group.focus(page.cards[0])  # and from the left column, left reaches the previous arrow
        send(page, I.LEFT, device)
        assert page.group.focused is page.prev_button
        send(page, I.CONFIRM, device)
        assert page.page == 2 and [c.profile.name for c in page.cards] == list(NAMES[12:])
    send(page, I.WHEEL, "mouse", pos=(960, 400), button=-1)
    assert page.page == 0
    send(page, I.WHEEL, "mouse", pos=(960, 400), button=1)
    assert page.page == 2


def test_a_focused_card_hands_the_focus_to_the_card_in_its_place_and_a_language_switch_keeps_the_page(app,
                                                                                                      tmp_path):
    page = page_with(app, tmp_path, 14)
    page.group.focus(page.cards[4])
    send(page, I.WHEEL, "mouse", pos=(10, 10), button=-1)
    assert page.page == 1 and page.group.focused is page.cards[4]
    send(page, I.WHEEL, "mouse", pos=(10, 10), button=-1)
    assert page.page == 2 and page.group.focused is page.cards[1]  # two cards on the last page: the last one
    page.enter()
    try:
        i18n.set_language("zh-TW")
        assert page.page == 2 and page.group.focused is page.cards[1]
    finally:
        page.exit()


def gold_tick_pixels(page, card) -> int:
    surface = pygame.Surface((1920, 1080))
    page.draw(surface)
    box = pygame.Rect(card.rect.right - 44 - CHOSEN_R, card.rect.y + 40 - CHOSEN_R, 2 * CHOSEN_R, 2 * CHOSEN_R)
    return sum(surface.get_at((x, y))[:3] == theme.GOLD for x in range(box.left, box.right)
               for y in range(box.top, box.bottom))


def test_the_tenth_player_is_chosen_on_their_card_changed_and_saved(app, tmp_path):
    page = page_with(app, tmp_path, MAX_PROFILES)
    tenth = page.family.profiles[9]
    click(page, page.next_button)
    click(page, card_of(page, tenth.name))
    assert page.editing() is tenth and page.name_field.value == tenth.name
    assert page.portrait_choice.value == tenth.portrait and page.add_button.label() == "Save"
    page.colour_choice.cycle(1)
    page.portrait_choice.cycle(1)
    colour, portrait = page.colour_choice.value, page.portrait_choice.value
    assert (colour, portrait) != (tenth.colour, tenth.portrait)
    click(page, page.add_button)
    again = Family(tmp_path)
    assert len(again.profiles) == MAX_PROFILES and again.profiles[9].name == tenth.name
    assert (again.profiles[9].colour, again.profiles[9].portrait) == (colour, portrait)
    assert page.page == 1 and page.editing() is None  # the form is empty again, the card still in view


def test_a_card_chosen_again_empties_the_form_and_a_name_cycled_to_turns_to_its_card(app, tmp_path):
    page = page_with(app, tmp_path, 8)
    card = card_of(page, "Ada")
    page.group.focus(card)
    send(page, I.CONFIRM, PAD)
    assert page.editing() is card.profile and page.add_button.label() == "Save"
    assert gold_tick_pixels(page, card) > 400  # the card of the player the form shows wears a gold tick
    send(page, I.CONFIRM, PAD)
    assert gold_tick_pixels(page, card) == 0
    assert page.editing() is None and page.name_field.value == "" and page.add_button.label() == "Add"
    page.group.focus(page.name_field)
    send(page, I.LEFT, PAD)  # a pad cycles the names from the last: Max is on the second page
    assert page.name_field.value == "Max" and page.editing().name == "Max" and page.page == 1


def test_adding_a_player_turns_to_the_page_with_their_card(app, tmp_path, text_sizes):
    page = page_with(app, tmp_path, 6)
    assert page.pages == 1 and not page.next_button.visible
    page.set_name("Nana")
    page.add()
    assert page.pages == 2 and page.page == 1 and [c.profile.name for c in page.cards] == ["Nana"]
    assert page.next_button.visible and page.prev_button.visible
    assert drawn_names(page, text_sizes, (*NAMES, "Nana")) == {"Nana"}
    assert page.group.focused is page.name_field  # ready for the next player's name
    page.show_page(0)
    page.set_name("Mia")  # saving a player on the first page keeps the first page
    page.add()
    assert page.page == 0


@pytest.mark.parametrize("n", (0, 1, 6, 7))
def test_the_page_works_with_few_players(app, tmp_path, n, text_sizes):
    page = page_with(app, tmp_path, n)
    assert page.pages == (2 if n == 7 else 1) and len(page.cards) == min(n, PER_PAGE)
    assert page.next_button.visible == page.prev_button.visible == (n == 7)
    for action in (I.UP, I.LEFT, I.UP, I.RIGHT, I.RIGHT, I.DOWN, I.DOWN, I.LEFT):
        send(page, action)
        assert page.group.focused is not None and page.group.focused.can_focus
    page.show_page(0)
    assert drawn_names(page, text_sizes) == set(NAMES[:min(n, PER_PAGE)])
    send(page, I.WHEEL, "mouse", pos=(960, 400), button=-1)
    assert page.page == (1 if n == 7 else 0)
    assert drawn_names(page, text_sizes) == set(NAMES[PER_PAGE:n] if n == 7 else NAMES[:n])


@pytest.mark.parametrize("lang", ("en", "zh-TW"))
def test_the_longest_name_the_form_takes_keeps_the_sofa_floor(app, tmp_path, text_sizes, lang):
    longest = "Grandma Louise"  # 14 letters, the form's most
    i18n.set_language(lang)
    try:
        page = page_with(app, tmp_path, 2)
        page.set_name(longest)
        page.name_field.value = longest
        text_sizes.clear()
        page.draw(pygame.Surface((1920, 1080)))
        sizes = [size for s, size in text_sizes if s == longest]
        assert sizes and min(sizes) >= 28, sizes
        # empty, the field still says what it is for
        page.name_field.value = ""
        text_sizes.clear()
        page.draw(pygame.Surface((1920, 1080)))
        assert any(s == i18n.tr("family.name") for s, _ in text_sizes)
    finally:
        i18n.set_language("en")
