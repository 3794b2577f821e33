"""One frame of the beanstalk table: the backdrop, the stalk (at rest, live, or replayed in slow motion), the
hands (a person's, or a bot's hand hovering while it thinks), the axe's aim, the giant, the seats' panel, what
to do now, the buttons or the secret cards, the control hint and the big words."""
from __future__ import annotations

import math

import pygame

from game.engine import theme
from game.engine.i18n import tr
from game.engine.table import hint as H
from game.engine.text import draw_text
from game.engine.theme import seat_rgb
from game.games.beanstalk import hand as HAND
from game.games.beanstalk import hud, table_input
from game.games.beanstalk import rules as R
from game.games.beanstalk import stalk as S
from game.games.beanstalk.hud import big_word

HINT_RECT = pygame.Rect(420, 0, 1460, 0)


def resting(scene) -> tuple:
    """(poses, kinds, faces, owners) of the stalk at rest, worked out once per stored world."""
    world = scene.state.stalk["world"]
    cache = getattr(scene, "_rest", None)
    if cache is None or cache[0] is not world:
        w = S.world_from_json(world)
        ids = S.piece_ids(w)
        pieces = scene.state.stalk["pieces"]
        cache = (world, HAND.poses(w), {b: p["kind"] for b, p in zip(ids, pieces)},
                 {b: p.get("face") for b, p in zip(ids, pieces)}, {b: p.get("owner") for b, p in zip(ids, pieces)})
        scene._rest = cache
    return cache[1:]


def draw(scene, surface) -> None:
    cam, paint = scene.camera, scene.painter
    paint.backdrop(surface, cam)
    colour_of = scene.seat_colour
    s = scene.state
    if scene.replay is not None:
        live, frames = scene.replay["live"], scene.replay["frames"]
        poses = frames[min(len(frames) - 1, int(scene.replay["i"]))]
        paint.world(surface, cam, None, live.kinds, live.faces, live.owners, colour_of, poses)
    elif scene.live is not None:
        live = scene.live
        paint.world(surface, cam, live.world, live.kinds, live.faces, live.owners, colour_of)
        if isinstance(live, HAND.LiveHand) and live.carrying:
            paint.hand(surface, cam, live.hand_pose(), True, seat_rgb(colour_of(live.seat)))
    else:
        poses, kinds, faces, owners = resting(scene)
        paint.world(surface, cam, None, kinds, faces, owners, colour_of, poses)
        _waiting_piece(scene, surface)
    if scene.aim is not None:
        paint.axe_aim(surface, cam, scene.aim["angle"], scene.aim["strength"], seat_rgb(colour_of(s.actor)))
    paint.giant(surface, scene.awake_for > 0 or bool(s.turn.get("woke")), cam.shake)
    view = scene.view(scene.chooser)
    if getattr(scene, "_panel", (None,))[0] is not view:  # the seats' panel changes with the state only
        panel = pygame.Surface((hud.PANEL.right + 8, hud.PANEL.bottom + 8), pygame.SRCALPHA)
        hud.seats(panel, scene, view, R.result(s))
        scene._panel = (view, panel)
    surface.blit(scene._panel[1], (0, 0))
    hud.status(surface, table_input.status_line(scene))
    if s.phase == "choose" and scene.chooser is not None and not scene.curtain_up:
        hud.cards(surface, s.hands[scene.chooser], colour_of(scene.chooser), scene.focus)
    opts = table_input.choices(scene) if scene.live is None and scene.replay is None else []
    if opts and s.phase != "choose":
        hud.buttons(surface, [lab for lab, _ in opts], scene.focus % len(opts))
    _words(scene, surface)
    hint = table_input.hint(scene)
    if hint:
        h = H.height(hint, HINT_RECT.width)
        bottom = hud.BUTTON_Y - 16 if opts and s.phase != "choose" else 1066
        H.draw(surface, pygame.Rect(HINT_RECT.x, bottom - h, HINT_RECT.width, h), hint)
    scene.draw_log(surface)
    scene.messages.draw(surface)


def _waiting_piece(scene, surface) -> None:
    """The piece to stack next, before anyone holds it: a bot's hand hovers it over the stalk while it thinks;
    a person's waits beside the pointer to be picked up."""
    s = scene.state
    if s.phase != "stack" or scene.presenter.busy() or not s.turn.get("queue"):
        return
    item = s.turn["queue"][0]
    kind = item["kind"]
    top = scene.view_top()
    seat = s.actor
    if seat in scene.bots:
        t = scene.bot_t
        x, y, _ = HAND.start_sample(kind, top, 90 * math.sin(t * 1.9))
        pose = (x, y + 18 * math.sin(t * 3.1), 0.12 * math.sin(t * 2.3))
    else:
        x, y = scene.camera.to_world(scene.pointer)
        pose = (x, max(y, HAND.start_sample(kind, top)[1]), 0.0)
    scene.painter.piece(surface, scene.camera, kind, pose, item.get("face"), scene.seat_colour(seat), alpha=200)
    scene.painter.hand(surface, scene.camera, pose, seat in scene.bots, seat_rgb(scene.seat_colour(seat)))


def _words(scene, surface) -> None:
    beat = scene.presenter.current()
    if beat is not None and beat.started and "word" in beat.data:
        big_word(surface, beat.data["word"], beat.t)
    if scene.replay is not None:
        draw_text(surface, tr("beanstalk_screen.replay"), (1080, 180), 40, theme.GOLD_HI, anchor="midtop",
                  bold=True, shadow=True)
        if scene.replay["i"] < 2:
            big_word(surface, tr("beanstalk.ev.collapse"), 1.0, theme.DANGER)
    elif isinstance(scene.live, HAND.LiveHand) and scene.live.run.collapsed:
        big_word(surface, tr("beanstalk.ev.collapse"), scene.live.after / 30, theme.DANGER)
    elif isinstance(scene.live, HAND.LiveHand) and scene.live.run.released:
        draw_text(surface, tr("beanstalk_screen.settling"), (1080, 180), 40, theme.TEXT, anchor="midtop",
                  shadow=True)
