"""The Wrong Chemistry lesson: one turn that claims a card in three changes, then the rest explained.

Seed 4 deals Ana card 7 (the lowest start card, so she plays first) and card 10, which the opening
molecule reaches with a take, a hex move and a place: three kinds of action and a claim with one
energy left for a discard.
"""
from __future__ import annotations

from labdesk.engine.lesson import Lesson, Step
from labdesk.games.wrong_chemistry.rules import (
    ChooseStartCard, ClaimCard, DiscardCard, EndTurn, MoveHex, PlaceDisc, TakeDisc,
)
from labdesk.i18n import N_

COVERS = [
    N_("energy: 4 a turn, 1 per change or discard"),
    N_("each kind of action: take, place, move a disc, move a hex"),
    N_("matching a card and claiming it"),
    N_("cards read upside down too (180° turns)"),
    N_("Restartium"),
    N_("Extraxodium"),
    N_("refilling to four cards"),
    N_("the run bonus"),
]

STEPS = (
    Step(N_("Welcome to Wrong Chemistry! You play Ana against Boris. Everyone reshapes this one "
            "shared molecule: a blue hex in the middle, six yellow hexes and their discs."),
         target="molecule"),
    Step(N_("Each card in your hand shows a molecule diagram. Make the molecule look exactly like "
            "a card's diagram and that card is yours to score."), target="hand:10"),
    Step(N_("First everyone picks a start card face down: the lowest number plays first. Click "
            "card 7, your lowest."), target="hand:7", expect=str(ChooseStartCard(7)), panel="controls",
         refusal=N_("Pick card 7, your lowest number, so you play first.")),
    Step(N_("You play first. A turn gives you 4 energy. Each change to the molecule costs 1 "
            "energy, and so does throwing a card away."), target="energy"),
    Step(N_("Card 10 is three changes away from the molecule. Let's make them. Changes are made "
            "by dragging discs and hexes."), target="hand:10", panel="controls"),
    Step(N_("Take a disc: drag the disc off the marked hex and drop it on the supply."),
         target=("hex:0,1", "supply"), expect=str(TakeDisc((0, 1))),
         refusal=N_("Drag the disc off the marked hex onto the supply.")),
    Step(N_("An empty yellow hex can move to any spot next to the molecule. Drag the empty hex to "
            "the marked spot at the top."), target=("hex:1,-2", "hex:0,1"), expect=str(MoveHex((0, 1), (1, -2))),
         refusal=N_("Drag the empty hex to the marked spot at the top.")),
    Step(N_("Place a disc: drag a white disc from the supply onto the hex you just moved."),
         target=("hex:1,-2", "supply:white"), expect=str(PlaceDisc("white", (1, -2))),
         refusal=N_("Drag a white disc from the supply onto the marked hex.")),
    Step(N_("The molecule now matches card 10: it glows green. Click it to claim it. Claiming "
            "costs nothing."), target="hand:10", expect=str(ClaimCard(10)), panel="controls",
         refusal=N_("Click card 10 to claim it.")),
    Step(N_("Card 10 is on your scored pile and scores its value. Cards with neighbouring numbers "
            "in one pile (9, 10, 11) score 1 more each: the run bonus."), target="pile:0"),
    Step(N_("One energy is left. Drag a card you do not want, card 26, onto the discard pile."),
         target=("hand:26", "discard"), expect=str(DiscardCard(26)), panel="controls",
         accepts=lambda action: isinstance(action, DiscardCard),
         refusal=N_("Drag a hand card onto the discard pile.")),
    Step(N_("Restartium is free once a turn: the molecule snaps back to its starting layout. "
            "Handy when it has drifted far from your cards."), target="restartium"),
    Step(N_("Extraxodium is free too: give a card from your scored pile to the discard pile for 3 "
            "more energy this turn."), target="extraxodium"),
    Step(N_("A card also matches upside down, turned half a circle, and the molecule may sit "
            "anywhere. A mirror image does not match."), target="hand:5", panel="controls"),
    Step(N_("You are out of energy. Press End turn: you draw back up to four cards."),
         target="end_turn", expect=str(EndTurn()),
         refusal=N_("Press End turn.")),
    Step(N_("Boris played, and you hold four cards again. When someone must draw from an empty "
            "deck the game ends, and the most points win."), target="deck", panel="controls"),
)

LESSON = Lesson(
    game="wrong-chemistry",
    seed=4,
    names=("Ana", "Boris"),
    steps=STEPS,
    covers=tuple(COVERS),
    scripted=(str(ChooseStartCard(86)), str(EndTurn())),
    summary=N_("You claimed your first card in Wrong Chemistry."),
)
