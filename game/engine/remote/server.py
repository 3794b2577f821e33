"""The phones' HTTP + WebSocket server: aiohttp on its own asyncio loop in a background thread, so nothing it
does can hold up a frame. The game thread talks to it only through `inbox` (a thread-safe queue it reads once
a frame) and `send` / `set_join_open` / `set_strings` (handed to the loop with call_soon_threadsafe).

What it answers (anything else: an empty 404, and nothing at all without the room token):
    GET /j/<room token>/            the phone page (assets/web/index.html)
    GET /j/<room token>/<file>      one of the files under assets/web/ (a fixed list made at start: no paths)
    GET /j/<room token>/strings     the page's words in the game's language (phone.* keys)
    GET /j/<room token>/ws          the WebSocket (Origin must be this server's own page)
    GET /<CODE>                     the 4-letter room code: a redirect to the page, only while the join panel
                                    is on the TV, and only a few guesses a minute
Every request must name this server's own address in its Host header (no DNS rebinding). WebSocket frames
are capped at schema.MAX_FRAME bytes, each connection at a message rate, connections at `max_connections`.

Inbox items (game thread): ("hello", phone_id, name), ("msg", phone_id, message, received_at),
("gone", phone_id)."""
from __future__ import annotations

import asyncio
import json
import logging
import queue
import re
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path

from aiohttp import WSMsgType, web

from game.engine.remote import schema, tokens
from game.engine.remote.limits import Bucket, Window

log = logging.getLogger(__name__)

WEB_DIR = Path(__file__).resolve().parents[3] / "assets" / "web"
TYPES = {".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8",
         ".css": "text/css; charset=utf-8", ".svg": "image/svg+xml", ".png": "image/png",
         ".json": "application/json; charset=utf-8", ".ico": "image/x-icon"}
RATE, BURST = 30.0, 40.0  # messages a second per connection (a fast thumb taps 8-10 times a second)
HELLO_WAIT = 5.0  # seconds a new connection has to say hello
OUTBOX = 64  # messages waiting for a slow phone before the oldest are dropped
CODE_GUESSES, CODE_GUESSES_PER_ADDRESS, CODE_WINDOW = 20, 5, 60.0
_FILE_NAME = re.compile(r"^[a-z0-9_-]{1,40}\.[a-z]{2,4}$")
_CODE = re.compile(r"^[A-Za-z]{4}$")
SECURITY_HEADERS = {"Cache-Control": "no-store", "Referrer-Policy": "no-referrer", "X-Content-Type-Options": "nosniff",
                    "X-Frame-Options": "DENY"}


def load_web_files(folder: Path = WEB_DIR) -> dict[str, tuple[bytes, str]]:
    """Every servable file under assets/web (flat; known types only), read once: a request names one of these
    or gets nothing, so no path a phone sends is ever joined onto a folder."""
    out = {}
    try:
        entries = sorted(folder.iterdir())
    except OSError:
        log.error("the phone page folder %s cannot be read", folder)
        return out
    for path in entries:
        kind = TYPES.get(path.suffix)
        if kind and path.is_file() and _FILE_NAME.match(path.name):
            out[path.name] = (path.read_bytes(), kind)
    return out


@dataclass
class _Conn:
    ws: web.WebSocketResponse
    phone_id: str = ""
    bucket: Bucket = field(default_factory=lambda: Bucket(RATE, BURST))
    outbox: asyncio.Queue | None = None
    dropped: int = 0
    last_drop_log: float = 0.0


