"""Lab Wars' declaration (cheap to import: the menu reads it without loading the rules)."""
from labdesk.engine.spec import GameSpec, Option, Variant
from labdesk.i18n import N_

SPEC = GameSpec(
    id="lab-wars",
    title=N_("Lab Wars"),
    pitch=N_("Rival scientists race to publish with hidden schemes."),
    players=range(2, 5),
    variants=(Variant("standard", N_("The full game; the alternate versions below combine freely.")),),
    options=(
        Option("alternate_1", False,
               N_("Alternate version 1: 2 more Nurture papers and 2 more Published books per player")),
        Option("alternate_2", False,
               N_("Alternate version 2: research points from chemical data must be spent that turn")),
        Option("alternate_3", False, N_("Alternate version 3: no action cards; a sabotage gives a lab item instead")),
        Option("legends", False,
               N_("Legends of Science: a legendary scientist each, their items and news articles")),
    ),
    hidden_information=True,
)
