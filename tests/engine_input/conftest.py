"""Fixtures: InputSeats with a fake gamepad opener, strict so that any error fails the test."""
import pytest

from game.engine.input_seats import InputSeats
from tests.engine_input.helpers import FakeOpener


@pytest.fixture
def opener():
    return FakeOpener()


@pytest.fixture
def seats(opener):
    return InputSeats(opener=opener, strict=True)
