"""Magic Maze — the rules (pure: no pygame, no wall clock), as the game's rules spec (magic_maze.md) tells them.

Flow (a table of named phases, as the rulebook tells it):
  play       everyone at once, silently: move heroes, portals, escalators, explore; the sand runs (tick)
  rearrange  scenario 11: the sand was turned before the theft, two mall tiles must be taken away first
  over       all four heroes escaped (won) or the sand ran out (lost)

Decisions where the rulebook is silent:
- A move goes 1..n cells as the player chooses (Move.distance); it may pass over special cells, only the cell
  it stops on counts (hourglass, camera, item, exit). With 2+ cameras in the mall a move may not STOP on an
  unused hourglass cell.
- Talking: after the sand turns (scenario 2+, and when the elf explores from scenario 4) a talk window opens;
  any game action by anyone closes it ("the first action ends the talking"); the Do something! pawn does not.
- Scenario 5: the mage on an unused crystal ball lets an explore holder add up to 2 tiles from any free explore
  cell; the first such tile marks the ball used, the second stays allowed while the mage stands there.
- Scenario 10: the theft needs each item cell taken by a hero of another colour; after it, a hero that stops
  on a free exit of another colour stays there for good. Scenario 17: heroes stay on their own exits.
- Scenario 11: "every hero can still reach every cell without portals" is checked with walls and escalators
  (heroes do not block, orange passages count as open: the dwarf can always clear the way). The two tiles
  are taken one at a time; a first tile is refused when no second one could follow it.
- Scenario 13: "the four heroes may never be on the same tile" refuses a move that would put all four on one.
- A hero standing on its exit when the theft happens leaves at once.
- Undoing a legal action is not offered (every action is final); illegal actions are refused, not played.
- Without a timer (small children) the table may stop the game (GiveUp): it ends as not escaped.
"""
from __future__ import annotations

import copy

from game.core.actions import IllegalAction
from game.core.grid import DIRECTIONS, step
from game.core.rng import Rng
from game.core.statetable import Phase, StateTable
from game.games.magic_maze import scenarios as S
from game.games.magic_maze.mall import (
    FAR_MALL_ORIGIN,
    HEROES,
    START_CELLS,
    Mall,
    mall_for,
    placed_key,
    placement,
    removable_tiles,
    tile_number,
)
from game.games.magic_maze.moves import (
    ActionTileRevealed,
    ActionTilesPassed,
    CameraDestroyed,
    CrystalBallUsed,
    DoSomething,
    Explore,
    GameLost,
    GameWon,
    GiveUp,
    HeroEscaped,
    HeroMoved,
    ItemsStolen,
    Move,
    Nudged,
    RearrangeDue,
    RemoveTile,
    RevealActionTile,
    RideEscalator,
    SandTurned,
    SoloPileShuffled,
    TalkEnded,
    TalkStarted,
    TileExplored,
    TileRemoved,
    UsePortal,
)

NUDGE_WAVE = 10.0  # seconds a seat's nudge wave lasts: other seats' nudges join it, nobody starts another

ALL_TILES = tuple(["1"] + [str(n) for n in range(2, 25)])
GAME_ACTIONS = (Move, UsePortal, RideEscalator, Explore, RevealActionTile)

FLOW = StateTable(
    Phase("play", "Everyone at once: move the heroes, explore, steal, escape", (*GAME_ACTIONS, DoSomething, GiveUp),
          realtime=True, next=("rearrange", "over")),
    Phase("rearrange", "Scenario 11: take two mall tiles away", (RemoveTile, DoSomething, GiveUp), realtime=True,
          next=("play", "over")),
    Phase("over", "The heroes escaped, or the sand ran out"),
)


def err(name: str) -> IllegalAction:
    """Illegal actions carry an i18n key (assets/i18n/*/magic_maze.json); the scene translates it."""
    return IllegalAction(f"magic_maze.err.{name}")


