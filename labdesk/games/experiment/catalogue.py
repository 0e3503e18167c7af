"""Experiment's card catalogue (pure): the lab card kinds (how many of each, what each counts as) and
the 57 tasks (what each needs and its points)."""
from __future__ import annotations

from labdesk.games.catalogue import Card
from labdesk.games.experiment.content import BROKEN, EXPECTED_LAB, EXPLOSION, JOKER, SECONDARY, content
from labdesk.games.experiment.rules import kind_word
from labdesk.games.experiment.words import colour_word, task_name
from labdesk.i18n import N_, _, ngettext

# what each kind of lab card does, and the rulings on it (rules.md)
BASIC_TEXT = N_("One unit of {colour}.")
DOUBLE_TEXT = N_("Two units of {colour}; both are always used.")
SECONDARY_TEXT = N_("One unit of {colour}. Two basic units make one too: {first} + {second}.")
TEXTS = {
    JOKER: (N_("One unit of any basic colour: red, yellow or blue."),
            N_("Two jokers make any one secondary colour.")),
    BROKEN: (N_("It stays in front of you, worth nothing, and you discard one of your chemicals. With none to "
                "discard, you lose the next chemical you receive."),
             N_("A broken flask is never given up: a broken flask or an explosion always costs a chemical.")),
    EXPLOSION: (N_("Everybody, you included, discards one lab card of their choice (never a broken flask). Two "
                   "players: you discard one, your opponent two."),
                N_("The explosion card itself is discarded after it goes off; it is not a lab card you keep.")),
}
DOUBLE_RULING = N_("A double's two units may serve different flasks (double red + yellow makes 1 red + 1 orange), "
                   "but a double never makes a single red.")


def lab_text(kind: str) -> tuple[str, str]:
    """What a lab card of ``kind`` does, and the ruling on it ("" where there is none)."""
    if kind in TEXTS:
        text, ruling = TEXTS[kind]
        return _(text), _(ruling)
    if kind.startswith("double-"):
        return _(DOUBLE_TEXT).format(colour=colour_word(kind[len("double-"):])), _(DOUBLE_RULING)
    if kind in SECONDARY:
        first, second = SECONDARY[kind]
        return _(SECONDARY_TEXT).format(colour=colour_word(kind), first=colour_word(first),
                                        second=colour_word(second)), ""
    return _(BASIC_TEXT).format(colour=colour_word(kind)), ""


def task_text(task_id: str) -> str:
    """What a task needs and its points: "Needs 2× blue, 1× orange: 5 points"."""
    task = content().task_by_id[task_id]
    needs = ", ".join(_("{amount}× {colour}").format(amount=amount, colour=colour_word(colour))
                      for colour, amount in task.need)
    return ngettext("Needs {needs}: {n} point", "Needs {needs}: {n} points", task.value).format(needs=needs, n=task.value)


def cards() -> list[Card]:
    found = []
    for kind, count in EXPECTED_LAB.items():
        text, ruling = lab_text(kind)
        name = kind_word(kind)
        found.append(Card(kind, name[:1].upper() + name[1:],
                          ngettext("{text} ({n} card in the game)", "{text} ({n} cards in the game)", count).format(
                              text=text, n=count), ruling, ("lab", kind)))
    for task in content().tasks:
        found.append(Card(task.id, _("{id} {name}").format(id=task.id, name=task_name(task.id)),
                          task_text(task.id), "", ("task", task.id)))
    return found
