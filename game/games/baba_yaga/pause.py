"""What quitting does to a Baba Yaga table: the sentence the app's pause menu shows (via BabaYagaScene.quit_note).

The table saves at the start of the game and at the start of every turn (BabaYagaScene.save_point), never in
the middle of a turn (a memory race cannot be resumed halfway). So "Continue" on the title screen plays the turn that
was in progress again from its start; a finished game and a table of bots only are not saved at all. The
engine's general sentence ("Your game is saved") would promise more than that."""
from __future__ import annotations

from game.engine.i18n import tr


def quit_note_key(s, has_humans: bool) -> str:
    """What quitting now does to a game in state `s` (see BabaYagaScene.save_point for the save points)."""
    if s.phase == "over":
        return "baba_yaga.quit.over"
    if not has_humans:
        return "baba_yaga.quit.bots_only"
    if s.phase == "study":
        return "baba_yaga.quit.study"
    return "baba_yaga.quit.turn"


def quit_note(s, has_humans: bool, searcher: str) -> str:
    """The sentence the quit question shows over this table, in the current language (`searcher`: the active
    seat's name)."""
    return tr(quit_note_key(s, has_humans), name=searcher)

