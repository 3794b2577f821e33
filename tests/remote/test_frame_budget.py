"""The phones' share of a frame stays small however many phones tap: a seat's screen is built again only when
the game's state changed, the server's inbox is read in bounded slices, and a frame's messages are handed to
the server's thread in one go (encoded there, not on the frame)."""
import time

from game.engine.remote import phones as phones_mod
from game.engine.remote import screens
from game.engine.remote.tokens import phone_id
from tests.remote.conftest import wait_for
from tests.remote.test_phones import frames, seated, setup_screen, start_game, step_of  # noqa: F401


def test_a_seats_screen_is_built_again_only_when_the_state_changes(app, phones, setup_screen, loop,  # noqa: F811
                                                                     monkeypatch):
    ada = seated(app, phones, loop, 0)
    game = start_game(app, setup_screen)
    assert wait_for(lambda: ada.last("screen") is not None, step=step_of(app))
    built = []
    real = screens.screen_for
    monkeypatch.setattr(screens, "screen_for", lambda scene, seat: built.append(seat) or real(scene, seat))
    end = time.monotonic() + 3 * phones_mod.SCREEN_EVERY
    while time.monotonic() < end:  # time passes, nothing happens at the table
        frames(app)
        time.sleep(0.01)
    assert built == []
    game.state_changes += 1  # what an applied action or a tick does
    assert wait_for(lambda: built == [0], timeout=2 * phones_mod.SCREEN_REFRESH, step=step_of(app))
    ada.close()


def test_a_flood_in_the_inbox_is_read_over_several_frames(app, phones, setup_screen, loop):  # noqa: F811
    ada = seated(app, phones, loop, 0)
    pid = phone_id(ada.token)
    n = 3 * phones_mod.INBOX_ITEMS
    for i in range(n):
        phones.server.inbox.put(("msg", pid, {"t": "ping", "at": i}, 0.0))
    frames(app)
    left = phones.server.inbox.qsize()
    assert n - phones_mod.INBOX_ITEMS <= left < n  # one slice this frame, the rest waits
    more = 0
    while phones.server.inbox.qsize() and more < 20:  # the next frames read the rest
        frames(app)
        more += 1
    assert phones.server.inbox.qsize() == 0 and more >= 2
    assert wait_for(lambda: len(ada.of("pong")) > 0, step=step_of(app))  # answered (a slow phone may miss some)
    ada.close()


def test_a_frames_messages_wake_the_server_once(app, phones, setup_screen, loop):  # noqa: F811
    ada = seated(app, phones, loop, 0)
    server = phones.server
    flushes = []
    real = server._flush
    server._flush = lambda: flushes.append(len(server._outgoing)) or real()
    pid = phone_id(ada.token)
    for i in range(10):
        server.inbox.put(("msg", pid, {"t": "ping", "at": i}, 0.0))
    frames(app)
    assert wait_for(lambda: len(ada.of("pong")) == 10, step=lambda: time.sleep(0.01))
    assert flushes[:1] == [10]  # ten answers, one hand-over
    ada.close()
