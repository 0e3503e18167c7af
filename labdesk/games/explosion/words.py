"""What the Explosion board writes: labels, prompts, headlines and button texts (pure, no pygame).

Every function takes plain observation data (dicts and numbers from ``observation()``), or an action,
and returns the sentence a person reads; figures come from the observation, never from a rule here.
"""
from __future__ import annotations

from labdesk.games.explosion import rules as R

CHEM = {"B": "blue", "Y": "yellow", "R": "red", "K": "black"}
PHASE_LABEL = {"planning": "Planning", "mixing": "Mixing", "scoring": "Scoring", "unstable": "Unstable"}
RESULT_LABEL = {"half": "half-filled", "double-blue": "double blue (BB)", "double-yellow": "double yellow (YY)",
                "green": "green (G)", "orange": "orange (O)", "purple": "purple (P)"}
# the line over the buttons while the viewer may act, by phase
PROMPTS = {"side": "Choose the side of your new Process card",
           "planning": "Planning before {current} mixes: a card, or ready",
           "mixing": "Mixing: shuffle again or stop", "pour": "Pour: pick a flask",
           "titrate": "Titrate: keep one chemical", "unstable": "Unstable Mixture!",
           "scoring": "Scoring: play a card or score"}
SIMPLE_ACTIONS = {R.Draw: "Shuffle & select", R.Stop: "Stop", R.Score: "Score now", R.Explode: "Let it explode",
                  R.Ready: "Ready"}
NO_CARDS = "none yet: double blue, double yellow or an explosion earns one"
SHUFFLE_FIRST = "Shuffle the Lab cards to select a chemical"
BLACK_NEEDS_COLOUR = "Choose the colour for the black chemical with the buttons"
NOT_THIS_PHASE = "That card cannot be played now: it works in its own phase"
TITLE = "Explosion in the Laboratory"
SELECTED = "Selected"
TITRATE_HINT = "Titrate: keep one"
CANCEL = "Cancel"


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th ... 11th, 12th, 13th, 21st."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def chemical(letter: str) -> str:
    """"blue (B)"."""
    return f"{CHEM[letter]} ({letter})"


def robot_name(level: str) -> str:
    return f"Robot ({level})"


# --- actions ------------------------------------------------------------------------------------
def action_label(action, obs: dict) -> str:
    """How an action reads on its button; a pour names the mix it makes (from the observation)."""
    simple = SIMPLE_ACTIONS.get(type(action))
    if simple is not None:
        return simple
    if isinstance(action, R.Pour):
        name = R.colour(action.chemical)
        if obs["pending_black"]:
            return f"Use the black as {name} ({action.chemical})"
        result = next((p["result"] for p in obs["pour_results"]
                       if p["flask"] == action.flask and p["chemical"] == action.chemical), "half")
        if result == "half":
            return f"Pour {name} into new flask {action.flask}"
        return f"Pour {name} into flask {action.flask} ({result.replace('-', ' ')})"
    if isinstance(action, R.TakeSide):
        return f"Keep {action.effect} ({action.side})"
    if isinstance(action, R.Keep):
        return f"Keep chemical {action.which + 1}: {R.colour(action.chemical)} ({action.chemical})"
    if isinstance(action, R.Play):
        return f"{action.effect}: {action.choice}" if action.choice else f"Play {action.effect}"
    return str(action)


def choice_button(action) -> str:
    """A Process card's choice on its own button (the prompt above names the card)."""
    return action.choice.replace("-", " ")


def prompt(phase: str, current: str, choosing: str | None = None) -> str:
    """The line over the buttons while the viewer may act; ``choosing``: the card whose play is chosen."""
    if choosing is not None:
        return f"Choose how to play {choosing}"
    return PROMPTS.get(phase, "").format(current=current)


def deciding(name: str) -> str:
    return f"{name} is deciding..."


# --- the header, the beakers and the fire level -------------------------------------------------
def round_head(number: int) -> str:
    return f"Round {number}"


def mixing_line(name: str) -> str:
    return f"  ·  {name} is mixing"


def compound_label(compound: str) -> str:
    """"Purple (P)"."""
    return f"{compound.capitalize()} ({compound[0].upper()})"


def beaker_lines(beaker: dict) -> tuple[str, str, str]:
    """The lines beside a beaker card: its bottom edge's Research, fire icons and index."""
    return f"Research {beaker['research']}", f"Fire icons {beaker['fire']}", f"index {beaker['index']}"


def fire_head(level: int) -> str:
    return f"Fire level {level}"


def fire_sum(fires: list[int], shift: int, level: int) -> str:
    """"1 + 2 + 0 = 3, card shifts +1  ->  Lab card 4"."""
    detail = " + ".join(str(x) for x in fires) + f" = {sum(fires)}"
    if shift:
        detail += f", card shifts {shift:+d}"
    return f"{detail}  ->  Lab card {level}"


