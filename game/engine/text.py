"""Text on screen: the shipped font (a Noto Sans CJK TC subset, English + 繁體中文), cached renders, anchored
drawing that shrinks to fit, and line wrapping that breaks Chinese anywhere and English at spaces.

The font file is part of the game: if it is missing, `font()` raises `paths.MissingAsset` naming the file (a
broken install; the app's crash screen says so). Only the crash screen itself should use `fallback_font()`,
which never raises and falls back to pygame's built-in Latin-only font.

The subset holds the characters of the games it was built for (assets/fonts/games.txt; `python
tools/build_font.py` rebuilds it from the catalogues, and tests/engine_assets check those games' strings). A
string with a character outside it (a new game's catalogue before the rebuild, a player's name) is drawn whole
in a fallback font: for Chinese, Japanese or Korean characters a system CJK font when one is installed (Noto
Sans CJK, Microsoft JhengHei, PingFang...; else the subset stays, and only those characters are blank), for
anything else pygame's built-in font. `supports(ch)` / `missing_glyphs(text)` tell which characters the subset
cannot show.
"""
from __future__ import annotations

import unicodedata
from collections import OrderedDict

import pygame

from game.engine import paths

FONT_FILES = {False: "TableTalesSans-Regular.otf", True: "TableTalesSans-Bold.otf"}
MIN_SIZE = 10  # max_width never shrinks text below this
RENDER_CACHE_SIZE = 600  # surfaces; a busy screen shows ~100 strings, language switches double it

# Line-breaking rules (kinsoku, kept simple): never start a line with a closing mark, never end one with an
# opening mark. Both are glued to their neighbour before wrapping.
NO_LINE_START = set("，。、！？：；」』）》〉】〕…‥・·,.!?:;)]}%’”〜～ー—")
NO_LINE_END = set("「『（《〈【〔([{‘“")

_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
_renders: OrderedDict = OrderedDict()


def _ensure_init() -> None:
    if not pygame.font.get_init():
        forget_fonts()  # fonts made before a font.quit() are dead objects
        pygame.font.init()


def forget_fonts() -> None:
    """Drop every loaded font and cached render: call when pygame is (re)initialised, since a Font made
    under an earlier init raises "font module quit since font created" when used."""
    _fonts.clear()
    _fallbacks.clear()
    _supported.clear()
    _renders.clear()


def font(size: float, bold: bool = False) -> pygame.font.Font:
    """The game font at a pixel size (cached per size and weight)."""
    size = max(1, round(size))
    key = (size, bool(bold))
    f = _fonts.get(key)
    if f is None:
        _ensure_init()
        path = paths.asset("fonts", FONT_FILES[bool(bold)])
        try:
            f = pygame.font.Font(str(path), size)
        except (pygame.error, OSError) as exc:
            raise paths.MissingAsset(f"font file unreadable: {path} ({exc})") from exc
        _fonts[key] = f
    return f


def fallback_font(size: int) -> pygame.font.Font:
    """For the crash screen only: the shipped font if it loads, else pygame's built-in (Latin only)."""
    try:
        return font(size)
    except (paths.MissingAsset, pygame.error, OSError):
        _ensure_init()
        return pygame.font.Font(None, max(1, int(size * 1.3)))


# system fonts with Traditional Chinese, tried in order when a string needs a CJK character the subset lacks
CJK_FALLBACKS = ("notosanscjktc", "notosanstc", "notosanscjk", "notosanscjkjp", "sourcehansanstc",
                 "sourcehanssans", "microsoftjhenghei", "microsoftjhengheiui", "pingfangtc", "heitifc",
                 "wenquanyizenhei", "wenquanyimicrohei", "arialunicodems")
_fallbacks: dict[tuple[bool, int, bool], pygame.font.Font | None] = {}


def _fallback(cjk: bool, size: int, bold: bool) -> pygame.font.Font | None:
    """The fallback font for a string the subset cannot show (cached): a system CJK font for CJK characters
    (None when no such font is installed), pygame's built-in font otherwise."""
    key = (cjk, size, bold)
    if key not in _fallbacks:
        _ensure_init()
        found = None
        if cjk:
            path = pygame.font.match_font(",".join(CJK_FALLBACKS), bold=bold)
            if path:
                try:
                    found = pygame.font.Font(path, size)
                except (pygame.error, OSError):
                    found = None
        else:
            found = pygame.font.Font(None, size)
            found.set_bold(bold)
        _fallbacks[key] = found
    return _fallbacks[key]


def font_for(text: str, size: float, bold: bool = False) -> pygame.font.Font:
    """The font `text` is drawn with: the shipped subset, or a fallback when it lacks one of the characters."""
    f = font(size, bold)
    if text.isascii():  # printable ASCII is always in the subset
        return f
    missing = missing_glyphs(text)
    if not missing:
        return f
    return _fallback(any(_is_wide(ch) for ch in missing), max(1, round(size)), bool(bold)) or f


