"""`python -m game bench --phones 8 [--seconds 60] [--json]`: eight phone pages in headless Chromium (Debian's
/usr/bin/chromium through the playwright package) join the Magic Maze set-up over loopback, take a seat each, and
tap the real page's controller five times a second for `--seconds` while the real scene runs at 60 frames a
second. Prints {"phones": {"phones", "taps", "lost", "latency_p50_ms", "latency_p99_ms", "frame_p99_ms"}}:
latency is from the tap in the page to the intent applied in the scene, timed in the page by the scene's
acknowledgement (so it includes the way back); `lost` counts taps the scene never got; frame times are whole
frames (events, update, draw) on the game thread, in wall time (`frame_*`) and in the game thread's CPU time
(`frame_cpu_*`: what the frame itself costs, steadier than wall time on a busy machine, where the browser pages
share the cores); `pump_p99_ms` is the phones' own share of a frame (reading the server's inbox, feeding the
input layer, sending screens) in the game thread's CPU time. The phones' processes run only on CPU time the game
leaves (SCHED_IDLE, else a lower nice; `phones_niced`: how many): they stand for other devices, and Chromium
run as root puts its browser process above the game's."""
from __future__ import annotations

import json
import os
import sys
import time

from game.tools.common import headless_app, percentile

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--headless", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]
PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2, "is_mobile": True, "has_touch": True}
TAPS_PER_SECOND = 5
PHONES_NICE = 10  # the emulated phones' processes, below the game's (nice 0)
# each page taps its own d-pad through the real buttons' pointer handlers
TAPPER = """(rate) => {
  const keys = ['left', 'right', 'up', 'down'].map((b) => document.querySelector('.key[data-b="' + b + '"]'));
  let i = 0;
  window.ttTapper = setInterval(() => {
    const el = keys[i++ % keys.length];
    el.dispatchEvent(new PointerEvent('pointerdown', {bubbles: true, pointerType: 'touch'}));
    el.dispatchEvent(new PointerEvent('pointerup', {bubbles: true, pointerType: 'touch'}));
  }, 1000 / rate);
}"""


def run_phones_bench(args) -> int:
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        print("the phones bench needs the playwright package (pip install playwright)", file=sys.stderr)
        return 2
    if not os.path.exists(CHROMIUM):
        print(f"the phones bench needs {CHROMIUM} (apt-get install chromium)", file=sys.stderr)
        return 2
    n = max(1, min(8, args.phones))
    seconds = float(getattr(args, "seconds", None) or 60.0)
    app = headless_app()
    from game.engine.input_keymaps import DIRECTIONS
    from game.engine.intents import is_phone
    from game.engine.menus.setup import SetupScene
    from game.engine.remote.phones import Phones, install

    phones = Phones(app, host="127.0.0.1")
    install(app, phones)
    if not phones.start(port=0):
        print(f"the phones' server did not start: {phones.problem}", file=sys.stderr)
        return 1
    setup = SetupScene(app, "magic_maze")
    app.push(setup)
    setup.set_players(n)
    setup.model.options["timer"] = "none"  # taps at random may turn the sand early: no game may end mid-bench
    for seat in setup.model.seats:
        seat.kind = "bot"
    frame = lambda: app.frame(1 / 60)  # noqa: E731
    frame()
    out: dict = {}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        pages = []
        try:
            for i in range(n):
                page = browser.new_context(**PHONE).new_page()
                page.goto(phones.server.url)
                page.wait_for_selector("#name-view:not([hidden])")
                page.fill("#name", f"P{i + 1}")
                page.tap("#name-ok")
                _wait(lambda page=page: page.is_visible("#seats .seat"), frame)
                page.tap(f'#seats .seat[data-seat="{i}"]')
                _wait(lambda page=page: page.is_visible("#play-view"), frame)
                pages.append(page)
            phones_niced = _lower_priority(_descendants(os.getpid()))
            setup.start_game()
            _wait(lambda: app.top is not None and app.top.phone_table == "game", frame)  # the game's scene is up
            scene = app.top
            got = [0]
            real = scene.on_intent

            def counting(intent):
                if is_phone(intent.device) and intent.action in DIRECTIONS and not intent.repeat:
                    got[0] += 1
                real(intent)
            scene.on_intent = counting
            pump_ms = []
            real_pump = phones.pump

            def timed_pump(inputs):  # CPU time of the game thread: the phones' cost, not the machine's load
                t0 = time.thread_time()
                real_pump(inputs)
                pump_ms.append((time.thread_time() - t0) * 1000)
            phones.pump = timed_pump  # the phones' own share of each frame
            for _ in range(30):
                frame()
            for page in pages:
                page.evaluate(TAPPER, TAPS_PER_SECOND)
            times, cpu = [], []
            clock = app.clock
            clock.tick()
            end = time.perf_counter() + seconds
            while time.perf_counter() < end:
                dt = clock.tick(60) / 1000.0
                t, c = time.perf_counter(), time.thread_time()
                app.frame(dt)
                times.append((time.perf_counter() - t) * 1000)
                cpu.append((time.thread_time() - c) * 1000)
            for page in pages:
                page.evaluate("clearInterval(window.ttTapper)")
            stats = _settle(app, clock, pages)
        finally:
            browser.close()
            phones.stop()
    taps = sum(s["taps"] for s in stats)
    latencies = sorted(x for s in stats for x in s["latencies"])
    times.sort()
    cpu.sort()
    out = {"phones": n, "taps": taps, "lost": max(0, taps - got[0]), "acks": sum(s["acks"] for s in stats),
           "latency_p50_ms": round(percentile(latencies, 50), 2), "latency_p99_ms": round(percentile(latencies, 99), 2),
           "frame_p50_ms": round(percentile(times, 50), 2), "frame_p99_ms": round(percentile(times, 99), 2),
           "frame_cpu_p50_ms": round(percentile(cpu, 50), 2), "frame_cpu_p99_ms": round(percentile(cpu, 99), 2),
           "pump_p99_ms": round(percentile(sorted(pump_ms), 99), 3), "frames": len(times), "seconds": seconds,
           "crashes": len(app.crashes),
           "phones_niced": phones_niced, "game_over": scene.rules.result(scene.state) is not None}
    if args.json:
        print(json.dumps({"phones": out}, indent=1))
    else:
        print(" ".join(f"{k} {v}" for k, v in out.items()))
    app.shutdown()
    return 0 if out["lost"] == 0 and not app.crashes else 1


