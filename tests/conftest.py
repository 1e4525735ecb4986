import os

import pytest

from support import CORPORA


def skip_unless_ci(reason: str) -> None:
    """Skip on a user's machine; in CI (CI=true) the scripts install everything, so a missing
    prerequisite is a failure, not a silent skip."""
    if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
        pytest.fail(f"{reason} (CI must have it)")
    pytest.skip(reason)


@pytest.fixture
def corpora():
    if not CORPORA.is_dir():
        skip_unless_ci("../shared/corpora is absent (a user's clone); CI has it")
    return CORPORA
