"""Our own numpy 2-D rigid-body physics for Jack & the Beanstalk. Runtime: numpy and the standard library only;
nothing here imports pygame or game.engine (a test walks the imports). Drawing, sounds and the sandbox scene
live in game/devtools/sandbox/.

Units: millimetres, seconds, grams; y points up; gravity 9810 mm/s^2 (drawn at ~1 px per mm it looks real).

    from game.physics import World, shapes
    world = World()
    table = world.add_body(shapes.board(), (0, -20))            # static, top face at y = 0
    die = world.add_body(shapes.die(), (0, 20))                 # dynamic by default
    hand = world.add_body(shapes.box(30, 30), (-200, 80), kind="kinematic")
    world.move_kinematic(hand, (-150, 80), 0.0, 1 / 60)
    events = world.step(1 / 60)                                 # ContactEvent(body_a, body_b, point, normal,
                                                                #              impulse, speed) for clacks
    for work in world.step_slices(1 / 60):                      # the same step in slices (work done so far,
        ...                                                     # contact passes): pause a costly one between
                                                                # frames; bodies move when it ends
    world.apply_impulse(die, (0, 5e4), point=(10, 40))
    world.resting_on(table)                                     # ids standing on it (transitively)
    world.removed                                               # ids the last step removed: they left
                                                                # world.bounds (fell far below, flew far aside)
    snap = world.snapshot(); world.restore(snap); world.state_hash()
    data = world.to_json(); world = World.from_json(data)      # plain JSON for saves (world_json.py)

Modules: shapes (parts, materials, piece factories), world (bodies, step, queries, snapshots), broadphase
(one box-overlap test for small worlds, sort-and-sweep for large), narrowphase (batched SAT + two-point
clipping), contact_cache (a resting pile's contacts kept between frames), solver with solver_setup and
solver_passes (soft step with fused passes and set-up reuse; read solver's docstring), scenes (ready-made
towers), world_json (saving). Benchmarks: tools/bench_physics.py (the step, against pymunk), tools/bench_collide.py.
"""
from game.physics import shapes
from game.physics.solver import SolverParams
from game.physics.world import Contact, ContactEvent, World

__all__ = ["Contact", "ContactEvent", "SolverParams", "World", "shapes"]