class State:
    """The whole game as plain data (plus the RNG). Derived data (the mall's geometry, legal actions) is cached
    per revision and never saved."""

    def __init__(self):
        self.players = 4
        self.scenario = 1
        self.sand_total: float | None = 180.0
        self.sand_left: float | None = 180.0
        self.now = 0.0
        FLOW.start(self)
        self.placed: list = []  # [name, [ox, oy], rot] in the order laid; placed[0] is tile 1
        self.pile: list[str] = []  # top first
        self.box: list[str] = []  # tiles not in this game
        self.heroes: dict = {}  # colour -> [x, y], or None once it left the mall
        self.escaped: list[str] = []  # heroes on the thief board, in order
        self.used: list = []  # cells covered by a "used" marker
        self.theft = False
        self.talk: str | None = None  # "always" (scenario 1), "sand", "elf" while players may talk
        self.tiles: list = []  # per seat: action tile id (None: scenario 9's leader)
        self.solo_pile: list[str] = []  # solo: face-down action tiles, top first
        self.solo_discard: list[str] = []  # solo: the last one is on top (the usable action)
        self.pawn: int | None = None  # the seat the Do something! pawn stands in front of
        self.waves: dict = {}  # str(target seat) -> [game time the nudge wave began, [nudging seats in order]]
        self.crystal: dict | None = None  # {"cell": [x, y], "left": n} while a crystal ball's power lasts
        self.rearrange_left = 0
        self.leader: int | None = None
        self.outcome: dict | None = None
        self.hourglasses = 0  # hourglass cells used
        self.rev = 0  # bumped by every change legal actions may depend on
        self.rng = Rng(0)

    # --- derived -------------------------------------------------------------------------------------------
    @property
    def sc(self) -> S.Scenario:
        return S.SCENARIOS[self.scenario]

    def mall(self) -> Mall:
        cached = getattr(self, "_mall_cache", None)
        if cached is not None and cached[0] == self.rev:
            return cached[1]
        m = mall_for(placed_key(self.placed))
        self._mall_cache = (self.rev, m)
        return m

    def occupied(self) -> dict:
        return {tuple(p): h for h, p in self.heroes.items() if p is not None}

    def frozen(self) -> set:
        """Heroes that escaped: off the board, or (scenarios 10, 17) standing on their exit for good."""
        return set(self.escaped)

    def holds(self, seat: int) -> tuple[str, ...]:
        """The actions this seat may use now."""
        if not 0 <= seat < self.players:
            return ()
        if self.players == 1:
            return (self.solo_discard[-1],) if self.solo_discard else ()
        tile = self.tiles[seat]
        return S.ACTION_TILES[tile] if tile is not None else ()

    def active_cameras(self) -> int:
        if not self.sc.cameras:
            return 0
        used = {tuple(c) for c in self.used}
        return sum(1 for c in self.mall().find("camera") if c not in used)

    def crystal_power(self) -> bool:
        """Explore from any free explore cell (scenario 5+: the mage on a crystal ball)?"""
        if not self.sc.crystal or self.heroes.get("purple") is None:
            return False
        mage = tuple(self.heroes["purple"])
        if self.crystal is not None:
            return self.crystal["left"] > 0 and tuple(self.crystal["cell"]) == mage
        kind = self.mall().kind(mage)
        return kind is not None and kind[0] == "crystal_ball" and list(mage) not in self.used


# --- set-up --------------------------------------------------------------------------------------------------

