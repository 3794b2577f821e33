"""The Baba Yaga pictures, drawn as SVG by Python: `python -m game.games.baba_yaga.artwork.build` writes
assets/images/baba_yaga/*.svg (and a contact sheet PNG to look at). The game loads only the SVG files."""
