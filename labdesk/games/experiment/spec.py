"""Experiment's declaration (cheap to import: the menu reads it without loading the rules)."""
from labdesk.engine.spec import GameSpec, Variant
from labdesk.i18n import N_

# variant names are ids (saves, the command line); marked so the setup screen can show them translated
STANDARD, ADVANCED, TWO_PLAYER = N_("standard"), N_("advanced"), N_("two-player")

SPEC = GameSpec(
    id="experiment",
    title=N_("Experiment"),
    pitch=N_("Bid influence for lab cards and finish secret research tasks."),
    players=range(2, 7),
    variants=(
        Variant(STANDARD, N_("3-6 players: two dealt influence cards (one face down) and a hand of three."),
                range(3, 7)),
        Variant(ADVANCED, N_("3-6 players: a personal 1-6 influence set, played face up; it returns after round 6."),
                range(3, 7)),
        Variant(TWO_PLAYER, N_("2 players (chosen automatically): 1-6 sets, two picks each, the peeker picks second."),
                range(2, 3)),
    ),
    hidden_information=True,
)
