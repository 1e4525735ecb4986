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


@pytest.fixture(scope="module")
def dask_cluster():
    """A Dask LocalCluster of 2 single-threaded in-process workers behind a TCP scheduler (so
    `--dask tcp://...` reaches it too) and its client. Dask is the `dask` extra, which the test
    extra installs: without it these tests skip, except in CI."""
    try:
        import distributed
    except ImportError:
        skip_unless_ci("Dask is not installed (pip install -e '.[dask]')")
    with (distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False,
                                   protocol="tcp", dashboard_address=None) as local,
          distributed.Client(local) as client):
        yield local, client
