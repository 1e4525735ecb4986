"""pandas renderings. pandas is imported here, inside the functions, and nowhere in the core."""

from __future__ import annotations

import json
from typing import Iterable

from workbench.model import Finding

COLUMNS = ("tool", "path", "rule", "category", "severity", "message", "fix", "suppressed")


def findings_frame(findings: Iterable[Finding]):
    """One row per finding; `fix` as compact JSON text (None when there is none)."""
    import pandas as pd

    rows = [(f.tool, f.path, f.rule, f.category, f.severity, f.message,
             json.dumps([dict(op) for op in f.fix], ensure_ascii=False) if f.fix else None,
             f.suppressed) for f in findings]
    return pd.DataFrame(rows, columns=list(COLUMNS))
