"""How to play The Pied Piper in five pictures (the engine's walkthrough, game.core.howto_spec). Texts in
assets/i18n/<lang>/howto.json under howto.pied_piper.*; pictures from assets/images/pied_piper/."""
from game.core.howto_spec import Arrow, Art, Badge, Label, Mark, Page

IMG = "pied_piper/"
K = "howto.pied_piper."


def _art(name, x, y, h, **kw):
    return Art(IMG + name + ".svg", (x, y), h, **kw)


PAGES = (
    Page(K + "goal.title", (K + "goal.1", K + "goal.2"), (
        _art("house_blue", 330, 250, 400), _art("house_red", 800, 250, 400), _art("house_yellow", 1270, 250, 400),
        Badge("blue", (330, 500)), Badge("red", (800, 500)), Badge("yellow", (1270, 500)),
        _art("rat_black", 140, 420, 80), Arrow((200, 400), (290, 330), bend=30, colour="red"),
        _art("marker_blue", 460, 400, 60, faded=True), _art("marker_blue", 460, 170, 60),
        Arrow((460, 360), (460, 215), colour="red"), Label(K + "goal.rat", (420, 60), size=32),
        _art("piper", 1060, 400, 150), Arrow((1010, 380), (860, 320), bend=-20, colour="green"),
        _art("marker_red", 930, 170, 60, faded=True), _art("marker_red", 930, 400, 60),
        Arrow((930, 210), (930, 355), colour="green"), Label(K + "goal.piper", (960, 60), size=32),
    )),
    Page(K + "turn.title", (K + "turn.1", K + "turn.2"), (
        _art("char_red", 300, 130, 200), _art("char_black", 620, 130, 200), _art("char_piper", 940, 130, 200),
        _art("char_green", 1260, 130, 200),
        _art("act_step2", 420, 440, 190), _art("act_turn", 640, 440, 190), _art("act_plus", 860, 440, 190),
        _art("act_melody", 1080, 440, 190),
        Arrow((420, 345), (330, 245), colour="gold"), Arrow((860, 345), (1230, 245), bend=-40, colour="gold"),
        Label(K + "turn.hand", (1350, 470), anchor="midleft"),
        Label(K + "turn.row", (1460, 60), anchor="midright"),
    )),
    Page(K + "move.title", (K + "move.1", K + "move.2"), (
        _art("char_black", 220, 125, 210), _art("act_step2", 220, 305, 170), _art("act_turn", 220, 430, 170),
        Label(K + "move.first", (320, 290), anchor="midleft"), Label(K + "move.then", (320, 450), anchor="midleft"),
        _art("house_purple", 880, 270, 300), _art("house_green", 1240, 270, 300),
        _art("rat_black", 700, 440, 80), _art("rat_black", 1420, 440, 80, faded=True),
        Arrow((760, 420), (1050, 420), bend=50), Arrow((1080, 420), (1370, 420), bend=50),
        Label(K + "move.step", (1060, 520), size=32),
    )),
    Page(K + "special.title", (K + "special.1", K + "special.2", K + "special.3"), (
        _art("act_plus", 230, 220, 260), Label(K + "special.plus", (230, 420), size=32),
        _art("act_melody", 620, 220, 260), _art("rat_green", 830, 420, 70),
        _art("piper", 1060, 330, 150), Arrow((870, 390), (1010, 350), bend=40),
        Label(K + "special.melody", (800, 520), size=32),
        _art("act_plus", 1340, 200, 200), _art("act_melody", 1440, 240, 200),
        Mark("cross", (1500, 360), 80), Label(K + "special.both", (1400, 470), size=32),
    )),
    Page(K + "end.title", (K + "end.1", K + "end.2"), (
        _art("house_blue", 330, 270, 420, faded=True), _art("marker_blue", 330, 70, 80), Mark("cross", (430, 120)),
        Label(K + "end.roof", (330, 520)),
        _art("house_red", 900, 270, 420), _art("marker_red", 900, 390, 70), Mark("star", (1000, 330), 90),
        _art("house_yellow", 1300, 270, 420), _art("marker_yellow", 1300, 190, 70),
        Label(K + "end.lower", (1100, 520)),
    )),
)
