"""The physics sandbox and the pygame/audio side of game.physics (which itself imports neither pygame nor the
engine).

Modules:
    scene       SandboxScene: pick, carry, turn, drop and throw the beanstalk pieces (registry: "physics_sandbox")
    view        View: world (mm, y up) <-> screen (px, y down)
    piece_art   how the pieces look: render_piece() paints one upright sprite, PieceArt draws a whole world
    (the clacks: game/engine/clacks.py picks them, game/engine/clack_sounds.py synthesises them)
    debug_draw  outlines, contact points and normals, a numbers panel
    bench       python -m game.devtools.sandbox.bench: the sandbox's draw() cost

Reuse (Jack & the Beanstalk draws and sounds its pieces with these, so they take plain arguments, never the
sandbox scene):

    from game.devtools.sandbox.view import View
    from game.devtools.sandbox.piece_art import PieceArt
    from game.engine import clacks                      # the kit's: contact events -> sounds

    view = View(origin=(960, 900), scale=1.25)          # screen px of world (0, 0); px per mm
    art = PieceArt(world, view)                          # sprite caches: one per scene
    art.draw_all(surface)                                # every non-static body, later ones on top
    for c in clacks.clacks(world.step(1 / 60), piece_of, half_width=768.0):
        audio.play(c.sound, c.volume, c.pan)             # "physics/clack_2" ...; clacks.sound_names() preloads

`piece_of(body_id)` names what a body sounds like: its BodyDef.name ("die", "cloud", "trunk", "castle", "axe")
or clacks.TABLE for the table. PieceArt paints a body by its BodyDef.name (piece_art.PAINTERS; unknown names get
a plain wooden fill) in the colour variant `variant_of(body_id, definition)` picks (default: dice cycle through
piece_art.DIE_COLOURS by id).
"""
