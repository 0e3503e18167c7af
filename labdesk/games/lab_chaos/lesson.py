"""The Lab Chaos lesson: Ana's first two turns against Boris and Chen.

Seed 1 deals Ana an End card (Pure Science), a robot card (Key Finder 3000) and an Instant (Bless
You!). Ana plays Pure Science; Chen answers at once with the Instant Laughing Fit; Boris lays the
lasting Staff Meeting. Ana's Statistically Significant then finds 20 or more in her hand and she
discards two cards, before Boris and Chen hand her two back.
"""
from __future__ import annotations

from labdesk.engine.lesson import Lesson, Step
from labdesk.i18n import N_

COVERS = [
    N_("playing one card a turn, or drawing when none can be played"),
    N_("robot cards: only when their condition holds"),
    N_("Instant cards: played out of turn when their situation happens"),
    N_("End and lasting cards stay on the table"),
    N_("winning: an empty hand after your own play, or an End card's goal"),
]

STEPS = (
    Step(N_("Welcome to Lab Chaos! You play Ana against Boris and Chen. Get rid of your cards: an "
            "empty hand after your own play wins. Each turn you play one card and it does what it says."),
         target="hand"),
    Step(N_("If you cannot play any card, you draw one instead. But when you can play, you must."),
         target="deck"),
    Step(N_("Robot cards have a condition: they can be played only while it holds. This one asks about "
            "real life, keys in your pocket: answer honestly when asked."), target="hand:key-finder"),
    Step(N_("Instant cards can also be played out of turn, when their situation happens: this one when "
            "anyone draws three or more cards at once."), target="hand:bless-you"),
    Step(N_("End cards change the goal. Play Pure Science: while it lies on the table, you win by "
            "holding exactly three cards, all scientists, on your own turn."), target="hand:pure-science",
         expect="play pure-science", refusal=N_("Play Pure Science for this lesson.")),
    Step(N_("Chen answered at once with an Instant, Laughing Fit: an End card came into play, so you "
            "and Boris each drew a card."), target="end_slot"),
    Step(N_("Boris played Staff Meeting, a lasting card: while it lies here only scientist cards may "
            "be played. Chen's Group Photo then showed every hand."), target="lasting_slot"),
    Step(N_("Play Statistically Significant: your numbers add up to 20 or more, so you discard two "
            "cards."), target="hand:significant", expect="play significant",
         refusal=N_("Play Statistically Significant for this lesson.")),
    Step(N_("Discard Key Finder 3000 first: Pure Science wants scientists, and a robot is none."),
         target="hand:key-finder", expect="discard key-finder", panel="beside",
         refusal=N_("Discard Key Finder 3000.")),
    Step(N_("And Grant Rejected."), target="hand:grant-rejected", expect="discard grant-rejected",
         refusal=N_("Discard Grant Rejected.")),
    Step(N_("Boris's Tea Break made everyone else draw, and Chen's Sample Mix-up gave you a card: two "
            "cards back in your hand. That is Lab Chaos. Someone else's card that empties your hand does "
            "not make you win: only your own play does."), target="hand"),
)

LESSON = Lesson(
    game="lab-chaos",
    seed=1,
    names=("Ana", "Boris", "Chen"),
    steps=STEPS,
    covers=tuple(COVERS),
    scripted=("react laughing-fit", "play staff-meeting", "play group-photo", "discard overflow-valve",
              "play tea-break", "play sample-mixup", "choose seat 1", "give herd-instinct"),
    summary=N_("You played an End card, survived an Instant and a lasting card in Lab Chaos."),
)
