"""Lab Chaos's declaration (cheap to import: the menu reads it without loading the rules)."""
from labdesk.engine.spec import GameSpec, Option, Variant

GAMES_CHOICES = (1, 3, 5)
PENALTIES = ("numbers", "count")

SPEC = GameSpec(
    id="lab-chaos",
    title="Lab Chaos",
    pitch="A frantic card game where the lab rules keep changing.",
    players=range(3, 7),
    variants=(Variant("standard", "The rulebook game: 7 cards each, empty your hand or meet the End card."),),
    options=(
        Option("games", 1, "Deals in the match: 1, 3 or 5", GAMES_CHOICES),
        Option("penalty", "numbers", "Penalty for cards left in hand: numbers or count", PENALTIES),
    ),
    hidden_information=True,
    lower_scores_win=True,  # scores() are penalty totals
    wants_human_seats=True,  # real-life question cards are asked of people only
)
