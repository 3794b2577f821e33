"""How to play Baba Yaga in five pictures (the engine's walkthrough, game.core.howto_spec). Texts in
assets/i18n/<lang>/howto.json under howto.baba_yaga.*; pictures from assets/images/baba_yaga/."""
from game.core.howto_spec import Arrow, Art, Badge, Label, Mark, Page

IMG = "baba_yaga/"
K = "howto.baba_yaga."
CARD_H = 380  # a spell card's height; its four ingredient circles sit at these fractions of its size
CIRCLES = ((0.30, 0.335), (0.69, 0.335), (0.30, 0.605), (0.69, 0.605))


def _art(name, x, y, h, **kw):
    return Art(IMG + name + ".svg", (x, y), h, **kw)


def _spell_card(x, y, pics, h=CARD_H):
    """A face-up spell card with its four ingredient pictures in the circles."""
    w = h * 300 / 420
    out = [_art("card_front", x, y, h)]
    for (fx, fy), pic in zip(CIRCLES, pics):
        out.append(_art("pic_" + pic, x - w / 2 + fx * w, y - h / 2 + fy * h, h * 0.2))
    return tuple(out)


def _path_row(x0, y, n, step, h):
    return tuple(_art("path", x0 + i * step, y, h) for i in range(n))


PAGES = (
    Page(K + "goal.title", (K + "goal.1", K + "goal.2"), (
        _art("witch", 250, 270, 330),
        _art("card_back", 640, 290, 300, angle=12), _art("card_back", 700, 280, 300),
        _art("card_back", 760, 290, 300, angle=-12), Badge("red", (700, 500), 30),
        Label(K + "goal.cards", (700, 70)),
        Arrow((900, 280), (1100, 280)),
        _art("card_back", 1230, 300, 220, faded=True, angle=8), _art("card_back", 1300, 290, 220, faded=True),
        _art("card_back", 1370, 300, 220, faded=True, angle=-8), Mark("star", (1300, 280), 130),
        Label(K + "goal.win", (1300, 470)),
    )),
    Page(K + "study.title", (K + "study.1", K + "study.2"), (
        _art("hint_pond", 170, 270, 190), Arrow((280, 270), (350, 270)), _art("element_frog", 460, 270, 190),
        _art("hint_cave", 680, 270, 190), Arrow((790, 270), (860, 270)), _art("element_bat", 970, 270, 190),
        _art("hint_nest", 1190, 270, 190), Arrow((1300, 270), (1370, 270)), _art("element_egg", 1480, 270, 190),
        Label(K + "study.hint", (170, 100)), Label(K + "study.hidden", (460, 100)),
        Label(K + "study.remember", (800, 480)),
    )),
    Page(K + "search.title", (K + "search.1", K + "search.2", K + "search.3"), (
        *_spell_card(230, 280, ("frog", "bat", "egg", "key")), Label(K + "search.card", (230, 520)),
        _art("element_frog", 620, 170, 170), Mark("tick", (690, 100), 56),
        _art("element_egg", 820, 170, 170), Mark("tick", (890, 100), 56),
        _art("element_spider", 1020, 170, 170), Mark("cross", (1090, 100), 56),
        _art("hint_pond", 620, 380, 170), _art("hint_cave", 820, 380, 170), _art("hint_web", 1020, 380, 170),
        Arrow((1100, 230), (1100, 340), bend=-60, colour="red"), Label(K + "search.back", (1160, 300),
                                                                         anchor="midleft"),
        Label(K + "search.hand", (1370, 470), size=32),
    )),
    Page(K + "witch.title", (K + "witch.1", K + "witch.2"), (
        *_path_row(300, 300, 5, 200, 170),
        _art("witch", 300, 220, 210), Arrow((380, 150), (1190, 150), bend=40),
        Arrow((1240, 400), (380, 400), bend=40), Label(K + "witch.out", (790, 60)),
        Label(K + "witch.home", (790, 520)),
        Badge("blue", (1430, 220), 34), Badge("yellow", (1510, 220), 34), Label(K + "witch.movers", (1470, 320),
                                                                                 size=32),
    )),
    Page(K + "effects.title", (K + "effects.1", K + "effects.2"), (
        _art("effect_long_flight", 170, 170, 230), Label(K + "effects.long", (170, 330), size=32),
        _art("effect_short_flight", 430, 170, 230), Label(K + "effects.short", (430, 400), size=32),
        _art("effect_fog", 690, 170, 230), Label(K + "effects.fog", (690, 330), size=32),
        _art("effect_wobble", 950, 170, 230), Label(K + "effects.wobble", (950, 400), size=32),
        _art("effect_swap", 1210, 170, 230), Label(K + "effects.swap", (1210, 330), size=32),
        _art("effect_house", 1450, 170, 230), Label(K + "effects.house", (1450, 400), size=32),
        Mark("star", (660, 495), 80), Label(K + "effects.third", (720, 495), anchor="midleft"),
    )),
)