def new_game(config: dict, seed: int) -> State:
    cfg = S.read_config(config)
    s = State()
    s.rng = Rng(seed)
    s.players, s.scenario, s.leader = cfg["players"], cfg["scenario"], cfg["leader"]
    s.sand_total = s.sand_left = cfg["timer"]
    sc = s.sc
    start = "1" + cfg["side"]
    s.placed = [[start, [0, 0], 0]]
    pile = list(cfg["pile"])
    if sc.two_malls:
        pile.remove("3")
        s.placed.append(["3", list(FAR_MALL_ORIGIN), 0])
        s.rev += 1
    s.rng.shuffle(pile)
    if sc.top:  # scenario 5: tile 15 joins the pile on top
        if sc.top in pile:
            pile.remove(sc.top)
        pile.insert(0, sc.top)
    s.pile = pile
    in_game = set(pile) | {tile_number(p[0]) for p in s.placed}
    s.box = [t for t in ALL_TILES if t not in in_game]
    centre = list(START_CELLS)
    s.rng.shuffle(centre)
    if sc.two_malls:
        m = s.mall()
        far = [c for c in m.tile_cells[1] if m.kind(c) == ("floor", None) and c not in m.gates
               and c not in m.escalator]
        s.rng.shuffle(far)
        s.heroes = {"orange": list(centre[0]), "green": list(centre[1]), "yellow": list(far[0]),
                    "purple": list(far[1])}
    else:
        s.heroes = {h: list(c) for h, c in zip(HEROES, centre)}
    if s.players == 1:
        s.solo_pile = list(S.SOLO_TILES)
        s.rng.shuffle(s.solo_pile)
        s.tiles = [None]
    else:
        dealt = s.players - 1 if sc.leader else s.players
        ids = list(S.TILES_FOR_PLAYERS[dealt])
        s.rng.shuffle(ids)
        s.tiles = []
        for seat in range(s.players):
            s.tiles.append(None if seat == s.leader else ids.pop())
    s.talk = "always" if sc.talk == "always" else None
    return s


# --- who may do what now -------------------------------------------------------------------------------------

def _may_stop(s: State, m: Mall, hero: str, cell, occ: dict) -> bool:
    """Scenario rules on where a hero may end a move (walls and heroes are checked by the caller)."""
    sc = s.sc
    kind = m.kind(cell)
    if kind is None or cell in occ:
        return False
    if kind[0] == "hourglass" and sc.cameras and list(cell) not in s.used and s.active_cameras() >= 2:
        return False
    if sc.apart:
        t = m.tile_of(cell)
        if t != 0 and any(m.tile_of(c) == t for c, h in occ.items() if h != hero):
            return False
    if sc.two_malls:
        t = m.tile_of(cell)
        if all(m.tile_of(c) == t for c, h in occ.items() if h != hero) and len(occ) == 4:
            return False
    return True


def hero_options(s: State) -> dict:
    """Per hero, what each kind of action could do now (read only, see _hero_options)."""
    return _hero_options(s)


def _hero_options(s: State) -> dict:
    """Per hero, what each kind of action could do now: {"N": [cells...], "portal": [...], "escalator": cell}.
    Cached per revision (bots and the scene ask every frame)."""
    cache = getattr(s, "_opt_cache", None)
    if cache is not None and cache[0] == s.rev:
        return cache[1]
    m = s.mall()
    occ = s.occupied()
    frozen = s.frozen()
    out: dict = {}
    for hero, pos in s.heroes.items():
        if pos is None or hero in frozen:
            continue
        here = tuple(pos)
        dwarf = hero == "orange"
        adj = m.passable_edges(dwarf)
        opts: dict = {}
        for d in DIRECTIONS:
            cells, c = [], here
            while True:
                n = step(c, d)
                if n in occ or n not in adj.get(c, ()):
                    break
                cells.append(n)
                c = n
            opts[d] = [(i + 1, c) for i, c in enumerate(cells) if _may_stop(s, m, hero, c, occ)]
        if s.sc.portals and not s.theft:
            opts["portal"] = [c for c in m.find("portal", hero) if c != here and _may_stop(s, m, hero, c, occ)]
        else:
            opts["portal"] = []
        other = m.escalator.get(here)
        opts["escalator"] = other if other is not None and _may_stop(s, m, hero, other, occ) else None
        out[hero] = opts
    s._opt_cache = (s.rev, out)
    return out


