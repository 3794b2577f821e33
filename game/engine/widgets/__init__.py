"""Menu widgets: Button, Toggle, Slider, Choice, TextField, and the FocusGroup that moves the focus between
them for the mouse, the keyboard and gamepads alike."""
from game.engine.widgets.base import Widget, label_text, lazy_tr, play_sound
from game.engine.widgets.button import Button, row_of_buttons
from game.engine.widgets.choice import Choice
from game.engine.widgets.focus import FocusGroup
from game.engine.widgets.icons import draw_icon
from game.engine.widgets.slider import Slider
from game.engine.widgets.textfield import TextField
from game.engine.widgets.toggle import Toggle

__all__ = ["Button", "Choice", "FocusGroup", "Slider", "TextField", "Toggle", "Widget", "draw_icon", "label_text",
           "lazy_tr", "play_sound", "row_of_buttons"]
