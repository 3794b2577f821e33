"""The menu scenes: title, game set-up, settings, pause, rules, end screen, device prompt."""
