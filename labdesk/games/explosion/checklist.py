"""The rules of Explosion in the Laboratory a lesson must teach, from the rulebook
(rules/explosion-in-the-laboratory.txt) and the game brief; the lessons' ``covers`` name them
(``tests/test_lesson_checklists.py``)."""
from __future__ import annotations

from labdesk.engine.lesson import Checklist, Rule
from labdesk.i18n import N_

CHECKLIST = Checklist((
    Rule("fire-level", N_("the fire level picks the Lab card"), "Phase 2 - Mixing Compounds"),
    Rule("reading", N_("reading the Lab cards: left edge plus right edge"), "Selecting Chemicals"),
    Rule("flasks", N_("up to three flasks a turn, two chemicals each"), "Flask Cards"),
    Rule("mixing", N_("mixing: blue + yellow is green, red + blue is purple"), "Chemical Mixing Guide"),
    Rule("unstable", N_("an Unstable Mixture: a second red, or a black after your first chemical"),
         "Unstable Mixture"),
    Rule("stop", N_("stopping to score versus exploding"), "Flask Cards; Phase 4"),
    Rule("flask-scores", N_("what each flask scores: a compound its beaker's Research, a double a Process card, "
                            "each 1 Intuition; a half-filled flask nothing"), "Phase 3 - Beaker Scoring"),
    Rule("process-earn", N_("Process cards: a side to keep, one for an explosion"), "Earning Process Cards"),
    Rule("process-play", N_("playing a Process card in the phase printed on it"), "Playing Process Cards"),
    Rule("beakers", N_("beakers turning: higher Research, more fire"), "Phase 3; Ending the Round"),
    Rule("turn-order", N_("from round two the fewest points play first"), "Turn Order and Phases"),
    Rule("end", N_("the game ends the moment a beaker shows X; the most points win"), "Game End"),
    Rule("robot", N_("the Robot"), "Solo Gameplay"),
))
