"""Lint configuration: `[tool.toolschema]` in a `pyproject.toml`, merged with explicit arguments.

    [tool.toolschema]
    profiles = ["openai-strict", "mcp"]       # or "openai-strict,mcp"
    select = ["naming", "param-missing-description"]   # rule ids or categories; default: all
    ignore = ["style-consistency"]
    severity = { "portability" = "error", "huge-enum" = "info" }

Explicit arguments (the CLI flags, `lint(profiles=..., select=..., ...)`) replace the file's
`profiles`, `select` and `ignore`, and are laid over its `severity` table. Every value is checked
here, so a typo fails with one `ConfigError` naming the file, the key and the closest valid value.
"""

from __future__ import annotations

import difflib
import os
import sys
from collections.abc import Iterable, Mapping, Sequence, Set
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal

from workbench.errors import ConfigError
from workbench.model import CATEGORIES, RULE_GROUPS, SEVERITIES

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised on 3.10 only
    import tomli as tomllib

KEYS = ("profiles", "select", "ignore", "severity")

# What `lint()` takes for names (profiles, rules, categories): a list, tuple or set of them, or one
# comma-separated string; for severities, {rule-or-category: level} or ["rule=level", ...]; for
# the configuration, what `resolve_config` reads.
Names = str | Sequence[str] | Set[str]
SeverityTable = Mapping[str, str] | Sequence[str]


@dataclass(frozen=True)
class LintConfig:
    profiles: tuple[str, ...] | None = None
    select: tuple[str, ...] | None = None
    ignore: tuple[str, ...] = ()
    severity: Mapping[str, str] = field(default_factory=dict)
    source: str | None = None  # the file it came from, for messages

    def merged(self, *, profiles: Names | None = None, select: Names | None = None,
               ignore: Names | None = None, severity: SeverityTable | None = None) -> LintConfig:
        """This configuration with explicit arguments laid over it."""
        where = "argument"
        out = self
        if profiles is not None:
            out = replace(out, profiles=_names(profiles, "profiles", where))
        if select is not None:
            out = replace(out, select=_names(select, "select", where))
        if ignore is not None:
            out = replace(out, ignore=_names(ignore, "ignore", where))
        if severity is not None:
            out = replace(out, severity={**out.severity, **_severity_table(severity, where)})
        return out


ConfigSource = LintConfig | Mapping[str, Any] | str | os.PathLike[str] | Literal[False] | None


def find_pyproject(start: str | os.PathLike[str] | None = None) -> Path | None:
    """The nearest `pyproject.toml` with a `[tool.toolschema]` table, from `start` (default: the
    current directory) upwards; None when there is none."""
    here = Path(start or os.getcwd()).resolve()
    for folder in (here, *here.parents):
        candidate = folder / "pyproject.toml"
        if candidate.is_file():
            try:
                text = candidate.read_text(encoding="utf-8")
            except OSError:
                continue
            if "toolschema" in text and _table(candidate, text) is not None:
                return candidate
    return None


def load_config(path: str | os.PathLike[str]) -> LintConfig:
    """Read `[tool.toolschema]` from a TOML file (an empty config when the table is absent).
    Cached by path and modification time: a notebook may lint on every keystroke."""
    p = Path(path)
    try:
        stamp = p.stat().st_mtime_ns
    except OSError as exc:
        raise ConfigError(f"{p}: cannot read configuration ({exc.strerror or exc})") from None
    return _load_config(str(p), stamp)


@lru_cache(maxsize=32)
def _load_config(path: str, stamp: int) -> LintConfig:
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as exc:
        raise ConfigError(f"{p}: cannot read configuration ({exc.strerror or exc})") from None
    table = _table(p, text)
    return from_mapping(table or {}, source=str(p))


