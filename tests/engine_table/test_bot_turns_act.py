"""BotTurns hands a bot's choice to the `act` it was given (a game that plays some choices out on the table
first), instead of the scene's act."""
from game.engine.table.bot_parts import BotTurns
from tests.engine_table.test_parts import table


def test_bot_turns_hands_the_choice_to_its_own_act():
    scene = table(("bot", "bot"))
    before = scene.rules.to_json(scene.state)
    handed = []
    scene.add_part(BotTurns(scene.ctx, lambda: scene.state.active, delay=0.2,
                            act=lambda seat, action: handed.append((seat, action))))
    for _ in range(40):
        scene.update(0.05)
    assert handed and all(seat in (0, 1) for seat, _ in handed)
    assert scene.rules.to_json(scene.state) == before  # nothing reached the rules: the choices went to `act`
