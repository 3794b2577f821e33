"""The game set-up screen, generic and driven by the registry (GameInfo): the player count within the game's
range, then per seat a colour (unique, doubled by a shape), a name, human or bot (easy/normal/hard) and the
human's device; the game's options; the game's own player settings (GameInfo.settings, e.g. the witch's tempo:
shown here too so a family sets it before playing; kept in settings.json as on the settings screen); under an
"Advanced" fold (folded by default) the advanced options and a seed with a 'new seed' dice.
Start -> info.make_scene(app, setup). When the game has a save, "Continue this game" stands left of "Phones"
(focused first; its line says when it was saved and who plays; menus/saved_games.resume). "How to play"
(top right) opens the game's picture walkthrough. "Phones" beside it switches the phones' server on
(engine/remote; its default is the setting "phones") and opens the join panel (menus/phones_join.py); a phone
that taps a seat becomes that seat's device (phone_seats / phone_take / phone_leave are what engine/remote asks).

The focused field (the mouse focuses what it points at) is explained in one line at the bottom, in family
words: an option's own line or its chosen value's (a scenario's twist), from setup_help.json.

Navigation: up/down walk the fields in reading order (the settings column, then each seat card top to
bottom), left/right change the focused value; the mouse clicks the arrows or types into the fields."""
from __future__ import annotations

import logging

import pygame

from game.core.gameinfo import is_seat
from game.engine import i18n, text, theme
from game.engine.i18n import tr, tr_live
from game.engine.intents import is_phone
from game.engine.menus import setup_model as model
from game.engine.menus.base import MenuScene
from game.engine.menus.card_art import emblem, load_art, round_corners
from game.engine.portraits import draw_portrait
from game.engine.widgets import Button, Choice, TextField, draw_icon, lazy_tr

log = logging.getLogger(__name__)

TOP = 170
BOTTOM = 880  # the column and the seat cards end here, above the bottom row (Back, the help line, Start)
COLUMN_TOP = TOP + 64  # the settings column's first row, under its heading
LEFT_X, LEFT_W = 60, 420
SEATS_X, SEATS_W = 510, 1350
# a game with modes/variants needs a wider left column for "label  < value >" rows; the seats then get less
# width, so four seats go in two rows instead of one
WIDE_LEFT_W = 600
# up to 8 seats (4 cards a row) need the width back: "Normal" between a card's arrows needs a 292 px card
CROWDED_LEFT_W = 520
CARD_GAP = 20
COMPACT_CARD_H, COMPACT_COLOUR_W = 260, 150  # three rows of seat cards (nine seats): no header
PHONES_RECT = pygame.Rect(1110, 34, 350, 96)  # beside "How to play"
CONTINUE_W = 400  # "Continue this game" (when the game has a save), left of Phones: at least this wide
HELP_RECT = pygame.Rect(390, 922, 1100, 112)  # the one-line explanation, between Back and Start
COLUMN_BOTTOM = HELP_RECT.top - 18  # the settings column ends above the bottom row (Back, the help line, Start)
HELP_SIZE, HELP_MIN = 34, 28


def _digits(ch: str) -> bool:
    return ch.isdigit()


