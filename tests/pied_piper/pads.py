"""A stand-in for the input layer's gamepad opener (no real device here): one controller plugged in."""


class OnePadOpener:
    def __init__(self, instance_id: int = 7):
        self.instance_id = instance_id

    def count(self):
        return 1

    def is_controller(self, index):
        return True

    def open_controller(self, index):
        return "handle", self.instance_id, "Test pad"

    open_joystick = open_controller

    def close(self, handle):
        pass
