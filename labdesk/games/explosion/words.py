"""What the Explosion board writes: labels, prompts, headlines and button texts (pure, no pygame).

Every function takes plain observation data (dicts and numbers from ``observation()``), or an action,
and returns the sentence a person reads in the current language; figures come from the observation,
never from a rule here. Card content stays English in content.json and is translated where shown.
"""
from __future__ import annotations

from labdesk.games.explosion import rules as R
from labdesk.games.explosion.content import load
from labdesk.i18n import N_, _, ngettext, pgettext

CHEM = {"B": "blue", "Y": "yellow", "R": "red", "K": "black"}
PHASE_LABEL = {"planning": N_("Planning"), "mixing": N_("Mixing"), "scoring": N_("Scoring"),
               "unstable": N_("Unstable")}
RESULT_LABEL = {"half": N_("half-filled"), "double-blue": N_("double blue (BB)"),
                "double-yellow": N_("double yellow (YY)"), "green": N_("green (G)"), "orange": N_("orange (O)"),
                "purple": N_("purple (P)")}
# the line over the buttons while the viewer may act, by phase
PROMPTS = {"side": N_("Choose the side of your new Process card"),
           "planning": N_("Planning before {current} mixes: a card, or ready"),
           "mixing": N_("Mixing: shuffle again or stop"), "pour": N_("Pour: pick a flask"),
           "titrate": N_("Titrate: keep one chemical"), "unstable": N_("Unstable Mixture!"),
           "scoring": N_("Scoring: play a card or score")}
SIMPLE_ACTIONS = {R.Draw: N_("Shuffle & select"), R.Stop: N_("Stop"), R.Score: N_("Score now"),
                  R.Explode: N_("Let it explode"), R.Ready: N_("Ready")}
# the actions that cannot be taken back ask first (a second click or key press never takes them)
CONFIRM = {R.Explode: N_("Let it explode? This turn's flasks are lost.")}
NO_CARDS = N_("none yet: double blue, double yellow or an explosion earns one")
SHUFFLE_FIRST = N_("Shuffle the Lab cards to select a chemical")
BLACK_NEEDS_COLOUR = N_("Choose the colour for the black chemical with the buttons")
NOT_THIS_PHASE = N_("That card cannot be played now: it works in its own phase")
TITLE = N_("Explosion in the Laboratory")
SELECTED = N_("Selected")
TITRATE_HINT = N_("Titrate: keep one")
CANCEL = N_("Cancel")
THE_CARD = N_("the card")


def content_strings() -> list[str]:
    """Every player-facing string of content.json, for the extractor: Lab card, beaker and flask
    names, the Process cards' names and texts, and the Robot's table in words."""
    c = load()
    strings = list(c.lab_names.values()) + [b.name for b in c.beakers.values()]
    strings += [f["name"] for f in c.raw["flasks"]]
    for sides in c.cards.values():
        for eff in sides.values():
            strings += [eff.name, eff.text]
    strings += [d["text"] for d in c.robot["difficulties"].values()] + [c.robot["any_flask"]]
    return strings


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th ... 11th, 12th, 13th, 21st."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return {"st": _("{n}st"), "nd": _("{n}nd"), "rd": _("{n}rd"), "th": _("{n}th")}[suffix].format(n=n)


def chemical(letter: str) -> str:
    """"blue (B)"."""
    return _("{colour} ({letter})").format(colour=R.colour_word(letter), letter=letter)


def robot_name(level: str, plain: bool = False) -> str:
    """'Robot (normal)'; ``plain``: 'Robot', for a line with little room (its panel gives the level)."""
    if plain:
        return pgettext("solo opponent", "Robot")
    return _("Robot ({level})").format(level=R.robot_level_word(level))


def lab_name(number: int) -> str:
    """A Lab card's name in the current language."""
    return _(load().lab_names[number])


