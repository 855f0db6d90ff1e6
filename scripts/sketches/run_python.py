"""Runs every Python technique sketch (content/sketches/{id}/run.py) and prints, as JSON, what each
run's example() and failure() logged: {id: {"example": [...], "failure": [...]}} or {"error": ...}.
tests/unit/sketches.test.ts compares this with the recorded output the pages show. Standard library
only; each run gets a fresh module namespace and its own folder first on the import path."""

import importlib.util
import json
import sys
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2] / "content" / "sketches"


def run_one(folder: Path) -> dict:
    sys.path.insert(0, str(folder))
    sys.modules.pop("sketch", None)
    try:
        spec = importlib.util.spec_from_file_location(f"run_{folder.name.replace('-', '_')}", folder / "run.py")
        assert spec and spec.loader
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        result = {}
        for part in ("example", "failure"):
            lines = []
            getattr(module, part)(lines.append)
            result[part] = lines
        return result
    except Exception:  # a failing run is reported, not fatal: the test names the technique
        return {"error": traceback.format_exc()}
    finally:
        sys.path.remove(str(folder))


def main() -> None:
    sys.path.insert(0, str(ROOT))
    only = set(sys.argv[1:])
    results = {}
    for folder in sorted(ROOT.iterdir()):
        if folder.name.startswith("_") or not (folder / "run.py").exists():
            continue
        if only and folder.name not in only:
            continue
        results[folder.name] = run_one(folder)
    json.dump(results, sys.stdout)


if __name__ == "__main__":
    main()
