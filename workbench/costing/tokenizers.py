"""Token counters, loaded only when a cost is asked for.

Exact: OpenAI's `o200k_base` (GPT-4o, GPT-4.1, o-series, GPT-5), counted with `tiktoken` from BPE
ranks found on this machine; nothing is ever downloaded. The ranks are accepted from, in order:
the file named by `TOOLSCHEMA_O200K` (a `.tiktoken` file, or the ranks module of the npm package
`js-tiktoken`), the workbench's cache (`$XDG_CACHE_HOME/toolschema/o200k_base.tiktoken`, written
after a verified conversion), tiktoken's own cache (`TIKTOKEN_CACHE_DIR`), or the npm package
`js-tiktoken` installed under the workbench cache or the current directory (`node_modules/`).
Whatever the source, the ranks must hash to the SHA-256 that tiktoken itself pins for
`o200k_base` (https://github.com/openai/tiktoken/blob/main/tiktoken_ext/openai_public.py), so
an exact count is OpenAI's encoding or nothing.

Estimates: Anthropic and Google publish no tokenizer for their current models, so their counts
are estimates, labelled as such, made with o200k_base as a proxy; without the ranks every count
is an estimate of one token per 4 bytes.
"""

from __future__ import annotations

import base64
import hashlib
import io
import json
import os
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

O200K_SHA256 = "446a9538cb6c348e3516120d7c08b09f57c36495e2acfffe59a5bf8b0cfb1a2d"
O200K_URL = "https://openaipublic.blob.core.windows.net/encodings/o200k_base.tiktoken"
O200K_SPECIAL = {"<|endoftext|>": 199999, "<|endofprompt|>": 200018}
BYTES_PER_TOKEN = 4
# tiktoken's o200k_base pre-tokenizer (tiktoken_ext/openai_public.py, URL above); calling its
# `o200k_base()` would download the ranks, so the pattern is repeated here and a test keeps the two
# equal.
O200K_PATTERN = "|".join([
    r"""[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]*[\p{Ll}\p{Lm}\p{Lo}\p{M}]+(?i:'s|'t|'re|'ve|'m|'ll|'d)?""",
    r"""[^\r\n\p{L}\p{N}]?[\p{Lu}\p{Lt}\p{Lm}\p{Lo}\p{M}]+[\p{Ll}\p{Lm}\p{Lo}\p{M}]*(?i:'s|'t|'re|'ve|'m|'ll|'d)?""",
    r"""\p{N}{1,3}""",
    r""" ?[^\s\p{L}\p{N}]+[\r\n/]*""",
    r"""\s*[\r\n]+""",
    r"""\s+(?!\S)""",
    r"""\s+""",
])


CACHED_MAX = 1 << 12  # texts a Counter keeps the count of: the junctions, and names up to this


@dataclass
class Counter:
    """Counts tokens of texts; caches the short ones (junctions repeat a lot; a long text is one
    tool's own, and a cache of every one would hold every tool ever counted), up to
    `CACHED_MAX` of them (short texts include every tool name)."""

    name: str
    exact: bool
    method: str
    encode: Callable[[str], int]
    cache: dict[str, int] = field(default_factory=dict)

    def count(self, text: str) -> int:
        n = self.cache.get(text)
        if n is None:
            n = self.encode(text)
            if len(text) <= 64 and len(self.cache) < CACHED_MAX:
                self.cache[text] = n
        return n


def cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "toolschema"


def byte_estimate() -> Counter:
    return Counter("bytes/4", False, f"estimate: UTF-8 bytes / {BYTES_PER_TOKEN} (no o200k_base "
                   "ranks found on this machine)", lambda t: -(-len(t.encode("utf-8")) // BYTES_PER_TOKEN))


@lru_cache(maxsize=1)
def o200k() -> Counter | None:
    """The exact o200k_base counter, or None when tiktoken or the verified ranks are missing."""
    try:
        import tiktoken
    except ImportError:
        return None
    ranks = _find_ranks()
    if ranks is None:
        return None
    enc = tiktoken.Encoding("o200k_base", pat_str=O200K_PATTERN, mergeable_ranks=ranks,
                            special_tokens=O200K_SPECIAL)
    # The encoding's Rust core holds its own copy of the ranks; tiktoken keeps the Python dict
    # only to pickle the encoding, which this counter never does: ~25 MB of bytes and ints for
    # the life of the process (a lint of a large set loads the counter at its peak).
    if isinstance(getattr(enc, "_mergeable_ranks", None), dict):
        enc._mergeable_ranks = {}
    del ranks
    return Counter("o200k_base", True, "exact: o200k_base (tiktoken)",
                   lambda text: len(enc.encode_ordinary(text)))


def _find_ranks() -> dict[bytes, int] | None:
    own = cache_dir() / "o200k_base.tiktoken"
    candidates: list[Path] = []
    if os.environ.get("TOOLSCHEMA_O200K"):
        candidates.append(Path(os.environ["TOOLSCHEMA_O200K"]))
    candidates.append(own)
    tiktoken_cache = os.environ.get("TIKTOKEN_CACHE_DIR") or os.environ.get("DATA_GYM_CACHE_DIR") \
        or os.path.join(__import__("tempfile").gettempdir(), "data-gym-cache")
    candidates.append(Path(tiktoken_cache) / hashlib.sha1(O200K_URL.encode()).hexdigest())
    for root in (cache_dir(), Path.cwd()):
        candidates.append(root / "node_modules" / "js-tiktoken" / "dist" / "ranks" / "o200k_base.js")
    for path in candidates:
        text = _ranks_text(path)
        if text is None:
            continue
        if path != own:
            _save(own, text)
        return parse_tiktoken(text)
    return None


def _ranks_text(path: Path) -> str | None:
    """The ranks at `path` as tiktoken's text format, if they are exactly o200k_base."""
    try:
        raw = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None
    text = raw if not raw.lstrip().startswith(("export", "{", "module")) else from_js_tiktoken(raw)
    if text is None or hashlib.sha256(text.encode("utf-8")).hexdigest() != O200K_SHA256:
        return None
    return text


def from_js_tiktoken(source: str) -> str | None:
    """js-tiktoken's ranks module (`{"pat_str", "special_tokens", "bpe_ranks": "! 0 IQ== ..."}`,
    runs of base64 tokens after their first rank) as tiktoken's `TOKEN RANK` lines."""
    try:
        data: Any = json.loads(source[source.index("{"): source.rindex("}") + 1])
        lines: list[str] = []
        for row in data["bpe_ranks"].split("\n"):
            if not row:
                continue
            _, offset, *tokens = row.split(" ")
            start = int(offset)
            lines.extend(f"{tok} {start + i}" for i, tok in enumerate(tokens))
    except (ValueError, KeyError, TypeError):
        return None
    lines.sort(key=lambda line: int(line.rsplit(" ", 1)[1]))
    return "\n".join(lines) + "\n"


def parse_tiktoken(text: str) -> dict[bytes, int]:
    out = {}
    for line in io.StringIO(text):  # a line at a time: no list of 200,000 lines beside the dict
        if line.strip():
            token, rank = line.split()
            out[base64.b64decode(token)] = int(rank)
    return out


def _save(path: Path, text: str) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(text, encoding="utf-8")
        tmp.replace(path)
    except OSError:
        pass  # a read-only home only costs the conversion again next time