def _explore_cells(s: State) -> list:
    """Explore cells a seat holding explore may use now: [(cell, crystal?)]."""
    if not s.pile:
        return []
    m = s.mall()
    free = m.explore_cells()
    occ = s.occupied()
    frozen = s.frozen()
    out = []
    power = s.crystal_power()
    for cell, (colour, _) in sorted(free.items()):
        if occ.get(cell) == colour and colour not in frozen:
            out.append((cell, False))
        elif power:
            out.append((cell, True))
    return out


def legal_actions(state: State, seat: int) -> list:
    """Everything `seat` may do now. The list is shared with later calls of the same revision: read it, never
    change it (bots and the scene ask every frame, so it is built once per change)."""
    s = state
    if s.phase == "over" or not 0 <= seat < s.players:
        return []
    cache = getattr(s, "_legal_cache", None)
    if cache is None or cache[0] != s.rev:
        cache = s._legal_cache = (s.rev, {})
    got = cache[1].get(seat)
    if got is not None:
        return got
    out: list = []
    if s.phase == "rearrange":
        out += [RemoveTile(seat, name) for name in _removable_now(s)]
    else:
        holds = s.holds(seat)
        opts = _hero_options(s)
        for hero, o in opts.items():
            for d in S.MOVES:
                if d in holds:
                    out += [Move(seat, hero, d, dist) for dist, _ in o[d]]
            if "portal" in holds:
                out += [UsePortal(seat, hero, c) for c in o["portal"]]
            if "escalator" in holds and o["escalator"] is not None:
                out.append(RideEscalator(seat, hero))
        if "explore" in holds:
            out += [Explore(seat, cell) for cell, _ in _explore_cells(s)]
        if s.players == 1:
            out.append(RevealActionTile(seat))
    out += [DoSomething(seat, t) for t in _nudge_targets(s, seat)]
    if s.sand_total is None:
        out.append(GiveUp(seat))
    cache[1][seat] = out
    return out


def _nudge_targets(s: State, seat: int) -> list[int]:
    if not s.sc.pawn or s.players < 2:
        return []
    if s.sc.leader and seat != s.leader:
        return []
    return [t for t in range(s.players) if t != seat]


# --- actions -------------------------------------------------------------------------------------------------

def apply(state: State, action) -> list:
    s = state
    if s.phase == "over":
        raise err("game_over")
    if not FLOW.allows(s.phase, action):
        raise err("remove_first" if s.phase == "rearrange" else "not_now")
    seat = getattr(action, "seat", -1)
    if not isinstance(seat, int) or not 0 <= seat < s.players:
        raise err("no_such_seat")
    events = _HANDLERS[type(action)](s, action)
    s.rev += 1
    return events


def _need(s: State, seat: int, what: str) -> None:
    if what not in s.holds(seat):
        if s.players == 1:
            raise err("solo_not_on_top")
        if s.tiles[seat] is None:
            raise err("leader_has_no_actions")
        raise err(f"not_your_{what if what in ('portal', 'escalator', 'explore') else 'direction'}")


def _as_cell(value) -> tuple:
    """An action's cell as (x, y) ints, or a readable refusal for anything else (a malformed request)."""
    if isinstance(value, (list, tuple)) and len(value) == 2 and all(
            isinstance(v, int) and not isinstance(v, bool) for v in value):
        return (value[0], value[1])
    raise err("no_such_cell")


def _hero(s: State, hero) -> tuple:
    if hero not in HEROES:
        raise err("no_such_hero")
    if hero in s.frozen() or s.heroes.get(hero) is None:
        raise err("hero_escaped")
    return tuple(s.heroes[hero])


def _end_talk(s: State, seat: int) -> list:
    if s.talk in ("sand", "elf"):
        s.talk = None
        return [TalkEnded(seat)]
    return []


