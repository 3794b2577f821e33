"""docs/ENGINE_CONTRACT.md "How to add a game", true to the letter. The template game (tests/template_game: Nim)
is registered here as the registry would find it and played: by bots headless, by a person on the table kit, in
the attract mode. Then a copy of the project (its tracked files) follows the contract's own commands word for
word (they are read from the page, not repeated here) and, in that copy alone, the registry lists Nim after the
five games, `simulate` and `--smoke` pass for it and the cross-game tests pass with it among them."""
from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
import time
from glob import glob
from pathlib import Path

import pytest

from game.core.playout import simulate
from game.core.setup import GameSetup, SeatConfig
from game.engine import intents as I
from game.engine.menus.end_screen import EndScreen
from tests.fakes import FakeApp

ROOT = Path(__file__).resolve().parents[1]
CONTRACT = ROOT / "docs" / "ENGINE_CONTRACT.md"
SHIPPED = ["baba_yaga", "magic_maze", "beanstalk", "kragmortha", "pied_piper"]
# the cross-game tests, run in the copy with Nim among the games
CROSS_GAME_TESTS = ["tests/test_all_games.py", "tests/test_engine_contract.py", "tests/test_scene_shape.py",
                    "tests/core/test_registry.py",
                    "tests/core/test_gameinfo.py", "tests/engine/test_engine_names_no_game.py",
                    "tests/engine/test_i18n_plurals.py", "tests/engine_assets/test_font_coverage.py",
                    "tests/engine_assets/test_text.py", "tests/engine_assets/test_menu_art.py",
                    "tests/engine_ui/test_howto.py", "tests/engine_ui/test_setup_help.py",
                    "tests/engine_ui/test_catalogue.py", "tests/engine_ui/test_text_floor.py",
                    "tests/engine_ui/test_title.py"]
# what the copy leaves to this project's own run: the cases of the shipped games, the font build (no game in
# it), and the text floor of the menus that show no game's own text (the title shows every game: it stays)
NOT_IN_THE_COPY = " and ".join([f"not {g}" for g in SHIPPED] + ["not test_build_is_deterministic",
                                                               "(not test_text_floor or nim or title)"])


# the template game in this project ------------------------------------------------------------------------
def test_the_registry_finds_it_and_bots_finish_every_game(nim):
    from game.games import registry

    assert registry().get("nim") is nim and nim.home == "tests.template_game"
    summary = simulate(nim, games=20, players=2, seed=5)
    assert summary["finished"] == 20 and summary["errors"] == 0
    assert sum(summary["wins"].values()) == 20


def test_a_human_plays_it_on_the_kit(nim):
    app = FakeApp()
    setup = GameSetup("nim", [SeatConfig("Mia", "red", "human", device="kb_left"),
                              SeatConfig("Leo", "blue", "bot")], seed=2, options={"stones": 12})
    scene = nim.make_scene(app, setup)
    app.push(scene)
    assert app.input.device_of(0) == "kb_left"  # the kit bound the human seat as the scene entered
    assert scene.state.active == 0 and scene.state.stones == 12
    scene.on_intent(I.Intent(I.CONFIRM, "kb_left", seat=1))  # not Leo's turn: not even looked at
    assert scene.state.stones == 12
    scene.state.stones = 2
    assert scene.act(0, nim.rules().Take(0, 3)) is None  # more than the pile: refused, told beside Mia
    assert scene.messages.items and scene.state.stones == 2
    scene.on_intent(I.Intent(I.RIGHT, "kb_left", seat=0))  # two stones chosen
    scene.on_intent(I.Intent(I.CONFIRM, "kb_left", seat=0))
    assert scene.state.stones == 0 and app.saves.saved  # saved after the action
    for _ in range(120):
        app.frame(1 / 30)
        if isinstance(app.top, EndScreen):
            break
    assert isinstance(app.top, EndScreen) and [p.seat for p in app.top.ranking] == [0, 1]


def test_the_mouse_takes_a_stone_and_those_after_it(nim):
    from tests.template_game.pile import stone_centres

    app = FakeApp()
    setup = GameSetup("nim", [SeatConfig("Mia", "red", "human", device="mouse"),
                              SeatConfig("Leo", "blue", "human", device="kb_left")], seed=0)
    scene = nim.make_scene(app, setup)
    app.push(scene)
    third_from_last = stone_centres(scene.state.stones)[-3]
    scene.on_intent(I.Intent(I.POINTER_DOWN, "mouse", seat=0, pos=third_from_last, button=1))
    assert scene.state.stones == 12 and scene.state.active == 1