# --- actions ------------------------------------------------------------------------------------
def action_label(action, obs: dict) -> str:
    """How an action reads on its button; a pour names the mix it makes (from the observation)."""
    simple = SIMPLE_ACTIONS.get(type(action))
    if simple is not None:
        return _(simple)
    if isinstance(action, R.Pour):
        name = R.colour_word(action.chemical)
        if obs["pending_black"]:
            return _("Use the black as {colour} ({letter})").format(colour=name, letter=action.chemical)
        result = next((p["result"] for p in obs["pour_results"]
                       if p["flask"] == action.flask and p["chemical"] == action.chemical), "half")
        if result == "half":
            return _("Pour {colour} into new flask {n}").format(colour=name, n=action.flask)
        return _("Pour {colour} into flask {n} ({result})").format(colour=name, n=action.flask,
                                                                  result=R.result_word(result))
    if isinstance(action, R.TakeSide):
        return _("Keep {effect} ({side})").format(effect=_(action.effect), side=R.side_word(action.side))
    if isinstance(action, R.Keep):
        return _("Keep chemical {n}: {colour} ({letter})").format(n=action.which + 1,
                                                                  colour=R.colour_word(action.chemical),
                                                                  letter=action.chemical)
    if isinstance(action, R.Play):
        if action.choice:
            return _("{effect}: {choice}").format(effect=_(action.effect), choice=R.choice_word(action.choice))
        return _("Play {effect}").format(effect=_(action.effect))
    return str(action)


def describe_action(action, state, names: list[str]) -> str:
    """An action in words away from the board (the analysis screen); ``state`` is where it is legal."""
    return action_label(action, state.observation(state.current_player()))


def choice_button(action) -> str:
    """A Process card's choice on its own button (the prompt above names the card)."""
    if action.choice in CHEM.values():
        return R.colour_word(action.choice)
    return R.result_word(action.choice)


def prompt(phase: str, current: str, choosing: str | None = None) -> str:
    """The line over the buttons while the viewer may act; ``choosing``: the card whose play is chosen."""
    if choosing is not None:
        return _("Choose how to play {card}").format(card=_(choosing))
    text = PROMPTS.get(phase)
    return _(text).format(current=current) if text else ""


def confirm_question(action) -> str | None:
    """The question an action that cannot be undone asks before it is taken (None: it asks none)."""
    question = CONFIRM.get(type(action))
    return _(question) if question else None


def deciding(name: str) -> str:
    return _("{name} is deciding...").format(name=name)


# --- the header, the beakers and the fire level -------------------------------------------------
def mixing_line(name: str) -> str:
    return _("  ·  {name} is mixing").format(name=name)


def compound_label(compound: str) -> str:
    """"Purple (P)"."""
    return {"green": _("Green (G)"), "orange": _("Orange (O)"), "purple": _("Purple (P)")}.get(
        compound, f"{compound.capitalize()} ({compound[0].upper()})")


def beaker_lines(beaker: dict) -> tuple[str, str, str]:
    """The lines beside a beaker card: its bottom edge's Research, fire icons and index."""
    return (_("Research {n}").format(n=beaker["research"]), _("Fire icons {n}").format(n=beaker["fire"]),
            _("index {n}").format(n=beaker["index"]))


def fire_head(level: int) -> str:
    return _("Fire level {n}").format(n=level)


def fire_sum(fires: list[int], shift: int, level: int) -> str:
    """"1 + 2 + 0 = 3, shift +1: Lab card 4"."""
    detail = " + ".join(str(x) for x in fires) + f" = {sum(fires)}"
    if shift:
        return _("{sum}, shift {shift}: Lab card {card}").format(sum=detail, shift=f"{shift:+d}", card=level)
    return _("{sum}: Lab card {card}").format(sum=detail, card=level)


# --- the Lab row and the tubes ------------------------------------------------------------------
def sum_pending(selection: dict) -> str:
    """The reveal's first step: the two edges, the sum still to come."""
    return f"{selection['left_value']} + {selection['right_value']} = ..."


def sum_line(selection: dict, earlier_name: str | None = None) -> str:
    """The selection: "9 + 7 = 16   on Lab card 3: blue (B)"; ``earlier_name`` for the previous one."""
    text = _("{left} + {right} = {number}   on Lab card {card}: {chemical}").format(
        left=selection["left_value"], right=selection["right_value"], number=selection["number"],
        card=selection["lab_card"], chemical=chemical(selection["chemical"]))
    if selection.get("purpose") in ("assay", "reveal"):
        text = _("{selection}  (revealed only)").format(selection=text)
    if earlier_name:
        text = _("Last: {name}, {selection}").format(name=earlier_name, selection=text)
    return text


