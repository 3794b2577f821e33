"""A pygame debug drawer: part outlines (green awake, grey asleep, blue kinematic), centres of mass,
contact points with their normals (longer = harder push) and a small numbers panel."""
from __future__ import annotations

import numpy as np
import pygame

from game.devtools.sandbox.view import View
from game.physics.world import KINEMATIC, STATIC, World

AWAKE = (40, 200, 90)
ASLEEP = (150, 150, 150)
KINEMATIC_COLOUR = (70, 140, 255)
STATIC_COLOUR = (120, 90, 60)
CONTACT = (230, 40, 40)
SPECULATIVE = (255, 170, 0)


def draw(surface: pygame.Surface, world: World, view: View, label=None) -> None:
    """Draw the world's physics state on top of whatever is there. `label(lines)` draws the panel text
    (the caller provides it, so all visible strings go through the caller's translation)."""
    for body_id in world.body_ids():
        slot = world.slot(body_id)
        kind = int(world.kind[slot])
        if kind == STATIC:
            colour = STATIC_COLOUR
        elif kind == KINEMATIC:
            colour = KINEMATIC_COLOUR
        else:
            colour = AWAKE if world.awake[slot] else ASLEEP
        for outline in world.part_outlines(body_id):
            pygame.draw.lines(surface, colour, True, view.to_screen(outline).round().tolist(), 2)
        c = view.point(world.X[slot, :2])
        pygame.draw.line(surface, colour, (c[0] - 5, c[1]), (c[0] + 5, c[1]), 1)
        pygame.draw.line(surface, colour, (c[0], c[1] - 5), (c[0], c[1] + 5), 1)
    m = world.manifolds
    weight = max(float(m.impulse.max()) if len(m) else 0.0, 1.0)
    for j in range(len(m)):
        for k in range(2):
            if not m.valid[j, k]:
                continue
            p = m.point[j, k]
            touching = m.sep[j, k] <= world.slop
            colour = CONTACT if touching else SPECULATIVE
            sp = view.point(p)
            pygame.draw.circle(surface, colour, sp, 3)
            length = 6.0 + 30.0 * float(np.sqrt(max(m.impulse[j, k], 0.0) / weight))
            tip = view.point(p + m.normal[j] * length / view.scale)
            pygame.draw.line(surface, colour, sp, tip, 1)
    if label is not None:
        energy_mj = round(world.kinetic_energy() * 1e-6, 1)  # g mm^2/s^2 -> mJ
        label([("bodies", len(world)), ("awake", world.awake_count()), ("contacts", len(m)),
               ("energy", energy_mj)])
