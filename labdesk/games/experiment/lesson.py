"""The Experiment lessons. The first game: the first round of a two-player game, ending in a
finished task. The full rules: the standard game for three, two rounds.

First game, seed 32: Ana holds task T05 (one purple flask); the row shows red, red and yellow with
a broken flask and a joker face down. Ana plays 6 influence to Boris's 3, so she sees the secret
cards; Boris picks first and takes the broken flask unseen; Ana takes a red and the joker and makes
purple with them.

Full rules, seed 49, three players: Ana's face-up influence card is a 1 and her face-down one a 3,
so her 7 on the face-down card makes 10 against Boris's 8 and Chen's 2. Boris (second) picks a blue,
Ana the secret purple for T05, Chen the secret double red and becomes the active player. Round two
opens with a face-up 5 in front of Ana.
"""
from __future__ import annotations

from labdesk.engine.lesson import Lesson, Step
from labdesk.games.experiment.checklist import CHECKLIST
from labdesk.games.experiment.rules import TakeTask
from labdesk.i18n import N_

COVERS = CHECKLIST.texts("influence-set", "secret-cards", "picking", "tasks", "new-task", "broken-explosion")

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
    covers=COVERS,
    scripted=("play influence 3", "take secret lab card 1", "take the top task card"),
    summary=N_("You finished your first task in Experiment."),
)

FULL_STEPS = (
    Step(N_("The full rules: the standard game for three to six players, here with Boris and Chen."),
         target="me_info", panel="log"),
    Step(N_("Each round two influence cards are dealt in front of you: the first face up, the second face "
            "down, seen by nobody."), target=("front:face-up", "front:face-down"), panel="log"),
    Step(N_("Your hand holds three influence cards: 1, 4 and 7 at the start. Put one on a card in front of "
            "you; the other card in front goes to your hand. Your influence: your card plus the one under it."),
         target="me_hand", panel="log"),
    Step(N_("The face-up card is only a 1. Put your 7 on the face-down card: it is worth at least 1, and "
            "the face-up 1 goes to your hand."), target=("hand:7", "front:face-down"),
         expect="play 7 onto the face-down card", refusal=N_("Put your 7 on the face-down card.")),
    Step(N_("Everyone's cards were revealed together: your 7 lay on a 3, so you have 10, Boris 8 and Chen 2. "
            "The most influence sees the secret cards: a double red and a purple."), target="secret:0"),
    Step(N_("With three or more players the second highest picks first: Boris took a blue."), target="panel:1",
         panel="log"),
    Step(N_("Then the highest picks (you), then the rest from high to low. The last to pick becomes the active "
            "player."), target="row", panel="log"),
    Step(N_("Your task asks for one purple flask. Take the purple secret card."), target="secret:1",
         expect="take secret lab card 2", refusal=N_("Take the purple secret card.")),
    Step(N_("Chen picked last and took the double red: two units of red, spent together. Chen is now the "
            "active player."), target="panel:2", panel="log"),
    Step(N_("Your purple came from the secret cards too: they hold mixed colours, doubles and jokers, and "
            "also broken flasks and explosions."), target="me_lab"),
    Step(N_("The active player carries out tasks first, then the others clockwise. Your turn: click your "
            "task, then press Complete."), target=("mytask:T05", "me_lab"),
         expect="complete T05 with purple", refusal=N_("Complete your task with the purple card.")),
    Step(N_("Take a new task. If you can complete it at once you may go on, as often as you can."),
         target="tasks", expect="take the top task card", accepts=lambda action: isinstance(action, TakeTask),
         refusal=N_("Take a new task: the task deck or one in the display.")),
    Step(N_("Round 2 has begun. Your face-up card is a 5: a card put on it makes a sure total, and the "
            "face-down card goes to your hand, seen only by you."), target="front:face-up", panel="log"),
    Step(N_("Round 12 deals no influence cards: then your influence is the sum of the three cards in your "
            "hand. Keep a good hand for it."), target="me_hand"),
    Step(N_("After 12 rounds the most points win. On a tie, the most tasks done, then the most lab cards in "
            "front of you (broken flasks do not count)."), target="me_info"),
    Step(N_("In the advanced game (a setup choice) everyone plays from a set of 1 to 6 instead, one card a "
            "round, face up, as in the two-player game; the set comes back after round 6."), target="me_hand"),
)

FULL = Lesson(
    game="experiment",
    seed=49,
    names=("Ana", "Boris", "Chen"),
    steps=FULL_STEPS,
    covers=CHECKLIST.texts("influence-standard", "pick-order", "secret-kinds", "last-round", "end", "advanced"),
    scripted=("play 4 onto the face-down card", "play 1 onto the face-up card", "take blue lab card",
              "take secret lab card 1", "play 7 onto the face-up card"),
    summary=N_("You played the standard game's influence and picked in influence order."),
    part="full",
)

LESSONS = (LESSON, FULL)
