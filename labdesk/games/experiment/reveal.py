"""The halfway views of influence played, derived from the observation the table shows and the
newest one (no pygame), so no card is ever in a hand and on the table together.

A card played face up (advanced and two-player games) leaves its seat's hand as it flies
(``leaving``) and shows in front when it lands (``arrived``). The standard game's reveal turns every
seat's commitment into its new hand and its two cards in front at once; the table shows it in two
steps:

1. ``turning``: the placed card has left every hand, the card taken into the hand has not arrived,
   and both cards in front lie face down while they turn over;
2. ``landed``: the hands and fronts as the rules have them; the rest of the table (pick order, the
   secret cards a peeker sees) waits for its own events' steps.

A new round (``new_round``) clears last round's cards in front and totals as it begins, before the
new cards are dealt: no panel shows last round's "= 2" beside the new round's label.
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


def new_round(view: dict, after: dict) -> dict:
    """``view`` as the round ``after`` shows begins: nothing in front, no influence chosen or
    totalled yet (the dealt cards arrive with their own events); hands and the rest as they were."""
    seats = [{key: value for key, value in seat.items() if key != "commit"} | {"front": [], "influence": None,
                                                                               "committed": False}
             for seat in view["seats"]]
    return {**view, "seats": seats, "round": after["round"], "phase": after["phase"]}


def leaving(view: dict, after: dict, seat: int) -> dict:
    """``view`` with the seat's hand as after its card was played (the card is on its way)."""
    seats = list(view["seats"])
    seats[seat] = {**seats[seat], "hand": after["seats"][seat]["hand"]}
    return {**view, "seats": seats}


def arrived(view: dict, after: dict, seat: int) -> dict:
    """``view`` with the seat's cards as after its card was played."""
    seats = list(view["seats"])
    seats[seat] = after["seats"][seat]
    return {**view, "seats": seats}


def held(seat: dict) -> list:
    """The seat's hand as it lies: a card it has committed (the viewer's own, before the reveal) lies
    on the table, out of the hand."""
    hand, commit = list(seat["hand"]), seat.get("commit")
    if commit and commit["value"] in hand:
        hand.remove(commit["value"])
    return hand
