"""Every game's phone screen, built from view(state, seat) while bots play a whole game: it never fails, its
choices are the seat's legal actions, what a phone is sent is plain JSON with text only, and a seat's screen is
the same whatever the other seats hold (nothing of another seat's secret gets in)."""
import json

import pytest

from game import games as registry
from game.engine.remote import screens
from tests.remote.bot_games import bot_game

GAMES = ("pied_piper", "magic_maze", "kragmortha", "beanstalk", "baba_yaga")


class FakeScene:
    """What the phones ask of a game scene (GameScene declares it all): its game, rules, state, end title."""
    phone_table = "game"

    def __init__(self, game_id, rules, state, title: str = ""):
        self.game_id, self.rules, self.state, self.title = game_id, rules, state, title

    def end_title(self) -> str:
        return self.title


class PlayingRules:
    def result(self, state):
        return None


def play_and_look(game_id, players, steps=400, seed=3):
    looked = [0]

    def look(rules, state):
        scene = FakeScene(game_id, rules, state)
        for seat in range(players):
            screen = screens.screen_for(scene, seat)
            shown, actions = screens.split(screen)
            json.dumps(shown)  # plain JSON only
            legal = rules.legal_actions(state, seat)
            assert all(a in legal for a in actions), (game_id, seat)
            assert all(isinstance(c.get("label"), str) and c["label"] for c in shown["choices"])
            looked[0] += 1
        return False
    bot_game(game_id, players, seed, look, steps)
    assert game_id not in screens._failed
    return looked[0]


@pytest.mark.parametrize("game_id", GAMES)
def test_phone_screens_hold_through_a_bot_game(game_id):
    info = registry.get(game_id)
    looked = play_and_look(game_id, min(info.max_players, 4))
    assert looked > 20
    assert getattr(screens.phone_module(game_id), "phone_screen", None) is not None


def test_a_game_without_a_phone_screen_gets_the_controller_only():
    scene = FakeScene("no_such_game", PlayingRules(), None)
    assert screens.screen_for(scene, 0) == screens.default_screen(0)


def test_a_seat_aimed_choice_carries_that_seats_colour_and_name():
    shown, actions = screens.split({"choices": [{"label": "Do something!", "action": "a", "to_seat": 2}]},
                                   {2: ("green", "Kai")})
    assert shown["choices"] == [{"label": "Do something! → Kai", "colour": "green"}] and actions == ["a"]


@pytest.mark.parametrize("game_id,secret", [("pied_piper", "hands"), ("beanstalk", "hands"), ("kragmortha", "hands")])
def test_a_seats_screen_does_not_change_with_another_seats_hand(game_id, secret):
    info = registry.get(game_id)
    rules = info.rules()
    from game.core.setup import GameSetup
    state = rules.new_game(GameSetup.all_bots(game_id, 3, seed=5).config(), 5)
    scene = FakeScene(game_id, rules, state)
    before = [screens.split(screens.screen_for(scene, seat))[0] for seat in range(3)]
    hands = getattr(state, secret)
    hands[1], hands[2] = list(hands[2]), list(hands[1])  # seats 1 and 2 trade their secret hands
    after = [screens.split(screens.screen_for(scene, seat))[0] for seat in range(3)]
    assert after[0] == before[0]
    assert after[1] != before[1] or hands[1] == hands[2]


class OverRules:
    """Rules of a game that has ended (its phone.py would still offer choices)."""
    def result(self, state):
        return {"winners": [0]}

    def legal_actions(self, state, seat):
        raise AssertionError("no choices are asked for once the game is over")


@pytest.mark.parametrize("game_id", GAMES)
def test_every_phone_shows_the_result_and_look_at_the_tv_when_the_game_is_over(game_id):
    from game.engine.i18n import tr
    scene = FakeScene(game_id, OverRules(), None, "Mia wins!")
    for seat in range(3):
        shown, actions = screens.split(screens.screen_for(scene, seat))
        assert shown["title"] == "Mia wins!" and shown["over"] is True
        assert shown["lines"] == [tr("phone.over.look")] and shown["choices"] == [] and actions == []
    scene.title = ""  # a scene with no end title: the phone still says the game is over
    assert screens.screen_for(scene, 0)["title"] == tr("phone.over.title")


