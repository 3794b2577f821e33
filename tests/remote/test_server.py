"""The server on 127.0.0.1: it answers only with the room token, serves only the page's own files, checks Host
and Origin, caps frames, rates and connections, and tells the game thread through its inbox."""
import json
import socket
import urllib.error
import urllib.request

import pytest

from game.engine.remote.server import PhoneServer
from tests.remote.conftest import FakePhone, wait_for


def get(server, path, host=None, follow=False):
    """(status, body, headers) of a plain GET (redirects are not followed unless asked)."""
    req = urllib.request.Request(f"http://127.0.0.1:{server.port}{path}")
    if host is not None:
        req.add_header("Host", host)

    class NoRedirect(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *a, **k):
            return None
    opener = urllib.request.build_opener() if follow else urllib.request.build_opener(NoRedirect)
    try:
        with opener.open(req, timeout=5) as r:
            return r.status, r.read(), dict(r.headers)
    except urllib.error.HTTPError as e:
        return e.code, e.read(), dict(e.headers)


def inbox(server):
    out = []
    while not server.inbox.empty():
        out.append(server.inbox.get())
    return out


def test_the_page_and_its_files_need_the_room_token(server):
    status, body, headers = get(server, f"/j/{server.room_token}/")
    assert status == 200 and b"<html" in body
    assert headers["Referrer-Policy"] == "no-referrer" and "default-src 'self'" in headers["Content-Security-Policy"]
    assert get(server, f"/j/{server.room_token}/app.js")[0] == 200
    assert get(server, f"/j/{server.room_token}")[0] == 302
    strings = get(server, f"/j/{server.room_token}/strings")
    assert strings[0] == 200 and json.loads(strings[1]) == {}
    for path in ["/", "/j/", "/j/x/", f"/j/{server.room_token[:-1]}/", f"/j/{server.room_token}x/app.js",
                 "/app.js", "/index.html", "/favicon.ico", f"/j/{server.room_token.upper()}/"]:
        status, body, _ = get(server, path)
        assert status == 404 and body == b"", path


def test_no_path_trick_reaches_a_file_outside_the_page(server):
    t = server.room_token
    for path in [f"/j/{t}/../../../etc/passwd", f"/j/{t}/..%2f..%2fetc%2fpasswd", f"/j/{t}/%2e%2e/app.py",
                 f"/j/{t}/.git", f"/j/{t}/app.js/../../game/app.py", f"/j/{t}//etc/passwd",
                 f"/j/{t}/app.js%00.png", f"/j/{t}/APP.JS", f"/j/{t}/style.css?x=../../", "/..%2f..%2fetc/passwd"]:
        status, body, _ = get(server, path)
        assert status in (404, 200), path
        assert b"root:" not in body and b"from game" not in body and b"[core]" not in body, path
        if status == 200:
            assert path.endswith("style.css?x=../../"), path


def test_a_foreign_host_header_gets_nothing(server):
    for host in ["evil.example:80", f"evil.example:{server.port}", "127.0.0.1", f"192.168.1.2:{server.port}"]:
        assert get(server, f"/j/{server.room_token}/", host=host)[0] == 404, host
    assert get(server, f"/j/{server.room_token}/", host=f"localhost:{server.port}")[0] == 200


def test_room_code_only_while_the_join_panel_shows_and_only_a_few_guesses(server):
    assert get(server, f"/{server.code}")[0] == 404  # the panel is not shown
    server.set_join_open(True)
    status, _, headers = get(server, f"/{server.code.lower()}")
    assert status == 303 and headers["Location"] == f"/j/{server.room_token}/"
    wrong = "ZZZZ" if server.code != "ZZZZ" else "YYYY"
    statuses = [get(server, f"/{wrong}")[0] for _ in range(6)]
    assert 429 in statuses  # five guesses a minute from one address
    assert get(server, f"/{server.code}")[0] == 429  # even the right code waits now


def test_a_phone_says_hello_and_its_taps_reach_the_inbox(loop, server):
    phone = FakePhone(loop, server, name="Ada")
    assert wait_for(lambda: phone.token is not None)
    phone.send({"t": "press", "b": "confirm", "at": 5})
    phone.send({"t": "release", "b": "confirm"})
    assert wait_for(lambda: server.inbox.qsize() >= 3)
    items = inbox(server)
    assert items[0][0] == "hello" and items[0][2] == "Ada" and phone.token not in repr(items)
    assert [i[2]["t"] for i in items[1:]] == ["press", "release"]
    again = FakePhone(loop, server, name="Ada", phone=phone.token)  # the same phone: same id, old page closed
    assert wait_for(lambda: again.token == phone.token and phone.closed_code == 4000)
    assert wait_for(lambda: any(i[0] == "hello" and i[1] == items[0][1] for i in inbox(server)))
    phone.close()
    again.close()


def test_wrong_origin_wrong_token_and_a_full_room_are_refused(loop, server):
    import aiohttp
    for kwargs in ({"origin": "http://evil.example"}, {"room": "x" * 32}):
        with pytest.raises(aiohttp.WSServerHandshakeError):
            FakePhone(loop, server, **kwargs)
    phones = [FakePhone(loop, server, name=f"P{i}") for i in range(server.max_connections)]
    with pytest.raises(aiohttp.WSServerHandshakeError):
        FakePhone(loop, server, name="Late")
    assert all(wait_for(lambda p=p: p.token is not None) for p in phones)
    for p in phones:
        p.close()


def test_oversized_binary_garbage_and_floods_are_dropped_not_raised(loop, server):
    phone = FakePhone(loop, server, name="Ada")
    assert wait_for(lambda: phone.token is not None)
    inbox(server)
    phone.send("garbage{")
    phone.send_bytes(b"\x00\x01")
    phone.send({"t": "press", "b": "up", "sneaky": 1})
    for _ in range(200):  # a flood: the bucket lets a burst through and drops the rest
        phone.send({"t": "press", "b": "up"})
    assert wait_for(lambda: server.stats["rate_limited"] > 100)
    passed = [i for i in inbox(server) if i[0] == "msg"]
    assert 30 <= len(passed) <= 60
    phone.send("x" * 5000)  # over the frame cap: the connection is closed
    assert wait_for(lambda: phone.closed_code is not None)
    assert wait_for(lambda: any(i[0] == "gone" for i in inbox(server)))
    phone.close()


def test_a_port_that_cannot_be_bound_is_a_clean_failure():
    blocker = socket.socket()
    blocker.bind(("127.0.0.1", 0))
    blocker.listen(1)
    port = blocker.getsockname()[1]
    try:
        s = PhoneServer("127.0.0.1", port)
        s.__dict__  # noqa: B018
        # SO_REUSEADDR lets a second listener share a port on some systems only; a LISTENING one is refused
        ok = s.start()
        assert not ok and s.error and "cannot listen" in s.error
        assert not s.running
    finally:
        blocker.close()
