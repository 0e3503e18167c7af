"""Lab Chaos's declaration (cheap to import: the menu reads it without loading the rules). Its texts are
marked for the catalogs (``N_``) and translated where the app shows them."""
from labdesk.engine.spec import GameSpec, Option, Variant
from labdesk.i18n import N_

GAMES_CHOICES = (1, 3, 5)
PENALTIES = ("numbers", "count")
# the penalty choices as the setup screen words them
PENALTY_WORDS = {"numbers": N_("numbers"), "count": N_("count")}

SPEC = GameSpec(
    id="lab-chaos",
    title=N_("Lab Chaos"),
    pitch=N_("A frantic card game where the lab rules keep changing."),
    players=range(3, 7),
    variants=(Variant("standard", N_("The rulebook game: 7 cards each, empty your hand or meet the End card.")),),
    options=(
        Option("games", 1, N_("Deals in the match: 1, 3 or 5"), GAMES_CHOICES),
        Option("penalty", "numbers", N_("Penalty for cards left in hand: numbers or count"), PENALTIES),
    ),
    hidden_information=True,
    lower_scores_win=True,  # scores() are penalty totals
    wants_human_seats=True,  # real-life question cards are asked of people only
)
