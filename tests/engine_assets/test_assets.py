"""Images: SVG rendered at the size asked and cached, PNG scaled, clear errors for missing and broken files."""
import pygame
import pytest

from game.engine import assets, paths

SVG = ('<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100">'
       '<rect width="200" height="100" fill="#c04020"/><circle cx="100" cy="50" r="40" fill="#20a040"/></svg>')


@pytest.fixture
def root(tmp_path, monkeypatch):
    """A throw-away resource root with assets/images/ in it."""
    images = tmp_path / "assets" / "images"
    images.mkdir(parents=True)
    monkeypatch.setattr(paths, "resource_root", lambda: tmp_path)
    assets.clear_cache()
    yield images
    assets.clear_cache()


def test_svg_natural_size_and_sized_render(root):
    (root / "pic.svg").write_text(SVG, encoding="utf-8")
    assert assets.image("pic.svg").get_size() == (200, 100)
    big = assets.image("pic.svg", (800, 400))
    assert big.get_size() == (800, 400)
    assert big.get_at((400, 200))[:3] == (0x20, 0xA0, 0x40)
    assert big.get_at((5, 5))[:3] == (0xC0, 0x40, 0x20)


def test_svg_is_cached_per_size(root):
    (root / "pic.svg").write_text(SVG, encoding="utf-8")
    a = assets.image("pic.svg", (100, 50))
    assert assets.image("pic.svg", (100, 50)) is a
    assert assets.image("pic.svg", (300, 150)) is not a
    assert assets.cache_info()["images"] == 2


def test_size_fits_keeping_aspect_or_stretches(root):
    (root / "pic.svg").write_text(SVG, encoding="utf-8")
    assert assets.image("pic.svg", (400, 400)).get_size() == (400, 200)
    assert assets.image("pic.svg", (400, None)).get_size() == (400, 200)
    assert assets.image("pic.svg", (None, 50)).get_size() == (100, 50)
    assert assets.image("pic.svg", (400, 400), stretch=True).get_size() == (400, 400)


def test_viewbox_only_svg(root):
    (root / "vb.svg").write_text(SVG.replace(' width="200" height="100"', ""), encoding="utf-8")
    assert assets.image("vb.svg", (None, 30)).get_size() == (60, 30)


def test_png_is_loaded_and_scaled(root):
    surf = pygame.Surface((40, 20), pygame.SRCALPHA)
    surf.fill((10, 20, 30, 255))
    pygame.image.save(surf, str(root / "p.png"))
    assert assets.image("p.png").get_size() == (40, 20)
    scaled = assets.image("p.png", (80, 80))
    assert scaled.get_size() == (80, 40)
    assert scaled.get_at((40, 20))[:3] == (10, 20, 30)


def test_subfolders_use_forward_slashes(root):
    (root / "menu").mkdir()
    (root / "menu" / "x.svg").write_text(SVG, encoding="utf-8")
    assert assets.image("menu/x.svg", (20, 10)).get_size() == (20, 10)


def test_missing_file_raises_missing_asset_naming_it(root):
    with pytest.raises(paths.MissingAsset, match="nope.svg"):
        assets.image("nope.svg", (10, 10))


@pytest.mark.parametrize("name,content", [("bad.svg", "this is not svg"), ("bad2.svg", "<svg width='5'><rect"),
                                          ("bad.png", "\x89PNG broken")])
def test_corrupt_file_raises_bad_asset_naming_it(root, name, content):
    (root / name).write_text(content, encoding="utf-8")
    with pytest.raises(assets.BadAsset, match=name):
        assets.image(name, (10, 10))


def test_svg_from_string_renders_and_caches(root):
    a = assets.svg_from_string(SVG, (100, 50))
    assert a.get_size() == (100, 50) and a.get_at((50, 25))[:3] == (0x20, 0xA0, 0x40)
    assert assets.svg_from_string(SVG, (100, 50)) is a
    with pytest.raises(assets.BadAsset):
        assets.svg_from_string("<nothing/>", (10, 10))


def test_cache_is_bounded_by_bytes(root, monkeypatch):
    (root / "pic.svg").write_text(SVG, encoding="utf-8")
    monkeypatch.setattr(assets, "CACHE_BYTES", 200 * 100 * 4 * 3)
    for w in range(100, 300, 20):  # each fits the budget alone; together they do not
        assets.image("pic.svg", (w, w // 2))
    assert assets.cache_info()["bytes"] <= assets.CACHE_BYTES
    assert assets.cache_info()["images"] >= 1


def test_convert_alpha_once_a_display_exists(root):
    (root / "pic.svg").write_text(SVG, encoding="utf-8")
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    try:
        surf = assets.image("pic.svg", (50, 25))
        assert surf.get_flags() & pygame.SRCALPHA
    finally:
        pygame.display.quit()
