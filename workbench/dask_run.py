"""Work on a Dask cluster (`--dask tcp://HOST:PORT`, `client=` in Python), imported only when asked
for: Dask (`dask.distributed`) is the optional extra `toolschema-workbench[dask]`.

The verbs keep their own merging: a worker gets a part (a log file or byte range of one, a chunk
of tools) and sends back its results; this process merges them in input order, as `--jobs`
merges forked workers' results (`workbench/parallel.py`), so a report is the same wherever it ran.
The workers need the package (the same version) installed; the files a Dask audit reads must be
readable on the workers under the same paths.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from workbench.errors import InvalidArgument

T = TypeVar("T")
INSTALL = "pip install 'toolschema-workbench[dask]'"
CONNECT_SECONDS = 10.0


def connect(address: str, timeout: float | None = None) -> Any:
    """A `dask.distributed.Client` of the scheduler at `address` (`tcp://HOST:PORT`).
    InvalidArgument (exit 2, one line) when Dask is not installed or the scheduler cannot be
    reached (within `timeout` seconds, default `CONNECT_SECONDS`)."""
    try:
        from distributed import Client
    except ImportError:
        raise InvalidArgument(f"--dask needs Dask, which is not installed: {INSTALL}") from None
    try:
        return Client(address, timeout=timeout or CONNECT_SECONDS)  # type: ignore[no-untyped-call]
    except (OSError, TimeoutError, ValueError) as exc:
        raise InvalidArgument(f"--dask: cannot reach the Dask scheduler at {address}: {exc}") from None


def map_chunks(client: Any, work: Callable[..., list[T]], items: Sequence[Any], *shared: Any,
               chunks: int | None = None) -> list[T]:
    """`work(chunk, *shared)` over contiguous chunks of `items` on the cluster, the results
    flattened in input order. `shared` arguments are sent to the workers once (scattered), not
    once per chunk; `chunks` defaults to four per worker thread."""
    from workbench.parallel import chunk_bounds

    if not items:
        return []
    if chunks is None:
        threads = sum(client.nthreads().values()) or 1
        chunks = threads * 4
    scattered = [client.scatter([value], broadcast=True)[0] for value in shared]
    futures = [client.submit(work, list(items[start:stop]), *scattered, pure=False)
               for start, stop in chunk_bounds(len(items), chunks)]
    try:
        return [item for future in futures for item in future.result()]
    finally:
        client.cancel(futures)
