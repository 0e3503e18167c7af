"""Reasons for Lab Chaos (pure), told by the hands a move changes: how many cards it leaves the
player, or whose hand it grows. "The closest to winning" is said only of a seat strictly closer than
every other one (with no End card in play, the one with fewest cards in hand)."""
from __future__ import annotations

from labdesk.engine.core import Rng
from labdesk.games.lab_chaos import ai, words
from labdesk.games.lab_chaos.rules import Answer, ChoosePlayer, DrawCard, LabChaosState, Pass, PlayCard, React
from labdesk.i18n import _, ngettext


def leader(state: LabChaosState, me: int) -> int | None:
    """The other seat strictly closest to winning the deal as ``me`` sees it; None on a tie."""
    others = sorted((ai.distance(state, s, me), s) for s in range(state.players) if s != me)
    if len(others) > 1 and others[0][0] == others[1][0]:
        return None
    return others[0][1]


def _effect(state: LabChaosState, me: int, action) -> tuple:
    """What a play does to the hands, by the rules, as ``me`` can know it: ("wins",), ("sets back",
    rival, cards before, cards after, whether they lead) or ("leaves", cards left)."""
    after = ai.LookAheadPlayer.resolve(state.determinize(me, Rng(0)), me, action)
    if after.is_over() and me in after.winners():
        return ("wins",)
    grown = [(len(after.hands[s]) - len(state.hands[s]), s) for s in range(state.players) if s != me]
    growth, rival = max(grown, key=lambda g: (g[0], g[1] == leader(state, me), -g[1]))
    if growth > 0:
        return ("sets back", rival, len(state.hands[rival]), len(after.hands[rival]), rival == leader(state, me))
    return ("leaves", len(after.hands[me]))


def _play(state: LabChaosState, me: int, action, names: list[str]) -> str:
    card = words.card_title(action.card)
    effect = _effect(state, me, action)
    if effect[0] == "wins":
        return _("{card} wins the deal").format(card=card)
    if effect[0] == "sets back":
        _kind, rival, before, now, leads = effect
        if leads:
            return _("{card} sets back {name}, the closest to winning: {before} cards become {after}").format(
                card=card, name=names[rival], before=before, after=now)
        return _("{card} sets back {name}: {before} cards become {after}").format(
            card=card, name=names[rival], before=before, after=now)
    return ngettext("{card} leaves you {n} card to get rid of", "{card} leaves you {n} cards to get rid of",
                    effect[1]).format(card=card, n=effect[1])


def _give_up(state: LabChaosState, me: int, action) -> str:
    """A card given up (discarded, given or handed over): its number (what a hand adds up to, and
    a match's penalty) and what makes it the one to lose."""
    card = state.card(action.card)
    title = words.card_title(action.card)
    if card.condition and not state.cond_holds(card.condition, me, unknown=False):
        return _("Give up {card} (number {n}): you cannot play it now").format(card=title, n=card.number)
    options = [state.card(a.card).number for a in state.legal_actions() if hasattr(a, "card")]
    if card.number == max(options) and options.count(card.number) == 1:
        return _("Give up {card} (number {n}): the highest number among your choices").format(card=title, n=card.number)
    if card.instant:
        return _("Give up {card} (number {n}), an instant card, keeping your other cards").format(
            card=title, n=card.number)
    return _("Give up {card} (number {n}), keeping your other cards").format(card=title, n=card.number)


def compare(state: LabChaosState, me: int, better, worse, names: list[str]) -> str | None:
    """Analysis's reason where two plays do the same to the hands ("sets back Boris: 2 cards become 3"
    twice says nothing): what differs is the card each leaves in the player's hand, and its number
    (a hand's numbers are its penalty when a deal ends). None elsewhere (each move's own reason)."""
    a, b = better[0], worse[0]
    if not (isinstance(a, (PlayCard, React)) and isinstance(b, (PlayCard, React))) or a.card == b.card:
        return None
    if _effect(state, me, a) != _effect(state, me, b):
        return None
    world = state.determinize(me, Rng(0))
    if (b.card not in ai.LookAheadPlayer.resolve(world, me, a).hands[me]
            or a.card not in ai.LookAheadPlayer.resolve(world, me, b).hands[me]):
        # the other card goes too (the turn plays it or gives it up): the hands end alike
        return _("{reason}, and so does {played}: the two differ only in how the game goes on from there").format(
            reason=_play(state, me, a, names), played=words.card_title(b.card))
    return _("{reason}, and so does {played}; what differs is the card left in your hand: {played} (number {n}) "
             "with the suggestion, {suggested} (number {m}) with the move played").format(
        reason=_play(state, me, a, names), played=words.card_title(b.card), suggested=words.card_title(a.card),
        n=state.card(b.card).number, m=state.card(a.card).number)


def reason(state: LabChaosState, me: int, plan, names: list[str]) -> str:
    action = plan[0]
    if isinstance(action, (PlayCard, React)):
        return _play(state, me, action, names)
    if isinstance(action, ChoosePlayer):
        n = len(state.hands[action.seat])
        if action.seat == leader(state, me):
            return ngettext("{name} is the closest to winning, with {n} card in hand",
                            "{name} is the closest to winning, with {n} cards in hand", n).format(
                name=names[action.seat], n=n)
        return ngettext("{name}, with {n} card in hand", "{name}, with {n} cards in hand", n).format(
            name=names[action.seat], n=n)
    if isinstance(action, DrawCard):
        if any(isinstance(a, PlayCard) for a in state.legal_actions()):
            return _("Draw a card rather than play one now")
        return _("None of your cards can be played now: draw one")
    if isinstance(action, Pass):
        return _("Keep your instant cards for a better moment")
    if isinstance(action, Answer):
        return _("Answer truthfully: the question is about you")
    return _give_up(state, me, action)


def nudge(state: LabChaosState, me: int, plan, names: list[str]) -> str:
    """Where to look, without the move."""
    action = plan[0]
    if isinstance(action, Answer):
        return _("Answer truthfully: the question is about you")
    if isinstance(action, ChoosePlayer):
        return _("Look at how many cards each player holds")
    if isinstance(action, (PlayCard, React, DrawCard, Pass)):
        return _("Look at how many cards each play would leave you, and at who is closest to winning")
    return _("Look at which of your cards you can play soon")
