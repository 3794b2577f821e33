"""Each game's own phone screen in the real page (headless Chromium, 390x844, touch) against the real scene:
the phone seat's screen arrives with its choices, a tap on a choice is applied by the scene, and the page in
both languages keeps text >= 16 CSS px, targets >= 48 CSS px and nothing off the screen. Screenshots go to
$PHONE_SHOTS or /work/phone_shots (never the repo)."""
from __future__ import annotations

import pytest

from tests.remote import browser as chrome
from tests.remote.conftest import wait_for
from tests.remote.test_browser import SHOTS, join, phone_page, pw, shoot, step_of, table  # noqa: F401

pytestmark = pytest.mark.skipif(chrome.missing() is not None, reason=chrome.missing() or "")

# game -> (players, the phone's seat); bots fill the other seats
TABLES = {"pied_piper": (3, 0), "magic_maze": (3, 0), "kragmortha": (3, 0), "beanstalk": (3, 0), "baba_yaga": (3, 1)}
# what makes a game's page look like the game once its choices are shown: the cards' big names in their colour,
# the heroes' symbols, the cards' symbols as coloured chips
LOOK = {"pied_piper": "#choices .choice.tile .big-word", "magic_maze": "#choices .choice.tile svg.icon",
        "kragmortha": "#screen .chip[style*='background']"}


def play_until(app, page, cond, seconds=60.0):
    return wait_for(lambda: page.evaluate(cond), timeout=seconds, step=step_of(app))


@pytest.mark.parametrize("game_id", list(TABLES))
def test_a_games_phone_screen_in_the_real_page(app, phones, pw, game_id):  # noqa: F811
    from game.engine import i18n
    from game.engine.menus.setup import SetupScene
    players, seat = TABLES[game_id]
    setup = SetupScene(app, game_id)
    app.push(setup)
    setup.set_players(players)
    for s in setup.model.seats:
        s.kind = "bot"
    app.frame(1 / 60)
    context, page = phone_page(pw)
    try:
        join(app, page, phones.server.url, "Ada", seat=seat)
        setup.start_game()
        assert wait_for(lambda: any(hasattr(s, "state") for s in app.stack), step=step_of(app))
        # the seat's own screen arrives; with choices once the rules give this seat some
        got_choices = play_until(app, page, "document.querySelectorAll('#choices .choice').length > 0")
        assert page.evaluate("window.ttStats.messages") > 0 and app.crashes == []
        if game_id in LOOK:
            assert got_choices and page.locator(LOOK[game_id]).count() > 0, game_id
        for lang in ("en", "zh-TW"):
            i18n.set_language(lang)
            assert play_until(app, page, f"document.documentElement.lang === '{lang}'", 10)
            for _ in range(20):
                app.frame(1 / 60)
            shoot(page, f"{game_id}_{lang}")
            assert page.evaluate(chrome.CHECK_SIZES) == {"small": [], "tiny": [], "outside": []}
        i18n.set_language("en")
        if got_choices:  # a tap on the phone is applied by the scene (a group opens first: a card, a hero)
            before = page.evaluate("window.ttStats.acks")
            page.tap("#choices .choice >> nth=0")
            if page.evaluate("document.querySelector('#choices .choice.open') !== null"):
                shoot(page, f"{game_id}_open_en")
                assert page.evaluate(chrome.CHECK_SIZES) == {"small": [], "tiny": [], "outside": []}
                page.tap("#choices .choice[data-choice] >> nth=0")
            assert play_until(app, page, f"window.ttStats.acks > {before}", 10)
        assert app.crashes == []
    finally:
        i18n.set_language("en")
        context.close()


