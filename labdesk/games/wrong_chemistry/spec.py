"""Wrong Chemistry's declaration (cheap to import: the menu reads it without loading the rules)."""
from labdesk.engine.spec import GameSpec, Variant

SPEC = GameSpec(
    id="wrong-chemistry",
    title="Wrong Chemistry",
    pitch="Reshape one shared molecule to match the invented elements in your hand.",
    players=range(2, 5),
    variants=(Variant("standard",
                      "The rulebook game: 4 energy a turn, Restartium and Extraxodium on the table."),),
    hidden_information=True,
)
