"""Magic Maze: the mall (tiles.json built from levels/magic_maze/*.tmx), the rules, the bot team."""
