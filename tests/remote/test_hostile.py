"""A hostile phone (or a hostile page on the home network) while a game runs: garbage, floods, wrong tokens,
oversized frames, path tricks, impersonation and stale choices. Nothing raises, the phones' work in a frame stays
small, nobody learns another seat's screen, and the honest phones play on."""
import json
import logging
import time
import urllib.error
import urllib.request

import aiohttp
import pytest

from game.engine.remote import server as server_module
from game.engine.remote.tokens import new_phone_token
from tests.remote.conftest import FakePhone, wait_for
from tests.remote.test_phones import frames, seated, start_game


def http(server, path, host=None):
    req = urllib.request.Request(f"http://127.0.0.1:{server.port}{path}")
    if host:
        req.add_header("Host", host)
    try:
        with urllib.request.urlopen(req, timeout=5) as r:
            return r.status, r.read()
    except urllib.error.HTTPError as e:
        return e.code, e.read()


def test_a_hostile_phone_while_a_game_runs(app, phones, loop, monkeypatch, caplog):
    from game.engine.menus.setup import SetupScene
    monkeypatch.setattr(server_module, "HELLO_WAIT", 0.3)
    caplog.set_level(logging.INFO)
    scene = SetupScene(app, "pied_piper")
    app.push(scene)
    for seat in scene.model.seats:
        seat.kind = "bot"
    frames(app)
    ada = seated(app, phones, loop, 0, "Ada")
    ben = seated(app, phones, loop, 1, "Ben")
    game = start_game(app, scene)
    server = phones.server
    pump_ms = []
    real_pump = phones.pump

    def timed(inputs):  # the game thread's own CPU time: what the phones cost a frame, whatever the machine's load
        t = time.thread_time()
        real_pump(inputs)
        pump_ms.append((time.thread_time() - t) * 1000)
    monkeypatch.setattr(phones, "pump", timed)  # the input layer looks `pump` up on the object every frame
    step = lambda: app.frame(1 / 60)  # noqa: E731
    eve = FakePhone(loop, server, name="Eve")
    assert wait_for(lambda: eve.last("seats") is not None, step=step)
    t = server.room_token
    port = server.port

    def refused_ws(**kw):
        with pytest.raises(aiohttp.WSServerHandshakeError):
            FakePhone(loop, server, **kw)

    garbage = ["", " ", "null", "[]", "{", "}", "\x00" * 100, "{\"t\":\"press\"}", "{\"t\":\"press\",\"b\":\"nuke\"}",
               '{"t":"take","seat":99}', '{"t":"take","seat":-1}', '{"t":"hello","phone":"../../x","name":"A"}',
               '{"t":"choose","c":0,"v":-1}', '{"t":"touch","p":"down","x":1e309,"y":0}', "{\"t\":\"ping\",\"at\":NaN}",
               '{"t":"name","name":"<script>alert(1)</script>"}', '{"__proto__":{"t":"press"}}', "🙂" * 100,
               json.dumps({"t": "press", "b": "up", "at": 10 ** 300}), "[" * 200 + "]" * 200]
    cases = []
    cases += [(f"garbage {i}", lambda g=g: eve.send(g)) for i, g in enumerate(garbage)]
    cases += [("binary", lambda: eve.send_bytes(b"\xff" * 64)),
              ("flood of presses", lambda: [eve.send({"t": "press", "b": "confirm"}) for _ in range(300)]),
              ("flood of takes", lambda: [eve.send({"t": "take", "seat": i % 3}) for i in range(100)]),
              ("stale and wild choices", lambda: [eve.send({"t": "choose", "c": c, "v": v})
                                                  for c in (0, 5, 63) for v in (0, 1, 2 ** 31)]),
              ("pings", lambda: [eve.send({"t": "ping", "at": 1}) for _ in range(50)])]
    cases += [("wrong token", lambda: refused_ws(room="A" * 32)),
              ("token of another length", lambda: refused_ws(room=t + "A")),
              ("wrong origin", lambda: refused_ws(origin="http://evil.example")),
              ("origin of another port", lambda: refused_ws(origin=f"http://127.0.0.1:{port + 1}")),
              ("a phone token of its own is no seat", lambda: FakePhone(loop, server, name="Mallory",
                                                                       phone=new_phone_token()).close()),
              ("silent connection", lambda: FakePhone(loop, server, name=None)),
              ("oversized frame", lambda: FakePhone(loop, server, name="Big").send("x" * 100_000))]
    for path in ["/", "/j/", f"/j/{t[:-2]}/", f"/j/{t}/../../game/app.py", f"/j/{t}/%2e%2e%2fapp.py",
                 f"/j/{t}/..%5c..%5cgame%5capp.py", f"/j/{t}/.env", f"/j/{t}/index.html%00", "/ABCD",
                 f"/j/{t}/ws", "/" + "a" * 5000]:
        cases.append((f"path {path[:30]}", lambda path=path: http(server, path)))
    cases.append(("wrong host", lambda: http(server, f"/j/{t}/", host="attacker.example")))

    statuses = {}
    for name, attack in cases:
        try:
            statuses[name] = attack()
        except Exception as exc:  # the attack itself may be refused on the wire: that is the point
            statuses[name] = type(exc).__name__
        frames(app, 2)
    frames(app, 30)

    # nothing raised, in the game or in the server
    assert app.crashes == []
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR and r.name.startswith("game.engine.remote")]
    assert errors == []
    assert server.running and phones.running
    for name, got in statuses.items():
        if name.startswith("path") or name == "wrong host":
            assert got[0] in (404, 400, 431) and got[1] == b"", name
    assert server.stats["dropped"] > 0 and server.stats["rate_limited"] > 0 and server.stats["refused"] > 5
    # nothing of another seat leaked: Eve (no seat) never got a screen, each seated phone only its own
    assert eve.of("screen") == []
    assert all(m["seat"] == 0 for m in ada.of("screen")) and all(m["seat"] == 1 for m in ben.of("screen"))
    assert "hand" not in json.dumps(eve.got) and game.rules.view(game.state, 0)["hand"]
    # the phones' own work stayed small in every frame
    assert pump_ms and max(pump_ms) < 15, max(pump_ms)
    # and the honest phones play on
    ada.send({"t": "press", "b": "right", "at": 7})
    assert wait_for(lambda: any(m.get("at") == 7 for m in ada.of("ack")), step=step)
    print(f"\nhostile cases: {len(cases)}, exceptions: 0, leaks: 0, pump max {max(pump_ms):.2f} ms, "
          f"stats {server.stats}")
    for p in (ada, ben, eve):
        p.close()