def tubes_title(card: int, card_name: str) -> str:
    return _("Lab card {card} ({name}) - the fire-level card").format(card=card, name=_(card_name))


# --- the bench ----------------------------------------------------------------------------------
def reds_line(reds: int) -> str:
    return _("Reds this turn: {n}").format(n=reds)


def pending_hint(black: bool) -> tuple[str, ...]:
    return (_("first chemical:"), _("use it as B, Y or R")) if black else (_("choose a flask"),)


def flask_label(number: int, flask: dict | None, target: bool) -> str:
    """"2: green (G)", "1: blue (B)", "3: new flask", "4: empty"."""
    if flask and flask["chemicals"]:
        chems = flask["chemicals"]
        label = _(RESULT_LABEL[flask["result"]]) if len(chems) == 2 else chemical(chems[0])
    else:
        label = _("new flask") if target else _("empty")
    return f"{number}: {label}"


def flask_hint(black: bool) -> str:
    return _("choose B, Y or R") if black else _("click to pour")


# --- the players' panel -------------------------------------------------------------------------
def player_status(place: int, played: bool, current: bool, asked: bool) -> str:
    """"2nd this round (played)", "1st this round (playing) - deciding now"."""
    status = _("{place} this round").format(place=ordinal(place))
    if played:
        status = _("{status} (played)").format(status=status)
    elif current:
        status = _("{status} (playing)").format(status=status)
    if asked:
        status = _("{status} - deciding now").format(status=status)
    return status


def order_note(view: dict, who) -> str:
    """Under the players: why they play in this order (``who`` names a participant). Round 1 goes
    round the table; a later round starts lowest score first, and mid-round the note lists only those
    still to play with their scores (who has played has scored since): "Last to play this round: Ana 5"."""
    order = view["turn_order"]
    if view["round"] == 1:
        start = who(order[0])
        return _("Round 1 goes round the table from {name}; later rounds: lowest score first").format(name=start)
    waiting = [p for p in order if p not in view["played"]] or order
    entries = ", ".join(_("{name} {score}").format(name=who(p), score=view["scores"][p]) for p in waiting)
    if len(waiting) == len(order):
        return _("Lowest score plays first: {entries}").format(entries=entries)
    return ngettext("Last to play this round: {entries}", "Still to play, lowest score first: {entries}",
                    len(waiting)).format(entries=entries)


def player_detail(intuition: int, research: int, bonus: int) -> str:
    if bonus:
        return _("Intuition {intuition}  Research {research}  Bonus {bonus}").format(
            intuition=intuition, research=research, bonus=bonus)
    return _("Intuition {intuition}  Research {research}").format(intuition=intuition, research=research)


def robot_last(last: dict) -> str:
    """The Robot's last turn: "Last: B R = half, green"."""
    return _("Last: {chemicals} = {flasks}").format(chemicals=" ".join(last["chemicals"]),
                                                    flasks=", ".join(R.result_word(f) for f in last["flasks"]))


def robot_last_tip(last: dict) -> str:
    """The Robot's last turn in words: "The Robot's last turn: blue, red, yellow = half, green"."""
    return _("The Robot's last turn: {chemicals} = {flasks}").format(
        chemicals=", ".join(R.colour_word(c) for c in last["chemicals"]),
        flasks=", ".join(R.result_word(f) for f in last["flasks"]))


def tube_tip(number: int, letter: str) -> str:
    """A test tube of the fire-level card: "Tube 14: black (K)"."""
    return _("Tube {number}: {chemical}").format(number=number, chemical=chemical(letter))


def hand_title(owner: str | None, side_choice_for: str | None = None) -> str:
    if side_choice_for is not None:
        return _("New Process card for {name}: keep the blue or the yellow effect").format(name=side_choice_for)
    return _("Process cards") if owner is None else _("{name}'s Process cards").format(name=owner)


def card_phase(phase: str) -> str:
    return _("{phase} phase").format(phase=_(PHASE_LABEL[phase]))


def card_side(side: str) -> str:
    """A Process card's side: "blue side"."""
    return _("{side} side").format(side=R.side_word(side))


def side_colour(side: str) -> str:
    """A Process card's side in one word, where "blue side" does not fit: "blue"."""
    return R.side_word(side)


def beaker_side(side: str) -> str:
    """A beaker card's side: "side A"."""
    return _("side {side}").format(side=side)


