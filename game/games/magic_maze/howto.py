"""How to play Magic Maze in pictures (the engine's walkthrough, game.core.howto_spec), fitted to the chosen
scenario: `pages_for(config)` says what that scenario changes (scenario 1: talking at all times and one purple exit
for all; no talking, gestures only, no pawn, the leader's pawn, other colours' items and exits) and ends with the
scenario's own page: its special rule and the earlier scenarios' rules it keeps, with a picture. `PAGES` is the
default scenario's walkthrough. Texts in assets/i18n/<lang>/howto.json under howto.magic_maze.* (the scenario's
title and rule are the game's magic_maze.scenario.<n>.*); pictures from assets/images/magic_maze/."""
from game.core.howto_spec import Arrow, Art, Badge, Label, Mark, Page
from game.games.magic_maze.scenarios import SCENARIOS, Scenario

IMG = "magic_maze/"
K = "howto.magic_maze."
HEROES = ("green", "orange", "purple", "yellow")


def _art(name, x, y, h, **kw):
    return Art(IMG + name + ".svg", (x, y), h, **kw)


def _floor(x0, y, n, size=110):
    return tuple(_art("cell_floor", x0 + i * size, y, size) for i in range(n))


def _goal(sc: Scenario) -> Page:
    shift_item, shift_exit = (1, 2) if sc.fool else (0, 0)  # scenario 10: another colour's item and exit

    def exit_of(i):
        return "purple" if sc.one_exit else HEROES[(i + shift_exit) % 4]

    line = K + ("goal.2.one_exit" if sc.one_exit else "goal.2.fool" if sc.fool else "goal.2")
    return Page(K + "goal.title", (K + "goal.1", line), (
        Label(K + "goal.items", (700, 40)), Label(K + "goal.exits", (1200, 40)),
        *(piece for i, c in enumerate(HEROES) for piece in (
            _art("hero_" + c, 220, 120 + i * 112, 96), Arrow((290, 120 + i * 112), (620, 120 + i * 112)),
            _art("cell_item_" + HEROES[(i + shift_item) % 4], 700, 120 + i * 112, 96),
            Arrow((770, 120 + i * 112), (1120, 120 + i * 112), colour="green"),
            _art("cell_exit_" + exit_of(i), 1200, 120 + i * 112, 96))),
        Mark("star", (1420, 290), 120),
    ))


def _tile(sc: Scenario) -> Page:
    return Page(K + "tile.title", (K + ("tile.1.talk" if sc.talk == "always" else "tile.1"), K + "tile.2"), (
        _art("action_tile", 250, 270, 300), _art("act_east", 180, 200, 120), _art("act_explore", 320, 340, 120),
        Label(K + "tile.yours", (250, 500)),
        *_floor(680, 280, 6, 140), _art("hero_yellow", 680, 280, 120), _art("hero_purple", 1100, 130, 120),
        _art("hero_yellow", 1240, 280, 120, faded=True), Arrow((760, 280), (1170, 280), bend=70),
        Label(K + "tile.any", (1030, 450)),
    ))


def _explore(sc: Scenario) -> Page:
    return Page(K + "explore.title", (K + "explore.1", K + "explore.2"), (
        *_floor(260, 140, 3, 140), *_floor(260, 280, 2, 140), _art("explore_green", 540, 280, 140),
        *_floor(260, 420, 3, 140), _art("hero_green", 540, 280, 100),
        Arrow((630, 280), (830, 280), bend=50), _art("tile_back", 1060, 280, 400),
        Label(K + "explore.new", (1060, 520)), Label(K + "explore.colour", (400, 525)),
    ))


def _sand(sc: Scenario, untimed: bool = False) -> Page:
    talk = {"always": ("sand.2.always", "megaphone", "sand.talk_always"),
            "gestures": ("sand.2.gestures", "emote_look", "sand.gestures"),
            "never": ("sand.2.never", "megaphone", "sand.no_talk")}.get(sc.talk, ("sand.2", "megaphone", "sand.talk"))
    pawn = "sand.3.leader" if sc.leader else "sand.3" if sc.pawn else "sand.3.no_pawn"
    return Page(K + "sand.title", (K + ("sand.1.none" if untimed else "sand.1"), K + talk[0], K + pawn), (
        _art("sand_timer", 230, 270, 330), Label(K + ("sand.runs.none" if untimed else "sand.runs"), (230, 500)),
        *((Mark("cross", (230, 270), 220),) if untimed else ()),
        _art("cell_hourglass", 620, 340, 180), _art("hero_orange", 620, 340, 130),
        Arrow((560, 230), (330, 150), bend=-80), Label(K + "sand.turn", (660, 120)),
        _art(talk[1], 900, 330, 140), Label(K + talk[2], (900, 470)),
        *((Mark("cross", (900, 330), 150),) if sc.talk == "never" else ()),
        _art("do_something", 1300, 260, 230), Label(K + "sand.pawn", (1300, 460)),
        *((Mark("cross", (1300, 260), 200),) if not sc.pawn else ()),
    ))


