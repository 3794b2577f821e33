"""Build the PyInstaller onedir bundle and (with --check) prove it runs: `dist/TableTales/TableTales --smoke`
must exit 0 headless. Prints the bundle size and the first-frame time the smoke run reports.

    python tools/build_bundle.py            # build into dist/TableTales
    python tools/build_bundle.py --check    # build, then run the bundle's smoke test
    python tools/build_bundle.py --check --no-build   # only run the smoke test of an existing build
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "dist" / "TableTales"


def dir_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def build() -> None:
    t0 = time.perf_counter()
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
           "--distpath", str(ROOT / "dist"), "--workpath", str(ROOT / "build"), str(ROOT / "table_tales.spec")]
    subprocess.run(cmd, check=True, cwd=ROOT)
    print(f"bundle built in {time.perf_counter() - t0:.1f} s: {DIST} ({dir_size(DIST) / 1e6:.1f} MB)")


def check() -> int:
    exe = DIST / ("TableTales.exe" if os.name == "nt" else "TableTales")
    if not exe.exists():
        print(f"no bundle at {exe}: build it first", file=sys.stderr)
        return 2
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    home = ROOT / "build" / "smoke-home"
    shutil.rmtree(home, ignore_errors=True)
    env["TABLE_TALES_HOME"] = str(home)
    t0 = time.perf_counter()
    proc = subprocess.run([str(exe), "--smoke"], env=env, capture_output=True, text=True, timeout=600)
    print(proc.stdout[-4000:])
    if proc.returncode != 0:
        print(proc.stderr[-4000:], file=sys.stderr)
    print(f"bundle smoke: exit {proc.returncode} in {time.perf_counter() - t0:.1f} s")
    return proc.returncode


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="run the built bundle's --smoke test")
    ap.add_argument("--no-build", action="store_true", help="do not rebuild")
    args = ap.parse_args()
    if not args.no_build:
        build()
    return check() if args.check else 0


if __name__ == "__main__":
    sys.exit(main())