def test_the_attract_mode_plays_every_seat_saves_nothing_and_any_press_leaves(nim):
    app = FakeApp()
    setup = GameSetup("nim", [SeatConfig("Mia", "red", "human", device="kb_left"),
                              SeatConfig("Leo", "blue", "bot")], seed=3)
    scene = nim.make_scene(app, setup)
    scene.start_attract()
    app.push(scene)
    assert set(scene.bots) == {0, 1} and app.input.device_of(0) is None  # nobody's keys are taken
    for _ in range(400):
        app.frame(1 / 30)
        if scene.state.stones < 10:
            break
    assert scene.state.stones < 10 and not app.saves.saved
    scene.on_intent(I.Intent(I.CONFIRM, "kb_right"))
    assert app.titles == 1


# the contract followed in a copy of the project -----------------------------------------------------------
def contract_commands() -> list[list[str]]:
    """The shell lines of the contract's "How to add a game" block, split into words."""
    text = CONTRACT.read_text(encoding="utf-8")
    section = text.split("## How to add a game", 1)[1].split("\n## ", 1)[0]
    block = re.search(r"```sh\n(.*?)```", section, re.S)
    assert block, "the contract's How to add a game has no ```sh block of steps"
    return [shlex.split(line) for line in block.group(1).splitlines() if line.strip() and not line.startswith("#")]


def run_step(words: list[str], cwd: Path) -> None:
    """One contract step, done as the shell would (mkdir, cp with a glob), on any system."""
    command, *args = words
    if command == "mkdir":
        for a in args:
            (cwd / a).mkdir()
    elif command == "cp":
        *sources, target = args
        found = [Path(p) for s in sources for p in sorted(glob(str(cwd / s)))]
        assert found, f"nothing matches {sources}"
        for src in found:
            dest = cwd / target
            shutil.copy2(src, dest / src.name if dest.is_dir() else dest)
    else:
        raise AssertionError(f"the contract asks for {command!r}: say it as mkdir / cp")


def copy_project(dest: Path) -> None:
    files = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    for name in files.decode().split("\0"):
        if not name or name.startswith("docs/screenshots/"):  # pictures only: no code or test reads them
            continue
        src = ROOT / name
        if src.is_file():
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / name)


def test_the_contract_steps_are_only_the_game_folder_and_its_catalogues():
    steps = contract_commands()
    assert steps, "no steps"
    touched = [w[-1] for w in steps]
    assert all(t.startswith("game/games/nim") or re.fullmatch(r"assets/i18n/[\w-]+/nim\.json", t) for t in touched)


@pytest.fixture(scope="module")
def project(tmp_path_factory):
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout: the copy takes the tracked files")
    root = tmp_path_factory.mktemp("project")
    start = time.perf_counter()
    copy_project(root)
    for words in contract_commands():
        run_step(words, root)
    env = {**os.environ, "PYTHONPATH": str(root), "PYTHONDONTWRITEBYTECODE": "1"}
    env.pop("PYTEST_ADDOPTS", None)
    return root, env, start


def run(project, *args, timeout=240) -> subprocess.CompletedProcess:
    root, env, _ = project
    return subprocess.run([sys.executable, *args], cwd=root, env=env, capture_output=True, text=True,
                          timeout=timeout)


def test_in_the_copy_the_registry_lists_nim_after_the_five(project):
    out = run(project, "-c", "from game.games import registry; r = registry(); print(r.ids(), r.left_out)")
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == f"{SHIPPED + ['nim']} {{}}"


def test_in_the_copy_simulate_plays_thirty_games_without_an_error(project):
    out = run(project, "-m", "game", "simulate", "nim", "--games", "30")
    assert out.returncode == 0, out.stderr
    assert "nim: 30/30 games finished, 0 errors" in out.stdout


def test_in_the_copy_the_smoke_check_passes_for_nim(project):
    out = run(project, "main.py", "--smoke", "--scene", "nim", "--seconds", "1")
    assert out.returncode == 0, out.stdout + out.stderr
    assert re.search(r"^PASS  nim: ", out.stdout, re.M) and "1 failed" not in out.stdout


def test_in_the_copy_the_cross_game_tests_pass_with_nim(project):
    out = run(project, "-m", "pytest", "-x", "-p", "no:cacheprovider", "-k", NOT_IN_THE_COPY, *CROSS_GAME_TESTS,
              timeout=600)
    assert out.returncode == 0, out.stdout[-4000:] + out.stderr[-2000:]
    assert re.search(r"\d+ passed", out.stdout) and " failed" not in out.stdout
    ran = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-qq", "-k", "nim", *CROSS_GAME_TESTS],
                         cwd=project[0], env=project[1], capture_output=True, text=True, timeout=240).stdout
    nim_cases = sum(int(n) for n in re.findall(r"^tests/\S+: (\d+)$", ran, re.M))  # pytest -q: cases per file
    assert nim_cases >= 10, ran[-2000:]  # Nim's own cases were among them
    print(f"the copy, its steps and every check: {time.perf_counter() - project[2]:.1f} s")