def test_a_whole_pied_piper_game_from_three_phones(app, phones, pw):  # noqa: F811
    """Three phone pages play The Pied Piper to its end by tapping their own screens (a card, then where)."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    from game.engine.menus.setup import SetupScene
    setup = SetupScene(app, "pied_piper")
    app.push(setup)
    setup.set_players(3)
    app.frame(1 / 60)
    pages = []
    try:
        for seat, name in enumerate(("Ada", "Ben", "Cy")):
            context, page = phone_page(pw)
            pages.append((context, page))
            join(app, page, phones.server.url, name, seat=seat)
        assert all(not s.is_bot for s in setup.model.active)
        setup.start_game()
        assert wait_for(lambda: any(hasattr(s, "state") for s in app.stack), step=step_of(app))
        game = next(s for s in app.stack if hasattr(s, "state"))
        taps = 0
        for _ in range(4000):
            if game.rules.result(game.state) is not None:
                break
            app.frame(1 / 60)
            for _context, page in pages:
                if page.evaluate("document.querySelectorAll('#choices .choice').length") == 0:
                    continue
                try:  # a card (a group), or a character when it is one step
                    page.tap("#choices .choice >> nth=0", timeout=3000)
                    if page.evaluate("document.querySelector('#choices .choice.open') !== null"):
                        page.tap("#choices .choice[data-choice] >> nth=0", timeout=3000)
                except PlaywrightTimeout:  # the page's screen moved on meanwhile (another phone played)
                    continue
                taps += 1
                for _ in range(3):
                    app.frame(1 / 60)
        assert game.rules.result(game.state) is not None, f"no end after {taps} taps"
        assert app.crashes == [] and taps >= 6
        # the game is over: every phone shows the result and where to look, with nothing left to tap
        from game.engine.i18n import tr
        for _context, page in pages:
            assert wait_for(lambda p=page: p.evaluate("document.querySelector('#screen.over') !== null"),
                            step=step_of(app), timeout=10)
            assert page.inner_text("#screen-title") == game.end_title()
            assert tr("phone.over.look") in page.inner_text("#screen-lines")
            assert page.locator("#choices .choice").count() == 0
        shoot(pages[0][1], "pied_piper_over_en")
        # each page only ever saw its own seat's screens
        for seat, (_context, page) in enumerate(pages):
            assert page.evaluate("window.ttStats.screenSeats") == [seat]
    finally:
        for context, _page in pages:
            context.close()


def test_beanstalk_secret_choice_and_a_placement_by_touch(app, phones, pw):  # noqa: F811
    """The secret card is chosen on the phone; on the phone's turn on the stalk its touchpad picks the piece up
    by the stalk, carries it and lets it go when the finger lifts: the rules get the placement. The set-up's seed
    is random, so the turn may start with the axe's pull pad (the bot stacked first) or with the giant's word on
    the TV (two eyes rolled): the touch waits for the stacking pad, and is taken even during the word."""
    from game.engine.i18n import tr
    from game.engine.menus.setup import SetupScene
    setup = SetupScene(app, "beanstalk")
    app.push(setup)
    setup.set_players(2)
    for s in setup.model.seats:
        s.kind = "bot"
    app.frame(1 / 60)
    seed = setup.model.seed
    context, page = phone_page(pw)
    try:
        join(app, page, phones.server.url, "Ada", seat=0)
        setup.start_game()
        assert wait_for(lambda: any(hasattr(s, "state") for s in app.stack), step=step_of(app))
        game = next(s for s in app.stack if hasattr(s, "state"))
        assert play_until(app, page, "document.querySelectorAll('#choices .choice').length > 0")
        page.tap("#choices .choice >> nth=0")
        assert wait_for(lambda: game.state.chosen[0] is not None, step=step_of(app))
        shoot(page, "beanstalk_chosen_en")

        def roll_and_start_stacking():  # the pad's OK, as a player presses it: roll, then start stacking
            app.frame(1 / 60)
            s = game.state
            if s.actor == 0 and s.phase in ("start", "roll") and not game.live_table.busy():
                page.tap('.key[data-b="confirm"]')
                for _ in range(10):
                    app.frame(1 / 60)

        stacking = tr("phone.beanstalk.stack")
        assert wait_for(lambda: game.state.phase == "stack" and game.state.actor == 0
                        and page.is_visible("#touchpad") and page.inner_text("#screen-title") == stacking,
                        step=roll_and_start_stacking, timeout=150), (seed, game.state.phase, game.state.actor)
        shoot(page, "beanstalk_touchpad_en")
        placed = len(game.state.stalk["pieces"])
        box = page.locator("#touchpad").bounding_box()
        x, y = box["x"] + box["width"] * 0.5, box["y"] + box["height"] * 0.45
        page.mouse.move(x, y)
        page.mouse.down()  # one touch, whatever the TV still shows
        assert wait_for(lambda: getattr(game.live_table.live, "carrying", False), step=step_of(app),
                        timeout=10), seed
        page.mouse.move(x, y - 20, steps=4)
        for _ in range(10):
            app.frame(1 / 60)
        page.mouse.up()
        assert wait_for(lambda: len(game.state.stalk["pieces"]) > placed or game.state.actor != 0
                        or game.state.phase != "stack", step=step_of(app), timeout=40), seed
        assert app.crashes == []
    finally:
        context.close()


def test_beanstalk_axe_pulled_back_by_a_touch_drag(app, phones, pw):  # noqa: F811
    """Before rolling, the phone's pull pad takes the axe up at a touch, the aim follows the finger on the TV,
    and lifting the finger throws it (real touch events through the browser's DevTools protocol)."""
    from game.engine.remote.tokens import phone_id
    from game.games.beanstalk import demo
    from game.games.beanstalk import rules as R
    from game.games.beanstalk.scene import make_scene
    setup = demo.demo_setup(2, 1, humans=1)
    state = R.new_game(setup.config(), 1)
    demo.play_until(state, 1, lambda s: s.phase == "start" and s.actor == 0)
    demo.stack(state, demo.tower_kinds(5))
    game = make_scene(app, setup, state)
    app.push(game)
    context, page = phone_page(pw)
    try:
        join(app, page, phones.server.url, "Ada")
        token = page.evaluate("localStorage.getItem('tabletales.phone')")
        phones.give(phone_id(token), 0, app.input)
        assert wait_for(lambda: page.is_visible("#touchpad"), step=step_of(app))
        shoot(page, "beanstalk_axe_en")
        box = page.locator("#touchpad").bounding_box()
        x, y = box["x"] + box["width"] * 0.7, box["y"] + box["height"] * 0.3
        touch = context.new_cdp_session(page)

        def finger(kind, px, py):
            points = [] if kind == "touchEnd" else [{"x": px, "y": py}]
            touch.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})
            for _ in range(4):
                app.frame(1 / 60)
        finger("touchStart", x, y)
        assert wait_for(lambda: game.live_table.aim is not None, step=step_of(app))
        for i in range(1, 5):  # down and to the left: the axe will fly up and to the right
            finger("touchMove", x - 20 * i, y + 12 * i)
        assert wait_for(lambda: game.live_table.aim["strength"] > 0.2, step=step_of(app))
        finger("touchEnd", 0, 0)
        assert wait_for(lambda: game.live_table.live is not None or not game.state.axes[0], step=step_of(app))
        assert app.crashes == []
    finally:
        context.close()


