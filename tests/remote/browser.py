"""Headless Chromium (Debian's /usr/bin/chromium, driven by the playwright package; nothing is downloaded) with a
phone's screen and touch, for the page tests and the phones bench."""
from __future__ import annotations

import os

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--headless", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]
PHONE = {"viewport": {"width": 390, "height": 844}, "device_scale_factor": 2, "is_mobile": True, "has_touch": True,
         "user_agent": "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) "
                       "Chrome/120.0 Mobile Safari/537.36"}


def missing() -> str | None:
    """Why the browser tests cannot run here (None: they can)."""
    if not os.path.exists(CHROMIUM):
        return f"{CHROMIUM} is missing (apt-get install chromium)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "the playwright package is missing (pip install playwright)"
    return None


def launch(playwright):
    return playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)


# every visible text smaller than 16 CSS px, every visible button / input smaller than 48 x 48 CSS px, anything
# sticking out of the screen's width
CHECK_SIZES = """() => {
  const small = [], tiny = [], outside = [];
  const visible = (el) => { const r = el.getBoundingClientRect(); const s = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none'; };
  for (const el of document.querySelectorAll('body *')) {
    if (!visible(el)) continue;
    const own = [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    if (own && parseFloat(getComputedStyle(el).fontSize) < 16) small.push(el.tagName + ':' + el.textContent.trim());
    const box = el.getBoundingClientRect();
    if (box.left < -0.5 || box.right > innerWidth + 0.5) outside.push((el.id || el.className) + ' ' + box.right);
    if (el.matches('button, input')) { const r = el.getBoundingClientRect();
      if (r.width < 48 || r.height < 48) tiny.push((el.id || el.className) + ' ' + r.width + 'x' + r.height); }
  }
  return {small, tiny, outside};
}"""