# --- the Lab row and the tubes ------------------------------------------------------------------
def sum_pending(selection: dict) -> str:
    """The reveal's first step: the two edges, the sum still to come."""
    return f"{selection['left_value']} + {selection['right_value']} = ..."


def sum_line(selection: dict, earlier_name: str | None = None) -> str:
    """The selection: "9 + 7 = 16   on Lab card 3: blue (B)"; ``earlier_name`` for the previous one."""
    whose = f"Last: {earlier_name}, " if earlier_name else ""
    text = (f"{whose}{selection['left_value']} + {selection['right_value']} = {selection['number']}   "
            f"on Lab card {selection['lab_card']}: {chemical(selection['chemical'])}")
    if selection.get("purpose") in ("assay", "reveal"):
        text += "  (revealed only)"
    return text


def tubes_title(card: int, card_name: str) -> str:
    return f"Lab card {card} ({card_name}) - the fire-level card"


# --- the bench ----------------------------------------------------------------------------------
def reds_line(reds: int) -> str:
    return f"Reds this turn: {reds}"


def pending_hint(black: bool) -> tuple[str, ...]:
    return ("first chemical:", "use it as B, Y or R") if black else ("choose a flask",)


def flask_label(number: int, flask: dict | None, target: bool) -> str:
    """"2: green (G)", "1: blue (B)", "3: new flask", "4: empty"."""
    if flask and flask["chemicals"]:
        chems = flask["chemicals"]
        label = RESULT_LABEL[flask["result"]] if len(chems) == 2 else chemical(chems[0])
    else:
        label = "new flask" if target else "empty"
    return f"{number}: {label}"


def flask_hint(black: bool) -> str:
    return "choose B, Y or R" if black else "click to pour"


# --- the players' panel -------------------------------------------------------------------------
def player_status(place: int, played: bool, current: bool, asked: bool) -> str:
    """"2nd this round (played)", "1st this round (playing) - deciding now"."""
    status = f"{ordinal(place)} this round"
    if played:
        status += " (played)"
    elif current:
        status += " (playing)"
    if asked:
        status += " - deciding now"
    return status


def player_detail(intuition: int, research: int, bonus: int) -> str:
    detail = f"Intuition {intuition}  Research {research}"
    if bonus:
        detail += f"  Bonus {bonus}"
    return detail


def robot_last(last: dict) -> str:
    """The Robot's last turn: "Last: B R = half, green"."""
    return "Last: " + " ".join(last["chemicals"]) + " = " + ", ".join(last["flasks"])


def hand_title(owner: str | None, side_choice_for: str | None = None) -> str:
    if side_choice_for is not None:
        return f"New Process card for {side_choice_for}: keep the blue or the yellow effect"
    return "Process cards" if owner is None else f"{owner}'s Process cards"


def card_phase(phase: str) -> str:
    return f"{PHASE_LABEL[phase]} phase"


def card_side(side: str) -> str:
    """A Process card's side: "blue side"."""
    return f"{side} side"


def beaker_side(side: str) -> str:
    """A beaker card's side: "side A"."""
    return f"side {side}"


# --- headlines (banners) and floating gains -----------------------------------------------------
def gain(points: int) -> str:
    return f"+{points}"


# the headline an event shows over the table, by event type; ``who(p)`` names a participant
HEADLINES = {
    R.TurnStarted: lambda e, who: f"Round {e.round}: {who(e.who)}",
    R.UnstableMixture: lambda e, who: "Unstable Mixture!",
    R.Exploded: lambda e, who: "BOOM!",
    R.CardPlayed: lambda e, who: f"{who(e.seat)} plays {e.effect}",
    R.SideChosen: lambda e, who: f"{who(e.seat)} keeps {e.effect}",
    R.RobotResult: lambda e, who: "Robot: " + " ".join(e.chemicals) + " = " + ", ".join(e.flasks),
    R.ChemicalSetAside: lambda e, who: f"{R.colour(e.chemical).capitalize()} set aside",
    R.BeakerTurned: lambda e, who: f"The {e.compound} beaker boils over!" if e.reached_x else None,
    R.Stopped: lambda e, who: f"{who(e.who)} stops",
    R.RoundEnded: lambda e, who: f"End of round {e.round}",
    R.GameOver: lambda e, who: "Game over",
}


def headline(event, who) -> str | None:
    """The headline ``event`` shows, or None."""
    make = HEADLINES.get(type(event))
    return make(event, who) if make else None


BOILED_OVER = "X: boiled over"
GAME_OVER = "Game over"
