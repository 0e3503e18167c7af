"""The Lab Wars lesson: Ana's first round against Boris, from the secret pick to a Nurture paper.

Seed 2: Ana picks the Post Doc and Boris the Professor, so Ana's Post Doc sabotages him (2 RP and
an action card). Her two Pipettes make 2 chemical data, which one Pipettes turns into 2 RP: 8 RP
buy a Nurture paper and another Pipettes. Round two starts with Boris holding the genius card.
"""
from __future__ import annotations

from labdesk.engine.lesson import Lesson, Step
from labdesk.i18n import N_

COVERS = [
    N_("the round's phases: collect, pick, bonus, sabotage, turns"),
    N_("the secret pick of a character and sabotage"),
    N_("data: experiments make it, lab items spend it"),
    N_("buying lab items"),
    N_("impact cards and the end of the game"),
]

STEPS = (
    Step(N_("Welcome to Lab Wars! You play Ana against Boris. Research points (RP) buy lab items "
            "and impact cards; the most impact wins. You start with 2 RP."), target="me_info"),
    Step(N_("Each round everyone secretly picks one of their five characters. Each gives a bonus and "
            "sabotages one rival character. Pick the Post Doc: it sabotages the Professor."),
         target="char:postdoc", expect="pick the Post Doc", refusal=N_("Pick the Post Doc for this lesson.")),
    Step(N_("Boris picked the Professor! Your Post Doc gave you 2 RP, then sabotaged him: you took "
            "2 RP from him and drew an action card."), target="stage"),
    Step(N_("Now your turn. Experiment with a Pipettes: turn it sideways for 1 chemical data. Click "
            "your Pipettes."), target="lab:pipettes", expect="experiment with Pipettes",
         refusal=N_("Click your Pipettes to experiment with it.")),
    Step(N_("And the second Pipettes."), target="lab:pipettes", expect="experiment with Pipettes",
         refusal=N_("Click your Pipettes to experiment with it.")),
    Step(N_("Data exists only during your turn. Spend 2 chemical data on a Pipettes: it turns them "
            "into 2 RP."), target="lab:pipettes", expect="spend 2 data on Pipettes",
         refusal=N_("Click your Pipettes to spend the data.")),
    Step(N_("8 RP. Buy an impact card: the Nurture paper on top of its pile costs 5 and is worth 1 "
            "impact. At most two impact cards a turn."), target="pile:nurture", expect="buy a Nurture paper",
         refusal=N_("Click the Nurture paper pile to buy its top card.")),
    Step(N_("Buy a lab item from your hand: Pipettes costs 2. A bigger lab makes more data, and its "
            "value scores at the end."), target="hand:pipettes", expect="buy Pipettes",
         refusal=N_("Click the Pipettes in your hand to buy it.")),
    Step(N_("This is your action card: one a round, most of them in your own turn. Keep it for now."),
         target="action:night-shift"),
    Step(N_("End your turn: Eureka! Data left over is lost."), target="button:end turn (Eureka!)",
         expect="end turn (Eureka!)", refusal=N_("Press Eureka! to end your turn.")),
    Step(N_("Boris played, and his Professor took back every used character. Round 2: everyone "
            "collected 2 RP and a lab item, and Boris holds the genius card, so he goes first."),
         target="me_info"),
    Step(N_("The game ends after the round in which a second impact pile runs out. Then impact, the "
            "most Nurture papers and your lab's value decide."), target="piles"),
)

LESSON = Lesson(
    game="lab-wars",
    seed=2,
    names=("Ana", "Boris"),
    steps=STEPS,
    covers=tuple(COVERS),
    scripted=("pick the Professor", "end turn (Eureka!)", "pick the PhD Student"),
    summary=N_("You sabotaged a rival and bought your first impact card in Lab Wars."),
)