def bot_game_until(game_id, players, cond, steps=400, seed=3):
    """(rules, state) of a bot game at the first moment `cond(state)` holds."""
    info = registry.get(game_id)
    rules = info.rules()
    from game.core.setup import GameSetup
    state = rules.new_game(GameSetup.all_bots(game_id, players, seed=seed).config(), seed)
    bots = [info.make_bot(i, "normal", seed) for i in range(players)]
    for step in range(steps):
        if cond(state):
            return rules, state
        for seat in range(players):
            legal = rules.legal_actions(state, seat)
            action = bots[seat].choose(rules.view(state, seat), legal, step * 0.5) if legal else None
            if action is not None:
                rules.apply(state, action)
                break
        else:
            rules.tick(state, 0.5)
    raise AssertionError(f"{game_id}: never reached")


def test_the_baba_yaga_searchers_phone_says_how_to_search_and_what_to_find():
    from game.engine.i18n import tr
    rules, state = bot_game_until("baba_yaga", 3, lambda s: s.phase == "search")
    scene = FakeScene("baba_yaga", rules, state)
    shown, actions = screens.split(screens.screen_for(scene, state.active))
    assert shown["title"] == tr("phone.baba_yaga.you_search") and actions == []
    assert tr("phone.baba_yaga.search_how") in shown["lines"]
    elements = rules.view(state, state.active)["card"]["elements"]
    assert [c["big"] for c in shown["cards"]] == [tr(f"baba_yaga.element.{e}") for e in elements] and elements
    mover = state.mover()
    if mover != state.active:  # the mover's phone keeps its button
        assert screens.split(screens.screen_for(scene, mover))[0]["choices"]


def test_pied_piper_cards_are_big_tiles_in_their_colours_while_waiting_and_one_tile_per_kind():
    from game.engine.i18n import tr
    from game.games.pied_piper import phone
    from game.games.pied_piper.make_art import KIND_BORDER
    step2 = [c for c in range(len(phone.C.ACTION_KIND)) if phone.C.kind_of(c) == "step2"][:2]
    turn = next(c for c in range(len(phone.C.ACTION_KIND)) if phone.C.kind_of(c) == "turn")
    shown = phone.phone_screen({"hand": [*step2, turn]}, 0, [])
    assert shown["choices"] == [] and shown["title"] == tr("phone.pied_piper.hand")
    assert [(t["big"], t["tint"]) for t in shown["cards"]] == [("2", KIND_BORDER["step2"]),
                                                                (tr("pied_piper.kind.turn"), KIND_BORDER["turn"])]
    assert shown["cards"][0]["hint"] == tr("phone.pied_piper.effect.step2")
    assert shown["cards"][0]["chips"] == [{"label": tr("phone.pied_piper.copies", n=2)}]


def test_magic_maze_heroes_in_their_colour_and_symbol_and_actions_with_icons():
    from game.games.magic_maze.art_shapes import HERO_SYMBOL, HEROES
    rules, state = bot_game_until("magic_maze", 3, lambda s: True)
    scene = FakeScene("magic_maze", rules, state)
    icons = set()
    for seat in range(3):
        for c in screens.split(screens.screen_for(scene, seat))[0]["choices"]:
            if c.get("group"):
                hero = next(h for h in HEROES if HERO_SYMBOL[h] == c["group_icon"])
                assert c["group_tint"] == HEROES[hero][0]
            icons.add(c.get("icon"))
    assert icons & {"up", "down", "left", "right"} and icons <= {"up", "down", "left", "right", "portal",
                                                                 "escalator", "explore", None}


def test_kragmortha_cards_show_their_target_and_symbols_as_coloured_chips():
    from game.engine.i18n import tr
    from game.games.kragmortha import cards as K
    krules = registry.get("kragmortha").rules()
    rules, state = bot_game_until("kragmortha", 3, lambda s: any(
        type(a).__name__ == "PlayCard" for seat in range(3) for a in krules.legal_actions(s, seat)))
    seat = next(i for i in range(3) if any(type(a).__name__ == "PlayCard" for a in rules.legal_actions(state, i)))
    scene = FakeScene("kragmortha", rules, state)
    shown, actions = screens.split(screens.screen_for(scene, seat))
    plays = [(c, a) for c, a in zip(shown["choices"], actions) if type(a).__name__ == "PlayCard"]
    assert plays
    for c, a in plays:
        assert c["label"] == tr(f"kragmortha.card.{K.target(a.card)}")
        assert [ch["label"] for ch in c["chips"]] == [tr(f"kragmortha.symbol.{s}") for s in K.symbols(a.card)]
        assert all(ch["tint"].startswith("#") for ch in c["chips"])
    other = (seat + 1) % 3  # a seat not playing sees its hand as the same tiles
    hand = rules.view(state, other)["hand"]
    assert len(screens.split(screens.screen_for(scene, other))[0]["cards"]) == len(hand)
