"""`generate(schema)`: valid argument objects for a tool schema, reproducible for a seed.

Two engines behind one interface:
- the direct generator (`workbench.schema.sampling`), plain `random.Random(seed)`, for the common
  subset real tool schemas use (~100x cheaper per case than hypothesis-jsonschema, see
  bench/probe.py);
- hypothesis-jsonschema (`_compat.draw_from_schema`, driven through `@given`, never `.example()`)
  for the rest, and to top up when the direct generator's proposals are mostly rejected.

Every value is checked with `workbench.schema.validate.is_valid` before it is returned; a value that
fails is dropped and counted (`Generated.dropped`), so the output is sound by construction.
Constructs no engine handles faithfully are detected before generating and named, with the
reason, in `Generated.unsupported`.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from workbench.jsonutil import canonical
from workbench.prober import _schema
from workbench.prober._compat import regex_pool
from workbench.schema.sampling import DirectGenerator, Fail
from workbench.schema.validate import SchemaUnusable, compile_validator

Progress = Callable[[int, int], None]


@dataclass(frozen=True)
class Generated:
    valid: list[Any] = field(default_factory=list)
    unsupported: tuple[str, ...] = ()
    dropped: int = 0  # proposals that failed validation (never returned)
    engine: str = "none"  # "direct", "hypothesis-jsonschema", "direct+hypothesis-jsonschema"
    elapsed: float = 0.0


def generate(schema: Any, *, max_examples: int = 100, seed: int = 0, deadline: float | None = None,
             progress: Progress | None = None) -> Generated:
    """Up to `max_examples` distinct valid instances of `schema`.

    `deadline` is a time budget in seconds (None: count budget only). `progress(done, total)` is
    called after each accepted case.
    """
    started = time.perf_counter()
    end = None if deadline is None else started + deadline
    try:
        validator = compile_validator(schema)
    except SchemaUnusable as exc:
        return Generated(unsupported=(f"schema cannot be compiled: {exc}",),
                         elapsed=time.perf_counter() - started)
    reasons, hypothesis_ok = _schema.unsupported(schema)
    valid: list[Any] = []
    seen: set[str] = set()
    stats = {"dropped": 0, "duplicates": 0}
    engines: list[str] = []

    def offer(value: Any) -> bool:
        key = canonical(value)
        if key in seen:
            stats["duplicates"] += 1
            return False
        if not validator.is_valid(value):
            stats["dropped"] += 1
            return False
        seen.add(key)
        valid.append(value)
        if progress is not None:
            progress(len(valid), max_examples)
        return True

    def direct() -> bool:
        """Run the direct generator; True when its proposals were mostly rejected."""
        engines.append("direct")
        gen = DirectGenerator(schema, seed, patterns=regex_pool)
        for _ in range(max_examples * 3 + 30):
            if len(valid) >= max_examples or (end is not None and time.perf_counter() > end):
                break
            try:
                offer(gen.value())
            except (Fail, RecursionError):
                stats["dropped"] += 1
        return stats["dropped"] > max(10, stats["duplicates"])

    in_subset = _schema.direct_ok(schema) is None
    mostly_rejected = direct() if in_subset or not hypothesis_ok else True
    if (len(valid) < max_examples and hypothesis_ok and mostly_rejected
            and (end is None or time.perf_counter() < end)):
        from workbench.prober._compat import Unsupported, draw_from_schema

        engines.append("hypothesis-jsonschema")
        try:
            draw_from_schema(schema, max_examples - len(valid), seed, deadline=end, accept=offer)
        except Unsupported as exc:
            reasons.append(str(exc))
            if not in_subset and not valid:  # last resort: direct proposals, validator-filtered
                direct()
    return Generated(valid=valid, unsupported=tuple(reasons), dropped=stats["dropped"],
                     engine="+".join(engines) or "none", elapsed=time.perf_counter() - started)


def full_instance(schema: Any, seed: int = 0, tries: int = 20) -> Any | None:
    """A valid instance with every optional property present (depth-bounded) and non-empty
    arrays: the base the mutations start from, so every field can be targeted. None if the
    direct generator cannot make one."""
    gen = DirectGenerator(schema, seed, full=True, patterns=regex_pool)
    try:
        validator = compile_validator(schema)
    except SchemaUnusable:
        return None
    for _ in range(tries):
        try:
            value = gen.value()
        except (Fail, RecursionError):
            continue
        if validator.is_valid(value):
            return value
    return None
