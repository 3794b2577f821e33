"""The runtime physics needs numpy and the standard library only; pygame stays in the drawing modules."""
import subprocess
import sys


def test_runtime_physics_does_not_import_pygame():
    code = ("import sys; import game.physics, game.physics.scenes, game.physics.view; "
            "print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
