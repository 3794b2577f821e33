"""The table kit: what every game scene is built from (see docs/ENGINE_CONTRACT.md, "How to add a game").

- game_scene.GameScene — the base of every game scene (seats, act, autosave, music, pause, end screen, ...)
- bots.TurnBots, bots.RealtimeBots — when bots act (turn-based pacing; independent real-time reactions)
- presenter.Presenter, presenter.Beat — rule events shown one at a time, or in parallel where marked
- hint (control hint with key caps), devices (the one catalogue of device names), banner (turn banner and
  banners), messages (a short message anchored to a seat), countdown (ring and sand timer), timers,
  hold (a press held to confirm, e.g. "stop the game")
- game_log (what just happened: the log, its strip and its button), log_view (the whole log, an overlay)
The pause button (engine/pause_button.py) and the curtain (engine/curtain.py) are the app's and the engine's."""
