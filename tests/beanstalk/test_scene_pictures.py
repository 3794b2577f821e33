"""The seats' panel and the dice tray are drawn again only on calm frames, one a frame: the frame a placement lands
in (the rules apply it, the stalk is loaded) keeps the old picture, a calm one brings the new, and none waits more
than STALE_FRAMES frames; the panel's own pictures are rendered ahead, on calm frames."""
from game.games.beanstalk import draw_table as DT


class Frames:
    """The drawer's still pictures, frame by frame: each frame busy (heavy work done) or calm."""

    def __init__(self):
        self.pictures = DT.Pictures()
        self.busy = False

    def fresh(self, name, key, build):
        return self.pictures.get(name, key, build, self.busy)


def scene():
    return Frames()


def frame(sc, worked):
    sc.busy = worked
    sc.pictures.new_frame()


def test_the_first_picture_is_drawn_at_once_even_on_a_busy_frame():
    sc = scene()
    frame(sc, True)
    assert sc.fresh("panel", 1, lambda: "one") == "one"


def test_a_changed_picture_waits_for_a_calm_frame():
    sc = scene()
    frame(sc, False)
    sc.fresh("panel", 1, lambda: "one")
    frame(sc, True)  # the frame the state changed in
    assert sc.fresh("panel", 2, lambda: "two") == "one"
    frame(sc, False)
    assert sc.fresh("panel", 2, lambda: "two") == "two"
    assert sc.fresh("panel", 2, lambda: "never built again") == "two"


def test_one_picture_is_built_a_frame():
    sc = scene()
    frame(sc, False)
    sc.fresh("panel", 1, lambda: "panel 1")
    sc.fresh("tray", 1, lambda: "tray 1")
    frame(sc, False)
    assert sc.fresh("panel", 2, lambda: "panel 2") == "panel 2"
    assert sc.fresh("tray", 2, lambda: "tray 2") == "tray 1"  # the panel was built this frame
    frame(sc, False)
    assert sc.fresh("panel", 2, lambda: "panel 2 again") == "panel 2"
    assert sc.fresh("tray", 2, lambda: "tray 2") == "tray 2"


def test_no_picture_stays_old_longer_than_stale_frames():
    sc = scene()
    frame(sc, False)
    sc.fresh("tray", 1, lambda: "old")
    shown = []
    for _ in range(DT.STALE_FRAMES + 1):
        frame(sc, True)  # physics every frame
        shown.append(sc.fresh("tray", 2, lambda: "new"))
    assert shown == ["old"] * DT.STALE_FRAMES + ["new"]


def test_the_panel_pictures_rendered_ahead_are_the_games_own_and_are_taken_off_the_list():
    from pathlib import Path

    from game.core.setup import SEAT_COLOURS
    from tests.fakes import FakeApp

    FakeApp()
    rendered = []
    real = DT.image

    def spy(name, size):
        rendered.append(name)
        return real(name, size)
    pending = DT.panel_pictures(SEAT_COLOURS)
    DT.image = spy
    try:
        assert DT.warm_pictures(pending, None) is False and pending == []
    finally:
        DT.image = real
    assert DT.warm_pictures(pending, None) is True  # nothing left: ready
    folder = Path(__file__).resolve().parents[2] / "assets" / "images"
    assert all((folder / name).is_file() for name in rendered)
    assert sum(1 for name in rendered if "/card_" in name and "back" not in name) == 7 * 5  # every card, colour
