"""The rules of Experiment a lesson must teach, from the rulebook (rules/experiment.txt) and the
game brief's rulings; the lessons' ``covers`` name them (``tests/test_lesson_checklists.py``)."""
from __future__ import annotations

from labdesk.engine.lesson import Checklist, Rule
from labdesk.i18n import N_

CHECKLIST = Checklist((
    Rule("influence-set", N_("influence: play a card of your set"), "Two-Player Game; Advanced Game, phase 1"),
    Rule("influence-standard", N_("influence with three or more: put a hand card on the face-up or the face-down "
                                  "card"), "Phase 1. Determining the Players' Influence"),
    Rule("secret-cards", N_("secret cards: the most influence sees them"), "Phase 1, last paragraph"),
    Rule("picking", N_("picking in influence order: a lab card or a task"), "Phase 2, note"),
    Rule("pick-order", N_("with three or more the second highest picks first; the last to pick becomes the active "
                          "player"), "Phase 2"),
    Rule("secret-kinds", N_("secret cards hold mixed colours, doubles and jokers"), "Phase 2, the secret cards"),
    Rule("tasks", N_("tasks: spend exactly what they ask, two basics make a mixed colour"), "Phase 3"),
    Rule("new-task", N_("after a finished task, take a new one and go on"), "Phase 3"),
    Rule("broken-explosion", N_("broken flask and explosion"), "Phase 2; Two-Player Game"),
    Rule("last-round", N_("round 12: no cards dealt, your influence is your hand's sum"), "Game Play"),
    Rule("end", N_("after 12 rounds the most points win; ties: most tasks, then most lab cards"),
         "End of the Game"),
    Rule("advanced", N_("the advanced game: everyone plays a set of 1 to 6"), "Advanced Game"),
))
