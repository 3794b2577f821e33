"""Shared helpers: a fake gamepad opener (no real device here) and event builders."""
import pygame


class FakeOpener:
    """Stands in for input_pads.PadOpener: device index -> (instance id, is_controller, fails)."""

    def __init__(self):
        self.attached: dict[int, tuple[int, bool]] = {}
        self.failing: set[int] = set()
        self.closed: list[int] = []
        self.close_raises = False

    def count(self):
        return len(self.attached)

    def is_controller(self, index):
        return self.attached.get(index, (None, False))[1]

    def _open(self, index):
        if index in self.failing or index not in self.attached:
            raise pygame.error(f"Invalid device index {index}")
        iid = self.attached[index][0]
        return f"handle{iid}", iid, f"Fake pad {iid}"

    open_controller = _open
    open_joystick = _open

    def close(self, handle):
        if self.close_raises:
            raise pygame.error("device vanished")
        self.closed.append(handle)


def key(k, down=True, **kw):
    return pygame.event.Event(pygame.KEYDOWN if down else pygame.KEYUP, key=k, mod=kw.pop("mod", 0), **kw)


def feed(seats, *events, to_logical=lambda p: p):
    out = []
    for e in events:
        out += seats.process(e, to_logical)
    return out


def plug(seats, opener, index, instance_id, controller=True):
    """Attach a fake pad and deliver SDL's events for it (a controller also announces itself as a joystick)."""
    opener.attached[index] = (instance_id, controller)
    events = [pygame.event.Event(pygame.JOYDEVICEADDED, device_index=index)]
    if controller:
        events.append(pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=index))
    return feed(seats, *events)


def unplug(seats, opener, instance_id, controller=True):
    for index, (iid, _) in list(opener.attached.items()):
        if iid == instance_id:
            del opener.attached[index]
    events = [pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=instance_id)]
    if controller:
        events.append(pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=instance_id))
    return feed(seats, *events)


def cbutton(iid, button, down=True):
    t = pygame.CONTROLLERBUTTONDOWN if down else pygame.CONTROLLERBUTTONUP
    return pygame.event.Event(t, instance_id=iid, button=button)


def caxis(iid, axis, value):
    return pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=iid, axis=axis, value=value)


def actions(intents):
    return [(i.action, i.device, i.seat) for i in intents]


def post(seats, *events, to_logical=lambda p: p):
    """Post events on pygame's real queue, then read them back through `seats` (as the app's loop does)."""
    if not pygame.display.get_init():
        pygame.display.init()
    types = {e.type for e in events}
    pygame.event.clear()
    for e in events:
        pygame.event.post(e)
    got = [e for e in pygame.event.get() if e.type in types]  # queue order (get(types) groups by type)
    return feed(seats, *got, to_logical=to_logical)


def mouse(pos=(10, 10), button=1, down=True):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN if down else pygame.MOUSEBUTTONUP, pos=pos, button=button)


def move(pos):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def reports(intents):
    """(outcome, tag, reason) of each HANDICAP intent; other intents as their action."""
    return [(i.handicap.outcome, i.handicap.tag, i.handicap.reason) if i.action == "handicap" else i.action
            for i in intents]
