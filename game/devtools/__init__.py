"""Developer scenes and their tools: nothing here is a game or a menu. The developer menu (F12 on the title)
lists them through game/engine/scene_registry.py. `sandbox/` is the physics sandbox."""