def _move(s: State, a: Move) -> list:
    if a.direction not in S.MOVES:
        raise err("no_such_direction")
    _need(s, a.seat, a.direction)
    here = _hero(s, a.hero)
    if not isinstance(a.distance, int) or isinstance(a.distance, bool) or a.distance < 1:
        raise err("move_at_least_one")
    m = s.mall()
    occ = s.occupied()
    adj = m.passable_edges(a.hero == "orange")
    path, c = [], here
    for _ in range(a.distance):
        n = step(c, a.direction)
        if n in occ:
            raise err("hero_in_the_way")
        if n not in adj.get(c, ()):
            raise err("wall_in_the_way")
        path.append(n)
        c = n
    _check_stop(s, m, a.hero, c, occ)
    events = _end_talk(s, a.seat)
    return events + _arrive(s, a.seat, a.hero, tuple(path), "move")


def _check_stop(s: State, m: Mall, hero: str, cell, occ: dict) -> None:
    if _may_stop(s, m, hero, cell, occ):
        return
    sc = s.sc
    if cell in occ:
        raise err("cell_taken")
    if m.kind(cell)[0] == "hourglass" and sc.cameras and s.active_cameras() >= 2:
        raise err("cameras_watch_hourglass")
    if sc.apart:
        raise err("apart")
    raise err("not_all_on_one_tile")


def _portal(s: State, a: UsePortal) -> list:
    if not s.sc.portals:
        raise err("portals_broken")
    _need(s, a.seat, "portal")
    here = _hero(s, a.hero)
    if s.theft:
        raise err("portals_closed")
    cell = _as_cell(a.cell)
    m = s.mall()
    if m.kind(cell) != ("portal", a.hero):
        raise err("not_own_portal")
    if cell == here:
        raise err("already_there")
    _check_stop(s, m, a.hero, cell, s.occupied())
    events = _end_talk(s, a.seat)
    return events + _arrive(s, a.seat, a.hero, (cell,), "portal")


def _escalator(s: State, a: RideEscalator) -> list:
    _need(s, a.seat, "escalator")
    here = _hero(s, a.hero)
    m = s.mall()
    other = m.escalator.get(here)
    if other is None:
        raise err("no_escalator")
    _check_stop(s, m, a.hero, other, s.occupied())
    events = _end_talk(s, a.seat)
    return events + _arrive(s, a.seat, a.hero, (other,), "escalator")


def _explore(s: State, a: Explore) -> list:
    _need(s, a.seat, "explore")
    cell = _as_cell(a.cell)
    m = s.mall()
    gate = m.gates.get(cell)
    if gate is None or gate[1] != "explore":
        raise err("not_explore_cell")
    if cell not in m.explore_cells():
        raise err("no_room")
    if not s.pile:
        raise err("pile_empty")
    colour = gate[2]
    occ = s.occupied()
    crystal = False
    if occ.get(cell) != colour or colour in s.frozen():
        if not s.crystal_power():
            raise err("wrong_colour" if cell in occ else "no_hero_there")
        crystal = True
    events = _end_talk(s, a.seat)
    name = s.pile.pop(0)
    origin, rot = placement(cell, gate[0])
    s.placed.append([name, list(origin), rot])
    s.rev += 1  # the mall changed: cached geometry is stale
    events.append(TileExplored(a.seat, name, tuple(origin), rot, cell, crystal))
    if crystal:
        mage = list(s.heroes["purple"])
        if s.crystal is None:
            s.used.append(mage)
            s.crystal = {"cell": mage, "left": 1}
            events.append(CrystalBallUsed(tuple(mage)))
        else:
            s.crystal["left"] -= 1
            if s.crystal["left"] <= 0:
                s.crystal = None
    elif colour == "green" and s.sc.elf_talk and s.sc.talk in ("windows", "gestures"):
        events += _open_talk(s, "elf")
    return events


def _open_talk(s: State, reason: str) -> list:
    if s.sc.talk not in ("windows", "gestures"):
        return []
    s.talk = reason
    return [TalkStarted(reason, "gestures" if s.sc.talk == "gestures" else "talk")]


