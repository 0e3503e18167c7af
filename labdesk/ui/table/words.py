"""Words every board says the same way. Pure (no pygame), so the games' ``words.py`` modules can
use them and stay testable without a window; translated when asked for."""
from __future__ import annotations

from labdesk.i18n import _


def round_label(n: int) -> str:
    """"Round 3": the banner as a round starts, or the header that shows which round it is."""
    return _("Round {n}").format(n=n)