def test_the_baba_yaga_searchers_phone_in_the_real_page(app, phones, pw):  # noqa: F811
    """The searcher's phone says how to search on the TV and shows the spell's things, in both languages."""
    from game.core.setup import GameSetup
    from game.engine import i18n
    from game.engine.i18n import tr
    from game.engine.remote.tokens import phone_id
    from game.games.baba_yaga.scene import make_scene
    from tests.remote.test_phone_screens import bot_game_until
    rules, state = bot_game_until("baba_yaga", 3, lambda s: s.phase == "search")
    setup = GameSetup.all_bots("baba_yaga", 3, seed=3)
    for i in (state.active, state.mover()):  # nobody acts on the table meanwhile: the screen stays
        setup.seats[i].kind, setup.seats[i].device = "human", None
    app.push(make_scene(app, setup, state))
    context, page = phone_page(pw)
    try:
        join(app, page, phones.server.url, "Ada")
        phones.give(phone_id(page.evaluate("localStorage.getItem('tabletales.phone')")), state.active, app.input)
        for lang in ("en", "zh-TW"):
            i18n.set_language(lang)
            title = tr("phone.baba_yaga.you_search")
            assert play_until(app, page, f"document.getElementById('screen-title').textContent === {title!r}", 20)
            things = [tr(f"baba_yaga.element.{e}") for e in rules.view(state, state.active)["card"]["elements"]]
            assert page.locator("#cards .card .big-word").all_inner_texts() == things
            shoot(page, f"baba_yaga_search_{lang}")
            assert page.evaluate(chrome.CHECK_SIZES) == {"small": [], "tiny": [], "outside": []}
        assert app.crashes == []
    finally:
        i18n.set_language("en")
        context.close()


def test_the_hands_sight_penalties_on_the_real_page_turned_over_and_blurred_until_looked_at(  # noqa: F811
        app, phones, table, pw):  # noqa: F811
    """Kragmortha's Upside down and Blur on a phone's hand: the card is turned over, and blurred until a finger
    rests on it; a quick tap on a blurred card does nothing, a tap after a whole look plays it."""
    from tests.remote.test_browser import stats
    context, page = phone_page(pw)
    try:
        join(app, page, phones.server.url, "Ada", seat=0)
        pid = phones.server.connected()[0]
        phones._send(pid, {"t": "screen", "v": 99, "seat": 0, "title": "Play a card", "lines": [], "pad": True,
                           "choices": [{"label": "Goblin", "chips": [{"label": "Book"}], "blur": True, "turned": True},
                                       {"label": "Pass", "wide": True}]})
        assert wait_for(lambda: page.locator("#choices .choice.blurred.turned").count() == 1, step=step_of(app))
        card = page.locator("#choices .choice.blurred")
        ask = "getComputedStyle(document.querySelector('#choices .choice.blurred .label'))"
        assert "blur" in page.evaluate(f"{ask}.filter")
        assert page.evaluate("getComputedStyle(document.querySelector('#choices .choice.turned')).transform") != "none"
        shoot(page, "kragmortha_sight_penalties_en")
        taps = stats(page)["taps"]
        for event in ("pointerdown", "pointerup", "click"):  # a quick tap
            card.dispatch_event(event)
        assert stats(page)["taps"] == taps
        card.dispatch_event("pointerdown")  # the finger rests: the card clears, then lifts: it is played
        assert page.evaluate("document.querySelector('#choices .choice.blurred').classList.contains('peek')")
        page.wait_for_timeout(1100)
        assert page.evaluate(f"{ask}.filter") in ("none", "blur(0px)")
        card.dispatch_event("pointerup")
        assert stats(page)["taps"] == taps + 1
        page.tap("#choices .choice.wide")  # an unspoilt choice: a plain tap as ever
        assert stats(page)["taps"] == taps + 2
    finally:
        context.close()
