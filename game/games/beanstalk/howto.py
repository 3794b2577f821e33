"""How to play Jack & the Beanstalk in five pictures (the engine's walkthrough, game.core.howto_spec). Texts in
assets/i18n/<lang>/howto.json under howto.beanstalk.*; pictures from assets/images/beanstalk/."""
from game.core.howto_spec import Arrow, Art, Label, Mark, Page

IMG = "beanstalk/"
K = "howto.beanstalk."
DIE = 70  # a die's height in the pictures


def _art(name, x, y, h, **kw):
    return Art(IMG + name + ".svg", (x, y), h, **kw)


def _stalk(x, bottom, faces, tilt=0.0):
    """Dice stacked from `bottom` up (a trunk or treasure rides on the die below); `tilt` leans it (falling)."""
    out, y = [], bottom
    for i, face in enumerate(faces):
        dx = tilt * i * i
        if face == "trunk_piece":
            out.append(_art("trunk", x + dx, y - 56, 112, angle=-tilt * i * 3))
            y -= 112
        elif face.startswith("treasure_"):
            out.append(_art(face, x + dx, y - 22, 44, angle=-tilt * i * 3))
            y -= 44
        else:
            out.append(_art("die_" + face, x + dx, y - DIE / 2, DIE, angle=-tilt * i * 3))
            y -= DIE
    return tuple(out)


PAGES = (
    Page(K + "goal.title", (K + "goal.1", K + "goal.2"), (
        *_stalk(800, 540, ("blank", "trunk", "trunk_piece", "treasure", "treasure_red")),
        _art("castle", 800, 150, 130, faded=True), Arrow((900, 470), (900, 130), colour="green"),
        Label(K + "goal.up", (960, 300), anchor="midleft"),
        _art("giant_asleep", 1330, 150, 220),
        _art("gold_10", 240, 290, 230, angle=10), _art("gold_20", 340, 280, 230), _art("gold_15", 440, 290, 230,
                                                                                     angle=-10),
        Label(K + "goal.gold", (340, 480)),
    )),
    Page(K + "cards.title", (K + "cards.1", K + "cards.2"), (
        _art("card_red_2", 150, 300, 230), _art("card_red_5", 300, 300, 230), _art("card_red_7", 450, 300, 230),
        Label(K + "cards.hand", (300, 480)), Arrow((540, 300), (650, 300)),
        _art("card_back", 760, 300, 230), Label(K + "cards.secret", (760, 480)),
        Arrow((870, 300), (980, 300)),
        _art("card_blue_3", 1100, 300, 230), _art("card_red_5", 1260, 300, 230), _art("card_green_6", 1420, 300,
                                                                                    230),
        Mark("star", (1100, 160), 70), Label(K + "cards.first", (1260, 480)),
    )),
    Page(K + "dice.title", (K + "dice.1", K + "dice.2"), (
        _art("die_trunk", 200, 330, 100), _art("trunk", 200, 200, 150), Label(K + "dice.trunk", (200, 470)),
        _art("die_treasure", 560, 330, 100), _art("treasure_red", 560, 240, 60), Label(K + "dice.treasure",
                                                                                      (560, 470)),
        _art("die_extra", 900, 330, 100), Arrow((960, 300), (1040, 250), bend=30), _art("die_blank", 1090, 220, 80),
        Label(K + "dice.extra", (960, 470)),
        _art("die_eye", 1300, 330, 90), _art("die_eye", 1400, 330, 90), _art("giant_awake", 1350, 150, 200),
        Label(K + "dice.eyes", (1350, 470)),
    )),
    Page(K + "fall.title", (K + "fall.hands", K + "fall.1", K + "fall.2"), (
        *_stalk(300, 520, ("blank", "trunk", "trunk_piece", "treasure", "treasure_red", "eye")),
        Label(K + "fall.fum", (560, 90)), _art("gold_back", 600, 330, 200), Mark("tick", (680, 240), 70),
        *_stalk(1150, 520, ("blank", "treasure", "treasure_blue", "extra", "trunk"), tilt=9.0),
        _art("collapse", 1340, 230, 200), _art("hand_open", 1000, 170, 130),
        Mark("cross", (1450, 430), 70), Label(K + "fall.topple", (1160, 90)),
    )),
    Page(K + "end.title", (K + "end.1", K + "end.2", K + "end.3"), (
        *_stalk(230, 540, ("blank", "trunk", "trunk_piece", "treasure", "treasure_red")),
        _art("castle", 230, 150, 140), Label(K + "end.castle", (400, 150), anchor="midleft"),
        _art("axe_token_red", 800, 250, 140), _art("axe", 900, 400, 60, angle=30),
        Label(K + "end.axe", (820, 490)),
        _art("gold_20", 1200, 260, 220, angle=8), _art("gold_15", 1300, 260, 220), _art("gold_20", 1400, 260, 220,
                                                                                     angle=-8),
        Mark("star", (1300, 110), 100), Label(K + "end.most", (1300, 490)),
    )),
)
