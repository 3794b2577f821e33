"""`python tools/build_levels.py [game]`: one build step for every game whose Tiled maps feed its rules as JSON;
it writes exactly what is committed, and a broken map gives a message naming the file (exit 1), never a crash."""
import importlib.util
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def tool():
    spec = importlib.util.spec_from_file_location("build_levels", ROOT / "tools" / "build_levels.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_every_level_builder_rewrites_the_committed_json(monkeypatch, tmp_path, capsys):
    mod = tool()
    assert set(mod.BUILDERS) == {"magic_maze", "kragmortha"}
    for game, module in mod.BUILDERS.items():
        builder = importlib.import_module(module)
        committed = builder.write_json.__defaults__[0]
        out = tmp_path / f"{game}.json"
        defaults = builder.write_json.__defaults__
        monkeypatch.setattr(builder.write_json, "__defaults__", (out,) + defaults[1:])
        assert mod.main([game]) == 0
        assert json.loads(out.read_text()) == json.loads(Path(committed).read_text())
    assert "wrote" in capsys.readouterr().out


def test_a_broken_map_is_named_and_exits_1(monkeypatch, tmp_path, capsys):
    mod = tool()
    from game.games.kragmortha import mapbuild
    broken = tmp_path / "library.tmx"
    broken.write_text("<map><layer>", encoding="utf-8")
    monkeypatch.setattr(mapbuild.write_json, "__defaults__", (tmp_path / "out.json", broken))
    code = mod.main(["kragmortha"])  # (an exception here fails the test: no crash allowed)
    assert code == 1 and "library.tmx" in capsys.readouterr().err
    assert not (tmp_path / "out.json").exists()


def test_an_unknown_game_is_refused():
    assert tool().main(["chess"]) == 2
