import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from helpers import CORPORA  # noqa: E402


@pytest.fixture
def corpora():
    if not CORPORA.is_dir():
        pytest.skip("../shared/corpora is absent (a user's clone); CI has it")
    return CORPORA
