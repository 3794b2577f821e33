import pytest

from game.engine import i18n
from game.engine import intents as it
from game.engine.menus.rules_view import RulesView, paragraphs

LONG = "\n\n".join(f"Rule {i}: " + "the rats run next door when the piper plays. " * 6 for i in range(12))


@pytest.fixture
def rules(monkeypatch):
    for lang in ("en", "zh-TW"):
        cat = dict(i18n.catalogue(lang))
        cat["rules.pied_piper"] = LONG if lang == "en" else "老鼠跑到隔壁。\n\n" * 30
        monkeypatch.setitem(i18n._catalogues, lang, cat)


def test_paragraphs_split_on_blank_lines():
    assert paragraphs("One\nstill one\n\n  \nTwo\n\n\nThree ") == ["One\nstill one", "Two", "Three"]


def settle(app):
    for _ in range(60):
        app.frame()


def test_rules_scroll_with_up_down_and_wheel(app, rules):
    view = RulesView(app, "pied_piper")
    app.push(view)
    assert view.max_scroll > 0 and view.scroll == 0
    app.send(it.DOWN, "pad:0")
    app.send(it.DOWN)
    settle(app)
    assert view.scroll == pytest.approx(240)
    app.send(it.UP)
    settle(app)
    assert view.scroll == pytest.approx(120)
    app.send(it.WHEEL, it.MOUSE, pos=(960, 500), button=-1)
    settle(app)
    assert view.scroll == pytest.approx(240)
    for _ in range(100):
        app.send(it.RIGHT)
    settle(app)
    assert view.scroll == pytest.approx(view.max_scroll)
    for _ in range(100):
        app.send(it.UP)
    settle(app)
    assert view.scroll == 0


def test_every_paragraph_is_wrapped_to_the_view(app, rules):
    view = RulesView(app, "pied_piper")
    assert len(view.lines) > 12  # long paragraphs became several lines
    from game.engine import text

    assert all(text.render(line, 42, (0, 0, 0)).get_width() <= 1520 - 80 for _, line, _heading in view.lines)


def test_rules_close_with_confirm_back_or_click(app, rules):
    below = RulesView(app, "pied_piper")
    app.push(below)
    view = RulesView(app, "pied_piper")
    app.push(view)
    app.send(it.CONFIRM, "pad:0")
    assert app.top is below
    app.click(below.close.rect.center)
    assert app.top is None


def test_language_switch_rewraps(app, rules):
    view = RulesView(app, "pied_piper")
    app.push(view)
    i18n.set_language("zh-TW")
    assert view.lines[0][1].startswith("老鼠")


def test_missing_rules_say_so(app):
    view = RulesView(app, "no_such_game")
    assert view.lines and "coming soon" in view.lines[0][1]
