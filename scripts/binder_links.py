"""Write the Binder badges of README.md and of every notebook from the one repository address
in pyproject.toml (`[project.urls] Repository`). Run it after changing that address:

    python scripts/binder_links.py           # rewrite the badges
    python scripts/binder_links.py --check   # exit 1 if a badge is out of date (the tests do this)

The README's badge opens JupyterLab on Binder at the quickstart; each notebook's first cell has a
plain link (no badge image: a notebook opened offline must not fetch anything) to itself.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from urllib.parse import quote

ROOT = Path(__file__).resolve().parents[1]
BADGE = re.compile(r"\[!\[Binder\]\(https://mybinder\.org/badge_logo\.svg\)\]\([^)]*\)")
LINK = re.compile(r"\[▶ Run this notebook on Binder\]\([^)]*\)|" + BADGE.pattern)
QUICKSTART = "notebooks/01-quickstart.ipynb"


def repository() -> str:
    try:
        import tomllib
    except ModuleNotFoundError:  # Python 3.10
        import tomli as tomllib
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return data["project"]["urls"]["Repository"].rstrip("/")


def binder_url(repo: str, path: str) -> str:
    """The Binder launch URL of `path` (a file in the repository) opened in JupyterLab."""
    found = re.fullmatch(r"https://(github|gitlab)\.com/([^/]+)/([^/]+?)(?:\.git)?", repo)
    if found:
        host = {"github": "gh", "gitlab": "gl"}[found.group(1)]
        where = f"{host}/{found.group(2)}/{found.group(3)}/HEAD"
    else:  # any other git host
        where = f"git/{quote(repo, safe='')}/HEAD"
    return f"https://mybinder.org/v2/{where}?urlpath=lab/tree/{path}"


def badge(repo: str, path: str) -> str:
    return f"[![Binder](https://mybinder.org/badge_logo.svg)]({binder_url(repo, path)})"


def link(repo: str, path: str) -> str:
    return f"[▶ Run this notebook on Binder]({binder_url(repo, path)})"


def expected() -> dict[Path, str]:
    """Every file with a badge and the text it should have."""
    repo = repository()
    out: dict[Path, str] = {}
    readme = ROOT / "README.md"
    text = readme.read_text(encoding="utf-8")
    out[readme] = BADGE.sub(lambda _: badge(repo, QUICKSTART), text)
    for nb_path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        nb = json.loads(nb_path.read_text(encoding="utf-8"))
        first = next(c for c in nb["cells"] if c["cell_type"] == "markdown")
        source = "".join(first["source"])
        line = link(repo, f"notebooks/{nb_path.name}")
        # the line is bound now (a function replacement, so no backslash in it is read as an escape)
        source = LINK.sub(lambda _, line=line: line, source) if LINK.search(source) else f"{line}\n\n{source}"
        first["source"] = source.splitlines(keepends=True)
        out[nb_path] = json.dumps(nb, ensure_ascii=False, indent=1, sort_keys=True) + "\n"
    return out


def main(argv: list[str]) -> int:
    stale = []
    for path, text in expected().items():
        if path.read_text(encoding="utf-8") != text:
            stale.append(path)
            if "--check" not in argv:
                path.write_text(text, encoding="utf-8")
    if stale and "--check" in argv:
        print("out of date (run python scripts/binder_links.py):",
              ", ".join(str(p.relative_to(ROOT)) for p in stale))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
