"""The Explosion in the Laboratory lesson: solo against the easy Robot, two turns.

Seed 82 gives Ana Titrate to keep, then blue (5) and yellow (16) on Lab card 1: a green flask that
pays and turns the green beaker. The Robot plays, the round ends and the purple beaker turns, so
turn two reads Lab card 2 at fire level 2: red (10) and blue (7) make purple, and one shuffle too
many brings a second red (10): the mixture explodes and a Process card is drawn.
"""
from __future__ import annotations

from labdesk.engine.lesson import Lesson, Step
from labdesk.games.explosion.rules import Draw, Pour, Stop, TakeSide
from labdesk.i18n import N_

COVERS = [
    N_("the fire level picks the Lab card"),
    N_("reading the Lab cards: left edge plus right edge"),
    N_("mixing: blue + yellow is green, red + blue is purple"),
    N_("stopping to score versus exploding"),
    N_("Process cards: a side to keep, one for an explosion"),
    N_("beakers turning: higher Research, more fire"),
    N_("the Robot"),
]

SHUFFLE = str(Draw())
SHUFFLE_REFUSAL = N_("Click the Lab row to shuffle the cards.")

STEPS = (
    Step(N_("Welcome to Explosion in the Laboratory! You play Ana against the lab's Robot. Pour "
            "chemicals into flasks, stop in time to score, and do not let the mixture blow up."),
         target="players"),
    Step(N_("You start with a Process card. Each card has a blue and a yellow effect. Keep the "
            "blue side, Titrate, by clicking it."), target="side:blue", expect="keep Titrate (blue side)",
         refusal=N_("Keep the blue side, Titrate, for this lesson.")),
    Step(N_("The fire icons on the beakers' bottom edges add up to the fire level, 1 now. The fire "
            "level says which Lab card you read: card 1."), target="fire"),
    Step(N_("Each beaker's bottom edge shows its Research value and its fire. A flask of that "
            "compound pays the Research value."), target="beaker:green"),
    Step(N_("Click the Lab row to shuffle the six Lab cards into a new row."), target="lab-row", expect=SHUFFLE,
         refusal=SHUFFLE_REFUSAL),
    Step(N_("The first card's left number plus the last card's right number: 0 + 5 = 5. Tube 5 on "
            "Lab card 1 is blue, so blue is your chemical."), target=("sum", "tube:5")),
    Step(N_("Pour it into a flask: click flask 1."), target="flask:1", expect=str(Pour("B", 1)),
         refusal=N_("Click flask 1 to pour the blue chemical into it.")),
    Step(N_("Now you may stop and score, or shuffle again for more. Shuffle again."), target="lab-row",
         expect=SHUFFLE, refusal=SHUFFLE_REFUSAL),
    Step(N_("The first card shows X on its left, so the next card's left number counts: 9 + 7 = 16. "
            "Tube 16 is yellow. Blue and yellow make a green compound: pour it into flask 1."),
         target="flask:1", expect=str(Pour("Y", 1)),
         refusal=N_("Click flask 1 to mix the yellow with the blue.")),
    Step(N_("Every shuffle risks an Unstable Mixture: a second red, or a black after your first "
            "chemical. Bank the green flask: press Stop."), target=f"button:{Stop()}", expect=str(Stop()),
         refusal=N_("Press Stop to score your flask.")),
    Step(N_("The green flask paid 1 Intuition and the green beaker's 2 Research. Then the beaker "
            "turned: its next edge pays more but may bring more fire."), target="beaker:green"),
    Step(N_("The Robot played too: it reads a chemical like you and takes the next two tubes. At "
            "the end of a round the beaker with the lowest index turns as well."), target="player:1"),
    Step(N_("The Robot's green flask turned the green beaker again, and the round's end turned the "
            "purple one (the lowest index), so the fire level is 2: this turn reads Lab card 2, which "
            "has more red tubes. Shuffle."), target="lab-row", expect=SHUFFLE, refusal=SHUFFLE_REFUSAL),
    Step(N_("Red, your first this turn. Pour it into flask 1."), target="flask:1", expect=str(Pour("R", 1)),
         refusal=N_("Click flask 1 to pour the red chemical into it.")),
    Step(N_("Shuffle again."), target="lab-row", expect=SHUFFLE, refusal=SHUFFLE_REFUSAL),
    Step(N_("Blue. Red and blue make a purple compound: pour it into flask 1."), target="flask:1",
         expect=str(Pour("B", 1)), refusal=N_("Click flask 1 to mix the blue with the red.")),
    Step(N_("Stopping would bank the purple flask. Push your luck instead: shuffle once more."),
         target="lab-row", expect=SHUFFLE, refusal=SHUFFLE_REFUSAL),
    Step(N_("A second red: BOOM! The mixture exploded and this turn scores nothing. As a consolation "
            "you draw a Process card: click the side you want to keep."), target="hand",
         expect="keep Containment (blue side)", accepts=lambda action: isinstance(action, TakeSide),
         refusal=N_("Click a side of the new Process card to keep it.")),
    Step(N_("Play a Process card in the phase printed on it. The game ends the moment a beaker "
            "shows X at the bottom, and the most points win."), target="hand"),
)

LESSON = Lesson(
    game="explosion",
    seed=82,
    names=("Ana",),
    options={"robot": "easy"},
    steps=STEPS,
    covers=tuple(COVERS),
    summary=N_("You mixed, banked a flask and blew one up: that is Explosion in the Laboratory."),
)
