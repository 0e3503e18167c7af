"""The rules of Lab Chaos a lesson must teach, from the rulebook (rules/lab-chaos.ru.txt, whose
sections are named as it names them) and the game brief's rulings; the lessons' ``covers`` name them
(``tests/test_lesson_checklists.py``)."""
from __future__ import annotations

from labdesk.engine.lesson import Checklist, Rule
from labdesk.i18n import N_

PLAY, CARDS, TERMS = "ХОД ИГРЫ", "КАРТЫ", "ТЕРМИНЫ, ИСПОЛЬЗУЕМЫЕ В КАРТАХ"
ROBOTS, SCORING = "УСЛОВИЯ РОБО-КАРТ", "НЕСКОЛЬКО ПАРТИЙ И ПОДСЧЕТ ОЧКОВ"

CHECKLIST = Checklist((
    Rule("turn", N_("playing one card a turn, or drawing when none can be played"), PLAY),
    Rule("symbols", N_("the four symbols: two scientists, the dino and the robot"), CARDS),
    Rule("robots", N_("robot cards: only when their condition holds"), ROBOTS),
    Rule("real-life", N_("questions about real life: answered honestly, once a match"), ROBOTS + "; brief, ruling 2"),
    Rule("instants", N_("Instant cards: played out of turn when their situation happens"), TERMS),
    Rule("react", N_("answering a situation yourself with an Instant card"), TERMS + "; brief, ruling 3"),
    Rule("timer", N_("the reaction timer: answer before it runs out, or the answer is No"), "brief, ruling 3"),
    Rule("end-lasting", N_("End and lasting cards stay on the table"), TERMS),
    Rule("winning", N_("winning: an empty hand after your own play, or an End card's goal"), PLAY),
    Rule("penalties", N_("penalties: the numbers left in your hand, or one point a card"), SCORING),
    Rule("match", N_("a match of 1, 3 or 5 deals: the lowest total wins"), SCORING + "; brief, ruling 5"),
))
