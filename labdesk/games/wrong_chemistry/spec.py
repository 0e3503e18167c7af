"""Wrong Chemistry's declaration (cheap to import: the menu reads it without loading the rules).
The texts are marked for translation; the screens that show them pass them through ``_()``."""
from labdesk.engine.spec import GameSpec, Variant
from labdesk.i18n import N_

SPEC = GameSpec(
    id="wrong-chemistry",
    title=N_("Wrong Chemistry"),
    pitch=N_("Reshape one shared molecule to match the invented elements in your hand."),
    players=range(2, 5),
    variants=(Variant("standard",
                      N_("The rulebook game: 4 energy a turn, Restartium and Extraxodium on the table.")),),
    hidden_information=True,
)