def _arrive(s: State, seat: int, hero: str, path: tuple, how: str) -> list:
    """The hero now stands at path[-1]: hourglass, camera, crystal ball, theft and exits."""
    cell = path[-1]
    s.rev += 1  # caches keyed on the revision must not serve the position before this move
    s.heroes[hero] = list(cell)
    events: list = [HeroMoved(seat, hero, path, how)]
    if hero == "purple" and s.crystal is not None and tuple(s.crystal["cell"]) != cell:
        s.crystal = None  # the second crystal tile lasts only while the mage stays
    m = s.mall()
    kind = m.kind(cell)
    unused = list(cell) not in s.used
    if kind[0] == "hourglass" and unused:
        events += _turn_sand(s, hero, cell)
    elif kind[0] == "camera" and unused and hero == "yellow" and s.sc.cameras:
        s.used.append(list(cell))
        events.append(CameraDestroyed(cell))
    if s.phase == "over":
        return events
    if not s.theft:
        events += _check_theft(s)
    if s.theft:
        events += _check_exit(s, hero)
    return events


def _turn_sand(s: State, hero: str, cell) -> list:
    s.used.append(list(cell))
    s.hourglasses += 1
    if s.sand_total is not None:
        s.sand_left = max(0.0, s.sand_total - s.sand_left)
    events: list = [SandTurned(hero, tuple(cell), s.sand_left)]
    events += _open_talk(s, "sand")
    if s.players == 1:
        s.solo_pile = s.solo_pile + s.solo_discard
        s.solo_discard = []
        s.rng.shuffle(s.solo_pile)
        events.append(SoloPileShuffled())
    elif s.sc.pass_tiles:
        holders = [seat for seat in range(s.players) if s.tiles[seat] is not None]
        old = {seat: s.tiles[seat] for seat in holders}
        for i, seat in enumerate(holders):  # each tile goes to the next holder on the left
            s.tiles[holders[(i + 1) % len(holders)]] = old[seat]
        events.append(ActionTilesPassed(tuple(s.tiles)))
    if s.sc.rearrange and not s.theft:
        if not _removable_now(s, need=2):
            events += _lose(s, "rearrange")
        else:
            FLOW.goto(s, "rearrange")
            s.rearrange_left = 2
            events.append(RearrangeDue(2))
    return events


def _items_taken(s: State) -> bool:
    m = s.mall()
    cells = m.find("item")
    if len(cells) < 4:
        return False
    occ = s.occupied()
    for c in cells:
        hero = occ.get(c)
        if hero is None:
            return False
        colour = m.kind(c)[1]
        if (hero == colour) == s.sc.fool:
            return False
    return True


def _check_theft(s: State) -> list:
    if not _items_taken(s):
        return []
    s.theft = True
    events: list = [ItemsStolen(tuple(sorted(s.mall().find("item"))))]
    for hero in HEROES:
        if s.phase != "over":
            events += _check_exit(s, hero)
    return events


def _exit_ok(s: State, hero: str, colour: str | None) -> bool:
    if s.sc.fool:
        return colour != hero
    if s.sc.one_exit:
        return colour == "purple"
    return colour == hero


def _check_exit(s: State, hero: str) -> list:
    pos = s.heroes.get(hero)
    if not s.theft or pos is None or hero in s.frozen():
        return []
    kind = s.mall().kind(pos)
    if kind is None or kind[0] != "exit" or not _exit_ok(s, hero, kind[1]):
        return []
    stays = s.sc.stay_at_exit
    s.escaped.append(hero)
    if not stays:
        s.heroes[hero] = None
    events: list = [HeroEscaped(hero, tuple(pos), stays)]
    if len(s.escaped) == 4:
        FLOW.goto(s, "over")
        used = None if s.sand_total is None else round(s.now, 3)
        s.outcome = {"won": True, "reason": "escaped", "time": round(s.now, 3), "time_used": used}
        events.append(GameWon(round(s.now, 3)))
    return events


