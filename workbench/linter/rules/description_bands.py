"""The description data `near-duplicate-tools` (`workbench/linter/rules/collision.py`) compares,
built tool by tool and held compactly, since it is held for the whole set at once.

Each description's features (its words less stop words, and the CJK bigrams) become a sorted
array of feature numbers (`array('I')`, ~4 bytes a feature) instead of a frozenset of strings
(~30 bytes a feature and the table); the MinHash of the features (8 hashes, 4 bands of 2) puts
the tool in one bucket per band, and each tool's bucket and place in each band are two flat
arrays. A bucket is named by the first tool placed in it (`bucket_id`); a bucket of one tool
holds that number only. On the scale bench's synthetic tools this is ~0.4 KiB a tool against
~1.5 KiB for the sets, tuples and lists it replaces; the buckets, their order and their members
are the same, so the rule compares the same pairs.
"""

from __future__ import annotations

import zlib
from array import array
from collections.abc import Iterable, Iterator
from functools import lru_cache

from workbench import lexicon as lx
from workbench.text import cjk_bigrams, words

# 8 MinHash functions (seeded 64-bit multiplicative mixes of the word's crc32) in 4 bands of
# 2: a pair with Jaccard 0.85 shares a band with p ≈ 0.994, and one common word does not make
# a huge bucket.
_SEEDS = (0x9E3779B97F4A7C15, 0xC2B2AE3D27D4EB4F, 0x165667B19E3779F9, 0xD6E8FEB86659FD93,
          0xFF51AFD7ED558CCD, 0xC4CEB9FE1A85EC53, 0x94D049BB133111EB, 0xBF58476D1CE4E5B9)
_MASK = (1 << 64) - 1
_BAND = 2
BANDS = len(_SEEDS) // _BAND
MAX_BUCKET = 400  # members of a bucket compared with each other; the later ones are not
MIN_FEATURES = 5  # a description with fewer features is in no bucket


def features(text: str) -> frozenset[str]:
    """The words of a description less stop words and one-letter words, and its CJK bigrams."""
    feats = {w for w in words(text) if w not in lx.STOPWORDS and len(w) > 1}
    feats |= cjk_bigrams(text)
    return frozenset(feats)


@lru_cache(maxsize=65536)
def _mixes(feature: str) -> tuple[int, ...]:
    # (h ^ seed) * odd constant mod 2^64 is a bijection whose high bits are well mixed; the min
    # is decided by the high bits. Cached: a corpus repeats its words thousands of times.
    h = zlib.crc32(feature.encode())
    return tuple(((h ^ seed) * 0x9E3779B97F4A7C15) & _MASK for seed in _SEEDS)


def minhashes(feats: Iterable[str]) -> tuple[int, ...]:
    """The 8 MinHash values of a non-empty feature set."""
    return tuple(map(min, zip(*map(_mixes, feats))))


class DescriptionBands:
    """The features of each text (`features`, numbered) and its MinHash band buckets, for the
    texts given in order (tool `i` is the i-th text)."""

    def __init__(self, texts: Iterable[str]) -> None:
        numbers: dict[str, int] = {}
        number = numbers.setdefault
        self.features: list[array[int]] = []
        # (band hashes << 2 | band) -> the bucket: the flat slot (4 * tool + band) of its only
        # member, or the list of its members' tool numbers in order; insertion order is the
        # order in which the buckets were first made
        self.buckets: dict[int, int | list[int]] = {}
        self._bucket = array("q")  # per tool and band: the bucket's id, -1 for none
        self._place = array("l")  # per tool and band: the tool's place in that bucket
        buckets = self.buckets
        for i, text in enumerate(texts):
            feats = features(text)
            self.features.append(array("I", sorted([number(w, len(numbers)) for w in feats])))
            if len(feats) < MIN_FEATURES:
                self._bucket.extend([-1] * BANDS)
                self._place.extend([MAX_BUCKET] * BANDS)
                continue
            mh = minhashes(feats)
            for band in range(BANDS):
                key = mh[band * _BAND] << 66 | mh[band * _BAND + 1] << 2 | band
                held = buckets.get(key)
                slot = i * BANDS + band
                if held is None:
                    buckets[key] = slot
                    self._bucket.append(slot)
                    self._place.append(0)
                elif isinstance(held, int):
                    buckets[key] = [held // BANDS, i]
                    self._bucket.append(held)
                    self._place.append(1)
                else:
                    self._bucket.append(held[0] * BANDS + band)
                    self._place.append(len(held))
                    held.append(i)

    def __len__(self) -> int:
        return len(self.features)

    def shared(self) -> Iterator[tuple[int, list[int]]]:
        """(bucket id, members) of every bucket of two tools or more, in the order they were made."""
        for key, held in self.buckets.items():
            if not isinstance(held, int):
                yield held[0] * BANDS + (key & (BANDS - 1)), held

    def judged_before(self, i: int, j: int, bucket_id: int) -> bool:
        """Whether the first band in which tools `i` and `j` share a bucket, both within the
        cap, is another one than `bucket_id`: the pair is judged there (the judgement is the
        same in every bucket)."""
        bucket, place = self._bucket, self._place
        for band in range(BANDS):
            bi, bj = bucket[i * BANDS + band], bucket[j * BANDS + band]
            if bi != bj or bi < 0:
                continue
            if place[i * BANDS + band] < MAX_BUCKET and place[j * BANDS + band] < MAX_BUCKET:
                return bi != bucket_id
        return False

    def size(self, i: int) -> int:
        """How many features text `i` has."""
        return len(self.features[i])

    def jaccard(self, i: int, j: int) -> float:
        """The Jaccard similarity of the features of texts `i` and `j` (0 when one has none)."""
        a, b = self.features[i], self.features[j]
        if not a or not b:
            return 0.0
        inter = len(set(a).intersection(b))
        return inter / (len(a) + len(b) - inter)

    def drop_buckets(self) -> None:
        """Let the buckets and places go (the features stay)."""
        self.buckets = {}
        self._bucket = array("q")
        self._place = array("l")
