"""Text: fonts, cached renders, anchors, shrink-to-fit, wrapping of English and Chinese."""
import pygame
import pytest

from game.engine import paths, text


@pytest.fixture(autouse=True)
def fresh_caches():
    text.clear_cache()
    yield
    text.clear_cache()


def test_font_initialises_pygame_font_lazily_and_caches_per_size():
    pygame.font.quit()
    text._fonts.clear()
    f = text.font(40)
    assert pygame.font.get_init()
    assert text.font(40) is f
    assert text.font(40, bold=True) is not f
    assert text.font(60).get_height() > f.get_height()


def test_render_is_cached_by_text_size_colour_and_weight():
    a = text.render("Hello", 36, (255, 255, 255))
    assert text.render("Hello", 36, "white") is a
    assert text.render("Hello", 36, (255, 0, 0)) is not a
    assert text.render("Hello", 36, (255, 255, 255), bold=True) is not a


def test_render_cache_is_bounded(monkeypatch):
    monkeypatch.setattr(text, "RENDER_CACHE_SIZE", 5)
    first = text.render("0", 20, "white")
    for i in range(1, 10):
        text.render(str(i), 20, "white")
    assert len(text._renders) == 5
    assert text.render("0", 20, "white") is not first


def _ink(surf):
    """How many pixels have any opacity (text drawn, not blank)."""
    mask = pygame.mask.from_surface(surf, 10)
    return mask.count()


@pytest.mark.parametrize("s", ["Table Tales", "雅加婆婆", "輪到 Mia", "→ ✓ ★ …"])
def test_english_chinese_and_symbols_draw_ink(s):
    surf = text.render(s, 48, "white")
    assert surf.get_width() > 20 and _ink(surf) > 50


def test_every_chinese_character_renders_with_ink():
    """Guards against the font loading the wrong face or a broken subset: each CJK character has pixels."""
    from tests.catalogues import catalogue_strings, shipped_games
    chars = sorted({c for path, _k, v in catalogue_strings(shipped_games()) if path.parent.name == "zh-TW"
                    for c in v if "\u4e00" <= c <= "\u9fff"})  # a game added since: see the fallback tests
    assert chars
    blank = [c for c in chars if _ink(text.font(24).render(c, True, "white")) == 0]
    assert not blank, f"blank glyphs: {''.join(blank)}"


def test_multiline_render_stacks_lines():
    one = text.render("Line", 30, "white")
    two = text.render("Line\nLine", 30, "white")
    assert two.get_height() >= 2 * one.get_height() - 5


def test_transparent_colour_sets_alpha():
    assert text.render("Hi", 30, (255, 255, 255, 100)).get_alpha() == 100


@pytest.mark.parametrize("anchor,attr", [("topleft", "topleft"), ("center", "center"), ("midtop", "midtop"),
                                         ("midright", "midright"), ("bottomleft", "bottomleft"),
                                         ("midbottom", "midbottom"), ("topright", "topright")])
def test_draw_text_places_the_anchor_at_pos(anchor, attr):
    surf = pygame.Surface((800, 400), pygame.SRCALPHA)
    rect = text.draw_text(surf, "Anchor", (400, 200), 40, "white", anchor=anchor)
    assert getattr(rect, attr) == (400, 200)
    assert surf.get_at(rect.center).a >= 0 and _ink(surf) > 0


def test_draw_text_unknown_anchor_is_an_error():
    with pytest.raises(ValueError):
        text.draw_text(pygame.Surface((10, 10)), "x", (0, 0), 20, "white", anchor="middle")


def test_max_width_shrinks_the_font_instead_of_clipping():
    surf = pygame.Surface((1000, 200), pygame.SRCALPHA)
    long = "Send the rats next door and lure the piper home"
    wide = text.draw_text(surf, long, (0, 0), 60, "white")
    fitted = text.draw_text(surf, long, (0, 0), 60, "white", max_width=500)
    assert wide.width > 500 >= fitted.width
    assert fitted.width > 400  # shrunk just enough, not to nothing
    short = text.draw_text(surf, "OK", (0, 0), 60, "white", max_width=500)
    assert short.height == wide.height  # text that fits keeps its size


def test_shadow_draws_extra_dark_pixels_below_right():
    plain = pygame.Surface((300, 100), pygame.SRCALPHA)
    shaded = pygame.Surface((300, 100), pygame.SRCALPHA)
    r1 = text.draw_text(plain, "Shadow", (10, 10), 48, "white")
    r2 = text.draw_text(shaded, "Shadow", (10, 10), 48, "white", shadow=True)
    assert r1 == r2
    assert _ink(shaded) > _ink(plain)


