"""How to play Kragmortha in five pictures (the engine's walkthrough, game.core.howto_spec). Texts in
assets/i18n/<lang>/howto.json under howto.kragmortha.*; pictures from assets/images/kragmortha/."""
from game.core.howto_spec import Arrow, Art, Label, Mark, Page

IMG = "kragmortha/"
K = "howto.kragmortha."


def _art(name, x, y, h, **kw):
    return Art(IMG + name + ".svg", (x, y), h, **kw)


PAGES = (
    Page(K + "goal.title", (K + "goal.1", K + "goal.2"), (
        _art("goblin_red", 220, 300, 180), Arrow((320, 300), (560, 300), bend=40),
        _art("desk", 700, 300, 240), _art("spellbook_back", 860, 180, 150, angle=-12),
        Label(K + "goal.steal", (700, 480)),
        _art("dark_lord", 1180, 280, 260), _art("penalty_book", 1420, 300, 220, angle=-8),
        Label(K + "goal.caught", (1300, 480)),
    )),
    Page(K + "move.title", (K + "move.1", K + "move.2"), (
        _art("card_goblin_ball_book", 230, 280, 330), Label(K + "move.card", (230, 500)),
        _art("cell_gems", 620, 300, 150), _art("goblin_red", 620, 290, 120),
        _art("cell_book", 800, 300, 150), _art("cell_potion", 980, 300, 150), _art("cell_scroll", 1160, 150, 150),
        _art("cell_gems", 1160, 300, 150), _art("cell_scroll", 800, 450, 150),
        Arrow((660, 230), (790, 230), bend=40), Label(K + "move.first", (730, 100)),
        Arrow((840, 230), (970, 230), bend=40), Label(K + "move.second", (1020, 500)),
        Label(K + "move.wild", (1380, 380)),
    )),
    Page(K + "meet.title", (K + "meet.1", K + "meet.2"), (
        _art("goblin_red", 180, 280, 140), _art("goblin_blue", 370, 280, 140),
        _art("push_arrow", 530, 280, 100), _art("goblin_blue", 660, 200, 120, faded=True),
        Arrow((230, 380), (350, 380), bend=-30), Label(K + "meet.push", (420, 480)),
        _art("goblin_green", 880, 300, 140), _art("dark_lord", 1060, 290, 200),
        _art("penalty_gems", 1230, 180, 170, angle=-8), Arrow((930, 400), (1390, 400), bend=-60, colour="red"),
        _art("teleport", 1450, 330, 140), Label(K + "meet.flee", (1160, 520)),
    )),
    Page(K + "places.title", (K + "places.1", K + "places.2"), (
        _art("desk", 240, 280, 260), _art("spellbook_back", 420, 220, 170), Label(K + "places.desk", (300, 480)),
        _art("teleport", 800, 280, 200), _art("goblin_purple", 800, 280, 140),
        Arrow((900, 250), (1050, 150), bend=30), Arrow((900, 290), (1050, 290)), Arrow((900, 330), (1050, 430),
                                                                                   bend=-30),
        _art("token_teleport", 1130, 130, 110), Label(K + "places.jump", (1210, 130), anchor="midleft"),
        _art("token_spellbook", 1130, 290, 110), Label(K + "places.book", (1210, 290), anchor="midleft"),
        _art("token_trap", 1130, 450, 110), Label(K + "places.trap", (1210, 450), anchor="midleft"),
    )),
    Page(K + "end.title", (K + "end.1", K + "end.2", K + "end.3"), (
        _art("pen_mirror", 170, 170, 170), _art("pen_blind_hand", 380, 170, 170), _art("pen_hourglass", 590, 170,
                                                                                         170),
        Label(K + "end.handicaps", (380, 320)),
        _art("penalty_book", 900, 260, 200), _art("penalty_gems", 980, 270, 200, angle=-6),
        _art("penalty_potion", 1060, 260, 200), _art("penalty_scroll", 1140, 270, 200, angle=6),
        Label(K + "end.four", (1020, 440)),
        Mark("star", (1430, 220), 120), Label(K + "end.fewest", (1430, 360)),
    )),
)
