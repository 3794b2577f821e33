"""The message schema, tokens and rate limits: what a phone may send, and nothing else."""
import json

from game.engine.remote import schema, tokens
from game.engine.remote.limits import Bucket, Window


def test_known_messages_pass_with_exactly_their_fields():
    assert schema.parse('{"t":"press","b":"up","at":12.5}') == {"t": "press", "b": "up", "at": 12.5}
    assert schema.parse('{"t":"take","seat":3}') == {"t": "take", "seat": 3}
    assert schema.parse('{"t":"hello","phone":null,"name":"  Ada   Lovelace "}')["name"] == "Ada Lovelace"
    assert schema.parse('{"t":"choose","c":2,"v":7}') == {"t": "choose", "c": 2, "v": 7}


def test_everything_else_is_none_and_never_raises():
    bad = [
        None, 5, b"x", "", "null", "[]", "{", '"x"', "{}", '{"t":1}', '{"t":"nope"}',
        '{"t":"press"}', '{"t":"press","b":"kick"}', '{"t":"press","b":"up","extra":1}',
        '{"t":"take","seat":-1}', '{"t":"take","seat":8}', '{"t":"take","seat":true}', '{"t":"take","seat":1.5}',
        '{"t":"hello","phone":"short","name":"A"}', '{"t":"hello","phone":null,"name":""}',
        '{"t":"hello","phone":null,"name":"' + "x" * 25 + '"}', '{"t":"hello","phone":null,"name":"a\\u0000b"}',
        '{"t":"hello","phone":null,"name":"\\u202eevil"}', '{"t":"touch","p":"down","x":2,"y":0}',
        '{"t":"touch","p":"down","x":NaN,"y":0}', '{"t":"ping","at":Infinity}', '{"t":"choose","c":128,"v":1}',
        "[" * 5000 + "]" * 5000, '{"t":"press","b":"up","at":' + "9" * 400 + "}",
        json.dumps({"t": "press", "b": "up", "at": 1}) + "x" * 600,
    ]
    for text in bad:
        assert schema.parse(text) is None, text


def test_tokens_are_long_random_and_compared_in_constant_time():
    room = tokens.new_room_token()
    assert len(room) >= 32 and tokens.looks_like_token(room)  # 24 random bytes: 192 bits
    assert tokens.new_room_token() != room
    phone = tokens.new_phone_token()
    assert tokens.looks_like_token(phone) and len(phone) >= 22  # 128 bits
    assert tokens.same_secret(room, room) and not tokens.same_secret(room[:-1] + "x", room)
    assert not tokens.same_secret(None, room) and not tokens.same_secret(room, "")
    assert tokens.phone_id(phone) == tokens.phone_id(phone) and phone not in tokens.phone_id(phone)
    code = tokens.new_code()
    assert len(code) == 4 and set(code) <= set(tokens.CODE_LETTERS)


def test_bucket_and_window_refuse_past_their_limits():
    now = [0.0]
    b = Bucket(rate=10, burst=5, clock=lambda: now[0])
    assert [b.take() for _ in range(7)] == [True] * 5 + [False] * 2
    now[0] += 0.5  # five more earned
    assert sum(b.take() for _ in range(10)) == 5
    w = Window(3, 60, clock=lambda: now[0])
    assert [w.take() for _ in range(4)] == [True, True, True, False]
    now[0] += 61
    assert w.take()
