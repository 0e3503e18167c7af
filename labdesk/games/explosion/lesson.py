"""The Explosion in the Laboratory lessons: solo against the easy Robot. The first game: two turns.
The full rules: the third turn of the same game, with two Process cards played.

First game, seed 82, gives Ana Titrate to keep, then blue (5) and yellow (16) on Lab card 1: a green flask that
pays and turns the green beaker. The Robot plays, the round ends and the purple beaker turns, so
turn two reads Lab card 2 at fire level 2: red (10) and blue (7) make purple, and one shuffle too
many brings a second red (10): the mixture explodes and a Process card is drawn.

Full rules, from there (fire level 3): Titrate selects two blues; blue, yellow, blue, yellow make a
double blue and a double yellow; a red in flask 3 is safe, the next red is an Unstable Mixture that
Containment turns into pouring flask 3 away, so both doubles score and earn one Process card.
"""
from __future__ import annotations

from labdesk.engine.lesson import Lesson, Step
from labdesk.games.explosion.checklist import CHECKLIST
from labdesk.games.explosion.rules import Draw, Keep, Play, Pour, Stop, TakeSide
from labdesk.i18n import N_

COVERS = CHECKLIST.texts("fire-level", "reading", "mixing", "unstable", "stop", "process-earn", "beakers", "end",
                         "robot")

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
    covers=COVERS,
    summary=N_("You mixed, banked a flask and blew one up: that is Explosion in the Laboratory."),
)

FULL_STEPS = (
    Step(N_("The full rules, in the same game: round 3. You hold two Process cards. Each is played only in "
            "the phase printed on it, then goes back into the deck."), target="hand"),
    Step(N_("Titrate is a Mixing card: before a selection it selects two chemicals and you keep one. Click "
            "Titrate."), target="hand:3", expect=str(Play(3, "Titrate")),
         accepts=lambda action: isinstance(action, Play) and action.card == 3,
         refusal=N_("Click Titrate to play it.")),
    Step(N_("Both chemicals are blue this time. Keep the first; the other is only shown."),
         target=f"button:{Keep(0, 'B')}", expect=str(Keep(0, "B")),
         accepts=lambda action: isinstance(action, Keep), refusal=N_("Keep one of the two chemicals.")),
    Step(N_("Pour the blue into flask 1. A turn may fill up to three flasks, two chemicals each."),
         target="flask:1", expect=str(Pour("B", 1)), refusal=N_("Click flask 1 to pour the blue chemical into it.")),
    Step(N_("Shuffle for the next chemical."), target="lab-row", expect=SHUFFLE, refusal=SHUFFLE_REFUSAL),
    Step(N_("Yellow. On the blue it would make green; this time pour it into a new flask, flask 2."),
         target="flask:2", expect=str(Pour("Y", 2)), refusal=N_("Click flask 2 to pour the yellow into it.")),
    Step(N_("Shuffle again."), target="lab-row", expect=SHUFFLE, refusal=SHUFFLE_REFUSAL),
    Step(N_("Blue: pour it onto the blue in flask 1 for a double blue."), target="flask:1",
         expect=str(Pour("B", 1)), refusal=N_("Click flask 1 to make a double blue.")),
    Step(N_("Shuffle again."), target="lab-row", expect=SHUFFLE, refusal=SHUFFLE_REFUSAL),
    Step(N_("Yellow: make a double yellow in flask 2."), target="flask:2", expect=str(Pour("Y", 2)),
         refusal=N_("Click flask 2 to make a double yellow.")),
    Step(N_("What a flask scores: a green, orange or purple compound 1 Intuition and its beaker's Research; a "
            "double blue or yellow 1 Intuition and a Process card with that side up; a half-filled one "
            "nothing."), panel="side", target="flask:1"),
    Step(N_("Push your luck: shuffle once more."), target="lab-row", expect=SHUFFLE, refusal=SHUFFLE_REFUSAL),
    Step(N_("Red, your first this turn, so it is safe. Only flask 3 is left for it."), target="flask:3",
         expect=str(Pour("R", 3)), refusal=N_("Click flask 3 to pour the red into it.")),
    Step(N_("Now a second red or a black would explode. Shuffle anyway."), target="lab-row", expect=SHUFFLE,
         refusal=SHUFFLE_REFUSAL),
    Step(N_("A second red: Unstable Mixture! Your Containment is played in this phase."), panel="side",
         target="hand:7"),
    Step(N_("Instead of exploding, Containment pours away the red and every flask with red; the rest "
            "scores. Click Containment."), panel="side", target="hand:7", expect=str(Play(7, "Containment")),
         accepts=lambda action: isinstance(action, Play) and action.card == 7,
         refusal=N_("Click Containment to play it.")),
    Step(N_("Both doubles scored 1 Intuition each and earned a Process card, one a turn at most. With a "
            "double of each colour you choose its side: keep either."), panel="side", target="hand",
         expect="keep Stock Bottle (blue side)", accepts=lambda action: isinstance(action, TakeSide),
         refusal=N_("Click a side of the new Process card to keep it.")),
    Step(N_("The Robot played. From round two whoever has the fewest points plays first; against the Robot "
            "you need strictly more points when a beaker shows X at the bottom and the game ends."),
         target="player:1"),
)

FULL = Lesson(
    game="explosion",
    seed=82,
    names=("Ana",),
    options={"robot": "easy"},
    steps=FULL_STEPS,
    covers=CHECKLIST.texts("flasks", "flask-scores", "process-play", "turn-order"),
    summary=N_("You played a Mixing card and an Unstable Mixture card, and two doubles earned a Process card."),
    part="full",
    prelude=("keep Titrate (blue side)", SHUFFLE, str(Pour("B", 1)), SHUFFLE, str(Pour("Y", 1)), str(Stop()),
             SHUFFLE, str(Pour("R", 1)), SHUFFLE, str(Pour("B", 1)), SHUFFLE, "keep Containment (blue side)"),
)

LESSONS = (LESSON, FULL)
