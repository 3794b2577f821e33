"""The crash screen's text (engine/plain_text.py) still draws after pygame.font was quit and started again: its
cached fonts are made anew instead of raising "Invalid font" (found by the input monkey in the full test run,
where the crash screen itself then crashed)."""
import pygame

from game.engine import plain_text


def test_plain_text_survives_a_font_module_restart():
    pygame.init()
    plain_text.render("before", 30)
    pygame.font.quit()
    pygame.font.init()
    assert plain_text.render("after the restart", 30).get_width() > 0
    assert plain_text.wrap("one two three four five six", 30, 120)[0]
    pygame.font.quit()  # and with the module still quit: font() starts it again
    assert plain_text.fit("quit meanwhile", 30, 400).get_width() > 0
