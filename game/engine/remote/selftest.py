"""The smoke test's look at the phones (`--smoke`, in the bundle too): the server starts on the loopback, serves the
page with its room token and nothing without it, takes a WebSocket hello, and stops."""
from __future__ import annotations

import json
import time
import urllib.error
import urllib.request


def phones_smoke(timeout: float = 5.0) -> tuple[bool, str]:
    t0 = time.perf_counter()
    try:
        from game.engine.remote.server import PhoneServer
    except ImportError as exc:  # aiohttp missing from the bundle
        return False, f"cannot import the server: {exc}"
    server = PhoneServer("127.0.0.1", 0)
    if not server.start():
        return False, f"did not start: {server.error}"
    try:
        base = f"http://127.0.0.1:{server.port}"
        with urllib.request.urlopen(server.url, timeout=timeout) as r:
            page = r.read()
        if b"app.js" not in page:
            return False, "the phone page is not served"
        try:
            urllib.request.urlopen(base + "/j/" + "x" * 32 + "/", timeout=timeout)
            return False, "a wrong token was answered"
        except urllib.error.HTTPError as exc:
            if exc.code != 404:
                return False, f"a wrong token got {exc.code}"
        if not _hello(server, timeout):
            return False, "no WebSocket hello"
    finally:
        server.stop()
    if server.running:
        return False, "did not stop"
    return True, f"served the page and a hello on port {server.port}, stopped, {time.perf_counter() - t0:.2f} s"


def _hello(server, timeout: float) -> bool:
    import asyncio

    import aiohttp

    async def go():
        host = f"127.0.0.1:{server.port}"
        async with aiohttp.ClientSession() as session:
            async with session.ws_connect(server.url + "ws", origin=f"http://{host}") as ws:
                await ws.send_str(json.dumps({"t": "hello", "phone": None, "name": "Smoke"}))
                msg = await asyncio.wait_for(ws.receive(), timeout)
                return msg.type == aiohttp.WSMsgType.TEXT and json.loads(msg.data).get("t") == "welcome"
    try:
        return asyncio.run(go())
    except Exception:  # noqa: BLE001 - any failure is a failed smoke check, said as such
        return False
