"""Explosion in the Laboratory's card catalogue (pure): the Process cards (each side on its own), the
six Lab cards, the beakers and what each flask result scores, read from content.json."""
from __future__ import annotations

from collections import Counter

from labdesk.games.catalogue import Card
from labdesk.games.explosion import rules as R
from labdesk.games.explosion.content import load
from labdesk.games.explosion.words import beaker_side, card_phase, card_side, compound_label, lab_name
from labdesk.i18n import N_, _

WHO = {"self": N_("Only on your own turn."), "any": N_("Any player may play it in any turn's planning; it acts "
                                                       "on the player about to mix.")}
UNSTABLE = {"contain": N_("Played instead of exploding."), "ignore_cause": N_("Played instead of exploding."),
            "intuition_per": N_("Played as you explode.")}


def _process(content) -> list[Card]:
    found = []
    for card, sides in content.cards.items():
        for side, effect in sides.items():
            ruling = [card_phase(effect.phase)]
            if effect.phase == "planning":
                ruling.append(_(WHO[effect.who]))
            if effect.phase == "unstable" and effect.effect in UNSTABLE:
                ruling.append(_(UNSTABLE[effect.effect]))
            found.append(Card(f"process-{card}-{side}", _(effect.name), _(effect.text),
                              _("{phase}; {side}. {more}").format(phase=ruling[0], side=card_side(side),
                                                                  more=" ".join(ruling[1:])).strip(),
                              ("process", card, side)))
    return found


def lab_text(number: int) -> str:
    """A Lab card in words: its fire level, its edges and how many test tubes of each colour."""
    card = load().lab[number]
    tubes = Counter(card["tubes"].values())
    colours = ", ".join(_("{n} {colour}").format(n=tubes[c], colour=R.colour_word(c)) for c in "BYRK" if tubes[c])
    left = _("X") if card["left"] is None else str(card["left"])
    right = _("X") if card["right"] is None else str(card["right"])
    return _("Fire level {n}. Edges: left {left}, right {right}. Test tubes 2 to 24: {colours}.").format(
        n=number, left=left, right=right, colours=colours)


def _labs(content) -> list[Card]:
    return [Card(f"lab-{number}", _("Lab {n}: {name}").format(n=number, name=lab_name(number)), lab_text(number), "",
                 ("lab", number)) for number in content.lab]


def _beakers(content) -> list[Card]:
    found = []
    for beaker in content.beakers.values():
        sides = []
        for side, edges in beaker.sides.items():
            values = ", ".join(str(e.research) for e in edges if not (e.flip or e.x))
            sides.append(_("{side}: research {values}").format(side=beaker_side(side), values=values))
        found.append(Card(f"beaker-{beaker.id}", _(beaker.name),
                          _("{compound}. {sides}. Every flask of its compound scores the bottom edge's research; "
                            "then the beaker turns.").format(compound=compound_label(beaker.compound),
                                                            sides="; ".join(sides)),
                          "", ("beaker", beaker.id)))
    return found


def _flasks(content) -> list[Card]:
    found = []
    for result, info in content.flasks.items():
        parts = [_("{n} Intuition").format(n=info["intuition"])]
        if info["research"]:
            parts.append(_("the {compound} beaker's research").format(compound=compound_label(info["research"])))
        if info["process_side"]:
            parts.append(_("a Process card (keep its {side})").format(side=card_side(info["process_side"])))
        found.append(Card(f"flask-{result}", _(info["name"]),
                          _("Scores {what}.").format(what=", ".join(parts)), "", ("flask", result)))
    return found


def cards() -> list[Card]:
    content = load()
    return _process(content) + _labs(content) + _beakers(content) + _flasks(content)
