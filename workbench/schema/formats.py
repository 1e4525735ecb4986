"""Strings for the `format`s tool schemas use: one fixed example each (the smallest-instance
builder, diff witnesses) and a random generator each (the sampler), from the same list of names.

Formats are annotations in draft 2020-12 (`workbench.schema.validate` asserts them only when
asked), so these only need to look right to an executor that does check them.
"""

from __future__ import annotations

import random
import string
import uuid
from collections.abc import Callable

EXAMPLES: dict[str, str] = {
    "date-time": "2026-01-01T00:00:00Z", "date": "2026-01-01", "time": "00:00:00Z",
    "email": "a@example.com", "idn-email": "a@example.com", "uuid": "00000000-0000-4000-8000-000000000000",
    "uri": "https://example.com", "iri": "https://example.com", "uri-reference": "https://example.com",
    "ipv4": "127.0.0.1", "ipv6": "::1", "hostname": "example.com", "idn-hostname": "example.com",
    "duration": "P1D",
}


def _date(rng: random.Random) -> str:
    return f"{rng.randint(1970, 2040):04d}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"


def _time(rng: random.Random) -> str:
    zone = rng.choice(("Z", "+08:00", "-05:00", "+00:00"))
    return f"{rng.randint(0, 23):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}{zone}"


def _word(rng: random.Random, n: int = 6) -> str:
    return "".join(rng.choice(string.ascii_lowercase) for _ in range(rng.randint(1, n)))


def _url(rng: random.Random) -> str:
    return f"https://{_word(rng)}.example.com/{_word(rng)}"


def _email(rng: random.Random) -> str:
    return f"{_word(rng)}@{_word(rng)}.com"


RANDOM: dict[str, Callable[[random.Random], str]] = {
    "date-time": lambda r: f"{_date(r)}T{_time(r)}",
    "date": _date,
    "time": _time,
    "email": _email,
    "idn-email": _email,
    "uuid": lambda r: str(uuid.UUID(int=r.getrandbits(128), version=4)),
    "uri": _url,
    "url": _url,
    "uri-reference": lambda r: f"/{_word(r)}/{_word(r)}",
    "iri": _url,
    "hostname": lambda r: f"{_word(r)}.example.com",
    "ipv4": lambda r: ".".join(str(r.randint(0, 255)) for _ in range(4)),
    "ipv6": lambda r: ":".join(f"{r.randint(0, 65535):x}" for _ in range(8)),
    "duration": lambda r: f"P{r.randint(0, 30)}DT{r.randint(0, 23)}H",
}
