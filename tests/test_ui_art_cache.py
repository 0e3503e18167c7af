"""The art cache is bounded by bytes: the least recently used pictures go first, the newest stays."""
import pygame

from labdesk.ui import art


def _surface(side: int) -> pygame.Surface:
    return pygame.Surface((side, side), pygame.SRCALPHA)  # 4 bytes a pixel


def test_cache_keeps_what_fits_and_drops_the_least_recently_used_first():
    cache = art.SurfaceCache(limit=3 * 100 * 100 * 4)
    made = []

    def make(key):
        def build():
            made.append(key)
            return _surface(100)
        return build

    for key in ("a", "b", "c"):
        cache.get((key,), make(key))
    assert cache.get(("a",), make("a")) is not None and made == ["a", "b", "c"]  # a hit: nothing made
    cache.get(("d",), make("d"))  # over the limit: "b" is now the least recently used
    assert len(cache) == 3 and cache.bytes <= cache.limit
    cache.get(("b",), make("b"))
    assert made[-1] == "b"  # it had been dropped, so it was made again
    cache.get(("a",), make("a"))  # used more recently than "c", which went to make room for "b"
    assert made == ["a", "b", "c", "d", "b"]


def test_a_picture_larger_than_the_whole_limit_is_still_returned():
    cache = art.SurfaceCache(limit=10)
    surf = cache.get(("big",), lambda: _surface(50))
    assert surf.get_size() == (50, 50) and len(cache) == 1


def test_the_shared_cache_is_bounded():
    assert isinstance(art._cache, art.SurfaceCache) and art._cache.limit == art.CACHE_BYTES