class SetupScene(MenuScene):
    music = "menu"
    nav = "linear"

    def __init__(self, app, game_id: str, setup=None):
        self.info = app.games.get(game_id)
        self.model = model.SetupModel(self.info, app, setup or model.remembered_setup(app, game_id))
        self._base: pygame.Surface | None = None  # the still parts drawn once (see draw)
        self._base_key = None
        self.advanced_open = False  # the "Advanced" fold (the seed, advanced options): folded by default
        self.help_of: dict[int, object] = {}  # id(widget) -> () -> its one-line explanation
        self._help_lines: dict[tuple, pygame.Surface] = {}  # the latest explanation, drawn
        self._phones_on_entry = True  # the "phones" setting switches them on when the screen first shows
        super().__init__(app)

    # layout ----------------------------------------------------------------------------------------------
    def build(self) -> None:
        m = self.model
        shown = self.info.options_for(m.players)
        basic = [o for o in shown if not o.advanced]
        advanced = [o for o in shown if o.advanced]
        self.left_w = LEFT_W if not self.info.options else (
            CROWDED_LEFT_W if self.info.max_players > 6 else WIDE_LEFT_W)
        self.seats_x = LEFT_X + self.left_w + 30
        self.seats_w = 1860 - self.seats_x
        left_w = self.left_w
        left_rows = 2 + len(basic) + len(self.info.settings)  # players, options, settings, the "Advanced" fold
        # a crowded column keeps its rows tall enough for a label on two lines of 30 px with thinner gaps
        gap = 18 if left_rows < 7 else 4
        y = COLUMN_TOP  # under the "Game" heading; the rows share what is left down to COLUMN_BOTTOM
        row_h = min(96, (COLUMN_BOTTOM - y - gap * (left_rows - 1)) // max(1, left_rows))
        widgets = []
        self.help_of = {}
        self.continue_button = self._continue_button()
        if self.continue_button is not None:
            widgets.append(self.continue_button)
        self.players_choice = Choice(pygame.Rect(LEFT_X, y, left_w, row_h), lazy_tr("setup.players"),
                                     list(range(m.player_range()[0], m.player_range()[1] + 1)), m.players,
                                     on_change=self.set_players, wrap=False,
                                     label_width=0.4 if self.info.options else 0.5)
        self._explain(self.players_choice, lambda: self.option_help("players", self.model.players)
                      or tr("setup.help.players"))
        widgets.append(self.players_choice)
        y += row_h + gap
        self.option_choices = {}
        for opt in basic:
            widgets.append(self._option_row(opt, pygame.Rect(LEFT_X, y, left_w, row_h)))
            y += row_h + gap
        self.setting_choices = {}
        for setting in self.info.settings:
            widgets.append(self._setting_row(setting, pygame.Rect(LEFT_X, y, left_w, row_h)))
            y += row_h + gap
        self.fold = Button(pygame.Rect(LEFT_X, y, left_w, row_h), lazy_tr("setup.advanced"), self.toggle_advanced,
                           icon="left" if self.advanced_open else "right")
        self._explain(self.fold, lambda: tr("setup.help.advanced"))
        widgets.append(self.fold)
        self.seed_field = self.dice = None
        self.advanced_panel = None
        if self.advanced_open:
            widgets += self._advanced_widgets(advanced)
        self.left_bottom = self.fold.rect.bottom
        self.seat_widgets = []
        # the open "Advanced" panel lies over the seat cards (they come back when it folds)
        self.card_rects = [] if self.advanced_open else self._card_rects(m.players)
        for i, rect in enumerate(self.card_rects):
            ws = self._seat_widgets(i, rect)
            self.seat_widgets.append(ws)
            widgets += ws
        self.start = Button(pygame.Rect(1520, 926, 340, 100), lazy_tr("setup.start"), self.start_game,
                            icon="play", style="primary", sound="confirm")
        self.back_button = Button(pygame.Rect(60, 926, 300, 100), lazy_tr("setup.back"), self.back,
                                  icon="back", sound="back")
        self.howto_button = Button(pygame.Rect(1480, 34, 380, 96), lazy_tr("setup.howto"), self.show_howto,
                                   icon="book")
        self._explain(self.howto_button, lambda: tr("setup.help.howto"))
        self.phones_button = Button(PHONES_RECT, self._phones_label, self.open_phones, icon="gamepad")
        self._explain(self.phones_button, lambda: tr("setup.help.phones"))
        widgets += [self.phones_button, self.howto_button, self.start, self.back_button]
        self.group.set_widgets(widgets)
        if self.group.focused is None or self.group.focused not in widgets:
            self.group.focus(self.continue_button or self.players_choice)
        self._render_static()

    def _advanced_widgets(self, advanced) -> list:
        """The unfolded "Advanced" panel over the seats area: the advanced options, then the seed and its dice."""
        rows = len(advanced) + 1
        height = min(BOTTOM - TOP, 124 + rows * 96 + (rows - 1) * 18 + 40)
        self.advanced_panel = pygame.Rect(self.seats_x, TOP, self.seats_w, height)
        width = min(1000, self.seats_w - 80)
        x, y = self.seats_x + (self.seats_w - width) // 2, TOP + 124
        out = []
        for opt in advanced:
            out.append(self._option_row(opt, pygame.Rect(x, y, width, 96)))
            y += 96 + 18
        self.seed_field = TextField(pygame.Rect(x, y, width - 96 - 14, 96), lazy_tr("setup.seed"),
                                    str(self.model.seed), on_change=self.set_seed, max_len=6, allowed=_digits,
                                    label_width=0.45)
        self.dice = Button(pygame.Rect(x + width - 96, y, 96, 96), "", self.roll_seed, icon="dice")
        for w in (self.seed_field, self.dice):
            self._explain(w, lambda: tr("setup.help.seed"))
        return out + [self.seed_field, self.dice]

    def _option_row(self, opt, rect: pygame.Rect) -> Choice:
        if opt.seats:  # a seat option names the players in play (read live: a name edited shows at once)
            fmt = lambda v, o=opt: (model.seat_label(self.model.active, v) if is_seat(v)  # noqa: E731
                                    else model.choice_label(self.info.id, o, v))
        else:
            fmt = lambda v, o=opt: model.choice_label(self.info.id, o, v)  # noqa: E731
        ch = Choice(rect, lambda o=opt: model.option_label(self.info.id, o),
                    self.model.choices_for(opt), self.model.options.get(opt.id, opt.default),
                    on_change=lambda v, o=opt: self.set_option(o.id, v), fmt=fmt,
                    label_width=self._label_share(opt, rect.w, fmt))
        self.option_choices[opt.id] = ch
        self._explain(ch, lambda o=opt: self.option_help(o.id, self.model.options.get(o.id, o.default)))
        return ch

    def _setting_row(self, setting, rect: pygame.Rect) -> Choice:
        """A player setting of this game (settings.json, the same row as on the settings screen)."""
        value = self._setting_value(setting)
        ch = Choice(rect, lazy_tr(self.info.setting_key(setting)), list(setting.choices), value,
                    on_change=lambda v, st=setting: self.set_setting(st.key, v),
                    fmt=lambda v, st=setting: tr(self.info.setting_key(st, v)), icon=setting.icon,
                    label_width=0.5)
        self.setting_choices[setting.key] = ch
        self._explain(ch, lambda st=setting: self.option_help(st.key, self._setting_value(st)))
        return ch

    def _setting_value(self, setting):
        try:
            value = self.app.settings.get(setting.key)
        except Exception:  # noqa: BLE001 - an unknown key reads as the default
            value = None
        return value if value in setting.choices else setting.default

    def set_setting(self, key: str, value) -> None:
        try:
            self.app.settings.set(key, value)
        except Exception:
            log.exception("could not store setting %s", key)

    def _explain(self, widget, words) -> None:
        self.help_of[id(widget)] = words

    def option_help(self, option_id: str, value) -> str:
        """The one line explaining an option (its chosen value's own line first); "" if none is written."""
        for key in self.info.option_help_keys(option_id, value):
            if i18n.has(key) or i18n.has(key, "en"):
                return tr(key)
        return ""

    def help_line(self) -> str:
        """The explanation of the focused field (the mouse focuses what it points at); "" for none."""
        words = self.help_of.get(id(self.group.focused))
        if words is None:
            return ""
        try:
            return words()
        except Exception:  # a broken line must not stop the set-up
            log.exception("set-up help line")
            return ""

    def _label_share(self, opt, width: int, fmt) -> float:
        """How much of an option row its label gets, by what label and values need: "Expert: move the house
        after your turn" with On / Off gets more than "Mode" with "Basic: 3 ingredients, effects"."""
        label = text.size_of(model.option_label(self.info.id, opt), theme.BODY)[0] + 48
        values = max((text.size_of(fmt(v), theme.BODY, True)[0] for v in opt.choices_for(self.model.players)),
                     default=0) + 2 * 56 + 40  # the widest value between its arrows
        # a short label ("Scenario") keeps one line even beside long values, which shrink instead
        return max(0.2, min(0.62, max(min(label / max(1, width), 0.4), label / (label + values))))

    def _card_rects(self, n: int) -> list[pygame.Rect]:
        one_row = 4 if self.seats_w >= SEATS_W else 3
        rows = 1 if n <= one_row else 2 if n <= 2 * one_row else 3  # narrow cards would squeeze the text
        cols = -(-n // rows)
        card_w = min(420 if rows == 1 else 600, (self.seats_w - CARD_GAP * (cols - 1)) // cols)
        avail_h = BOTTOM - TOP
        card_h = min(76 + 4 * 96 + 3 * 14 + 20, (avail_h - CARD_GAP * (rows - 1)) // rows)
        total_w = cols * card_w + (cols - 1) * CARD_GAP
        x0 = self.seats_x + (self.seats_w - total_w) // 2
        rects = []
        for i in range(n):
            r, c = divmod(i, cols)
            rects.append(pygame.Rect(x0 + c * (card_w + CARD_GAP), TOP + r * (card_h + CARD_GAP), card_w, card_h))
        return rects

    def _field_rects(self, card: pygame.Rect) -> list[pygame.Rect]:
        if card.h < COMPACT_CARD_H:  # three rows of cards: no header, the colour (its badge) beside the name
            pad, gap = 14, 8
            fh = (card.h - 2 * pad - 2 * gap) // 3
            x, y, w = card.x + pad, card.y + pad, card.w - 2 * pad
            return [pygame.Rect(x, y, COMPACT_COLOUR_W, fh),
                    pygame.Rect(x + COMPACT_COLOUR_W + gap, y, w - COMPACT_COLOUR_W - gap, fh),
                    pygame.Rect(x, y + fh + gap, w, fh), pygame.Rect(x, y + 2 * (fh + gap), w, fh)]
        header = 76 if card.h > 400 else 56
        pad = 14
        gap = 14 if card.h > 400 else 8
        fh = min(96, (card.h - header - pad - gap * 3) // 4)
        y = card.y + header
        out = []
        for _ in range(4):
            out.append(pygame.Rect(card.x + pad, y, card.w - pad * 2, fh))
            y += fh + gap
        return out

    def _seat_widgets(self, i: int, card: pygame.Rect):
        seat = self.model.seats[i]
        r_colour, r_name, r_kind, r_device = self._field_rects(card)
        colour = Choice(r_colour, None, list(self.model.palette), seat.colour,
                        on_change=lambda v, i=i: self.set_colour(i, v),
                        skip=lambda c, i=i: self.model.colour_taken(i, c), draw_value=self._draw_colour)
        # a compact card's narrow name field keeps its width for the name (a family player's "Grandpa" at the
        # sofa floor): no suggestion arrows there; the "who" row below offers the family's players
        name = TextField(r_name, None, seat.name, on_change=lambda v, i=i: self.set_name(i, v),
                         suggestions=self.name_suggestions if card.h >= COMPACT_CARD_H else None)
        family = self.family()
        kind = Choice(r_kind, None, model.who_values(family), model.who_of(seat, family),
                      on_change=lambda v, i=i: self.set_kind(i, v), draw_value=self._draw_kind,
                      skip=lambda v, i=i: self.seated_elsewhere(i, v))
        device = Choice(r_device, None, self.model.devices, seat.device,
                        on_change=lambda v, i=i: self.set_device(i, v), draw_value=self._draw_device,
                        enabled=seat.kind == "human")
        self._explain(colour, lambda: tr("setup.help.colour"))
        self._explain(name, lambda: tr("setup.help.name"))
        self._explain(kind, lambda i=i: self.kind_help(i))
        self._explain(device, lambda: tr("setup.help.device"))
        return [colour, name, kind, device]

    def _render_static(self) -> None:
        layer = theme.backdrop((1920, 1080), veil=160).copy()
        end = self.continue_button.rect.x - 30 if self.continue_button is not None else LEFT_X + 860
        text.draw_text(layer, tr(self.info.title_key), (LEFT_X, 26), 72, theme.GOLD_HI, bold=True, shadow=True,
                       max_width=end - LEFT_X)
        room = PHONES_RECT.x - 30 - (LEFT_X + text.size_of(tr(self.info.title_key), 72, True)[0] + 40)
        if room >= 200 and self.continue_button is None:  # the heading fits between the title and Phones
            text.draw_text(layer, tr("setup.heading"), (PHONES_RECT.x - 30, 58), theme.BODY, theme.TEXT_DIM,
                           anchor="topright", max_width=min(500, room))
        text.draw_text(layer, tr("setup.game_panel"), (LEFT_X + 4, TOP), theme.SMALL, theme.TEXT_DIM,
                       max_width=self.left_w)
        text.draw_text(layer, tr("setup.hint"), (960, 976), theme.SMALL, theme.TEXT_DIM, anchor="center",
                       max_width=1080)
        self._draw_game_art(layer)
        for card in self.card_rects:
            theme.draw_panel(layer, card, theme.BG_TOP, border=theme.PANEL_EDGE)
        if self.advanced_panel is not None:
            theme.draw_panel(layer, self.advanced_panel, theme.BG_TOP, border=theme.GOLD)
            text.draw_text(layer, tr("setup.advanced"), (self.advanced_panel.centerx, self.advanced_panel.y + 28),
                           theme.HEADING, theme.GOLD_HI, anchor="midtop", bold=True,
                           max_width=self.advanced_panel.w - 80)
        self.static = layer

    def _draw_game_art(self, layer) -> None:
        """The game's card picture in the free space under the settings column (reminds who plays what)."""
        top = self.left_bottom + 30
        space_h = 900 - top
        if space_h < 240:
            return
        h = min(space_h, 440)
        w = h * 3 // 4
        art = load_art(self.info.art, (w, h))
        if art is None:  # a game without card art: the drawn emblem, never an empty space
            art = round_corners(emblem(self.info.accent, tr(self.info.title_key), (w, h)), theme.RADIUS)
        rect = art.get_rect(midtop=(LEFT_X + self.left_w // 2, top))
        layer.blit(theme.soft_shadow(rect.size, theme.RADIUS, 18), rect.move(-18, -8))
        layer.blit(art, rect)

    # phones ------------------------------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        if self._phones_on_entry and self.app.settings.get("phones"):
            self._phones_on_entry = False
            self.set_phones(True)

    def phones_on(self) -> bool:
        phones = self.app.phones
        return bool(phones and phones.running)

    def _phones_label(self) -> str:
        return tr("phones.on_off", state=tr("ui.on") if self.phones_on() else tr("ui.off"))

    def open_phones(self) -> None:
        """The Phones button: switch the server on if it is off, and show the join panel."""
        self.set_phones(True)

    def set_phones(self, on: bool) -> None:
        from game.engine.menus.phones_join import PhonesJoin
        from game.engine.remote.phones import phones_of

        phones = phones_of(self.app)
        self.app.settings.set("phones", bool(on))
        if not on:
            phones.stop()
            for seat in self.model.seats:
                if is_phone(seat.device):
                    seat.device = "mouse"
            self.model.devices = model.available_devices(self.app)
            self.build()
            return
        if not phones.start():
            self.app.notice(tr_live(phones.problem or "phones.problem.no_port"), 8)
        phones.set_max_connections(self.model.players)
        self.app.push(PhonesJoin(self.app, self))

    phone_table = "setup"

    def phone_seats(self) -> list[dict]:
        return [{"seat": i, "colour": s.colour, "name": s.name, "bot": s.is_bot,
                 "device": None if s.is_bot else s.device} for i, s in enumerate(self.model.active)]

    def phone_take(self, seat: int, device: str, name: str) -> None:
        """A phone tapped a seat: the seat is a person playing on that phone, named as the phone says; a name
        that is a family player's makes the seat theirs (their colour, a child's gentle defaults), so a phone
        remembers its player."""
        if not 0 <= seat < self.model.players:
            return
        self.phone_leave(device, rebuild=False)
        s = self.model.seats[seat]
        s.kind, s.device = "human", device
        if name:
            s.name = name
        self.model.devices = model.available_devices(self.app)
        self._phone_player(seat, device, name)
        self.build()

    def _phone_player(self, seat: int, device: str, name: str) -> None:
        """The phone's player is a family player: they take this seat; a seat that only had their name (not
        on a phone of its own) becomes a guest's."""
        family = self.family()
        profile = model.match_profile(family, name)
        if profile is None:
            return
        for j, other in enumerate(self.model.active):
            if j != seat and model.profile_of(other, family) is profile and not is_phone(other.device):
                other.name = model.guest_name(j, family, [s.name for s in self.model.active])
        if not self.seated_elsewhere(seat, model.FAMILY + profile.name):
            for key, value in self.model.seat_profile(seat, profile, device).items():
                self.set_setting(key, value)

    def phone_leave(self, device: str, rebuild: bool = True) -> None:
        for s in self.model.seats:
            if s.device == device:
                s.device = "mouse"
        if rebuild:
            self.model.devices = model.available_devices(self.app)
            self.build()

    def phone_rename(self, device: str, name: str) -> None:
        for i, s in enumerate(self.model.seats):
            if s.device == device and not s.is_bot:
                s.name = name
                self._phone_player(i, device, name)
                self.build()

    # model changes -----------------------------------------------------------------------------------------
    def set_players(self, n: int) -> None:
        self.model.set_players(n)
        if self.phones_on():
            self.app.phones.set_max_connections(self.model.players)  # the seats and four more
        self.build()
        self.group.focus(self.players_choice)

    def set_option(self, option_id: str, value) -> None:
        changed = self.model.set_option(option_id, value)  # the player range may change with it (a scenario's)
        if self.model.fix_options() or changed or self._offers_changed():
            self.build()  # the players' row or another option's choices depend on this one
            if option_id in self.option_choices:
                self.group.focus(self.option_choices[option_id])

    def _offers_changed(self) -> bool:
        return any(ch.values != self.model.choices_for(opt) for opt in self.info.options
                   if (ch := self.option_choices.get(opt.id)) is not None)

    def set_seed(self, value: str) -> None:
        try:
            self.model.seed = max(1, min(model.SEED_MAX, int(value)))
        except ValueError:
            pass
        if self.seed_field is not None:
            self.seed_field.value = str(self.model.seed)

    def roll_seed(self) -> None:
        self.model.seed = model.new_seed()
        if self.seed_field is not None:
            self.seed_field.value = str(self.model.seed)

    def toggle_advanced(self) -> None:
        self.advanced_open = not self.advanced_open
        self.build()
        self.group.focus(self.fold)

    def show_howto(self) -> None:
        from game.engine.menus.howto import open_howto

        if self.group.editing:
            self.group.focused.end_edit(commit=True)
        open_howto(self.app, self.info.id, config={**self.model.options, "players": self.model.players})

    def set_colour(self, i: int, colour: str) -> None:
        self.model.seats[i].colour = colour

    def family(self):
        """The family's players (the family page), or None when they cannot be read: the set-up goes on."""
        from game.engine.family import family_of

        try:
            return family_of(self.app)
        except Exception:  # the family is a nicety: never a reason for the set-up to fail
            log.warning("the family could not be read", exc_info=True)
            return None

    def name_suggestions(self) -> list[str]:
        """The family's players first (the family page), then the usual names: what a pad cycles through."""
        family = self.family()
        names = [p.name for p in family.profiles] if family is not None else []
        return names + [n for n in model.default_names() if n not in names]

    def kind_help(self, i: int) -> str:
        who = model.who_of(self.model.seats[i], self.family())
        return tr("setup.help.kind.profile") if who.startswith(model.FAMILY) else tr(f"setup.help.kind.{who}")

    def seated_elsewhere(self, i: int, who: str) -> bool:
        """A family player already sitting at another seat in play is not offered again."""
        if not who.startswith(model.FAMILY):
            return False
        family = self.family()
        return any(model.who_of(s, family) == who for j, s in enumerate(self.model.active) if j != i)

    def seat_player(self, i: int, profile, device: str | None = None) -> None:
        """A family player takes seat i: the model seats them (colour, device, a child's gentle defaults), the
        game's player settings those name are set, and the screen shows it."""
        for key, value in self.model.seat_profile(i, profile, device).items():
            self.set_setting(key, value)
        focused = self.group.focused
        where = next(((k, w.index(focused)) for k, w in enumerate(self.seat_widgets) if focused in w), None)
        self.build()
        if where is not None and where[0] < len(self.seat_widgets):
            self.group.focus(self.seat_widgets[where[0]][where[1]])

    def set_name(self, i: int, name: str) -> None:
        """A name typed (or cycled to) that is a family player's seats that player."""
        seat = self.model.seats[i]
        seat.name = name
        profile = model.match_profile(self.family(), name) if not seat.is_bot else None
        if profile is not None and not self.seated_elsewhere(i, model.FAMILY + profile.name):
            self.seat_player(i, profile)

    def set_kind(self, i: int, kind: str) -> None:
        seat = self.model.seats[i]
        family = self.family()
        if kind.startswith(model.FAMILY):
            profile = family.get(kind[len(model.FAMILY):]) if family is not None else None
            if profile is not None:
                self.seat_player(i, profile)
            return
        was_family = model.profile_of(seat, family) is not None
        model.set_kind(seat, kind)
        if kind == "human" and was_family:  # a guest now: a name that is nobody's in the family
            seat.name = model.guest_name(i, family, [s.name for s in self.model.active])
            self.seat_widgets[i][1].value = seat.name
        self.seat_widgets[i][3].enabled = kind == "human"

    def set_device(self, i: int, device: str) -> None:
        self.model.seats[i].device = device

    # continuing this game's save ------------------------------------------------------------------------------
    def _continue_button(self) -> Button | None:
        """"Continue this game" when the game has a save: in the top row, left of Phones (the title beside it
        shrinks to make room; the "Who is playing?" heading gives its place)."""
        saved = self.saved_game()
        if saved is None:
            return None
        label = lazy_tr("setup.continue")
        width = text.size_of(label(), theme.BUTTON, True)[0] + 28 * 2 + int(theme.BUTTON * 0.95) + 18 + 8
        rect = pygame.Rect(0, PHONES_RECT.y, max(CONTINUE_W, width), PHONES_RECT.h)
        rect.right = PHONES_RECT.x - 20
        button = Button(rect, label, self.continue_game, icon="continue", style="primary", sound="confirm")
        self._explain(button, lambda: self.continue_help(saved))
        return button

    def saved_game(self):
        """This game's save (saves.SavedGame) when it can be continued, else None."""
        try:
            return next((s for s in self.app.saves.saved_games() if s.game == self.info.id), None)
        except Exception:
            log.exception("listing the saved games failed")
            return None

    def continue_help(self, saved) -> str:
        from game.engine.menus.saved_games import when_text

        players = tr("common.list_sep").join(tr("saves.bot_name", name=s.name) if s.is_bot else s.name
                                        for s in saved.seats)
        return tr("setup.help.continue", when=when_text(saved.saved_at), players=players)

    def continue_game(self) -> None:
        from game.engine.menus.saved_games import resume

        if not resume(self.app, self.info.id):
            self.build()  # the save could not be opened (it was set aside): the button goes

    # actions ---------------------------------------------------------------------------------------------
    def start_game(self) -> None:
        if self.group.editing:
            self.group.focused.end_edit(commit=True)
        setup = self.model.to_setup()
        model.remember_setup(self.app, setup)
        try:
            scene = self.info.make_scene(self.app, setup)
        except Exception:
            log.exception("starting %s failed", self.info.id)
            self.app.notice(tr_live("setup.start_failed"))
            return
        self.launch_game(setup, scene)

    def back(self) -> None:
        if self.advanced_open:  # back / Esc folds the "Advanced" panel first
            self.toggle_advanced()
            return
        model.remember_setup(self.app, self.model.to_setup())  # choices made are kept even without a game
        self.app.to_title()

    # drawing ---------------------------------------------------------------------------------------------
    def _draw_colour(self, surface, rect, colour, ink) -> None:
        theme.draw_seat_badge(surface, colour, (rect.centerx, rect.centery), min(26, rect.h // 2 - 10))

    def _draw_icon_value(self, surface, rect, icon, label, ink) -> None:
        size = min(40, rect.h - 24)
        tw = text.render(label, theme.SMALL, ink, bold=True).get_width()
        avail = rect.w - size - 12
        w = size + 10 + min(tw, avail)
        x = rect.centerx - w // 2
        draw_icon(surface, icon, (x + size // 2, rect.centery), size, ink)
        text.draw_text(surface, label, (x + size + 10, rect.centery), theme.SMALL, ink, anchor="midleft",
                       bold=True, max_width=avail)

    def _draw_kind(self, surface, rect, kind, ink) -> None:
        if kind.startswith(model.FAMILY):  # a family player: their portrait and name
            name = kind[len(model.FAMILY):]
            family = self.family()
            profile = family.get(name) if family is not None else None
            size = rect.h - 8
            tw = min(text.size_of(name, theme.SMALL, True)[0], rect.w - size - 12)
            x = rect.centerx - (size + 10 + tw) // 2
            draw_portrait(surface, profile.portrait if profile else None, (x + size // 2, rect.centery), size)
            text.draw_text(surface, name, (x + size + 10, rect.centery), theme.SMALL, ink, anchor="midleft",
                           bold=True, max_width=rect.w - size - 12)
            return
        family = self.family()
        label = tr("night.guest") if kind == "human" and family is not None and family.profiles \
            else model.kind_label(kind)
        self._draw_icon_value(surface, rect, "person" if kind == "human" else "robot", label, ink)

    def _draw_device(self, surface, rect, device, ink) -> None:
        if ink == theme.DISABLED:  # a bot needs no device
            text.draw_text(surface, tr("setup.device.none"), rect.center, theme.SMALL, ink, anchor="center",
                           max_width=rect.w)
            return
        self._draw_icon_value(surface, rect, model.device_icon(device),
                              model.device_label(device, self.app), ink)

    def draw(self, surface: pygame.Surface) -> None:
        # the still parts (background, seat cards with their badges) and the unfocused widgets are kept as one
        # picture: a frame blits it and draws the focused widget only (group.draw_over)
        key = (id(self.static), self.advanced_open,
               tuple((tuple(c), s.colour) for c, s in zip(self.card_rects, self.model.seats)),
               i18n.language(), tuple(self.app.input.devices()))
        if key != self._base_key:
            self._base, self._base_key = self.static.copy(), key
            small = self.card_rects[0].h <= 400 if self.card_rects else False
            for i, card in enumerate(self.card_rects):
                if card.h < COMPACT_CARD_H:
                    continue  # no header: the colour field's badge says whose card it is
                cy = card.y + (30 if small else 40)
                theme.draw_seat_badge(self._base, self.model.seats[i].colour, (card.x + 40, cy), 20 if small else 24)
                text.draw_text(self._base, tr("setup.seat", n=i + 1), (card.x + 76, cy), theme.SMALL,
                               theme.TEXT_DIM, anchor="midleft", bold=True, max_width=card.w - 96)
        self.group.draw_over(surface, self._base, key)
        self._draw_help(surface)

    def _draw_help(self, surface) -> None:
        """The focused field's one line, over the keys hint between Back and Start (up to two lines, 34 px,
        28 at the least). Drawn once per line and language and kept: the set-up redraws every frame."""
        words = self.help_line()
        if not words:
            return
        key = (words, i18n.language())
        if key not in self._help_lines:
            self._help_lines = {key: self._help_picture(words)}  # only the latest is kept
        surface.blit(self._help_lines[key], HELP_RECT.topleft)

    @staticmethod
    def _help_picture(words: str) -> pygame.Surface:
        width = HELP_RECT.w - 48
        for size in range(HELP_SIZE, HELP_MIN - 1, -2):
            lines = text.wrap(words, size, width)
            if len(lines) <= 2:
                break
        pic = pygame.Surface(HELP_RECT.size, pygame.SRCALPHA)
        theme.draw_panel(pic, pic.get_rect(), theme.BG_TOP, border=theme.GOLD, shadow=False)
        step = round(size * 1.3)
        y = HELP_RECT.h // 2 - step * len(lines[:2]) // 2
        for line in lines[:2]:
            text.draw_text(pic, line, (HELP_RECT.w // 2, y), size, theme.TEXT, anchor="midtop",
                           max_width=HELP_RECT.w - 40)
            y += step
        return pic

def demo_scene(app, seed: int = 1, moment=None):
    """The set-up of the first playable game (or the first game at all, while none is playable); moment
    "family": three family players (one a child) seated beside a bot, in memory only."""
    scene = SetupScene(app, app.games.first().id)
    if moment == "family":
        from game.engine.family import Profile, family_of

        family = family_of(app)
        for name, colour, face, age in (("Grandma", "green", "grandma", "grown-up"), ("Mia", "red", "girl", "child"),
                                        ("Leo", "blue", "boy", "grown-up")):
            if family.get(name) is None:
                family.profiles.append(Profile(name, colour, face, "kb_left" if age == "child" else "mouse", age))
        scene.set_players(4)
        for i, name in enumerate(("Grandma", "Mia", "Leo")):
            scene.set_kind(i, "family:" + name)
        scene.set_kind(3, "hard")
        scene.build()
    return scene