def from_mapping(table: Mapping[str, Any], *, source: str = "configuration") -> LintConfig:
    if not isinstance(table, Mapping):
        raise ConfigError(f"{source}: [tool.toolschema] must be a table")
    unknown = [k for k in table if k not in KEYS]
    if unknown:
        raise ConfigError(f"{source}: unknown key {unknown[0]!r} in [tool.toolschema]"
                          f"{_did_you_mean(unknown[0], KEYS)}; allowed: {', '.join(KEYS)}")
    return LintConfig(
        profiles=_names(table["profiles"], "profiles", source) if "profiles" in table else None,
        select=_names(table["select"], "select", source) if "select" in table else None,
        ignore=_names(table.get("ignore", ()), "ignore", source),
        severity=_severity_table(table.get("severity", {}), source),
        source=source,
    )


def resolve_config(config: ConfigSource) -> LintConfig:
    """`config` as `lint()` takes it: None (discover from the current directory), False (none),
    a path to a TOML file, a mapping (the `[tool.toolschema]` table itself) or a LintConfig."""
    if config is None:
        found = find_pyproject()
        return load_config(found) if found else LintConfig()
    if config is False:
        return LintConfig()
    if isinstance(config, LintConfig):
        return config
    if isinstance(config, (str, os.PathLike)):
        return load_config(config)
    if isinstance(config, Mapping):
        return from_mapping(config)
    raise ConfigError(f"config must be a path, a mapping or a LintConfig, not {type(config).__name__}")


def check_names(names: Iterable[str], rule_ids: Iterable[str], key: str, source: str | None) -> None:
    """Every entry of select/ignore/severity must name a rule, a category, a group or ALL."""
    valid = set(rule_ids) | set(CATEGORIES) | set(RULE_GROUPS) | {"ALL", "all"}
    for name in names:
        if name not in valid:
            where = f"{source}: " if source else ""
            raise ConfigError(f"{where}{key}: unknown rule or category {name!r}"
                              f"{_did_you_mean(name, sorted(valid))}")


def check_profiles(profiles: Iterable[str], source: str | None) -> None:
    from workbench.profiles import PROFILES

    for pid in profiles:
        if pid not in PROFILES:
            where = f"{source}: " if source else ""
            raise ConfigError(f"{where}profiles: unknown profile {pid!r}"
                              f"{_did_you_mean(pid, list(PROFILES))}; choose from {', '.join(PROFILES)}")


def _table(path: Path, text: str) -> Mapping[str, Any] | None:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path}: invalid TOML: {exc}") from None
    tool = data.get("tool")
    table = tool.get("toolschema") if isinstance(tool, Mapping) else None
    return table


def _names(value: Any, key: str, source: str) -> tuple[str, ...]:
    """A list of names, or one comma-separated string."""
    if isinstance(value, str):
        items: list[Any] = list(value.split(","))
    elif isinstance(value, (list, tuple, set, frozenset)):
        items = []
        for v in value:
            items.extend(v.split(",") if isinstance(v, str) else [v])
    else:
        raise ConfigError(f"{source}: {key} must be a list of strings, not {type(value).__name__}")
    out = []
    for v in items:
        if not isinstance(v, str):
            raise ConfigError(f"{source}: {key} entries must be strings, got {v!r}")
        if v.strip():
            out.append(v.strip())
    return tuple(out)


def _severity_table(value: Any, source: str) -> dict[str, str]:
    if isinstance(value, (list, tuple)):  # ["rule=level", ...] as the CLI gives it
        table: dict[str, Any] = {}
        for item in value:
            if not isinstance(item, str) or "=" not in item:
                raise ConfigError(f"{source}: severity entries look like RULE=LEVEL, got {item!r}")
            k, _, v = item.partition("=")
            table[k.strip()] = v.strip()
        value = table
    if not isinstance(value, Mapping):
        raise ConfigError(f"{source}: severity must be a table of rule-or-category = level")
    out = {}
    for k, v in value.items():
        if v not in SEVERITIES:
            raise ConfigError(f"{source}: severity for {k!r} must be one of {', '.join(SEVERITIES)}"
                              f", not {v!r}")
        out[str(k)] = v
    return out


def _did_you_mean(name: str, choices: Iterable[str]) -> str:
    close = difflib.get_close_matches(str(name), list(choices), n=1, cutoff=0.6)
    return f" (did you mean {close[0]!r}?)" if close else ""
