"""The Wrong Chemistry lessons. The first game: one turn that claims a card in three changes, then
the rest explained. The full rules: the next turn, which claims a card turned upside down.

First game, seed 4, deals Ana card 7 (the lowest start card, so she plays first) and card 10, which the opening
molecule reaches with a take, a hex move and a place: three kinds of action and a claim with one
energy left for a discard.

Full rules, from there: Boris ended his turn without a change, and the molecule Ana left is four
changes (a take, a disc move and two hex moves) from Sulfurball (16 S) turned half a circle, and
from no card upright.
"""
from __future__ import annotations

from labdesk.engine.lesson import Lesson, Step
from labdesk.games.wrong_chemistry.rules import (
    ChooseStartCard, ClaimCard, DiscardCard, EndTurn, MoveDisc, MoveHex, PlaceDisc, TakeDisc,
)
from labdesk.games.wrong_chemistry.checklist import CHECKLIST
from labdesk.i18n import N_

COVERS = CHECKLIST.texts("start-card", "energy", "actions", "matching", "restartium", "extraxodium", "refill", "run",
                         "end")

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
    Step(N_("One energy is left, as the energy row shows. Drag a card you do not want, Ironicum (26), onto "
            "the discard pile."), target=("hand:26", "discard", "energy"), expect=str(DiscardCard(26)), panel="log",
         accepts=lambda action: isinstance(action, DiscardCard),
         refusal=N_("Drag a hand card onto the discard pile.")),
    Step(N_("Restartium is free once a turn: the molecule snaps back to its starting layout. "
            "Handy when it has drifted far from your cards."), target="restartium"),
    Step(N_("Extraxodium is free too: give a card from your scored pile to the discard pile for 3 "
            "more energy this turn."), target="extraxodium"),
    Step(N_("A card also matches turned half a circle, upside down: the full rules lesson makes one that "
            "way."), target="hand", panel="controls"),
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
    covers=COVERS,
    scripted=(str(ChooseStartCard(86)), str(EndTurn())),
    summary=N_("You claimed your first card in Wrong Chemistry."),
)

FULL_STEPS = (
    Step(N_("The full rules, in the same game: your second turn. Boris changed nothing, so the molecule is as "
            "you left it. Sulfurball (16) is four changes away, but only turned upside down."),
         target="hand:16"),
    Step(N_("Take the disc off the marked hex: drag it to the supply."), target=("hex:-1,1", "supply"),
         expect=str(TakeDisc((-1, 1))), refusal=N_("Drag the disc off the marked hex onto the supply.")),
    Step(N_("Move a disc: drag the disc on the marked hex onto the blue hex in the middle."),
         target=("hex:0,0", "hex:1,0"), expect=str(MoveDisc((1, 0), (0, 0))),
         refusal=N_("Drag the marked disc onto the blue hex.")),
    Step(N_("Now the molecule changes shape: drag the empty hex to the marked spot."),
         target=("hex:-2,1", "hex:-1,1"), expect=str(MoveHex((-1, 1), (-2, 1))),
         refusal=N_("Drag the empty hex to the marked spot.")),
    Step(N_("And the other empty hex to the marked spot at the far left."), target=("hex:1,0", "hex:-3,2"),
         expect=str(MoveHex((1, 0), (-3, 2))), refusal=N_("Drag the empty hex to the marked spot.")),
    Step(N_("Compare the molecule with Sulfurball's diagram: it is the diagram turned half a circle, and it "
            "sits elsewhere on the table. That is a match: click Sulfurball to claim it."), target="hand:16",
         expect=str(ClaimCard(16)), panel="log", refusal=N_("Click Sulfurball to claim it.")),
    Step(N_("Upside down matches, and where the molecule sits does not matter, but a mirror image never "
            "matches: left and right swapped is another element."), target="pile:0", panel="log"),
    Step(N_("The game ends when someone must draw from an empty deck; cards still in hands score nothing. "
            "Most points win; on a tie, more cards, then the player who would play next."), target="deck"),
    Step(N_("Your energy is spent. End your turn."), target="end_turn", expect=str(EndTurn()),
         refusal=N_("Press End turn.")),
)

FULL = Lesson(
    game="wrong-chemistry",
    seed=4,
    names=("Ana", "Boris"),
    steps=FULL_STEPS,
    covers=CHECKLIST.texts("turned", "anywhere"),
    scripted=(str(EndTurn()),),
    summary=N_("You claimed a card that matched upside down."),
    part="full",
    prelude=("start card 7 N", "start card 86 Rn", "take disc (0,1)", "move hex (0,1) (1,-2)",
             "place white (1,-2)", "claim 10 Ne", "discard 26 Fe", "end turn", "end turn"),
)

LESSONS = (LESSON, FULL)