def _colour_key(colour) -> tuple:
    return tuple(pygame.Color(colour))


ELLIPSIS = "\u2026"


def shown(text: str) -> str:
    """The text as drawn. The font's ellipsis is the Chinese one, centred at mid-height: right in Chinese, where
    an ellipsis sits there, but in English it reads as stray dots, so there it is drawn as three low dots.
    Control characters (a name typed on a phone may carry any) are not drawn: SDL_ttf refuses a NUL."""
    if not text.isprintable():
        text = "".join(ch for ch in text if ch == "\n" or ch.isprintable() or not ch.isspace() and ch >= " ")
    if ELLIPSIS in text:
        from game.engine.i18n import language
        if language() != "zh-TW":
            return text.replace(ELLIPSIS, "...")
    return text


def render(text: str, size: float, colour, bold: bool = False) -> pygame.Surface:
    """A surface with the text (antialiased, transparent background); '\\n' starts a new line.
    Cached (LRU): never draw on the returned surface — copy it first."""
    text = shown(text)
    rgba = _colour_key(colour)
    key = (text, round(size), rgba, bool(bold))
    surf = _renders.get(key)
    if surf is not None:
        _renders.move_to_end(key)
        return surf
    surf = _render_uncached(text, size, rgba, bold)
    _renders[key] = surf
    if len(_renders) > RENDER_CACHE_SIZE:
        _renders.popitem(last=False)
    return surf


def _line(f: pygame.font.Font, line: str, rgb) -> pygame.Surface:
    """One line drawn; a line the font draws nothing of (only zero-width characters) is an empty strip."""
    try:
        return f.render(line, True, rgb)
    except (pygame.error, ValueError):
        return pygame.Surface((1, f.get_height()), pygame.SRCALPHA)


def _render_uncached(text: str, size: int, rgba: tuple, bold: bool) -> pygame.Surface:
    f = font_for(text, size, bold)
    lines = text.split("\n")
    if len(lines) == 1:
        surf = _line(f, text, rgba[:3])
    else:
        parts = [_line(f, line, rgba[:3]) for line in lines]
        step = f.get_linesize()
        surf = pygame.Surface((max(p.get_width() for p in parts), step * len(parts)), pygame.SRCALPHA)
        for i, p in enumerate(parts):
            surf.blit(p, (0, i * step))
    if rgba[3] < 255:
        surf.set_alpha(rgba[3])
    return surf


def outline_mask(text: str, size: float, width: int, bold: bool = False) -> pygame.mask.Mask:
    """The text's shape grown by a disc `width` px round every stroke: a dark band for bright words drawn over
    busy art (the band goes `width` px up and left of the words). Not cached: keep what is drawn often."""
    disc = pygame.Surface((2 * width + 1, 2 * width + 1), pygame.SRCALPHA)
    pygame.draw.circle(disc, (255, 255, 255), (width, width), width)
    return pygame.mask.from_surface(render(text, size, (255, 255, 255), bold), 96).convolve(
        pygame.mask.from_surface(disc))


def clear_cache() -> None:
    """Drop rendered text (fonts stay loaded)."""
    _renders.clear()


def size_of(text: str, size: int, bold: bool = False) -> tuple[int, int]:
    """Width and height the text would take (widest line; every line of a multi-line text)."""
    text = shown(text)
    f = font_for(text, size, bold)
    lines = text.split("\n")
    return max(f.size(line)[0] for line in lines), f.get_linesize() * (len(lines) - 1) + f.get_height()


def fit_size(text: str, size: float, max_width: int, bold: bool = False) -> int:
    """The largest size <= `size` at which the text is at most max_width wide (never below MIN_SIZE)."""
    size = round(size)
    width = size_of(text, size, bold)[0]
    if width <= max_width:
        return size
    size = max(MIN_SIZE, int(size * max_width / max(1, width)))
    while size > MIN_SIZE and size_of(text, size, bold)[0] > max_width:
        size -= 1
    return size


