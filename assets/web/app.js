// The phone page of Table Tales: a name, a seat, then a controller and this seat's own screen.
// Talks to the game over one WebSocket; every message is a small JSON object (game/engine/remote/schema.py).
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  const base = location.pathname.endsWith("/") ? location.pathname : location.pathname + "/";
  const store = {
    get(k) { try { return localStorage.getItem("tabletales." + k); } catch (e) { return null; } },
    set(k, v) { try { localStorage.setItem("tabletales." + k, v); } catch (e) { /* private mode */ } },
  };
  const S = { group: null, words: {}, ws: null, seats: null, you: null, screen: null, retry: 0, gone: false, buzz: false,
              waiting: false, status: "" };
  // figures the tests and the bench read: taps sent, acks back, tap-to-applied round trips in ms
  window.ttStats = { taps: 0, acks: 0, latencies: [], messages: 0, state: "start", screenSeats: [] };

  function w(key, params) {
    let s = S.words["phone.page." + key] || key;
    if (params) for (const k in params) s = s.split("{" + k + "}").join(String(params[k]));
    return s;
  }

  function loadWords() {
    return fetch(base + "strings", { cache: "no-store" }).then((r) => r.json()).then((d) => {
      S.words = d.words || {};
      document.documentElement.lang = d.lang || "en";
      document.title = w("title");
      document.querySelectorAll("[data-w]").forEach((el) => { el.textContent = w(el.dataset.w); });
      document.querySelectorAll(".key[data-b]").forEach((el) => {
        const label = S.words["phone.page.btn." + el.dataset.b];
        if (label) el.textContent = label;
      });
      render();
    }).catch(() => {});
  }

  // ---- seat badges: the seat's colour in its own shape (a colour is never the only clue) -----------------
  const SHAPES = {
    circle: "M50 8a42 42 0 1 0 0.1 0z",
    square: "M12 12h76v76h-76z",
    triangle: "M50 8l44 80h-88z",
    diamond: "M50 4l44 46-44 46-44-46z",
    star: "M50 5l12 30h33l-27 20 10 33-28-20-28 20 10-33-27-20h33z",
    hexagon: "M27 8h46l23 42-23 42h-46l-23-42z",
    cross: "M36 6h28v30h30v28h-30v30h-28v-30h-30v-28h30z",
    heart: "M50 90l-38-38a22 22 0 0 1 38-30a22 22 0 0 1 38 30z",
  };
  function badge(el, seat) {
    el.textContent = "";
    if (!seat) return;
    const ns = "http://www.w3.org/2000/svg";
    const svg = document.createElementNS(ns, "svg");
    svg.setAttribute("viewBox", "0 0 100 100");
    svg.setAttribute("width", "100%");
    svg.setAttribute("height", "100%");
    const path = document.createElementNS(ns, "path");
    path.setAttribute("d", SHAPES[seat.shape] || SHAPES.circle);
    path.setAttribute("fill", seat.rgb || "#999");
    path.setAttribute("stroke", "#fcf2de");
    path.setAttribute("stroke-width", "5");
    svg.appendChild(path);
    el.appendChild(svg);
  }

  // ---- the connection --------------------------------------------------------------------------------------
  function send(msg) {
    if (S.ws && S.ws.readyState === 1) { S.ws.send(JSON.stringify(msg)); return true; }
    return false;
  }

  function connect() {
    if (S.gone) return;
    setStatus(w(S.retry ? "lost" : "connecting"));
    window.ttStats.state = "connecting";
    const ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + base + "ws");
    S.ws = ws;
    ws.onopen = () => {
      ws.send(JSON.stringify({ t: "hello", phone: store.get("phone"), name: store.get("name") }));
    };
    ws.onmessage = (e) => {
      let m;
      try { m = JSON.parse(e.data); } catch (err) { return; }
      window.ttStats.messages += 1;
      onMessage(m);
    };
    ws.onclose = (e) => {
      if (S.ws !== ws) return;
      S.ws = null;
      window.ttStats.state = "closed";
      if (e.code === 4000) { S.gone = true; setStatus(w("replaced")); return; }
      if (S.gone) return;
      S.retry = Math.min(S.retry + 1, 5);
      setStatus(w("lost"));
      setTimeout(connect, 400 * S.retry);
    };
  }

  function onMessage(m) {
    switch (m.t) {
      case "welcome":
        store.set("phone", m.phone);
        S.retry = 0;
        window.ttStats.state = "joined";
        setStatus("");
        break;
      case "seats":
        S.seats = m; S.you = m.you; S.waiting = !!m.waiting;
        if (S.you === null) S.screen = null;
        if (S.waiting) setStatus(w("waiting"));
        else if (S.status === w("waiting")) setStatus("");
        render();
        break;
      case "screen":
        if (!window.ttStats.screenSeats.includes(m.seat)) window.ttStats.screenSeats.push(m.seat);
        if (m.buzz && !S.buzz) nudge();
        S.buzz = !!m.buzz;
        S.screen = m;
        render();
        break;
      case "ack": {
        const dt = performance.now() - m.at;
        if (dt >= 0 && dt < 60000) { window.ttStats.acks += 1; window.ttStats.latencies.push(dt); }
        break;
      }
      case "refused":
        setStatus(w("refused"));
        break;
      case "stale":
        setStatus(w("stale"));
        break;
      case "lang":
        loadWords();
        break;
      case "bye":
        S.gone = true;
        setStatus(w("bye"));
        break;
    }
  }

  function nudge() {
    try { if (navigator.vibrate) navigator.vibrate([200, 100, 200]); } catch (e) { /* no vibration here */ }
    document.body.classList.remove("nudged");
    void document.body.offsetWidth;
    document.body.classList.add("nudged");
  }

  function setStatus(text) { S.status = text; $("status").textContent = text; }

  // ---- what is shown -----------------------------------------------------------------------------------
  function render() {
    const name = store.get("name");
    const views = { name: !name, seats: !!name && S.you === null, play: !!name && S.you !== null };
    $("name-view").hidden = !views.name;
    $("seats-view").hidden = !views.seats;
    $("play-view").hidden = !views.play;
    $("pause").hidden = !views.play;
    $("who").textContent = name || w("title");
    const mine = S.seats && S.you !== null ? S.seats.seats.find((s) => s.seat === S.you) : null;
    badge($("badge"), mine);
    if (views.seats) renderSeats();
    if (views.play) renderScreen();
  }

  function renderSeats() {
    const box = $("seats");
    box.textContent = "";
    const seats = S.seats ? S.seats.seats : [];
    if (S.seats && S.seats.where === "none") setStatus(w("no_table"));
    for (const s of seats) {
      const b = document.createElement("button");
      b.className = "seat";
      b.type = "button";
      b.dataset.seat = s.seat;
      b.dataset.state = s.state;
      const icon = document.createElement("span");
      icon.className = "badge";
      badge(icon, s);
      const nm = document.createElement("span");
      nm.textContent = s.name || w("seat", { n: s.seat + 1 });
      const st = document.createElement("span");
      st.className = "state";
      st.textContent = w(s.state);
      b.append(icon, nm, st);
      b.disabled = s.state === "taken" || s.state === "bot";
      b.addEventListener("click", () => { setStatus(""); send({ t: "take", seat: s.seat }); });
      box.appendChild(b);
    }
  }

  function renderScreen() {
    const sc = S.screen || { title: "", lines: [], choices: [], pad: true };
    $("screen-title").textContent = sc.title || "";
    $("screen").classList.toggle("over", !!sc.over);
    const lines = $("screen-lines");
    lines.textContent = "";
    for (const line of sc.lines || []) {
      const p = document.createElement("p");
      p.textContent = line;
      lines.appendChild(p);
    }
    const cards = $("cards");
    cards.textContent = "";
    for (const c of sc.cards || []) {
      const d = document.createElement("div");
      d.className = "card";
      fillTile(d, c);
      cards.appendChild(d);
    }
    const box = $("choices");
    box.textContent = "";
    const all = (sc.choices || []).map((c, i) => Object.assign({ i: i }, c));
    // choices with a "group" (a card in the hand) come in two taps: the group, then one of its choices
    const groups = [];
    for (const c of all) if (c.group && !groups.some((g) => g.group === c.group)) groups.push(c);
    if (S.group && !groups.some((g) => g.group === S.group)) S.group = null;
    let shown = all.filter((c) => !c.group);
    if (S.group) {
      shown = all.filter((c) => c.group === S.group);
      const open = all.find((c) => c.group === S.group) || {};
      box.appendChild(button({ label: open.group_big ? "" : S.group, big: open.group_big ? S.group : "",
                               icon: open.group_icon, tint: open.group_tint, hint: w("back"), wide: true,
                               kind: "open" }, () => {
        S.group = null; renderScreen();
      }));
    } else {
      for (const g of groups) {
        box.appendChild(button({ label: g.group_big ? "" : g.group, hint: g.group_hint,
                                 big: g.group_big ? g.group : "", icon: g.group_icon, tint: g.group_tint,
                                 chips: g.group_chips, kind: "group" }, () => {
          S.group = g.group; renderScreen();
        }));
      }
    }
    for (const c of shown) {
      const b = button(c, () => {
        window.ttStats.taps += 1;
        S.group = null;
        send({ t: "choose", c: c.i, v: sc.v, at: performance.now() });
      });
      b.dataset.choice = c.i;
      box.appendChild(b);
    }
    $("pad").classList.toggle("hidden-pad", sc.pad === false);
    $("touchpad").hidden = !sc.touchpad;
  }

  // ---- the touchpad: the TV in small, or ("pull") a sling: the finger's way from where it came down, in pad
  // widths; moves are sent at most 20 times a second (the server's rate cap) ----
  function wireTouchpad() {
    const el = $("touchpad");
    let lastMove = 0, active = false, pulling = false, start = null;
    const clamp = (v, lo) => Math.min(1, Math.max(lo, v));
    const at = (e) => {
      const r = el.getBoundingClientRect();
      return { x: clamp((e.clientX - r.left) / r.width, 0), y: clamp((e.clientY - r.top) / r.height, 0) };
    };
    const way = (e) => {
      const r = el.getBoundingClientRect();
      return { dx: clamp((e.clientX - start.x) / r.width, -1), dy: clamp((e.clientY - start.y) / r.width, -1) };
    };
    const message = (p, e) => pulling ? Object.assign({ t: "pull", p: p }, way(e))
      : Object.assign({ t: "touch", p: p }, at(e));
    el.addEventListener("pointerdown", (e) => {
      e.preventDefault();
      active = true;
      pulling = !!S.screen && S.screen.touchpad === "pull";
      start = { x: e.clientX, y: e.clientY };
      el.setPointerCapture && el.setPointerCapture(e.pointerId);
      el.classList.add("touching");
      window.ttStats.taps += 1;
      send(message("down", e));
    });
    el.addEventListener("pointermove", (e) => {
      if (!active) return;
      const now = performance.now();
      if (now - lastMove < 50) return;
      lastMove = now;
      send(message("move", e));
    });
    const up = (e, cancelled) => {
      if (!active) return;
      active = false;
      el.classList.remove("touching");
      // a cancelled pull (the phone took the gesture) lets go where it began: nothing is thrown
      send(pulling && cancelled ? { t: "pull", p: "up", dx: 0, dy: 0 } : message("up", e));
    };
    el.addEventListener("pointerup", (e) => up(e, false));
    el.addEventListener("pointercancel", (e) => up(e, true));
  }

  // ---- tiles that look like the game's pieces: a big name, an icon, a colour, coloured chips -------------
  const ICONS = {
    up: "M50 8l36 40h-22v44h-28v-44h-22z",
    down: "M50 92l36-40h-22v-44h-28v44h-22z",
    left: "M8 50l40-36v22h44v28h-44v22z",
    right: "M92 50l-40-36v22h-44v28h44v22z",
    portal: "M50 6a44 44 0 1 0 0.1 0zM50 24a26 26 0 1 1-0.1 0zM50 38a12 12 0 1 0 0.1 0z",
    escalator: "M8 88v-20h18l38-44h28v20h-18l-38 44z",
    explore: "M42 8h16v34h34v16h-34v34h-16v-34h-34v-16h34z",
    // the heroes' symbols (as on their pawns on the TV)
    axe: "M30 94l-10-5 30-60-8-4c6-14 24-22 40-18-2 18-14 32-30 30l-4 8z",
    sword: "M44 4h12v58h14v10h-14v10h6v14h-24v-14h6v-10h-14v-10h14z",
    leaf: "M14 88c0-44 28-76 76-78-2 48-34 76-76 78zM22 80l50-52",
  };
  const TINT = /^#[0-9a-fA-F]{6}$/;
  function icon(name, fill) {
    const d = ICONS[name] || SHAPES[name];
    if (!d) return null;
    const ns = "http://www.w3.org/2000/svg";
    const svg = document.createElementNS(ns, "svg");
    svg.setAttribute("viewBox", "0 0 100 100");
    svg.setAttribute("class", "icon");
    svg.setAttribute("aria-hidden", "true");
    const path = document.createElementNS(ns, "path");
    path.setAttribute("d", d);
    path.setAttribute("fill", fill || "#fcf2de");
    path.setAttribute("fill-rule", "evenodd");
    path.setAttribute("stroke", "#34211c");
    path.setAttribute("stroke-width", "4");
    svg.appendChild(path);
    return svg;
  }
  function isLight(hex) {
    const n = parseInt(hex.slice(1), 16);
    return 0.299 * (n >> 16) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255) > 150;
  }
  function fillTile(el, c) {
    // a tinted tile is drawn in its colour (the text dark or light, whichever reads on it)
    if (c.tint && TINT.test(c.tint)) {
      el.style.background = c.tint;
      el.style.borderColor = c.tint;
      el.classList.add(isLight(c.tint) ? "on-light" : "on-dark");
    }
    const tinted = c.tint && TINT.test(c.tint);
    const ic = c.icon ? icon(c.icon, tinted && !isLight(c.tint) ? "#fcf2de" : tinted ? "#34211c" : null) : null;
    if (ic) el.appendChild(ic);
    if (c.big) {
      const big = document.createElement("span");
      big.className = "big-word";
      big.textContent = c.big;
      el.appendChild(big);
    }
    if (c.label) {
      const label = document.createElement("span");
      label.className = "label";
      label.textContent = c.label;
      el.appendChild(label);
    }
    if (c.hint) {
      const h = document.createElement("span");
      h.className = "hint";
      h.textContent = c.hint;
      el.appendChild(h);
    }
    if (c.chips && c.chips.length) {
      const row = document.createElement("span");
      row.className = "chips";
      for (const chip of c.chips) {
        const ch = document.createElement("span");
        ch.className = "chip";
        ch.textContent = chip.label || "";
        if (chip.tint && TINT.test(chip.tint)) {
          ch.style.background = chip.tint;
          ch.classList.add(isLight(chip.tint) ? "on-light" : "on-dark");
        }
        row.appendChild(ch);
      }
      el.appendChild(row);
    }
    if (c.big || ic) el.classList.add("tile");
    if (c.turned) el.classList.add("turned");  // a sight penalty: the card upside down, as on the TV
    if (c.blur) peekable(el);
  }

  // a blurred tile (a sight penalty) shows while a finger rests on it; a button counts as tapped when the
  // finger lifts after resting LOOK_MS on it
  const LOOK_MS = 1000;
  function peekable(el) {
    el.classList.add("blurred");
    let since = 0, held = 0;
    el.addEventListener("pointerdown", () => { since = performance.now(); held = 0; el.classList.add("peek"); });
    el.addEventListener("pointerup", () => {
      held = since ? performance.now() - since : 0;
      el.classList.remove("peek");
      if (held >= LOOK_MS && el.lookDone) el.lookDone();  // a button's tap, after a whole look
    });
    el.addEventListener("contextmenu", (e) => e.preventDefault());  // a long press is the look, not a menu
    el.addEventListener("pointercancel", () => { since = 0; held = 0; el.classList.remove("peek"); });
    el.addEventListener("pointerleave", () => el.classList.remove("peek"));
  }

  function button(c, onTap) {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "choice" + (c.wide ? " wide" : "") + (c.kind ? " " + c.kind : "");
    const seat = c.colour && S.seats ? S.seats.seats.find((s) => s.colour === c.colour) : null;
    if (seat) { b.dataset.colour = c.colour; b.style.borderLeftColor = seat.rgb; }
    fillTile(b, c);
    if (b.classList.contains("blurred")) b.lookDone = onTap;  // it counts when lifted after a look
    else b.addEventListener("click", onTap);
    return b;
  }

  // ---- the controller: a press on touch-down, a release on lift (held directions repeat on the TV) ----------
  function wirePad() {
    document.querySelectorAll(".key[data-b]").forEach((el) => {
      const b = el.dataset.b;
      let down = false;
      const press = (e) => {
        e.preventDefault();
        if (down) return;
        down = true;
        el.classList.add("down-now");
        window.ttStats.taps += 1;
        send({ t: "press", b: b, at: performance.now() });
      };
      const lift = (e) => {
        if (!down) return;
        e.preventDefault();
        down = false;
        el.classList.remove("down-now");
        send({ t: "release", b: b });
      };
      el.addEventListener("pointerdown", press);
      el.addEventListener("pointerup", lift);
      el.addEventListener("pointercancel", lift);
      el.addEventListener("pointerleave", lift);
      el.addEventListener("contextmenu", (e) => e.preventDefault());
    });
    $("pause").addEventListener("click", () => {
      window.ttStats.taps += 1;
      send({ t: "press", b: "pause", at: performance.now() });
      send({ t: "release", b: "pause" });
    });
  }

  function saveName() {
    const v = $("name").value.replace(/\s+/g, " ").trim().slice(0, 24);
    if (!v) { $("name").focus(); return; }
    const had = store.get("name");
    store.set("name", v);
    if (!S.ws) connect();
    else if (v !== had) send({ t: "name", name: v });
    render();
  }

  $("name-ok").addEventListener("click", saveName);
  $("name").addEventListener("keydown", (e) => { if (e.key === "Enter") saveName(); });
  $("rename").addEventListener("click", () => {
    $("name").value = store.get("name") || "";
    store.set("name", "");
    render();
  });
  $("leave").addEventListener("click", () => { send({ t: "leave" }); });
  wirePad();
  wireTouchpad();
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && !S.ws && !S.gone) connect();
  });
  loadWords().then(() => {
    render();
    if (store.get("name")) connect();
  });
})();
