"""Explosion in the Laboratory's declaration (cheap to import: the menu reads it without loading the rules)."""
from labdesk.engine.spec import GameSpec, Option, Variant

ROBOT_LEVELS = ("easy", "normal", "hard")

SPEC = GameSpec(
    id="explosion",
    title="Explosion in the Laboratory",
    pitch="Pour chemicals into flasks and stop before the mixture blows up.",
    players=range(1, 5),
    variants=(Variant("standard", "The full game; playing alone meets the Robot (see the Robot option)."),),
    # the Robot's difficulty has one control: this option, offered at one player only
    options=(Option("robot", "normal", "Solo: the Robot's difficulty", ROBOT_LEVELS, players=range(1, 2)),),
    # every card on the table is face up (see the rules' docstring): no hand-off screen
    hidden_information=False,
)