def _lose(s: State, reason: str) -> list:
    FLOW.goto(s, "over")
    s.outcome = {"won": False, "reason": reason, "time": round(s.now, 3), "time_used": None}
    s.rev += 1
    return [GameLost(reason)]


def _nudge(s: State, a: DoSomething) -> list:
    if not s.sc.pawn:
        raise err("no_pawn")
    if s.sc.leader and a.seat != s.leader:
        raise err("only_leader_nudges")
    if not isinstance(a.target, int) or not 0 <= a.target < s.players or a.target == a.seat:
        raise err("nudge_someone_else")
    wave = s.waves.get(str(a.target))
    if wave is not None and s.now - wave[0] < NUDGE_WAVE:  # the team's nudge of this seat is still on
        if a.seat in wave[1]:
            return []  # this seat's nudge is in the wave already: nothing more happens
        wave[1].append(a.seat)
        return [Nudged(a.seat, a.target, tuple(wave[1]), joined=True)]
    s.waves[str(a.target)] = [s.now, [a.seat]]
    s.pawn = a.target
    return [Nudged(a.seat, a.target, (a.seat,))]


def _reveal(s: State, a: RevealActionTile) -> list:
    if s.players != 1:
        raise err("solo_only")
    events = _end_talk(s, a.seat)
    reshuffled = False
    if not s.solo_pile:  # turn the discards over, no shuffle: the first discarded is on top again
        s.solo_pile = list(s.solo_discard)
        s.solo_discard = []
        reshuffled = True
    tile = s.solo_pile.pop(0)
    s.solo_discard.append(tile)
    return events + [ActionTileRevealed(a.seat, tile, reshuffled)]


def _give_up(s: State, a: GiveUp) -> list:
    if s.sand_total is not None:
        raise err("sand_is_running")
    return _lose(s, "gave_up")


# --- scenario 11: rearranging the mall -----------------------------------------------------------------------

def _removable_now(s: State, need: int | None = None) -> list[str]:
    """Tiles that may be taken away now; with two to go, only those after which a second can follow."""
    need = s.rearrange_left if need is None else need
    cache = getattr(s, "_rm_cache", None)
    if cache is not None and cache[0] == (s.rev, need):
        return list(cache[1])
    protect = {1} if s.sc.two_malls else set()  # scenario 13: the second mall's first tile stays like tile 1
    out = removable_tiles(placed_key(s.placed), [tuple(p) for p in s.heroes.values() if p is not None],
                            {tuple(c) for c in s.used}, need, protect)
    s._rm_cache = ((s.rev, need), out)
    return list(out)


def _remove(s: State, a: RemoveTile) -> list:
    if a.tile not in _removable_now(s):
        names = [p[0] for p in s.placed]
        raise err("cannot_remove_tile" if a.tile in names else "no_such_tile")
    events = _end_talk(s, a.seat)
    i = next(i for i, p in enumerate(s.placed) if p[0] == a.tile)
    del s.placed[i]
    s.rev += 1
    s.pile.append(a.tile)  # face down under the pile
    s.rearrange_left -= 1
    events.append(TileRemoved(a.seat, a.tile))
    if s.rearrange_left <= 0:
        FLOW.goto(s, "play")
    return events


_HANDLERS = {
    Move: _move,
    UsePortal: _portal,
    RideEscalator: _escalator,
    Explore: _explore,
    DoSomething: _nudge,
    RevealActionTile: _reveal,
    RemoveTile: _remove,
    GiveUp: _give_up,
}


# --- game time -----------------------------------------------------------------------------------------------

def tick(state: State, dt: float) -> list:
    s = state
    if s.phase == "over" or dt <= 0:
        return []
    s.now += dt
    if s.sand_left is None:
        return []
    s.sand_left = max(0.0, s.sand_left - dt)
    if s.sand_left <= 0.0:
        return _lose(s, "sand")
    return []