def draw_text(surface: pygame.Surface, text: str, pos, size: int, colour, anchor: str = "topleft",
              bold: bool = False, max_width: int | None = None, shadow: bool = False) -> pygame.Rect:
    """Draw text with its `anchor` point (any pygame.Rect attribute name: topleft, midtop, center, midright,
    bottomleft...) at pos. max_width shrinks the font size to fit instead of clipping. shadow adds a soft dark
    drop shadow for text over pictures. Returns the rect drawn (without the shadow)."""
    if max_width is not None:
        size = fit_size(text, size, max_width, bold)
    surf = render(text, size, colour, bold)
    rect = surf.get_rect()
    try:
        setattr(rect, anchor, (round(pos[0]), round(pos[1])))
    except (AttributeError, TypeError):
        raise ValueError(f"unknown anchor {anchor!r}") from None
    if shadow:
        alpha = min(160, _colour_key(colour)[3])
        shade = render(text, size, (0, 0, 0, alpha), bold)
        off = max(2, int(size) // 16)
        surface.blit(shade, rect.move(off, off))
    surface.blit(surf, rect)
    return rect


_supported: dict[str, bool] = {}
_NOTDEF = "\ue000"  # a private-use code point no font maps: renders as the font's .notdef box


def supports(ch: str) -> bool:
    """True if the shipped font has a glyph for this character (for text typed by players: a name with a
    character outside the subset would show a box). Compares the glyph with the font's .notdef box."""
    if ch in _supported:
        return _supported[ch]
    if ch.isspace():
        ok = True
    else:
        f = font(24)
        try:
            probe = pygame.image.tobytes(f.render(ch, False, (255, 255, 255), (0, 0, 0)), "RGB")
        except pygame.error:  # drawn as nothing (a zero-width mark): nothing missing to show
            probe = None
        notdef = pygame.image.tobytes(f.render(_NOTDEF, False, (255, 255, 255), (0, 0, 0)), "RGB")
        ok = probe != notdef
    _supported[ch] = ok
    return ok


def missing_glyphs(text: str) -> str:
    """The characters of text the font cannot show, each once, in order."""
    seen: list[str] = []
    for ch in text:
        if ch not in seen and ch not in "\n\t" and not supports(ch):
            seen.append(ch)
    return "".join(seen)


def _is_wide(ch: str) -> bool:
    """Characters that may break anywhere: Chinese, Japanese, full-width forms."""
    return unicodedata.east_asian_width(ch) in ("W", "F")


def _tokens(paragraph: str) -> list[str]:
    """Unbreakable pieces: a Latin word, a run of spaces, or one wide character; closing marks glued to the
    piece before, opening marks to the piece after."""
    raw: list[str] = []
    word = ""
    for ch in paragraph:
        if ch == " ":
            if word:
                raw.append(word)
                word = ""
            if raw and raw[-1].isspace():
                raw[-1] += ch
            else:
                raw.append(ch)
        elif _is_wide(ch):
            if word:
                raw.append(word)
                word = ""
            raw.append(ch)
        else:
            word += ch
    if word:
        raw.append(word)
    glued: list[str] = []
    carry = ""
    for tok in raw:
        if carry and not tok.isspace():
            tok = carry + tok
            carry = ""
        if tok[0] in NO_LINE_START and glued and not glued[-1].isspace():
            glued[-1] += tok
        elif tok[-1] in NO_LINE_END and len(tok) == 1:
            carry = tok
        else:
            glued.append(tok)
    if carry:
        glued.append(carry)
    return glued


def _split_long(token: str, f: pygame.font.Font, width: int) -> list[str]:
    """A piece wider than a whole line (a very long word): cut it by characters."""
    pieces, cur = [], ""
    for ch in token:
        if cur and f.size(cur + ch)[0] > width:
            pieces.append(cur)
            cur = ch
        else:
            cur += ch
    if cur:
        pieces.append(cur)
    return pieces


def wrap(text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Lines of at most `width` pixels. '\\n' forces a break; a blank line stays an empty string (paragraphs).
    Chinese breaks between any two characters, English at spaces; spaces at a break are dropped; a closing
    mark never starts a line and an opening mark never ends one."""
    text = shown(text)
    f = font_for(text, size, bold)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        if not paragraph.strip():
            lines.append("")
            continue
        first = len(lines)
        cur = ""
        for tok in _tokens(paragraph):
            if tok.isspace():
                if cur:
                    cur += tok
                continue
            if f.size(cur + tok)[0] <= width or not cur.strip():
                if not cur.strip() and f.size(tok)[0] > width:
                    pieces = _split_long(tok, f, width)
                    lines.extend(pieces[:-1])
                    cur = pieces[-1]
                else:
                    cur += tok
            else:
                lines.append(cur.rstrip())
                if f.size(tok)[0] > width:
                    pieces = _split_long(tok, f, width)
                    lines.extend(pieces[:-1])
                    cur = pieces[-1]
                else:
                    cur = tok
        lines.append(cur.rstrip())
        _no_widow(lines, first, f, width)
    return lines


def _no_widow(lines: list[str], first: int, f: pygame.font.Font, width: int) -> None:
    """A Chinese paragraph whose last line would hold one lone character (with its punctuation) takes one more
    character from the line above, as typesetters do; the line above only gets shorter, so it still fits."""
    if len(lines) - first < 2:
        return
    last_tokens = _tokens(lines[-1])
    if len(last_tokens) != 1 or not _is_wide(last_tokens[0][0]):
        return
    above = _tokens(lines[-2])
    if len(above) < 3 or not any(_is_wide(ch) for ch in above[-1]):
        return
    moved = above[-1] + lines[-1]
    if f.size(moved)[0] <= width:
        lines[-2] = "".join(above[:-1]).rstrip()
        lines[-1] = moved