def test_wrap_english_breaks_at_spaces_and_fits():
    s = "Four heroes, one silent team: rob the mall and escape before the time runs out."
    lines = text.wrap(s, 40, 400)
    assert len(lines) > 1
    assert " ".join(lines) == s
    assert all(text.font(40).size(line)[0] <= 400 for line in lines)
    assert all(not line.startswith(" ") and not line.endswith(" ") for line in lines)


def test_wrap_chinese_breaks_between_characters():
    s = "在女巫飛回家之前找齊咒語的材料然後一起唸出來"
    lines = text.wrap(s, 40, 300)
    assert len(lines) > 1 and "".join(lines) == s
    assert all(text.font(40).size(line)[0] <= 300 for line in lines)


def test_wrap_leaves_no_lone_chinese_character_on_the_last_line():
    s = "有兩個角色可以移動：選擇誰先走。"
    width = text.font(30).size(s[:-1])[0]  # everything but the full stop fits: "走。" would stand alone
    lines = text.wrap(s, 30, width)
    assert "".join(lines) == s and len(lines) == 2
    assert len(lines[-1].rstrip("。")) >= 2
    assert all(text.font(30).size(line)[0] <= width for line in lines)


def test_wrap_never_starts_a_line_with_closing_punctuation_or_ends_with_opening():
    s = "「把老鼠趕到鄰居家」，再把吹笛人引回自己家。「小心」！女巫回來了。" * 3
    for width in range(120, 420, 20):
        lines = text.wrap(s, 36, width)
        assert "".join(lines) == s
        for line in lines:
            assert line[0] not in text.NO_LINE_START, (width, lines)
            assert line[-1] not in text.NO_LINE_END, (width, lines)


def test_wrap_mixed_language_and_placeholders_result():
    lines = text.wrap("輪到 Mia 了，請把手把交給 Leo。", 40, 260)
    assert "".join(lines).replace(" ", "") == "輪到Mia了，請把手把交給Leo。"
    assert any("Mia" in line for line in lines)  # a Latin word is never split when it fits


def test_wrap_keeps_paragraphs_and_blank_lines():
    lines = text.wrap("First paragraph.\n\nSecond one.", 30, 1000)
    assert lines == ["First paragraph.", "", "Second one."]


def test_wrap_splits_a_word_longer_than_the_line():
    lines = text.wrap("Supercalifragilisticexpialidocious", 40, 150)
    assert len(lines) > 1 and "".join(lines) == "Supercalifragilisticexpialidocious"
    assert all(text.font(40).size(line)[0] <= 150 for line in lines)


def test_missing_font_file_raises_missing_asset_naming_it(monkeypatch):
    monkeypatch.setitem(text.FONT_FILES, False, "NoSuchFont.otf")
    text._fonts.clear()
    with pytest.raises(paths.MissingAsset, match="NoSuchFont.otf"):
        text.font(33)
    assert text.fallback_font(33).size("Crash")[0] > 0
    text._fonts.clear()


def test_supports_tells_which_characters_the_font_has():
    assert text.supports("A") and text.supports("林") and text.supports(" ") and text.supports("→")
    assert not text.supports("龘")  # a rare character not in any catalogue
    assert not text.supports("\U0001F600")  # emoji
    assert text.missing_glyphs("Mia 龘龘 😀 林") == "龘😀"


@pytest.fixture
def fresh_fonts():
    text.forget_fonts()
    yield
    text.forget_fonts()


def test_a_latin_letter_outside_the_subset_draws_the_string_in_pygames_font(fresh_fonts):
    assert not text.supports("Ł") and text.supports("L")
    assert text.font_for("Łódź", 40) is not text.font(40)
    assert text.font_for("Lodz", 40) is text.font(40) and text.font_for("雅加婆婆", 40) is text.font(40)
    surf = text.render("Łódź", 40, "white")
    assert surf.get_width() > 40 and _ink(surf) > 50
    assert text.size_of("Łódź", 40) == text.font_for("Łódź", 40).size("Łódź")  # measured in the font drawn


def test_a_cjk_character_outside_the_subset_uses_a_system_cjk_font_when_there_is_one(fresh_fonts, monkeypatch):
    from game.engine import paths

    missing = "拈"  # not in the shipped subset (no shipped string uses it)
    assert not text.supports(missing)
    monkeypatch.setattr(text.pygame.font, "match_font", lambda names, bold=False, italic=False: None)
    assert text.font_for(f"{missing}石子", 40) is text.font(40)  # none installed: the subset draws what it has
    text.forget_fonts()
    asked = []

    def found(names, bold=False, italic=False):
        asked.append(names)
        return str(paths.asset("fonts", "TableTalesSans-Bold.otf"))  # stands in for an installed CJK font
    monkeypatch.setattr(text.pygame.font, "match_font", found)
    chosen = text.font_for(f"{missing}石子", 40)
    assert chosen is not text.font(40) and "notosanscjktc" in asked[0]
    assert text.font_for(f"{missing}石子", 40) is chosen  # looked up once
