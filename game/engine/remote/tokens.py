"""Secrets of the phones' room: the room token (in the QR code's link only), the 4-letter room code (typed by a
phone that cannot scan, accepted only while the join panel is on the TV), each phone's own token (kept on the
phone, so a reload or a Continue gives it its seat back) and the phone id derived from it (the seat's device)."""
from __future__ import annotations

import hashlib
import hmac
import re
import secrets

ROOM_TOKEN_BYTES = 24  # 192 bits
PHONE_TOKEN_BYTES = 16  # 128 bits
CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ"  # no I or O (read as 1 and 0)
CODE_LENGTH = 4
_TOKEN = re.compile(r"^[A-Za-z0-9_-]{22,64}$")


def new_room_token() -> str:
    return secrets.token_urlsafe(ROOM_TOKEN_BYTES)


def new_phone_token() -> str:
    return secrets.token_urlsafe(PHONE_TOKEN_BYTES)


def new_code() -> str:
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))


def looks_like_token(text) -> bool:
    return isinstance(text, str) and bool(_TOKEN.match(text))


def same_secret(given, expected: str) -> bool:
    """Constant-time comparison (a wrong guess takes as long as a nearly right one)."""
    if not isinstance(given, str) or not expected:
        return False
    return hmac.compare_digest(given.encode("utf-8", "replace"), expected.encode("utf-8"))


def phone_id(phone_token: str) -> str:
    """The public name of a phone (its seat device is "pad:phone-<id>"): a hash, so a save or a log that shows
    it never gives the token away."""
    return hashlib.sha256(phone_token.encode("ascii")).hexdigest()[:12]
