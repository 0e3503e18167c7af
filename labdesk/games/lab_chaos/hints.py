"""Hints for Lab Chaos (pure): the medium player's move, explained by the hands it changes: how many
cards it leaves the player, or how it sets back the player closest to winning."""
from __future__ import annotations

from labdesk.ai.hints import Hint, close_call, make
from labdesk.engine.core import Rng
from labdesk.games.lab_chaos import ai, words
from labdesk.games.lab_chaos.rules import (Answer, ChoosePlayer, DrawCard, LabChaosState, Pass, PlayCard,
                                           React)
from labdesk.i18n import _, ngettext

MARGIN = 0.02  # win chance: looks closer than this are a close call


def leader(state: LabChaosState, me: int) -> int:
    """The other seat closest to winning the deal, as ``me`` sees it."""
    return min((s for s in range(state.players) if s != me), key=lambda s: (ai.distance(state, s, me), s))


def _play(state: LabChaosState, me: int, action, names: list[str]) -> str:
    card = words.card_title(action.card)
    after = ai.LookAheadPlayer.resolve(state.determinize(me, Rng(0)), me, action)
    if after.is_over() and me in after.winners():
        return _("{card} wins the deal").format(card=card)
    rival = leader(state, me)
    before, now = len(state.hands[rival]), len(after.hands[rival])
    if now > before:
        return _("{card} sets back {name}, the closest to winning: {before} cards become {after}").format(
            card=card, name=names[rival], before=before, after=now)
    left = len(after.hands[me])
    return ngettext("{card} leaves you {n} card to get rid of", "{card} leaves you {n} cards to get rid of",
                    left).format(card=card, n=left)


def _reason(state: LabChaosState, me: int, action, names: list[str]) -> str:
    if isinstance(action, (PlayCard, React)):
        return _play(state, me, action, names)
    if isinstance(action, ChoosePlayer):
        n = len(state.hands[action.seat])
        if action.seat == leader(state, me):
            return ngettext("{name} is the closest to winning, with {n} card in hand",
                            "{name} is the closest to winning, with {n} cards in hand", n).format(
                name=names[action.seat], n=n)
        return ngettext("{name} is the best choice here, with {n} card in hand",
                        "{name} is the best choice here, with {n} cards in hand", n).format(
            name=names[action.seat], n=n)
    if isinstance(action, DrawCard):
        return _("None of your cards can be played now: draw one")
    if isinstance(action, Pass):
        return _("Keep your instant cards for a better moment")
    if isinstance(action, Answer):
        return _("Answer truthfully: the question is about you")
    return _("{card} is the card you need least").format(card=words.card_title(action.card))


def hint(state: LabChaosState, seat: int, names: list[str]) -> Hint:
    player = ai.LookAheadPlayer(0)
    legal = state.legal_actions()
    if len(legal) == 1 or isinstance(legal[0], Answer):
        action, unsure = player.choose(state), False
    else:
        values = player.look_values(state, legal)
        best = max(range(len(legal)), key=values.__getitem__)
        action, unsure = legal[best], close_call(values, MARGIN)
    return make(action, _reason(state, seat, action, names), unsure)
