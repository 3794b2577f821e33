"""How to play Magic Maze in five pictures (the engine's walkthrough, game.core.howto_spec). Texts in
assets/i18n/<lang>/howto.json under howto.magic_maze.*; pictures from assets/images/magic_maze/ (the mall is
shown as a few of its cells)."""
from game.core.howto_spec import Arrow, Art, Label, Mark, Page

IMG = "magic_maze/"
K = "howto.magic_maze."
HEROES = ("green", "orange", "purple", "yellow")


def _art(name, x, y, h, **kw):
    return Art(IMG + name + ".svg", (x, y), h, **kw)


def _floor(x0, y, n, size=110):
    return tuple(_art("cell_floor", x0 + i * size, y, size) for i in range(n))


PAGES = (
    Page(K + "goal.title", (K + "goal.1", K + "goal.2"), (
        Label(K + "goal.items", (700, 40)), Label(K + "goal.exits", (1200, 40)),
        *(piece for i, c in enumerate(HEROES) for piece in (
            _art("hero_" + c, 220, 120 + i * 112, 96), Arrow((290, 120 + i * 112), (620, 120 + i * 112)),
            _art("cell_item_" + c, 700, 120 + i * 112, 96), Arrow((770, 120 + i * 112), (1120, 120 + i * 112),
                                                                   colour="green"),
            _art("cell_exit_" + c, 1200, 120 + i * 112, 96))),
        Mark("star", (1420, 290), 120),
    )),
    Page(K + "tile.title", (K + "tile.1", K + "tile.2"), (
        _art("action_tile", 250, 270, 300), _art("act_east", 180, 200, 120), _art("act_explore", 320, 340, 120),
        Label(K + "tile.yours", (250, 500)),
        *_floor(680, 280, 6, 140), _art("hero_yellow", 680, 280, 120), _art("hero_purple", 1100, 130, 120),
        _art("hero_yellow", 1240, 280, 120, faded=True), Arrow((760, 280), (1170, 280), bend=70),
        Label(K + "tile.any", (1030, 450)),
    )),
    Page(K + "explore.title", (K + "explore.1", K + "explore.2"), (
        *_floor(260, 140, 3, 140), *_floor(260, 280, 2, 140), _art("explore_green", 540, 280, 140),
        *_floor(260, 420, 3, 140), _art("hero_green", 540, 280, 100),
        Arrow((630, 280), (830, 280), bend=50), _art("tile_back", 1060, 280, 400),
        Label(K + "explore.new", (1060, 520)), Label(K + "explore.colour", (400, 525)),
    )),
    Page(K + "sand.title", (K + "sand.1", K + "sand.2", K + "sand.3"), (
        _art("sand_timer", 230, 270, 330), Label(K + "sand.runs", (230, 500)),
        _art("cell_hourglass", 620, 340, 180), _art("hero_orange", 620, 340, 130),
        Arrow((560, 230), (330, 150), bend=-80), Label(K + "sand.turn", (660, 120)),
        _art("megaphone", 900, 330, 140), Label(K + "sand.talk", (900, 470)),
        _art("do_something", 1300, 260, 230), Label(K + "sand.pawn", (1300, 460)),
    )),
    Page(K + "end.title", (K + "end.1", K + "end.2"), (
        *(piece for i, c in enumerate(HEROES) for piece in (
            _art("cell_item_" + c, 160 + i * 120, 170, 110), _art("hero_" + c, 160 + i * 120, 170, 80))),
        Label(K + "end.theft", (340, 290)), _art("act_portal_off", 230, 420, 110),
        Label(K + "end.portals", (300, 420), anchor="midleft"),
        *(piece for i, c in enumerate(HEROES) for piece in (
            _art("cell_exit_" + c, 860 + (i % 2) * 120, 170 + (i // 2) * 120, 110),
            _art("hero_" + c, 860 + (i % 2) * 120, 170 + (i // 2) * 120, 80))),
        Arrow((640, 170), (780, 170)),
        _art("win", 1380, 230, 200), Label(K + "end.win", (1380, 420)),
    )),
)