class PhoneServer:
    def __init__(self, host: str, port: int = 0, room_token: str | None = None, code: str | None = None,
                 max_connections: int = 12, web_files: dict | None = None):
        self.host, self.port = host, port
        self.room_token = room_token or tokens.new_room_token()
        self.code = code or tokens.new_code()
        self.max_connections = max_connections
        self.inbox: queue.SimpleQueue = queue.SimpleQueue()
        self.files = web_files if web_files is not None else load_web_files()
        self.strings: bytes = b"{}"
        self.join_open = False
        self.error: str | None = None  # why it could not start
        self.stats = {"dropped": 0, "refused": 0, "oversized": 0, "rate_limited": 0, "connections": 0}
        self._conns: dict[str, _Conn] = {}  # phone id -> its live connection (one per phone)
        self._sockets: set[web.WebSocketResponse] = set()  # every open WebSocket, said hello or not
        self._guesses = Window(CODE_GUESSES, CODE_WINDOW)
        self._guesses_by: dict[str, Window] = {}
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: web.AppRunner | None = None
        self._ready = threading.Event()
        self._stopped = threading.Event()
        self._outgoing: deque = deque()  # (phone id or None for all, message) from the game thread
        self._flush_due = False  # a flush is on its way to the loop (one wake-up per frame, not per message)

    # ---- from the game thread -------------------------------------------------------------------------------
    def start(self, wait: float = 5.0) -> bool:
        """Bind and serve in a background thread. False (and `error` says why) if it could not."""
        self._thread = threading.Thread(target=self._run, name="phones-server", daemon=True)
        self._thread.start()
        if not self._ready.wait(wait):
            self.error = self.error or "timeout"
        if self.error:
            self.stop()
            return False
        return True

    def stop(self, wait: float = 3.0) -> None:
        loop = self._loop
        if loop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(lambda: asyncio.ensure_future(self._shutdown()))
            except RuntimeError:  # the loop closed meanwhile
                pass
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(wait)
        self._thread = None

    @property
    def running(self) -> bool:
        return self._thread is not None and self._ready.is_set() and not self.error and not self._stopped.is_set()

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}/j/{self.room_token}/"

    @property
    def address(self) -> str:
        return f"{self.host}:{self.port}"

    def send(self, phone_id: str, message: dict, wake: bool = True) -> None:
        """Queue a message for one phone (dropped if it is not connected). The message is encoded and written in
        the server's thread; the game thread only appends. wake=False leaves it queued until `wake()` (a frame's
        messages wake the server's thread once)."""
        self._outgoing.append((phone_id, message))
        if wake:
            self.wake()

    def send_all(self, message: dict, wake: bool = True) -> None:
        self._outgoing.append((None, message))
        if wake:
            self.wake()

    def drop(self, phone_id: str, reason: str) -> None:
        """Say goodbye to one phone and close its connection (it left its seat for good, or another took it)."""
        self._call(self._drop_now, phone_id, reason)

    def set_join_open(self, on: bool) -> None:
        self.join_open = bool(on)  # one attribute write; the loop reads it

    def set_strings(self, strings: dict) -> None:
        self.strings = json.dumps(strings, ensure_ascii=False).encode("utf-8")

    def connected(self) -> list[str]:
        return list(self._conns)

    def wake(self) -> None:
        """Have the server's thread send what is queued."""
        if self._flush_due or not self._outgoing:
            return
        loop = self._loop
        if loop is None or loop.is_closed() or self._stopped.is_set():
            self._outgoing.clear()  # no server: nobody to send to
            return
        self._flush_due = True
        try:
            loop.call_soon_threadsafe(self._flush)
        except RuntimeError:  # the loop closed meanwhile
            self._flush_due = False
            self._outgoing.clear()

    def _call(self, fn, *args) -> None:
        loop = self._loop
        if loop is None or loop.is_closed() or self._stopped.is_set():
            return
        try:
            loop.call_soon_threadsafe(fn, *args)
        except RuntimeError:
            pass

    # ---- the loop thread ------------------------------------------------------------------------------------
    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            loop.run_until_complete(self._serve())
            if not self.error:
                loop.run_until_complete(self._stopped_wait())
        except Exception as exc:  # noqa: BLE001 - the thread must end quietly, the game goes on
            log.exception("phones server failed")
            self.error = self.error or f"{type(exc).__name__}: {exc}"
        finally:
            self._ready.set()
            try:
                loop.run_until_complete(loop.shutdown_asyncgens())
            except Exception:  # noqa: BLE001
                pass
            loop.close()
            self._stopped.set()

    async def _stopped_wait(self) -> None:
        self._stop_future = asyncio.get_running_loop().create_future()
        await self._stop_future

    async def _serve(self) -> None:
        app = web.Application(client_max_size=1024, middlewares=[self._guard])
        app.router.add_get("/j/{room}/ws", self._ws)
        app.router.add_get("/j/{room}", self._page_redirect)
        app.router.add_get("/j/{room}/", self._page)
        app.router.add_get("/j/{room}/strings", self._strings)
        app.router.add_get("/j/{room}/{name}", self._file)
        app.router.add_get("/{code}", self._code)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False, shutdown_timeout=0.5)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port, reuse_address=True)
        try:
            await site.start()
        except OSError as exc:
            self.error = f"cannot listen on {self.host}:{self.port}: {exc.strerror or exc}"
            log.warning("phones: %s", self.error)
            await self._runner.cleanup()
            return
        sockets = getattr(site._server, "sockets", None) or []
        if sockets:
            self.port = sockets[0].getsockname()[1]
        log.info("phones server on %s", self.address)
        self._ready.set()

    async def _shutdown(self) -> None:
        for ws in list(self._sockets):
            try:
                await ws.close(code=1001, message=b"bye")
            except Exception:  # noqa: BLE001
                pass
        if self._runner is not None:
            try:
                await self._runner.cleanup()
            except Exception:  # noqa: BLE001
                log.exception("phones server cleanup")
        fut = getattr(self, "_stop_future", None)
        if fut is not None and not fut.done():
            fut.set_result(None)

    # ---- checks every request passes ------------------------------------------------------------------------
    def _allowed_hosts(self) -> set[str]:
        hosts = {f"{self.host}:{self.port}"}
        if self.host in ("127.0.0.1", "localhost"):
            hosts |= {f"127.0.0.1:{self.port}", f"localhost:{self.port}"}
        return hosts

    @web.middleware
    async def _guard(self, request: web.Request, handler):
        try:
            if request.host not in self._allowed_hosts():
                return self._refuse("host", request)
            response = await handler(request)
        except web.HTTPException as exc:
            if exc.status in (301, 302, 303, 307, 308):
                exc.headers.update(SECURITY_HEADERS)
                raise
            return self._refuse(f"http {exc.status}", request)
        except Exception:  # noqa: BLE001 - a bad request is dropped and logged, never raised
            log.exception("phones: request %s failed", request.path[:80])
            return self._refuse("error", request)
        if not getattr(response, "prepared", False):
            response.headers.update(SECURITY_HEADERS)
        return response

    def _refuse(self, why: str, request: web.Request | None = None) -> web.Response:
        self.stats["refused"] += 1
        log.info("phones: refused (%s) %s", why, request.path[:60] if request is not None else "")
        return web.Response(status=404, body=b"", headers=SECURITY_HEADERS)

    def _room_ok(self, request: web.Request) -> bool:
        return tokens.same_secret(request.match_info.get("room"), self.room_token)

    # ---- pages ----------------------------------------------------------------------------------------------
    async def _page_redirect(self, request: web.Request):
        if not self._room_ok(request):
            return self._refuse("token", request)
        raise web.HTTPFound(f"/j/{self.room_token}/")

    async def _page(self, request: web.Request):
        if not self._room_ok(request):
            return self._refuse("token", request)
        return self._serve_file("index.html", request)

    async def _file(self, request: web.Request):
        if not self._room_ok(request):
            return self._refuse("token", request)
        return self._serve_file(request.match_info.get("name", ""), request)

    def _serve_file(self, name: str, request: web.Request):
        found = self.files.get(name)
        if found is None:
            return self._refuse("file", request)
        body, kind = found
        headers = {"Content-Type": kind}
        if name == "index.html":
            headers["Content-Security-Policy"] = (f"default-src 'self'; connect-src 'self' ws://{request.host}; "
                                                  "img-src 'self' data:; frame-ancestors 'none'")
        return web.Response(body=body, headers=headers)

    async def _strings(self, request: web.Request):
        if not self._room_ok(request):
            return self._refuse("token", request)
        return web.Response(body=self.strings, headers={"Content-Type": TYPES[".json"]})

    async def _code(self, request: web.Request):
        code = request.match_info.get("code", "")
        if not _CODE.match(code) or not self.join_open:
            return self._refuse("code", request)
        peer = request.remote or "?"
        per_peer = self._guesses_by.setdefault(peer, Window(CODE_GUESSES_PER_ADDRESS, CODE_WINDOW))
        if len(self._guesses_by) > 256:  # a flood of addresses must not grow this without end
            self._guesses_by = {peer: per_peer}
        if not (per_peer.take() and self._guesses.take()):
            self.stats["refused"] += 1
            log.info("phones: room code guessed too often")
            return web.Response(status=429, body=b"", headers=SECURITY_HEADERS)
        if not tokens.same_secret(code.upper(), self.code):
            return self._refuse("code", request)
        raise web.HTTPSeeOther(f"/j/{self.room_token}/")

    # ---- the WebSocket --------------------------------------------------------------------------------------
    async def _ws(self, request: web.Request):
        if not self._room_ok(request):
            return self._refuse("token", request)
        if request.headers.get("Origin") != f"http://{request.host}":
            return self._refuse("origin", request)
        if len(self._sockets) >= self.max_connections:
            return self._refuse("full", request)
        ws = web.WebSocketResponse(max_msg_size=schema.MAX_FRAME, heartbeat=5.0, autoping=True)
        if not ws.can_prepare(request).ok:
            return self._refuse("not a websocket", request)
        await ws.prepare(request)
        self._sockets.add(ws)
        self.stats["connections"] += 1
        conn = _Conn(ws, outbox=asyncio.Queue(OUTBOX))
        writer = asyncio.ensure_future(self._write(conn))
        try:
            await self._talk(conn)
        except Exception:  # noqa: BLE001 - a broken connection is dropped and logged, never raised
            log.exception("phones: connection failed")
        finally:
            writer.cancel()
            self._sockets.discard(ws)
            if conn.phone_id and self._conns.get(conn.phone_id) is conn:
                del self._conns[conn.phone_id]
                self.inbox.put(("gone", conn.phone_id))
            if not ws.closed:
                await ws.close()
        return ws

    async def _talk(self, conn: _Conn) -> None:
        ws = conn.ws
        try:
            first = await asyncio.wait_for(ws.receive(), HELLO_WAIT)
        except asyncio.TimeoutError:
            return
        hello = self._message(conn, first)
        if hello is None or hello["t"] != "hello":
            return
        phone_token = hello["phone"] or tokens.new_phone_token()
        pid = tokens.phone_id(phone_token)
        old = self._conns.get(pid)
        if old is not None:  # the same phone again (a reload): the new page wins
            await old.ws.close(code=4000, message=b"replaced")
        conn.phone_id = pid
        self._conns[pid] = conn
        self._put_now(conn, json.dumps({"t": "welcome", "phone": phone_token}))
        self.inbox.put(("hello", pid, hello["name"]))
        async for raw in ws:
            msg = self._message(conn, raw)
            if msg is not None:
                self.inbox.put(("msg", pid, msg, time.perf_counter()))

    def _message(self, conn: _Conn, raw) -> dict | None:
        """A frame as a schema message, or None (dropped and logged: oversized, binary, garbage, too fast)."""
        if raw.type == WSMsgType.ERROR:
            self.stats["oversized"] += 1
            self._dropped(conn, "error frame")
            return None
        if raw.type != WSMsgType.TEXT:
            if raw.type not in (WSMsgType.CLOSE, WSMsgType.CLOSING, WSMsgType.CLOSED):
                self._dropped(conn, "binary frame")
            return None
        if not conn.bucket.take():
            self.stats["rate_limited"] += 1
            self._dropped(conn, "too fast")
            return None
        msg = schema.parse(raw.data)
        if msg is None:
            self._dropped(conn, "not in the schema")
        return msg

    def _dropped(self, conn: _Conn, why: str) -> None:
        self.stats["dropped"] += 1
        conn.dropped += 1
        now = time.monotonic()
        if now - conn.last_drop_log > 1.0:  # a flood is one line a second, not one per frame
            conn.last_drop_log = now
            log.info("phones: dropped a message (%s) from %s; %d so far", why, conn.phone_id or "?", conn.dropped)

    async def _write(self, conn: _Conn) -> None:
        while True:
            text = await conn.outbox.get()
            try:
                await conn.ws.send_str(text)
            except Exception:  # noqa: BLE001 - the connection is going; its reader ends it
                return

    def _put_now(self, conn: _Conn, text: str) -> None:
        if conn.outbox.full():
            conn.outbox.get_nowait()  # a phone that does not read loses the oldest news, not the newest
        conn.outbox.put_nowait(text)

    def _flush(self) -> None:
        """The game thread's queued messages, encoded here (off the frame) and put in each phone's outbox."""
        self._flush_due = False  # first: a message queued from now on asks for another flush
        while self._outgoing:
            phone_id, message = self._outgoing.popleft()
            try:
                text = json.dumps(message, ensure_ascii=False, separators=(",", ":"))
            except (TypeError, ValueError):
                log.exception("phones: a message cannot be sent")
                continue
            if phone_id is None:
                self._send_all_now(text)
            else:
                self._send_now(phone_id, text)

    def _send_now(self, phone_id: str, text: str) -> None:
        conn = self._conns.get(phone_id)
        if conn is not None:
            self._put_now(conn, text)

    def _send_all_now(self, text: str) -> None:
        for conn in self._conns.values():
            self._put_now(conn, text)

    def _drop_now(self, phone_id: str, reason: str) -> None:
        self._flush()  # what the game said before the goodbye goes out before it
        conn = self._conns.get(phone_id)
        if conn is None:
            return
        self._put_now(conn, json.dumps({"t": "bye", "reason": reason}))
        asyncio.ensure_future(self._close_later(conn))

    async def _close_later(self, conn: _Conn) -> None:
        await asyncio.sleep(0.2)  # let the goodbye go out first
        await conn.ws.close(code=4001, message=b"bye")