# --- what a seat may see -------------------------------------------------------------------------------------

def _view_base(s: State) -> dict:
    cache = getattr(s, "_view_cache", None)
    if cache is not None and cache[0] == s.rev:
        return cache[1]
    sc = s.sc
    base = {
        "players": s.players,
        "scenario": s.scenario,
        "phase": s.phase,
        "rev": s.rev,
        "placed": [[p[0], list(p[1]), p[2]] for p in s.placed],
        "heroes": {h: (list(p) if p is not None else None) for h, p in s.heroes.items()},
        "escaped": list(s.escaped),
        "used": [list(c) for c in s.used],
        "theft": s.theft,
        "thief_board": "B" if s.theft else "A",
        "talk": s.talk,
        "talk_mode": sc.talk,
        "tiles": list(s.tiles),
        "holds": [list(s.holds(seat)) for seat in range(s.players)],
        "portals_open": sc.portals and not s.theft,
        "solo": None if s.players != 1 else {"pile": len(s.solo_pile), "discard": list(s.solo_discard)},
        "pile_count": len(s.pile),
        "pile_top": s.pile[0] if (sc.face_up and s.pile) else None,
        "pawn": s.pawn,
        "crystal": copy.deepcopy(s.crystal),
        "crystal_power": s.crystal_power(),
        "active_cameras": s.active_cameras(),
        "rearrange_left": s.rearrange_left,
        "leader": s.leader,
        "hourglasses": s.hourglasses,
        "rules": {"one_exit": sc.one_exit, "fool": sc.fool, "apart": sc.apart, "two_malls": sc.two_malls,
                  "cameras": sc.cameras, "crystal": sc.crystal, "stay_at_exit": sc.stay_at_exit,
                  "pawn": sc.pawn, "portals": sc.portals, "rearrange": sc.rearrange},
        "outcome": copy.deepcopy(s.outcome),
    }
    s._view_cache = (s.rev, base)
    return base


def view(state: State, seat: int | None) -> dict:
    """Everything on the table (nothing is hidden in Magic Maze except the face-down pile's order). The nested
    parts are shared between calls of one revision: read them, never change them."""
    out = dict(_view_base(state))
    out.update(seat=seat, now=state.now, sand_left=state.sand_left, sand_total=state.sand_total,
               waves=copy.deepcopy(state.waves))  # (a nudge changes no revision: kept out of the cached part)
    return out


def result(state: State) -> dict | None:
    """Cooperative: the team wins or loses together. `winners` is ["team"] on a win (so bot-only simulations
    count team wins under "team"), [] on a loss."""
    if state.phase != "over" or state.outcome is None:
        return None
    won = state.outcome["won"]
    return {"winners": ["team"] if won else [], "ranking": [], "team_won": won,
            "reason": state.outcome["reason"], "time": state.outcome["time"], "hourglasses": state.hourglasses,
            "escaped": list(state.escaped), "scenario": state.scenario}


# --- saving --------------------------------------------------------------------------------------------------

_FIELDS = ("players", "scenario", "sand_total", "sand_left", "now", "phase", "placed", "pile", "box", "heroes",
           "escaped", "used", "theft", "talk", "tiles", "solo_pile", "solo_discard", "pawn", "waves", "crystal",
           "rearrange_left", "leader", "outcome", "hourglasses", "rev")


def to_json(state: State) -> dict:
    out = {f: copy.deepcopy(getattr(state, f)) for f in _FIELDS}
    out["rng"] = state.rng.to_json()
    return out


def from_json(data: dict) -> State:
    s = State()
    for f in _FIELDS:
        if f != "phase":
            setattr(s, f, copy.deepcopy(data[f] if f != "waves" else data.get(f, {})))  # (saves before waves)
    FLOW.restore(s, data["phase"])
    s.rng = Rng.from_json(data["rng"])
    return s


def clone(state: State) -> State:
    return from_json(to_json(state))