def _end(sc: Scenario, untimed: bool = False) -> Page:
    if sc.one_exit:  # all four leave by the one purple exit
        exits = (_art("cell_exit_purple", 920, 230, 180),
                 *(_art("hero_" + c, 860 + (i % 2) * 120, 170 + (i // 2) * 120, 80) for i, c in enumerate(HEROES)))
    else:
        exits = tuple(piece for i, c in enumerate(HEROES) for piece in (
            _art("cell_exit_" + c, 860 + (i % 2) * 120, 170 + (i // 2) * 120, 110),
            _art("hero_" + c, 860 + (i % 2) * 120, 170 + (i // 2) * 120, 80)))
    return Page(K + "end.title", (K + "end.1", K + ("end.2.none" if untimed else "end.2")), (
        *(piece for i, c in enumerate(HEROES) for piece in (
            _art("cell_item_" + c, 160 + i * 120, 170, 110), _art("hero_" + c, 160 + i * 120, 170, 80))),
        Label(K + "end.theft", (340, 290)), _art("act_portal_off", 230, 420, 110),
        Label(K + "end.portals", (300, 420), anchor="midleft"),
        *exits,
        Arrow((640, 170), (780, 170)),
        _art("win", 1380, 230, 200), Label(K + "end.win", (1380, 420)),
    ))


# The scenario's own picture: what its special rule is about, drawn from the game's pieces.
def _heroes_on(cells, y=280, size=150):
    return tuple(piece for x, cell, hero in cells for piece in (
        _art(cell, x, y, size), *((_art("hero_" + hero, x, y, size * 0.7),) if hero else ())))


ACTS = ("act_north", "act_explore", "act_portal", "act_west")
PICTURES = {
    1: (*_heroes_on([(300 + i * 170, "cell_floor", c) for i, c in enumerate(HEROES)]),
        Arrow((940, 280), (1120, 280)), _art("cell_exit_purple", 1230, 280, 170),
        _art("megaphone", 1460, 280, 150)),
    2: tuple(piece for i, c in enumerate(HEROES) for piece in (
        _art("hero_" + c, 300 + i * 330, 150, 120), Arrow((300 + i * 330, 220), (300 + i * 330, 330)),
        _art("cell_exit_" + c, 300 + i * 330, 420, 150))),
    3: (_art("sand_timer", 250, 280, 330),
        *(piece for i, act in enumerate(ACTS) for piece in (_art("action_tile", 600 + i * 280, 280, 200),
                                                           _art(act, 600 + i * 280, 280, 120))),
        *(Arrow((1420 - i * 280, 430), (1180 - i * 280, 430), bend=-40) for i in range(3))),
    4: (*_heroes_on([(250, "cell_floor", "orange")]), _art("orange_wall", 400, 280, 150), Arrow((300, 140), (520, 140)),
        *_heroes_on([(560, "cell_floor", None)]),
        *_heroes_on([(950, "explore_green", "green")]), Arrow((1040, 280), (1180, 280)),
        _art("megaphone", 1320, 280, 160)),
    5: (*_heroes_on([(280, "cell_crystal_ball", "purple")], size=180), Arrow((400, 280), (600, 200)),
        Arrow((400, 280), (600, 400)), _art("tile_back", 800, 170, 200), _art("tile_back", 800, 400, 200),
        Label(K + "scenario.two_tiles", (1200, 280))),
    6: (_art("cell_camera", 200, 200, 140), _art("cell_camera", 360, 200, 140), Arrow((480, 200), (640, 200)),
        _art("cell_hourglass", 760, 200, 150), Mark("cross", (760, 200), 150),
        *_heroes_on([(1150, "cell_camera", "yellow")], y=280, size=180), _art("used", 1150, 280, 180),
        Mark("tick", (1320, 180), 90)),
    7: tuple(_art("cell_camera", 300 + i * 330, 280, 200) for i in range(4)),
    8: (*(_art("tile_back", 400 + i * 60, 280 - i * 30, 300, faded=i < 2) for i in range(3)),
        *_heroes_on([(1000 + i * 150, "cell_floor", None) for i in range(3)], y=200, size=150),
        *_heroes_on([(1000 + i * 150, "cell_floor", None) for i in range(3)], y=350, size=150),
        _art("explore_purple", 1300, 350, 150)),
    9: (Badge("red", (300, 200), 60), _art("do_something", 300, 380, 200),
        *(piece for i in range(3) for piece in (Badge(("blue", "green", "yellow")[i], (800 + i * 300, 200), 50),
                                                _art("action_tile", 800 + i * 300, 380, 200),
                                                _art(ACTS[i], 800 + i * 300, 380, 120))),
        Arrow((420, 380), (660, 380))),
    10: tuple(piece for i, c in enumerate(HEROES) for piece in (
        _art("hero_" + c, 250 + i * 360, 130, 110), Arrow((250 + i * 360, 200), (250 + i * 360, 270)),
        _art("cell_item_" + HEROES[(i + 1) % 4], 250 + i * 360, 330, 120),
        _art("cell_exit_" + HEROES[(i + 2) % 4], 250 + i * 360, 470, 120))),
    11: (_art("sand_timer", 250, 280, 330), _art("tile_back", 650, 200, 180), _art("tile_back", 650, 400, 180),
         Arrow((760, 280), (1050, 280)), _art("tile_back", 1200, 280, 260), Label(K + "scenario.under", (1200, 480))),
    12: tuple(_art("emote_" + e, 250 + i * 220, 280, 170) for i, e in
              enumerate(("yes", "no", "look", "here", "wait", "hurry"))),
    13: (*_heroes_on([(250, "cell_floor", "orange"), (400, "cell_floor", "green")]),
         *_heroes_on([(1150, "cell_floor", "yellow"), (1300, "cell_floor", "purple")]),
         _art("cell_portal_orange", 1000, 420, 130), Arrow((260, 380), (960, 430), bend=-60)),
    14: (_art("megaphone", 800, 280, 300), Mark("cross", (800, 280), 320)),
    15: (_art("megaphone", 500, 280, 280), Mark("cross", (500, 280), 300),
         _art("do_something", 1100, 280, 280), Mark("cross", (1100, 280), 300)),
    16: (_art("act_portal", 500, 280, 260), Mark("cross", (500, 280), 280),
         _art("cell_portal_green", 1100, 280, 220), Mark("cross", (1100, 280), 240)),
    17: (*_heroes_on([(300, "cell_floor", "orange"), (450, "cell_floor", "green")]), Mark("cross", (375, 120), 100),
         *_heroes_on([(1000, "cell_floor", "orange")]), *_heroes_on([(1300, "cell_floor", "green")]),
         Mark("tick", (1150, 120), 100)),
}

KEEPS = {4: "keeps.4", 5: "keeps.5", 6: "keeps.6", 7: "keeps.7"}  # from 8 on: keeps.8 (scenarios 3-7's rules)


def _scenario(sc: Scenario) -> Page:
    n = sc.number
    keeps = KEEPS.get(n, "keeps.8" if n >= 8 else None)
    lines = (f"magic_maze.scenario.{n}.rule", *((K + keeps,) if keeps else ()))
    return Page(f"magic_maze.scenario.{n}.title", lines, PICTURES[n])


def pages_for(config: dict) -> tuple[Page, ...]:
    """The walkthrough for the chosen scenario and sand timer: the five pages as that game plays (with the timer
    switched off, no page says the sand can make you lose), then the scenario's own page."""
    try:
        sc = SCENARIOS[int(config.get("scenario", 1) or 1)]
    except (KeyError, TypeError, ValueError):
        sc = SCENARIOS[1]
    untimed = str(config.get("timer")) == "none"
    return (_goal(sc), _tile(sc), _explore(sc), _sand(sc, untimed), _end(sc, untimed), _scenario(sc))


PAGES = pages_for({"scenario": 1})
