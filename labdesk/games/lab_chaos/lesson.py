"""The Lab Chaos lessons. The first game: Ana's first two turns against Boris and Chen. The full
rules: her third turn in the same game and an Instant card she plays out of turn.

First game, seed 1, deals Ana an End card (Pure Science), a robot card (Key Finder 3000) and an Instant (Bless
You!). Ana plays Pure Science; Chen answers at once with the Instant Laughing Fit; Boris lays the
lasting Staff Meeting. Ana's Statistically Significant then finds 20 or more in her hand and she
discards two cards, before Boris and Chen hand her two back.

Full rules, from there: Ana's Coffee on the Keyboard (a scientist, as Staff Meeting asks) discards
Raptor on the Loose; Boris's Reviewer Number Two makes Chen draw three cards, which Ana answers with
Bless You! and a discard of her own.
"""
from __future__ import annotations

from labdesk.engine.lesson import Lesson, Step
from labdesk.games.lab_chaos.checklist import CHECKLIST
from labdesk.i18n import N_

COVERS = CHECKLIST.texts("turn", "robots", "real-life", "instants", "end-lasting", "winning")

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
    covers=COVERS,
    scripted=("react laughing-fit", "play staff-meeting", "play group-photo", "discard overflow-valve",
              "play tea-break", "play sample-mixup", "choose seat 1", "give herd-instinct"),
    summary=N_("You played an End card, survived an Instant and a lasting card in Lab Chaos."),
)

FULL_STEPS = (
    Step(N_("The full rules, in the same game. Every card has a number and one of four symbols in its corner: "
            "the bald scientist, the scientist with hair, the dino and the robot. Staff Meeting lets only "
            "scientists be played."), target="hand"),
    Step(N_("Coffee on the Keyboard is a scientist: play it, and it makes you discard one card."),
         target="hand:coffee-spill", expect="play coffee-spill", refusal=N_("Play Coffee on the Keyboard.")),
    Step(N_("Discard Raptor on the Loose: a dino, and Pure Science wants scientists."), target="hand:raptor-loose",
         expect="discard raptor-loose", refusal=N_("Discard Raptor on the Loose.")),
    Step(N_("Boris's Reviewer Number Two made Chen draw three cards: the situation on your Bless You! Answer "
            "it yourself, out of turn: play Bless You!"), target=("hand:bless-you", "button:pass"), arrow=False,
         expect="react bless-you", refusal=N_("Play Bless You! in reaction.")),
    Step(N_("In a real game the No button counts down: answer before it runs out, or your answer is No. The "
            "lesson stopped it for you. Now Bless You! lets you discard one card."),
         target="hand:herd-instinct", expect="discard herd-instinct",
         accepts=lambda action: str(action).startswith("discard "), refusal=N_("Discard a card from your hand.")),
    Step(N_("When a deal ends, whoever finished scores nothing; everyone else scores penalty points: the "
            "numbers on the cards left in hand, or one point a card with the simpler penalty."), target="opponents"),
    Step(N_("A match may have 1, 3 or 5 deals, chosen at setup with the penalty: the points add up, and the "
            "lowest total wins the match."), target="opponents"),
)

FULL = Lesson(
    game="lab-chaos",
    seed=1,
    names=("Ana", "Boris", "Chen"),
    steps=FULL_STEPS,
    covers=CHECKLIST.texts("symbols", "react", "timer", "penalties", "match"),
    scripted=("play peer-review", "choose seat 3"),
    summary=N_("You answered a rival's card with an Instant card of your own, out of turn."),
    part="full",
    prelude=("play pure-science", "react laughing-fit", "play staff-meeting", "play group-photo",
             "discard overflow-valve", "play significant", "discard key-finder", "discard grant-rejected",
             "play tea-break", "play sample-mixup", "choose seat 1", "give herd-instinct"),
)

LESSONS = (LESSON, FULL)
