"""The rules of Lab Wars a lesson must teach, from the rulebook (rules/lab-wars.txt) and the game
brief; the lessons' ``covers`` name them (``tests/test_lesson_checklists.py``)."""
from __future__ import annotations

from labdesk.engine.lesson import Checklist, Rule
from labdesk.i18n import N_

CHECKLIST = Checklist((
    Rule("phases", N_("the round's phases: collect, pick, bonus, sabotage, turns"), "Round structure"),
    Rule("pick", N_("the secret pick of a character and sabotage"), "Character selection; Sabotage"),
    Rule("chain", N_("the sabotage chain: Emeritus, Principal Investigator, PhD Student, Post Doc, Professor"),
         "Sabotage"),
    Rule("used", N_("a used character waits until a Professor takes them all back"), "Characters: Professor"),
    Rule("data", N_("data: experiments make it, lab items spend it"), "Data"),
    Rule("buying", N_("buying lab items"), "Your turn"),
    Rule("actions", N_("action cards: one a round, most of them in your own turn"), "Action cards"),
    Rule("reactions", N_("reaction cards: played right after a rival buys an impact card"), "Action cards"),
    Rule("hand-limit", N_("the hand limit: five lab items after collecting, more with Secret Tech"), "Collect"),
    Rule("impact", N_("impact cards and the end of the game"), "Impact cards; End of the game"),
    Rule("bonuses", N_("end-game bonuses: 3 for the most Nurture papers, up to 8 for your lab's value"),
         "End of the game"),
    Rule("versions", N_("alternate versions and Legends of Science are setup options"), "Alternate versions"),
))
