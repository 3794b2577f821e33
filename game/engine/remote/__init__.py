"""Phones at the table: a small HTTP + WebSocket server (server.py, its own asyncio thread), the game thread's
side (phones.py: seats, taps as a phone device's intents, each seat's screen), the message schema, tokens and
rate limits, and the TV's "may this phone take that seat?" question (confirm.py). Off until the family switches
Phones on at the set-up screen."""
