"""Phones tests: the server bound to 127.0.0.1 only, a headless app, and a tiny phone client (aiohttp's
WebSocket client on its own loop, driven synchronously from the test)."""
from __future__ import annotations

import asyncio
import json
import threading
import time

import pytest

pytest.importorskip("aiohttp")

from game.engine.remote.server import PhoneServer  # noqa: E402


class Loop:
    """An asyncio loop in a thread, for clients the test drives step by step."""

    def __init__(self):
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()

    def run(self, coro, timeout: float = 10.0):
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    def close(self):
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(3)


class FakePhone:
    """A WebSocket client speaking the page's messages."""

    def __init__(self, loop: Loop, server: PhoneServer, name="Ada", phone=None, origin=None, room=None):
        import aiohttp
        self.loop, self.server = loop, server
        self.got: list[dict] = []
        self.closed_code = None

        async def open_():
            self.session = aiohttp.ClientSession()
            host = f"127.0.0.1:{server.port}"
            url = f"http://{host}/j/{room or server.room_token}/ws"
            self.ws = await self.session.ws_connect(url, origin=origin or f"http://{host}", autoping=True)
            if name is not None:
                await self.ws.send_str(json.dumps({"t": "hello", "phone": phone, "name": name}))
            self.reader = asyncio.ensure_future(self._read())

        loop.run(open_())

    async def _read(self):
        async for m in self.ws:
            if m.type == 1:  # TEXT
                self.got.append(json.loads(m.data))
        self.closed_code = self.ws.close_code

    def send(self, msg):
        text = msg if isinstance(msg, str) else json.dumps(msg)
        self.loop.run(self.ws.send_str(text))

    def send_bytes(self, data: bytes):
        self.loop.run(self.ws.send_bytes(data))

    def of(self, kind):
        return [m for m in self.got if m.get("t") == kind]

    def last(self, kind):
        found = self.of(kind)
        return found[-1] if found else None

    @property
    def token(self):
        w = self.last("welcome")
        return w["phone"] if w else None

    def close(self):
        async def shut():
            await self.ws.close()
            await self.session.close()
        try:
            self.loop.run(shut())
        except Exception:
            pass


def wait_for(cond, timeout=15.0, step=None):
    """Poll `cond` (calling `step` between polls: an app frame) until true."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if step is not None:
            step()
        if cond():
            return True
        time.sleep(0.01)
    return bool(cond())


@pytest.fixture
def loop():
    lp = Loop()
    yield lp
    lp.close()


@pytest.fixture
def server():
    s = PhoneServer("127.0.0.1", 0, max_connections=6)
    assert s.start(), s.error
    yield s
    s.stop()


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLE_TALES_HOME", str(tmp_path))
    from game.app import App
    a = App(headless=True)
    yield a
    phones = getattr(a, "phones", None)
    if phones is not None:
        phones.stop()
    a.shutdown()


@pytest.fixture
def phones(app):
    from game.engine.remote.phones import Phones, install
    p = Phones(app, host="127.0.0.1")
    install(app, p)
    assert p.start(port=0), p.problem
    return p
