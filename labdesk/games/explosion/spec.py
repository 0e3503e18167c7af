"""Explosion in the Laboratory's declaration (cheap to import: the menu reads it without loading the rules)."""
from labdesk.engine.spec import GameSpec, Option, Variant
from labdesk.i18n import N_

# the levels are ids (saves, the command line); marked so the setup screen can show them translated
ROBOT_LEVELS = (N_("easy"), N_("normal"), N_("hard"))

SPEC = GameSpec(
    id="explosion",
    title=N_("Explosion in the Laboratory"),
    pitch=N_("Pour chemicals into flasks and stop before the mixture blows up."),
    players=range(1, 5),
    variants=(Variant(N_("standard"), N_("The full game; playing alone meets the Robot (see the Robot option).")),),
    # the Robot's difficulty has one control: this option, offered at one player only
    options=(Option("robot", "normal", N_("Solo: the Robot's difficulty"), ROBOT_LEVELS, players=range(1, 2)),),
    # every card on the table is face up (see the rules' docstring): no hand-off screen
    hidden_information=False,
)
