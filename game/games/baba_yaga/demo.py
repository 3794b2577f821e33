"""Named situations for screenshots and the scene tests (`demo_scene(app, seed, moment)`)."""
from __future__ import annotations

from game.games.baba_yaga import data as D
from game.games.baba_yaga import rules as R
from game.games.baba_yaga.moves import ChooseFlightPath, FlipTile, MoveWitch

MOMENTS = ("study", "search_wrong", "fog", "wobble", "broken", "end")


def _right(s):
    els = s.card_elements()
    return [c for c in D.FOREST_CELLS if s.board[c] in els]


def _wrong(s):
    els = s.card_elements()
    return [c for c in D.FOREST_CELLS if s.board[c] not in els]


def _start_search(scene, effect=None, end="west"):
    s = scene.state
    scene._events(R.tick(s, D.STUDY_SECONDS))
    if effect:
        s.pending.append([effect, s.active])
    scene.act(None, ChooseFlightPath(s.turn["chooser"], D.PATH_ENDS[end][0], end))


def _move(scene, n):
    s = scene.state
    for _ in range(n):
        scene.act(None, MoveWitch(s.mover(), "left" if s.turn["moves"] % 2 == 0 else "right"))


def _settle(scene, seconds=1.0):
    """Let the animations of the set-up play out (no game time passes)."""
    step = 1 / 30
    for _ in range(int(seconds / step)):
        scene.presenter.update(step)
        scene.clock += step
        scene.move_ghost(step)
    scene.presenter.take_sounds()


def build_moment(scene, moment: str) -> None:
    s = scene.state
    if moment == "study":
        scene.tick(6.0)
    elif moment in ("search_wrong", "fog", "wobble"):
        effect = None if moment == "search_wrong" else moment
        _start_search(scene, effect, "north" if moment == "fog" else "west")
        right = _right(s)
        scene.act(None, FlipTile(s.active, right[0]))
        if moment == "search_wrong":
            scene.act(None, FlipTile(s.active, right[1]))
            scene.act(None, FlipTile(s.active, _wrong(s)[2]))
            _move(scene, 5)
        else:
            _move(scene, 2)
            scene.ghost_target = None
            from game.games.baba_yaga import layout as L

            scene.ghost[:] = list(L.index_center(_wrong(s)[5]))
    elif moment == "broken":
        _start_search(scene, None, "south")
        for c in _right(s)[:3]:
            scene.act(None, FlipTile(s.active, c))
        _move(scene, s.turn["total"])
    elif moment == "end":
        _start_search(scene, None, "east")
        s.discards[s.active], s.piles[s.active] = s.piles[s.active][:2], []
        for c in _right(s)[:3]:
            scene.act(None, FlipTile(s.active, c))
        _move(scene, s.turn["total"])
        _settle(scene, 4.0)  # the win's animation has played: the engine's end screen comes up at once
        return
    else:
        raise ValueError(f"unknown moment {moment!r}; known: {', '.join(MOMENTS)}")
    _settle(scene, 3.0 if moment == "broken" else 1.6)