# --- headlines (banners) and floating gains -----------------------------------------------------
def gain(points: int) -> str:
    return f"+{points}"


def _robot_line(e) -> str:
    return _("Robot: {chemicals} = {flasks}").format(chemicals=" ".join(e.chemicals),
                                                     flasks=", ".join(R.result_word(f) for f in e.flasks))


# the headline an event shows over the table, by event type; ``who(p)`` names a participant
HEADLINES = {
    R.TurnStarted: lambda e, who: _("Round {round}: {name}").format(round=e.round, name=who(e.who)),
    R.UnstableMixture: lambda e, who: _("Unstable Mixture!"),
    R.Exploded: lambda e, who: _("BOOM!"),
    R.CardPlayed: lambda e, who: _("{name} plays {effect}").format(name=who(e.seat), effect=_(e.effect)),
    R.SideChosen: lambda e, who: _("{name} keeps {effect}").format(name=who(e.seat), effect=_(e.effect)),
    R.RobotResult: lambda e, who: _robot_line(e),
    R.ChemicalSetAside: lambda e, who: _("{colour} set aside").format(
        colour=R.colour_word(e.chemical).capitalize()),
    R.BeakerTurned: lambda e, who: (_("{beaker} boils over!").format(beaker=R.beaker_word(e.compound))
                                    if e.reached_x else None),
    R.Stopped: lambda e, who: _("{name} stops").format(name=who(e.who)),
    R.RoundEnded: lambda e, who: _("End of round {round}").format(round=e.round),
    R.GameOver: lambda e, who: _("Game over"),
}


def headline(event, who) -> str | None:
    """The headline ``event`` shows, or None."""
    make = HEADLINES.get(type(event))
    return make(event, who) if make else None


BOILED_OVER = N_("X: boiled over")
BEAKER_TIP = N_("Each edge: star = Research, triangles = fire, small number = index")
GAME_OVER = N_("Game over")


# --- the Robot's table in plain words (the solo aid) -----------------------------------------------
# what a row asks for, by the chemicals it names (its 'any' slots take whatever is left)
ROBOT_NEEDS = {(): N_("anything else"), (("K", 1),): N_("a black"), (("K", 2),): N_("two blacks"),
               (("R", 2),): N_("two reds"), (("R", 3),): N_("three reds"), (("B", 1), ("R", 1)): N_("red and blue"),
               (("R", 1), ("Y", 1)): N_("red and yellow"), (("B", 1), ("Y", 1)): N_("blue and yellow"),
               (("B", 1), ("R", 1), ("Y", 1)): N_("red, blue and yellow")}
ROBOT_MAKES = {"explode": N_("it explodes"), ("purple",): N_("a purple flask"), ("orange",): N_("an orange flask"),
               ("green",): N_("a green flask"), ("any",): N_("a plain flask"),
               ("purple", "any"): N_("a purple flask and a plain flask")}


def robot_row_line(row: dict) -> str:
    """One row of the Robot's table as a sentence: "two reds: it explodes"."""
    named = sorted(c for c in row["chemicals"] if c != "any")
    needs = tuple(sorted((c, named.count(c)) for c in set(named)))
    result = row["result"] if row["result"] == "explode" else tuple(row["result"])
    need_words = _(ROBOT_NEEDS[needs]) if needs in ROBOT_NEEDS else " + ".join(row["chemicals"])
    make_words = _(ROBOT_MAKES[result]) if result in ROBOT_MAKES else ", ".join(map(R.result_word, result))
    return _("{needs}: {makes}").format(needs=need_words, makes=make_words)


def robot_table_lines(level: str) -> list[str]:
    """The Robot's table at ``level`` in plain words: its rows, first that fits, then what a plain
    flask pays and its bonus."""
    table = load().robot["difficulties"][level]
    plain = table["any_flask"]
    lines = [robot_row_line(row) for row in table["rows"]]
    lines.append(_("a plain flask pays {intuition} Intuition and {research} Research").format(
        intuition=plain["intuition"], research=plain["research"]))
    if table["bonus"]:
        lines.append(ngettext("+{n} point every turn it does not explode", "+{n} points every turn it does not explode",
                              table["bonus"]).format(n=table["bonus"]))
    return lines
