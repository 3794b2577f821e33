"""The real phone page in headless Chromium with a phone's screen and touch, over loopback, against the real app:
join and leave, a reload that rejoins, the safety cases a browser can try, and screenshots at 390x844 in both
languages (kept out of the repo, under $PHONE_SHOTS or /work/phone_shots) with text >= 16 CSS px and touch
targets >= 48 CSS px."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.remote import browser as chrome
from tests.remote.conftest import wait_for

pytestmark = pytest.mark.skipif(chrome.missing() is not None, reason=chrome.missing() or "")
SHOTS = Path(os.environ.get("PHONE_SHOTS", "/work/phone_shots"))


@pytest.fixture(scope="module")
def pw():
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        b = chrome.launch(p)
        yield p, b
        b.close()


@pytest.fixture
def table(app, phones):
    from game.engine.menus.setup import SetupScene
    scene = SetupScene(app, "magic_maze")
    app.push(scene)
    scene.set_players(3)
    for seat in scene.model.seats:
        seat.kind = "bot"
    app.frame(1 / 60)
    return scene


def step_of(app):
    return lambda: app.frame(1 / 60)


def phone_page(pw, **extra):
    _p, b = pw
    context = b.new_context(**chrome.PHONE, **extra)
    return context, context.new_page()


def stats(page):
    return page.evaluate("window.ttStats")


def join(app, page, url, name="Ada", seat=None):
    page.goto(url)
    page.wait_for_selector("#name-view:not([hidden])")
    page.fill("#name", name)
    page.tap("#name-ok")
    assert wait_for(lambda: page.is_visible("#seats .seat"), step=step_of(app))
    if seat is not None:
        page.tap(f'#seats .seat[data-seat="{seat}"]')
        assert wait_for(lambda: page.is_visible("#play-view"), step=step_of(app))


def shoot(page, name):
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


def test_join_and_leave_a_seat_from_the_real_page(app, phones, table, pw):
    context, page = phone_page(pw)
    try:
        join(app, page, phones.server.url, "Ada", seat=1)
        seat = table.model.seats[1]
        assert seat.kind == "human" and seat.name == "Ada" and seat.device.startswith("pad:phone-")
        assert page.inner_text("#who") == "Ada"
        page.tap("#leave")
        assert wait_for(lambda: page.is_visible("#seats-view") and table.model.seats[1].device == "mouse",
                        step=step_of(app))
    finally:
        context.close()


def test_a_reload_rejoins_its_seat_in_a_game(app, phones, table, pw):
    context, page = phone_page(pw)
    try:
        join(app, page, phones.server.url, "Ada", seat=0)
        device = table.model.seats[0].device
        table.start_game()
        assert wait_for(lambda: app.input.seat_of(device) == 0 and hasattr(app.top, "state"), step=step_of(app))
        page.reload()
        assert wait_for(lambda: page.is_visible("#play-view") and stats(page)["state"] == "joined",
                        step=step_of(app))
        assert app.input.seat_of(device) == 0 and not app.input.lost_seats()
        page.tap('.key[data-b="right"]')
        assert wait_for(lambda: stats(page)["acks"] >= 1, step=step_of(app))
    finally:
        context.close()


def test_what_a_browser_can_try_gets_nothing(app, phones, table, pw):
    server = phones.server
    context, page = phone_page(pw)
    try:
        for path in [f"/j/{'A' * 32}/", f"/{server.code}", f"/j/{server.room_token}/../../game/app.py", "/"]:
            got = page.request.get(f"http://127.0.0.1:{server.port}{path}", max_redirects=0)
            assert got.status == 404 and got.body() == b"", path  # the room code: no join panel is shown
        # a page of another origin (here: the blank page) opening the WebSocket with the right token: refused
        page.goto("about:blank")
        result = page.evaluate("""(url) => new Promise((done) => {
            const ws = new WebSocket(url);
            ws.onopen = () => done('open'); ws.onerror = () => done('refused');
            setTimeout(() => done('timeout'), 4000); })""", f"ws://127.0.0.1:{server.port}/j/{server.room_token}/ws")
        assert result == "refused"
        join(app, page, server.url, "Ada")
        page.evaluate("""() => { const ws = new WebSocket(location.href.replace('http', 'ws') + 'ws');
            ws.onopen = () => { ws.send('{"t":"hello","phone":null,"name":"Eve"}');
              for (let i = 0; i < 300; i++) ws.send('{"t":"take","seat":' + (i % 9) + '}');
              ws.send('x'.repeat(4000)); }; }""")
        assert wait_for(lambda: server.stats["rate_limited"] > 0 and server.stats["oversized"] > 0,
                        step=step_of(app))
        assert app.crashes == []
    finally:
        context.close()


@pytest.mark.parametrize("lang", ["en", "zh-TW"])
def test_every_view_at_390x844_has_big_text_and_big_targets(app, phones, table, pw, lang):
    from game.engine import i18n
    i18n.set_language(lang)
    app.frame(1 / 60)  # the server gets the words of the new language on the next frame
    context, page = phone_page(pw)
    try:
        page.goto(phones.server.url)
        page.wait_for_selector("#name-view:not([hidden])")
        assert page.inner_text("label[for=name]") == i18n.tr("phone.page.name")
        shoot(page, f"name_{lang}")
        checks = [page.evaluate(chrome.CHECK_SIZES)]
        join(app, page, phones.server.url, "Ada")
        shoot(page, f"seats_{lang}")
        checks.append(page.evaluate(chrome.CHECK_SIZES))
        page.tap('#seats .seat[data-seat="0"]')
        assert wait_for(lambda: page.is_visible("#play-view"), step=step_of(app))
        shoot(page, f"controller_{lang}")
        checks.append(page.evaluate(chrome.CHECK_SIZES))
        for c in checks:
            assert c == {"small": [], "tiny": [], "outside": []}
    finally:
        context.close()
        i18n.set_language("en")
