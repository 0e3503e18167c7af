"""The rules of Wrong Chemistry a lesson must teach, from the rulebook (rules/wrong-chemistry.txt)
and the game brief; the lessons' ``covers`` name them (``tests/test_lesson_checklists.py``)."""
from __future__ import annotations

from labdesk.engine.lesson import Checklist, Rule
from labdesk.i18n import N_

CHECKLIST = Checklist((
    Rule("start-card", N_("the start card: the lowest number plays first"), "Setup"),
    Rule("energy", N_("energy: 4 a turn, 1 per change or discard"), "Sequence of Play"),
    Rule("actions", N_("each kind of action: take, place, move a disc, move a hex"), "Sequence of Play (2)-(5)"),
    Rule("matching", N_("matching a card and claiming it"), "Playing Cards From Your Hand"),
    Rule("turned", N_("cards read upside down too (180° turns)"), "Periodic Table Reference, the sample card"),
    Rule("anywhere", N_("the molecule may sit anywhere; a mirror image never matches"), "brief; rules page, matching"),
    Rule("restartium", N_("Restartium"), "Sequence of Play, special case"),
    Rule("extraxodium", N_("Extraxodium"), "Extra Energy: Extraxodium"),
    Rule("refill", N_("refilling to four cards"), "Getting Cards"),
    Rule("run", N_("the run bonus"), "Scoring"),
    Rule("end", N_("the end: someone must draw from an empty deck; ties go to more cards"), "End of the Game; Victory"),
))
