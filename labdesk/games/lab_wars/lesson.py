"""The Lab Wars lessons. The first game: Ana's first round against Boris, from the secret pick to a
Nurture paper. The full rules: round two of the same game and the start of round three.

First game, seed 2: Ana picks the Post Doc and Boris the Professor, so Ana's Post Doc sabotages him (2 RP and
an action card). Her two Pipettes make 2 chemical data, which one Pipettes turns into 2 RP: 8 RP
buy a Nurture paper and another Pipettes. Round two starts with Boris holding the genius card.

Full rules, from there: Boris picks the PhD Student, Ana's Principal Investigator sabotages him
(she takes his Cryogenic Freezer and draws Borrowed Equipment). Night Shift and a Thermal Cycler make
2 chemical and 3 DNA data, any kind this turn, so 4 of them draw five lab items; after Secret Tech
and round three's collect Ana holds nine items against a limit of seven and puts two back.
"""
from __future__ import annotations

from labdesk.engine.lesson import Lesson, Step
from labdesk.games.lab_wars.checklist import CHECKLIST
from labdesk.games.lab_wars.rules import DiscardItem
from labdesk.i18n import N_

COVERS = CHECKLIST.texts("phases", "pick", "data", "buying", "actions", "impact")

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
    covers=COVERS,
    scripted=("pick the Professor", "end turn (Eureka!)", "pick the PhD Student"),
    summary=N_("You sabotaged a rival and bought your first impact card in Lab Wars."),
)

FULL_STEPS = (
    Step(N_("The full rules, in the same game: round 2. Sabotage runs in a chain: the Emeritus sabotages the "
            "Principal Investigator, who sabotages the PhD Student, who sabotages the Post Doc, who sabotages "
            "the Professor. The Professor sabotages no one."), target="me_chars"),
    Step(N_("Your Post Doc is used: it comes back only when someone plays the Professor. Boris has just had "
            "his Post Doc sabotaged, so guess he avoids it: pick the Principal Investigator, which sabotages "
            "the PhD Student."), target="char:pi", expect="pick the Principal Investigator",
         refusal=N_("Pick the Principal Investigator for this lesson.")),
    Step(N_("Boris picked the PhD Student! You took a random lab item from his hand and drew an action card. "
            "A player is sabotaged at most once a round. Boris, the genius, has played his turn."),
         target="stage"),
    Step(N_("Play an action card: one a round, most of them in your own turn. Night Shift gives 2 chemical "
            "and 2 DNA data."), target="action:night-shift", expect="play Night Shift",
         refusal=N_("Click Night Shift to play it.")),
    Step(N_("Experiment with your Thermal Cycler: 1 more DNA data. A card that can do several things asks "
            "which: click it, then choose Experiment."), target="lab:thermal-cycler",
         expect="experiment with Thermal Cycler", refusal=N_("Click your Thermal Cycler, then choose Experiment.")),
    Step(N_("Your Principal Investigator lets data count as either kind this turn: spend 4 on the Thermal "
            "Cycler to draw five lab items."), target="lab:thermal-cycler", expect="spend 4 data on Thermal Cycler",
         refusal=N_("Click your Thermal Cycler, then choose to spend 4 data.")),
    Step(N_("After collecting, a hand may hold five lab items; Secret Tech raises the limit by 2. Buy it for "
            "4 RP."), target="hand:secret-tech", expect="buy Secret Tech", arrow=False,
         refusal=N_("Click Secret Tech to buy it.")),
    Step(N_("Reaction cards, Reviewer Two and Scooped!, are played only right after a rival buys an impact "
            "card: the game offers them to whoever holds one."), target="piles"),
    Step(N_("End your turn."), target="button:end turn (Eureka!)", expect="end turn (Eureka!)",
         refusal=N_("Press Eureka! to end your turn.")),
    Step(N_("Round 3: you collected 2 RP and a lab item, and now hold nine against your limit of seven. "
            "Put one lab item under the lab deck."), target="me_hand", expect="put Autoclave under the lab deck",
         accepts=lambda action: isinstance(action, DiscardItem), refusal=N_("Click a lab item in your hand.")),
    Step(N_("And one more."), target="me_hand", expect="put Research Grant under the lab deck",
         accepts=lambda action: isinstance(action, DiscardItem), refusal=N_("Click a lab item in your hand.")),
    Step(N_("At the end, impact counts, plus 3 for the most Nurture papers and a bonus for your lab's value "
            "(its items' costs): 1 for 20, 4 for 30, 8 for 40 or more. Ties: more RP left."), target="me_info"),
    Step(N_("The alternate versions and Legends of Science are options at setup: more papers, RP that must "
            "be spent at once, no action cards, or a legendary scientist and news articles."), target="piles"),
)

FULL = Lesson(
    game="lab-wars",
    seed=2,
    names=("Ana", "Boris"),
    steps=FULL_STEPS,
    covers=CHECKLIST.texts("chain", "used", "reactions", "hand-limit", "bonuses", "versions"),
    scripted=("end turn (Eureka!)",),
    summary=N_("You followed the sabotage chain, played an action card and kept to the hand limit."),
    part="full",
    prelude=("pick the Post Doc", "pick the Professor", "experiment with Pipettes", "experiment with Pipettes",
             "spend 2 data on Pipettes", "buy a Nurture paper", "buy Pipettes", "end turn (Eureka!)",
             "end turn (Eureka!)", "pick the PhD Student"),
)

LESSONS = (LESSON, FULL)
