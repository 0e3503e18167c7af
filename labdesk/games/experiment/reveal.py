"""The influence reveal's halfway view, derived from the observations before and after it (no pygame).

The rules turn every seat's commitment into its new hand and its two cards in front at once; the
table shows it in two steps, so no card is ever in a hand and on the table together:

1. ``turning``: the placed card has left every hand, the card taken into the hand has not arrived,
   and both cards in front lie face down while they turn over;
2. ``landed``: the hands and fronts as the rules have them; the rest of the table (pick order, the
   secret cards a peeker sees) waits for its own events' steps.
"""
from __future__ import annotations


def landed(before: dict, after: dict) -> dict:
    """The table before the reveal with every seat's cards as after it."""
    return {**before, "seats": after["seats"]}


def turning(before: dict, after: dict) -> dict:
    """Every seat's hand without the card it takes (the rules add it last), both cards in front face
    down, no total yet."""
    seats = [{**seat, "hand": seat["hand"][:-1], "front": [None] * len(seat["front"]), "influence": None,
              "committed": True} for seat in after["seats"]]
    return {**before, "seats": seats}
