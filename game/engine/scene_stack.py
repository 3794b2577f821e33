"""The scene stack (after Tuxemon's state stack): push / pop / replace, with the life-cycle calls in a fixed
order so scenes can rely on them:

    push(new):    top.pause(), new.enter()
    pop():        top.exit(), new top.resume()
    replace(new): top.exit(), new.enter()        (the scene below is not disturbed)
    clear():      exit() on every scene, top first
"""
from __future__ import annotations


class SceneStack:
    def __init__(self):
        self.scenes: list = []

    @property
    def top(self):
        return self.scenes[-1] if self.scenes else None

    def __len__(self) -> int:
        return len(self.scenes)

    def __iter__(self):
        return iter(self.scenes)

    def push(self, scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()

    def pop(self):
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene) -> None:
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()

    def clear(self) -> None:
        while self.scenes:
            self.scenes.pop().exit()

    def drop_all(self) -> list:
        """Forget every scene without calling exit() (after a crash their state cannot be trusted: the last
        good autosave on disk is what we keep)."""
        dropped, self.scenes = self.scenes, []
        return dropped

    def visible(self) -> list:
        """The scenes to draw, bottom first: the top one and every scene under a chain of overlays."""
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].overlay:
            start -= 1
        return self.scenes[max(start, 0):]
