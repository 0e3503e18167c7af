"""The Experiment lesson: the first round of a two-player game, ending in a finished task.

Seed 32 deals Ana task T05 (one purple flask) and a row of red, red and yellow with a broken flask
and a joker face down. Ana plays 6 influence to Boris's 3, so she sees the secret cards; Boris picks
first and takes the broken flask unseen; Ana takes a red and the joker and makes purple with them.
"""
from __future__ import annotations

from labdesk.engine.lesson import Lesson, Step
from labdesk.games.experiment.rules import TakeTask
from labdesk.i18n import N_

COVERS = [
    N_("influence: play a card of your set"),
    N_("secret cards: the most influence sees them"),
    N_("picking in influence order: a lab card or a task"),
    N_("tasks: spend exactly what they ask, two basics make a mixed colour"),
    N_("broken flask and explosion"),
]

STEPS = (
    Step(N_("Welcome to Experiment! You play Ana against Boris. You score by finishing research "
            "tasks like this one, which asks for one purple flask."), target="mytask:T05"),
    Step(N_("A round starts with influence. With two players each of you plays a card of your set, "
            "1 to 6, face up; a played card comes back only after round 6. Play your 6."),
         target="hand:6", expect="play influence 6", refusal=N_("Play your 6 for this lesson.")),
    Step(N_("You had the most influence, so you saw the two secret cards. Boris had less, so he "
            "picked first: he took a secret card unseen, and it was a broken flask."), target="panel:1"),
    Step(N_("A broken flask is worth nothing and costs a chemical: one from the bench, or with none, "
            "the next one received. The other secret card is a joker: any basic colour."),
         target="secret:1"),
    Step(N_("Pick one lab card or a task in turn. Take the red chemical."), target="open:red",
         expect="take red lab card", refusal=N_("Take the red chemical from the row.")),
    Step(N_("Boris took a task. Your second pick: take the secret joker."), target="secret:1",
         expect="take secret lab card 2", refusal=N_("Take the secret card, the joker.")),
    Step(N_("Red and blue make purple, and the joker counts as blue. Click your task: the cards it "
            "needs are picked for you. Then press Complete."), target=("mytask:T05", "me_lab"),
         expect="complete T05 with joker+red", refusal=N_("Complete your task with the red card and the joker.")),
    Step(N_("Done: 2 points. Take a new task, from the top of the task deck or from the display."),
         target="tasks", expect="take the top task card", accepts=lambda action: isinstance(action, TakeTask),
         refusal=N_("Take a new task: the task deck or one in the display.")),
    Step(N_("A secret card may also be an explosion: then everyone discards a lab card. With two "
            "players the one who took it discards one and the other player two."), target="row"),
    Step(N_("After 12 rounds the most points win. Bigger tasks pay much more: six units are worth "
            "9 points."), target="me_info"),
)

LESSON = Lesson(
    game="experiment",
    seed=32,
    names=("Ana", "Boris"),
    steps=STEPS,
    covers=tuple(COVERS),
    scripted=("play influence 3", "take secret lab card 1", "take the top task card"),
    summary=N_("You finished your first task in Experiment."),
)
