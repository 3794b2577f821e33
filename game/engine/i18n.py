"""The one translation layer. Every visible string is `tr("some.key", name=...)`.

Catalogues are flat JSON objects in assets/i18n/<lang>/*.json; each game owns its own file
(assets/i18n/en/<game>.json ...), so games never edit the same catalogue. A key missing in the chosen
language falls back to English, then to the key itself (tests make sure neither ever happens).

Counts: `tr("some.key", n=3)` picks the plural form `some.key.one` / `some.key.other` when the catalogue has
them (English: "one" for exactly 1, "other" for everything else; Chinese uses only "other", yet lists both
forms with the same text so every language has the same keys), else the plain `some.key` (so "Player {n}"
needs no forms). `n` is also a placeholder, as always.

`tr_live(key, **params)` is `tr` for text that outlives a language switch (a notice on screen): the result is
an ordinary str that also remembers its key and params, and `.again()` translates it anew."""
from __future__ import annotations

import logging

from game.core.jsonio import BadJsonFile, read_json
from game.engine.paths import resource_root

LANGUAGES = ("en", "zh-TW")
LANGUAGE_NAMES = {"en": "English", "zh-TW": "繁體中文"}  # each shown in its own language

# CLDR plural categories each language uses for a count (English "1 move", "2 moves"; Chinese "1 步", "2 步").
PLURAL_RULES = {
    "en": lambda n: "one" if n == 1 else "other",
    "zh-TW": lambda n: "other",
}
PLURAL_FORMS = ("one", "other")

log = logging.getLogger(__name__)
_catalogues: dict[str, dict[str, str]] = {}
_lang = "en"
_listeners: list = []
# problems met while reading catalogues, as (i18n_key, kwargs): the app shows them as notices. A catalogue is
# part of the installation (maybe read-only), so a bad one is skipped, not moved aside: English, then the key,
# stands in for what it held.
notices: list[tuple[str, dict]] = []
MAX_CATALOGUE_BYTES = 2 * 1024 * 1024


def load_catalogue(lang: str) -> dict[str, str]:
    folder = resource_root() / "assets" / "i18n" / lang
    merged: dict[str, str] = {}
    for path in sorted(folder.glob("*.json")):
        try:
            data = read_json(path, max_bytes=MAX_CATALOGUE_BYTES)
            if not isinstance(data, dict):
                raise BadJsonFile(f"not a JSON object ({type(data).__name__})")
        except BadJsonFile as exc:
            log.error("translation file %s unusable (%s): skipped", path, exc.reason)
            notices.append(("app.notice.catalogue_damaged", {"file": f"{lang}/{path.name}"}))
            continue
        for k, v in data.items():
            if not isinstance(v, str):  # a catalogue holds text; anything else would break format() later
                log.warning("translation key %s in %s is not text: skipped", k, path.name)
                continue
            if k in merged and merged[k] != v:
                log.warning("translation key %s defined twice (%s)", k, path.name)
            merged[k] = str(v)
    return merged


def catalogue(lang: str) -> dict[str, str]:
    if lang not in _catalogues:
        _catalogues[lang] = load_catalogue(lang)
    return _catalogues[lang]


def reload() -> None:
    _catalogues.clear()


def language() -> str:
    return _lang


def set_language(lang: str) -> None:
    """Switch language at once; scenes that cache rendered text register a listener to re-render."""
    global _lang
    if lang not in LANGUAGES:
        lang = "en"
    if lang != _lang:
        _lang = lang
        for fn in list(_listeners):
            fn(lang)


def on_language_change(fn) -> None:
    _listeners.append(fn)


def remove_listener(fn) -> None:
    if fn in _listeners:
        _listeners.remove(fn)


def has(key: str, lang: str | None = None) -> bool:
    """True if `key` is in the catalogue, as a plain string or as plural forms."""
    cat = catalogue(lang or _lang)
    return key in cat or f"{key}.other" in cat


def plural_category(n, lang: str | None = None) -> str:
    """Which plural form ("one" or "other") a count takes in `lang` (default: the current language)."""
    rule = PLURAL_RULES.get(lang or _lang, PLURAL_RULES["en"])
    return rule(n)


def _plural_text(key: str, n) -> str | None:
    """The form of `key` for count `n`: the current language first, then English; None if `key` has no forms."""
    if isinstance(n, bool) or not isinstance(n, (int, float)):
        return None
    for lang in dict.fromkeys((_lang, "en")):
        cat = catalogue(lang)
        text = cat.get(f"{key}.{plural_category(n, lang)}") or cat.get(f"{key}.other")
        if text is not None:
            return text
    return None


def tr(key: str, **kwargs) -> str:
    text = _plural_text(key, kwargs["n"]) if "n" in kwargs else None
    if text is None:
        text = catalogue(_lang).get(key)
    if text is None:
        text = catalogue("en").get(key)
    if text is None:  # a counted string asked for without its count: the plural form, not the bare key
        text = catalogue(_lang).get(f"{key}.other") or catalogue("en").get(f"{key}.other")
        if text is None:
            log.warning("missing translation key %s", key)
            text = key
    if kwargs:
        try:
            return text.format(**kwargs)
        except (KeyError, IndexError, ValueError):
            log.warning("bad placeholders in %s", key)
    return text


class LiveText(str):
    """A translated str that remembers how it was made, so it can be shown again in another language."""

    key: str
    params: dict

    def again(self) -> LiveText:
        """The same text in the current language (params that are LiveText are translated anew too)."""
        return tr_live(self.key, **{k: v.again() if isinstance(v, LiveText) else v for k, v in self.params.items()})


def tr_live(key: str, **params) -> LiveText:
    out = LiveText(tr(key, **params))
    out.key, out.params = key, params
    return out


def retranslate(text: str) -> str:
    """A LiveText in the current language; any other str as it is (it cannot know its key)."""
    return text.again() if isinstance(text, LiveText) else text