def _settle(app, clock, pages, least: float = 1.0, most: float = 15.0) -> list[dict]:
    """The last taps' answers come back (the game runs on; at least `least` seconds, until every page has its
    acknowledgements or `most` seconds): the pages' stats. The phones run on CPU time the game leaves, so on a
    busy machine they may need longer than a second to read their last answers."""
    start = time.perf_counter()
    looked = start
    while True:
        app.frame(clock.tick(60) / 1000.0)
        now = time.perf_counter()
        if now - start < least or now - looked < 0.25:
            continue
        looked = now
        stats = [page.evaluate("window.ttStats") for page in pages]
        if all(s["acks"] >= s["taps"] for s in stats) or now - start >= most:
            return stats


def _descendants(root: int) -> list[int]:
    """Every process under `root` (the playwright driver and the browser's processes), from /proc."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as f:
                ppid = int(f.read().rsplit(b")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue  # gone meanwhile
        children.setdefault(ppid, []).append(int(entry))
    out, todo = [], [root]
    while todo:
        for child in children.get(todo.pop(), ()):
            out.append(child)
            todo.append(child)
    return out


def _lower_priority(pids: list[int]) -> int:
    """The emulated phones stand for other devices: their processes run only on CPU time the game leaves
    (SCHED_IDLE; where that is refused, nice PHONES_NICE), so the frame times measure the game with its server,
    not the rig's browser taking the game's cores (Chromium run as root even raises its browser process above
    every other process). Returns how many were lowered."""
    done = 0
    for pid in pids:
        try:
            os.sched_setscheduler(pid, os.SCHED_IDLE, os.sched_param(0))
            done += 1
            continue
        except (OSError, AttributeError):
            pass  # not Linux, or not allowed: a lower nice instead
        try:
            os.setpriority(os.PRIO_PROCESS, pid, PHONES_NICE)
            done += 1
        except OSError:
            pass  # gone meanwhile, or not ours to change: measured as it is
    return done


def _wait(cond, step, timeout: float = 15.0) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        step()
        if cond():
            return
        time.sleep(0.005)
    raise TimeoutError("the phone page did not get there")
