"""Nim, the smallest complete game: the worked example of docs/ENGINE_CONTRACT.md ("How to add a game").
Copy this folder to game/games/nim/ and its catalogues (i18n/<lang>/nim.json) to assets/i18n/<lang>/."""
