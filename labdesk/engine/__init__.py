"""The rules kernel: protocol, seeded RNG, piles, match driver, saves. Imports no pygame."""
from labdesk.engine.core import Action, Event, IllegalAction, InvariantBroken, Rng, State, ranked_winners

__all__ = ["Action", "Event", "IllegalAction", "InvariantBroken", "Rng", "State", "ranked_winners"]
