"""The Pied Piper (Tales & Games, Agnès Largeaud 2016): push the rats into the neighbours' houses and lure the
piper through your own. Rules in rules.py (pure), bots in bot.py, the pygame scene in scene.py."""
