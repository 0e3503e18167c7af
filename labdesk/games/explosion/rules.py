"""Explosion in the Laboratory: the rules as a pure state machine (no pygame).

A turn runs through four phases. In *planning* every seat holding a usable planning Process card is
asked once (the others first, the player about to mix last) to play one or say "ready". In *mixing*
the player shuffles the six Lab cards into a row (``Draw``); the row's outer edge numbers give a
chemical number, read on the Lab card of the current fire level; a safe chemical is then poured into
a flask of the player's choice (``Pour``), after which they ``Stop`` or draw again. A black that is
not the turn's first chemical, or a second red, makes an Unstable Mixture: the *unstable* phase
offers the unstable Process cards, else the mixture explodes. Otherwise *scoring* pays Intuition and
Research, turns beakers, and may earn a Process card.

The solo Robot (one player) is an extra participant, seat 1, driven by the rules themselves: its
turns run automatically inside ``apply`` (right after the action that hands it the turn), so
``current_player()`` never names it and the match driver needs no player for it. It has a score
and can win (``winners() == [1]``).

Hidden information: none of the players' cards are private (Process cards lie face up in front of
their owners), so ``SPEC.hidden_information`` is False. What nobody knows is the order of the
Process deck and the next Lab row; ``determinize`` reshuffles the deck and reseeds the generator.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from labdesk.engine.core import Action, Event, InvariantBroken, Rng, ScorePart, State, seat_mark
from labdesk.games.explosion.content import COLOUR_NAMES, COMPOUNDS, Content, load
from labdesk.games.explosion.spec import ROBOT_LEVELS, SPEC
from labdesk.i18n import N_, _, ngettext, pgettext

PHASE_NAMES = {"planning": N_("Turn Planning"), "mixing": N_("Mixing Compounds"), "scoring": N_("Beaker Scoring"),
               "unstable": N_("Unstable Mixture")}
MIXTURES = ("double-blue", "double-yellow", "green", "orange", "purple")
BASE_FLASKS = 3


def name_of(names: Sequence[str], who: int) -> str:
    """A participant's name for the log; the solo Robot has no seat name of its own."""
    return names[who] if 0 <= who < len(names) else _("the Robot")


def subject(names: Sequence[str], who: int) -> str:
    """A participant's name at the start of a sentence."""
    name = name_of(names, who)
    return name[:1].upper() + name[1:]


def colour(c: str) -> str:
    """A chemical's colour by its letter, in English (the words of actions and saves)."""
    return COLOUR_NAMES.get(c, c)


def colour_word(c: str) -> str:
    """A chemical's colour (its letter or its English name) in the current language."""
    words = {"blue": pgettext("chemical", "blue"), "yellow": pgettext("chemical", "yellow"),
             "red": pgettext("chemical", "red"), "black": pgettext("chemical", "black")}
    return words.get(colour(c), c)


def result_word(result: str) -> str:
    """A flask's result id as words: 'double-blue' -> 'double blue'."""
    words = {"half": pgettext("flask", "half"), "double-blue": pgettext("flask", "double blue"),
             "double-yellow": pgettext("flask", "double yellow"), "green": pgettext("flask", "green"),
             "orange": pgettext("flask", "orange"), "purple": pgettext("flask", "purple"),
             "any": pgettext("flask", "any"), "explode": pgettext("flask", "explode")}
    return words.get(result, result.replace("-", " "))


def choice_word(choice: str) -> str:
    """What a Process card is played with (a colour, a mixture or a beaker's compound), as the log
    writes it."""
    words = {"blue": pgettext("choice", "blue"), "yellow": pgettext("choice", "yellow"),
             "red": pgettext("choice", "red"), "black": pgettext("choice", "black"),
             "double-blue": pgettext("choice", "double-blue"), "double-yellow": pgettext("choice", "double-yellow"),
             "green": pgettext("choice", "green"), "orange": pgettext("choice", "orange"),
             "purple": pgettext("choice", "purple")}
    return words.get(choice, choice)


def side_word(side: str) -> str:
    """A Process card's side: 'blue' / 'yellow'."""
    return {"blue": pgettext("side", "blue"), "yellow": pgettext("side", "yellow")}.get(side, side)


def beaker_word(compound: str) -> str:
    """'The purple beaker', to start a sentence."""
    return {"green": _("The green beaker"), "orange": _("The orange beaker"),
            "purple": _("The purple beaker")}.get(compound, compound)


def robot_level_word(level: str) -> str:
    return {"easy": pgettext("robot level", "easy"), "normal": pgettext("robot level", "normal"),
            "hard": pgettext("robot level", "hard")}.get(level, level)


def join_words(items: Sequence[str]) -> str:
    """ "a, b and c" in the current language."""
    items = list(items)
    if len(items) <= 1:
        return "".join(items)
    return _("{first} and {last}").format(first=", ".join(items[:-1]), last=items[-1])


# ---------------------------------------------------------------------------------------------
# Actions
# ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class TakeSide(Action):
    """Keep the drawn Process card with its blue or yellow effect usable."""
    side: str
    effect: str

    def __str__(self):
        return f"keep {self.effect} ({self.side} side)"


@dataclass(frozen=True)
class Ready(Action):
    """End your part of the planning phase without playing (more) cards."""

    def __str__(self):
        return "ready"


@dataclass(frozen=True)
class Draw(Action):
    """Shuffle the Lab cards into a row and select a chemical."""

    def __str__(self):
        return "shuffle the Lab cards"


@dataclass(frozen=True)
class Pour(Action):
    """Pour the selected chemical (for a first black: the colour chosen for it) into a flask (1-based);
    a number one past the flasks in use takes a new flask."""
    chemical: str
    flask: int

    def __str__(self):
        return f"pour {colour(self.chemical)} into flask {self.flask}"


@dataclass(frozen=True)
class Keep(Action):
    """Titrate: keep one of the two selected chemicals (0 or 1)."""
    which: int
    chemical: str

    def __str__(self):
        return f"keep chemical {self.which + 1} ({colour(self.chemical)})"


@dataclass(frozen=True)
class Stop(Action):
    def __str__(self):
        return "stop"


@dataclass(frozen=True)
class Explode(Action):
    """Accept the Unstable Mixture (when an unstable Process card could have been played)."""

    def __str__(self):
        return "let it explode"


@dataclass(frozen=True)
class Score(Action):
    """Score the flasks (when a scoring Process card could have been played first)."""

    def __str__(self):
        return "score"


@dataclass(frozen=True)
class Play(Action):
    """Play a held Process card; ``choice`` is the colour, mixture or beaker it names, if any."""
    card: int
    effect: str
    choice: str = ""

    def __str__(self):
        return f"play {self.effect}" + (f" ({self.choice})" if self.choice else "")


# ---------------------------------------------------------------------------------------------
# Events (third-person sentences for the log)
# ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class CardDrawn(Event):
    seat: int
    card: int
    reason: str  # "setup" | "mixture" | "explosion"
    barrier = True

    def describe(self, names):
        text = {"setup": _("{name} draws a Process card to start."),
                "mixture": _("{name} draws a Process card for a double mixture."),
                "explosion": _("{name} draws a Process card after the explosion.")}[self.reason]
        return text.format(name=subject(names, self.seat))


@dataclass(frozen=True)
class SideChosen(Event):
    seat: int
    card: int
    side: str
    effect: str

    def describe(self, names):
        return _("{name} keeps {effect} ({side} side).").format(name=subject(names, self.seat), effect=_(self.effect),
                                                                side=side_word(self.side))


@dataclass(frozen=True)
class TurnStarted(Event):
    who: int
    round: int
    fire_level: int

    def describe(self, names):
        return _("Round {round}: {name}'s turn at fire level {level}.").format(
            round=self.round, name=name_of(names, self.who), level=self.fire_level)


@dataclass(frozen=True)
class CardPlayed(Event):
    seat: int
    card: int
    effect: str
    choice: str
    phase: str
    target: int  # the participant whose turn it is

    def describe(self, names):
        on_other = self.target != self.seat
        if self.choice:
            text = _("{name} plays {effect} ({choice}) on {target}.") if on_other else _("{name} plays {effect} ({choice}).")
        else:
            text = _("{name} plays {effect} on {target}.") if on_other else _("{name} plays {effect}.")
        return text.format(name=subject(names, self.seat), effect=_(self.effect), choice=choice_word(self.choice),
                           target=name_of(names, self.target))


@dataclass(frozen=True)
class CardReturned(Event):
    card: int

    def describe(self, names):
        return ""


@dataclass(frozen=True)
class LabShuffled(Event):
    """The six Lab cards were shuffled and laid out in this row (left to right)."""
    who: int
    row: tuple
    barrier = True

    def describe(self, names):
        return ""


@dataclass(frozen=True)
class ChemicalRevealed(Event):
    """The row gave ``left_value`` (card ``left_card``) + ``right_value`` (card ``right_card``) =
    ``number``, read on Lab card ``lab_card`` as ``chemical``. ``purpose``: select, reveal, titrate,
    robot, assay, pipette."""
    who: int
    left_card: int
    left_value: int
    right_card: int
    right_value: int
    number: int
    lab_card: int
    chemical: str
    purpose: str

    def describe(self, names):
        if self.purpose in ("reveal", "assay"):
            text = _("{name} gets {left} + {right} = {number}: a {colour} chemical on Lab card {card} (revealed only).")
        else:
            text = _("{name} gets {left} + {right} = {number}: a {colour} chemical on Lab card {card}.")
        return text.format(name=subject(names, self.who), left=self.left_value, right=self.right_value,
                           number=self.number, colour=colour_word(self.chemical), card=self.lab_card)


@dataclass(frozen=True)
class Poured(Event):
    who: int
    flask: int
    chemical: str
    result: str  # flask result id after the pour
    new_flask: bool
    source: str  # "selected" | "black" (a first black poured as this colour) | "card"

    def describe(self, names):
        if self.source == "black":
            what = _("the black chemical as {colour}").format(colour=colour_word(self.chemical))
        else:
            what = colour_word(self.chemical)
        where = (_("a new flask {n}") if self.new_flask else _("flask {n}")).format(n=self.flask)
        if self.result == "half":
            return _("{name} pours {what} into {where}.").format(name=subject(names, self.who), what=what, where=where)
        return _("{name} pours {what} into {where}, making {result}.").format(
            name=subject(names, self.who), what=what, where=where, result=result_word(self.result))


@dataclass(frozen=True)
class Stopped(Event):
    who: int

    def describe(self, names):
        return _("{name} stops mixing.").format(name=subject(names, self.who))


@dataclass(frozen=True)
class UnstableMixture(Event):
    who: int
    chemical: str
    reason: str  # "black" | "second red" | "red + red"

    def describe(self, names):
        why = {"black": _("a black chemical after the first"), "second red": _("a second red"),
               "red + red": _("red poured onto red")}.get(self.reason, self.reason)
        return _("Unstable Mixture for {name}: {why}!").format(name=name_of(names, self.who), why=why)


@dataclass(frozen=True)
class ChemicalSetAside(Event):
    who: int
    chemical: str

    def describe(self, names):
        return _("{name} sets the {colour} chemical aside.").format(name=subject(names, self.who),
                                                                    colour=colour_word(self.chemical))


@dataclass(frozen=True)
class FlasksPouredAway(Event):
    who: int
    flasks: tuple  # 1-based numbers of the flasks emptied

    def describe(self, names):
        if not self.flasks:
            return ""
        return _("{name} pours away flask {numbers}.").format(name=subject(names, self.who),
                                                              numbers=", ".join(map(str, self.flasks)))


@dataclass(frozen=True)
class Exploded(Event):
    who: int
    chemicals: int

    def describe(self, names):
        return ngettext("BOOM! {name}'s mixture explodes ({n} chemical lost).",
                        "BOOM! {name}'s mixture explodes ({n} chemicals lost).", self.chemicals).format(
            name=subject(names, self.who), n=self.chemicals)


@dataclass(frozen=True)
class FlaskScored(Event):
    who: int
    flask: int
    result: str
    intuition: int
    research: int
    beaker: str  # beaker id or ""

    def describe(self, names):
        if self.intuition and self.research:
            gain = _("{intuition} Intuition and {research} Research").format(intuition=self.intuition,
                                                                             research=self.research)
        elif self.intuition:
            gain = _("{n} Intuition").format(n=self.intuition)
        elif self.research:
            gain = _("{n} Research").format(n=self.research)
        else:
            gain = _("nothing")
        return _("{name} scores {gain} for the {result} flask.").format(name=subject(names, self.who), gain=gain,
                                                                        result=result_word(self.result))


@dataclass(frozen=True)
class PointsGained(Event):
    who: int
    points: int
    reason: str  # an English template, filled with ``detail`` ({effect}, {mixture} or {level})
    detail: str = ""

    def describe(self, names):
        reason = _(self.reason).format(effect=_(self.detail), mixture=result_word(self.detail),
                                       level=robot_level_word(self.detail))
        return ngettext("{name} gains {n} point ({reason}).", "{name} gains {n} points ({reason}).",
                        self.points).format(name=subject(names, self.who), n=self.points, reason=reason)


@dataclass(frozen=True)
class BeakerTurned(Event):
    beaker: str
    compound: str
    from_index: int
    to_index: int  # 0 when it reached X
    flipped: bool
    reached_x: bool
    reason: str  # "scored" | "round end" | "card" | "robot"
    side: str = "A"  # the side and edge (0-3) now at the bottom
    edge: int = 0

    def describe(self, names):
        beaker = beaker_word(self.compound)
        if self.reached_x:
            return _("{beaker} turns to X: it boils over!").format(beaker=beaker)
        if self.flipped:
            return _("{beaker} turns, flips over to index {index}.").format(beaker=beaker, index=self.to_index)
        return _("{beaker} turns to index {index}.").format(beaker=beaker, index=self.to_index)


@dataclass(frozen=True)
class RobotResult(Event):
    chemicals: tuple  # three colour letters: the selected one and the next two
    numbers: tuple
    flasks: tuple  # flask results, or ("explode",)

    def describe(self, names):
        seen = ", ".join(colour_word(c) for c in self.chemicals)
        if self.flasks == ("explode",):
            return _("The Robot takes {chemicals} and explodes.").format(chemicals=seen)
        return _("The Robot takes {chemicals}: {flasks} flask.").format(
            chemicals=seen, flasks=", ".join(result_word(f) for f in self.flasks))


@dataclass(frozen=True)
class TurnEnded(Event):
    who: int

    def describe(self, names):
        return ""


@dataclass(frozen=True)
class RoundEnded(Event):
    round: int

    def describe(self, names):
        return _("Round {round} ends.").format(round=self.round)


@dataclass(frozen=True)
class GameOver(Event):
    scores: tuple
    winners: tuple

    def describe(self, names):
        who = join_words([subject(names, w) for w in self.winners])
        points = max(self.scores)
        if len(self.winners) == 1:
            text = ngettext("The game ends. {who} wins with {n} point.", "The game ends. {who} wins with {n} points.",
                            points)
        else:
            text = ngettext("The game ends. {who} win with {n} point.", "The game ends. {who} win with {n} points.",
                            points)
        return text.format(who=who, n=points)


# ---------------------------------------------------------------------------------------------
# Pure helpers
# ---------------------------------------------------------------------------------------------
def mix_result(content: Content, chemicals: Sequence[str]) -> str:
    """The flask result id of one or two chemicals ('half' for one)."""
    if len(chemicals) == 1:
        return "half"
    return content.mix_result["".join(sorted(chemicals))]


def row_number(content: Content, row: Sequence[int]) -> tuple[int, int, int, int]:
    """(left card, left value, right card, right value) of a Lab row: an X edge passes to the next
    card inwards."""
    i = 0
    while content.lab[row[i]]["left"] is None:
        i += 1
    j = len(row) - 1
    while content.lab[row[j]]["right"] is None:
        j -= 1
    return row[i], content.lab[row[i]]["left"], row[j], content.lab[row[j]]["right"]


def beaker_view(content: Content, beaker_id: str, side: str, edge: int) -> dict:
    """A beaker as the observation shows it, with ``edge`` of ``side`` at the bottom."""
    info, e = content.beakers[beaker_id], content.beakers[beaker_id].sides[side][edge]
    return {"id": beaker_id, "name": info.name, "compound": info.compound, "side": side, "edge": edge,
            "index": e.index, "research": e.research, "fire": e.fire, "x": e.x}


def clamp_fire(level: int) -> int:
    return max(1, min(6, level))


# ---------------------------------------------------------------------------------------------
# The state
# ---------------------------------------------------------------------------------------------
class ExplosionState(State):
    def __init__(self, seed: int, players: int, robot_level: str = "normal", start_player: int = 0):
        self.content = load()
        self.rng = Rng(seed)
        self.humans = players
        self.solo = players == 1
        self.players = players + (1 if self.solo else 0)  # the Robot is participant 1 in solo
        self.robot_level = robot_level
        self.start_player = start_player
        # beakers in play: [id, side, edge] with the lowest index at the bottom to start
        self.beakers = [[bid, "A", 0] for bid in self.content.beaker_sets[players]]
        self.deck = list(self.content.cards)
        self.rng.shuffle(self.deck)
        self.held: list[list[tuple[int, str]]] = [[] for _ in range(self.players)]
        self.intuition = [0] * self.players
        self.research = [0] * self.players
        self.bonus = [0] * self.players  # empty-deck compensation and the Robot's difficulty bonus
        self.round = 1
        self.played: list[int] = []
        self.current = start_player
        self.last_actor = (start_player - 1) % self.players
        self.turns = 0
        self.over = False
        self.phase = "setup"
        self.setup_queue = list(range(self.humans))
        self.side_choice: tuple | None = None  # (seat, card, allowed sides, reason)
        self.planning_queue: list[int] = []
        self.last_selection: dict | None = None
        self.robot_last: dict | None = None
        self._reset_turn()
        self._events: list[Event] = []
        self._setup_next()
        self._events = []

    # --- setup helpers ------------------------------------------------------------------------
    def _reset_turn(self) -> None:
        self.flasks: list[list[str]] = []
        self.reds = 0
        self.pours = 0  # chemicals the player poured this turn in mixing (Stop needs at least one)
        self.pending: str | None = None  # selected chemical waiting for a Pour
        self.pending_source = ""  # "selected" | "black" | "card"
        self.pending_buffered = False
        self.titrate: list[str] = []
        self.cause: str | None = None
        self.fire_shift = 0
        self.buffer = False
        self.distill: list[str] = []
        self.extra_flasks = 0
        self.gained_card = False
        self.start_chemical = False
        self.turns_due: list[str] = []  # the beakers scored this turn: each turns once when the scoring ends

    def _setup_next(self) -> None:
        """Deal the next setup card (each seat draws one and picks its side) or start round 1."""
        if self.setup_queue:
            seat = self.setup_queue.pop(0)
            card = self.deck.pop()
            self._events.append(CardDrawn(seat, card, "setup"))
            self.side_choice = (seat, card, ("blue", "yellow"), "setup")
            self.phase = "side"
        else:
            self.side_choice = None
            self._start_turn(self.start_player)

    # --- reading the table --------------------------------------------------------------------
    def edge(self, beaker: list):
        bid, side, e = beaker
        return self.content.beakers[bid].sides[side][e]

    def base_fire_level(self) -> int:
        return sum(self.edge(b).fire for b in self.beakers if not self.edge(b).x)

    def fire_level(self) -> int:
        """The Lab card used this turn: beaker fire icons, shifted by Ice Bath/Bunsen, within 1-6."""
        return clamp_fire(self.base_fire_level() + self.fire_shift)

    def beaker_for(self, compound: str) -> list:
        return next(b for b in self.beakers if self.content.beakers[b[0]].compound == compound)

    def any_beaker_at_x(self) -> bool:
        return any(self.edge(b).x for b in self.beakers)

    def max_flasks(self) -> int:
        return BASE_FLASKS + self.extra_flasks

    def has_room(self) -> bool:
        return len(self.flasks) < self.max_flasks() or any(len(f) == 1 for f in self.flasks)

    def score_of(self, who: int) -> int:
        return self.intuition[who] + self.research[who] + self.bonus[who]

    def score_parts(self, seat: int) -> tuple[ScorePart, ...]:
        return (ScorePart(N_("Intuition"), self.intuition[seat]), ScorePart(N_("Research"), self.research[seat]),
                ScorePart(N_("bonus"), self.bonus[seat]))

    def is_robot(self, who: int) -> bool:
        return self.solo and who == 1

    # --- protocol -----------------------------------------------------------------------------
    def current_player(self) -> int | None:
        if self.over:
            return None
        if self.phase == "side":
            return self.side_choice[0]
        if self.phase == "planning":
            return self.planning_queue[0]
        return self.current

    def is_over(self) -> bool:
        return self.over

    def scores(self) -> list[float]:
        return [float(self.score_of(p)) for p in range(self.players)]

    def winners(self) -> list[int]:
        if not self.over:
            return []
        if self.solo:  # the player needs strictly more points than the Robot
            return [0] if self.score_of(0) > self.score_of(1) else [1]
        best = max(self.score_of(p) for p in range(self.players))
        return [p for p in range(self.players) if self.score_of(p) == best]

    def turn_count(self) -> int:
        return self.turns

    def clone(self) -> "ExplosionState":
        other = ExplosionState.__new__(ExplosionState)
        d = self.__dict__.copy()
        d["rng"] = self.rng.copy()
        d["beakers"] = [list(b) for b in self.beakers]
        d["deck"] = list(self.deck)
        d["held"] = [list(h) for h in self.held]
        for key in ("intuition", "research", "bonus", "played", "setup_queue", "planning_queue",
                    "titrate", "distill", "turns_due"):
            d[key] = list(d[key])
        d["flasks"] = [list(f) for f in self.flasks]
        d["_events"] = []
        other.__dict__ = d
        return other

    def determinize(self, player: int, rng: Rng) -> "ExplosionState":
        """Everyone sees the same table; only the Process deck order and future shuffles are unknown."""
        world = self.clone()
        rng.shuffle(world.deck)
        world.rng = rng.fork()
        return world

    # --- legal actions ------------------------------------------------------------------------
    def _playable(self, seat: int, phase: str) -> list[Action]:
        """Process-card plays available to ``seat`` in ``phase`` right now."""
        out = []
        seen = set()
        for card, side in self.held[seat]:
            eff = self.content.cards[card][side]
            if eff.phase != phase or eff.name in seen:
                continue
            seen.add(eff.name)
            for choice in self._choices(seat, eff):
                out.append(Play(card, eff.name, choice))
        return out

    def _choices(self, seat: int, eff) -> list[str]:
        """The choices an effect can be played with now ([""] = no choice; [] = not playable)."""
        own = seat == self.current
        kind = eff.effect
        if eff.phase == "planning" and eff.who == "self" and not own:
            return []
        if kind == "bonus_if_made":
            return [m for m in MIXTURES if m not in self.distill]
        if kind == "start_chemical":
            return [] if self.start_chemical else ["blue", "yellow", "red"]
        if kind == "fire_shift":
            shifted = clamp_fire(self.base_fire_level() + self.fire_shift + eff.params["delta"])
            return [""] if shifted != self.fire_level() else []
        if kind == "extra_flask":
            return [] if self.extra_flasks else [""]
        # mixing cards: three are played before a selection, Pipette after one
        if kind in ("select_two", "buffer_red", "add_chemical"):
            if self.phase != "mixing" or not self.has_room() or (kind == "buffer_red" and self.buffer):
                return []
            return ["blue", "yellow"] if kind == "add_chemical" else [""]
        if kind == "reselect":
            return [""] if self.phase == "pour" and self.pending_source == "selected" else []
        if kind == "reveal_guess":
            return ["blue", "yellow", "red", "black"]
        if kind == "turn_beaker":
            return [self.content.beakers[b[0]].compound for b in self.beakers if not self.edge(b).x]
        if kind == "intuition_per":
            return [""] if self._count(eff.params["what"]) > 0 else []
        if kind in ("ignore_cause", "contain"):
            return [""]
        return []

    def _count(self, what: str) -> int:
        if what == "chemical":
            return sum(len(f) for f in self.flasks)
        if what == "half":
            return sum(1 for f in self.flasks if len(f) == 1)
        return sum(1 for f in self.flasks if len(f) == 2 and mix_result(self.content, f) in COMPOUNDS)

    def pour_targets(self, chemical: str) -> list[int]:
        """1-based flasks ``chemical`` may go into: a half-filled flask it mixes with stably, or a new one."""
        targets = [i + 1 for i, f in enumerate(self.flasks)
                   if len(f) == 1 and not (f[0] == "R" and chemical == "R")]
        if len(self.flasks) < self.max_flasks():
            targets.append(len(self.flasks) + 1)
        return targets

    def pour_results(self) -> list[dict]:
        """What each pour open now would leave in its flask: [{"flask", "chemical", "result"}], the
        flask 1-based, the result as in ``mix_result`` ('half' for a chemical alone)."""
        if self.phase != "pour" or self.over:
            return []
        if self.pending_source == "black":
            return [{"flask": len(self.flasks) + 1, "chemical": c, "result": "half"} for c in ("B", "Y", "R")]
        return [{"flask": t, "chemical": self.pending,
                 "result": mix_result(self.content, self.flasks[t - 1] + [self.pending])
                 if t <= len(self.flasks) else "half"}
                for t in self.pour_targets(self.pending)]

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        phase = self.phase
        if phase == "side":
            seat, card, sides, _reason = self.side_choice
            return [TakeSide(s, self.content.cards[card][s].name) for s in sides]
        if phase == "planning":
            return self._playable(self.planning_queue[0], "planning") + [Ready()]
        if phase == "mixing":
            acts: list[Action] = []
            if self.has_room():
                acts.append(Draw())
            if self.pours:
                acts.append(Stop())
            return acts + self._playable(self.current, "mixing")
        if phase == "pour":
            if self.pending_source == "black":
                acts = [Pour(c, len(self.flasks) + 1) for c in ("B", "Y", "R")]
            else:
                acts = [Pour(self.pending, t) for t in self.pour_targets(self.pending)]
            return acts + self._playable(self.current, "mixing")
        if phase == "titrate":
            return [Keep(i, c) for i, c in enumerate(self.titrate)]
        if phase == "unstable":
            return [Explode()] + self._playable(self.current, "unstable")
        if phase == "scoring":
            return [Score()] + self._playable(self.current, "scoring")
        raise InvariantBroken(f"unknown phase {phase}")

    def why_illegal(self, action: Action) -> str:
        if self.over:
            return _("the game is over")
        expected = {"side": _("choose a side for the Process card"), "planning": _("play a planning card or be ready"),
                    "mixing": _("shuffle the Lab cards or stop"), "pour": _("choose a flask for the chemical"),
                    "titrate": _("keep one of the two chemicals"), "unstable": _("deal with the Unstable Mixture"),
                    "scoring": _("score (or play a scoring card)")}[self.phase]
        if isinstance(action, Stop) and self.phase == "mixing" and not self.pours:
            return _("you must pour at least one chemical before you stop")
        if isinstance(action, Stop) and self.phase == "pour":
            return _("you have shuffled the Lab cards: pour that chemical before you stop")
        if isinstance(action, Pour) and self.phase == "pour":
            if self.pending_source == "black":
                return _("pour your first black into a new flask as blue, yellow or red")
            if action.chemical != self.pending:
                return _("the chemical to pour is {colour}, not {other}").format(
                    colour=colour_word(self.pending), other=colour_word(action.chemical))
            targets = self.pour_targets(self.pending)
            return _("flask {n} cannot take it: choose flask {targets}").format(
                n=action.flask, targets=_(" or ").join(str(n) for n in targets))
        if isinstance(action, Play):
            return self._why_not_playable(action) or _("'{action}' is not allowed now: {expected}").format(
                action=action, expected=expected)
        return _("'{action}' is not allowed now: {expected}").format(action=action, expected=expected)

    def held_effect(self, seat: int, card: int):
        """The effect of the side ``seat`` keeps of Process card ``card``; None if it does not hold it."""
        side = next((s for c, s in self.held[seat] if c == card), None)
        return None if side is None else self.content.cards[card][side]

    def _why_not_playable(self, action: Play) -> str:
        seat = self.current_player()
        eff = self.held_effect(seat, action.card) if seat is not None else None
        if eff is None or eff.name != action.effect:
            return _("you do not hold {effect}").format(effect=_(action.effect))
        now = {"pour": "mixing", "titrate": "mixing"}.get(self.phase, self.phase)
        if eff.phase != now:
            return _("{effect} can only be played in the {phase} phase").format(effect=_(eff.name),
                                                                                phase=_(PHASE_NAMES[eff.phase]))
        if eff.phase == "planning" and eff.who == "self" and seat != self.current:
            return _("{effect} can only be played in your own turn").format(effect=_(eff.name))
        if action.choice:
            return _("{effect} cannot be played ({choice}) right now").format(effect=_(eff.name),
                                                                              choice=choice_word(action.choice))
        return _("{effect} cannot be played (like that) right now").format(effect=_(eff.name))

    # --- applying -----------------------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        self._events = []
        if isinstance(action, TakeSide):
            self._take_side(action.side)
        elif isinstance(action, Ready):
            self.planning_queue.pop(0)
            self._planning_next()
        elif isinstance(action, Draw):
            self._select("select")
        elif isinstance(action, Pour):
            self._pour(action.chemical, action.flask)
        elif isinstance(action, Keep):
            chosen = self.titrate[action.which]
            self.titrate = []
            self._resolve(chosen, "selected")
        elif isinstance(action, Stop):
            self._events.append(Stopped(self.current))
            self._to_scoring()
        elif isinstance(action, Explode):
            self._explode()
        elif isinstance(action, Score):
            self._score()
        elif isinstance(action, Play):
            self._play(action)
        events, self._events = self._events, []
        return events

    def _emit(self, event: Event) -> None:
        self._events.append(event)

    # --- Process cards --------------------------------------------------------------------------
    def _take_side(self, side: str) -> None:
        seat, card, _sides, reason = self.side_choice
        self.held[seat].append((card, side))
        self._emit(SideChosen(seat, card, side, self.content.cards[card][side].name))
        self.side_choice = None
        if reason == "setup":
            self._setup_next()
        elif reason == "mixture":
            self._finish_scoring()
        else:
            self._end_turn()

    def _gain_card(self, sides: tuple[str, ...], reason: str) -> bool:
        """Earn a Process card (at most one per turn). Returns True when a side must be chosen."""
        if self.gained_card:
            return False
        self.gained_card = True
        who = self.current
        if not self.deck:
            others = [self.score_of(p) for p in range(self.players) if p != who]
            if others and max(others) > self.score_of(who):  # only a player who is not leading
                most = max(len(self.held[p]) for p in range(self.players) if p != who)
                if most:
                    self.bonus[who] += 2 * most
                    self._emit(PointsGained(who, 2 * most, N_("no Process card left")))
            return False
        card = self.deck.pop()
        self._emit(CardDrawn(who, card, reason))
        if len(sides) == 1:
            self.held[who].append((card, sides[0]))
            self._emit(SideChosen(who, card, sides[0], self.content.cards[card][sides[0]].name))
            return False
        self.side_choice = (who, card, sides, reason)
        self.phase = "side"
        return True

    def _discard(self, seat: int, card: int) -> None:
        """A played card is shuffled back into the deck."""
        self.held[seat] = [h for h in self.held[seat] if h[0] != card]
        self.deck.append(card)
        self.rng.shuffle(self.deck)
        self._emit(CardReturned(card))

    def _play(self, action: Play) -> None:
        seat = self.current_player()
        eff = self.held_effect(seat, action.card)
        self._discard(seat, action.card)
        self._emit(CardPlayed(seat, action.card, eff.name, action.choice, eff.phase, self.current))
        kind, who = eff.effect, self.current
        if kind == "bonus_if_made":
            self.distill.append(action.choice)
        elif kind == "start_chemical":
            self.start_chemical = True
            chem = {"blue": "B", "yellow": "Y", "red": "R"}[action.choice]
            self.flasks.append([chem])
            if chem == "R":
                self.reds += 1
            self._emit(Poured(who, len(self.flasks), chem, "half", True, "card"))
        elif kind == "fire_shift":
            self.fire_shift += eff.params["delta"]
        elif kind == "extra_flask":
            self.extra_flasks += eff.params["count"]
        elif kind == "select_two":
            self.titrate = [self._reveal("titrate"), self._reveal("titrate")]
            self.phase = "titrate"
        elif kind == "add_chemical":
            self.pending = {"blue": "B", "yellow": "Y"}[action.choice]
            self.pending_source = "card"
            self.pending_buffered = False
            self.phase = "pour"
        elif kind == "buffer_red":
            self.buffer = True
        elif kind == "reselect":
            self.pending = None
            self.pending_source = ""
            self._select("pipette")
        elif kind == "reveal_guess":
            seen = self._reveal("assay")
            if colour(seen) == action.choice:
                self.intuition[who] += 1
                self._emit(PointsGained(who, 1, N_("Assay guessed right")))
        elif kind == "turn_beaker":
            self._turn(self.beaker_for(action.choice), "card")
            if self.any_beaker_at_x():
                self._end_turn()  # the game ends at once: the flasks never score
        elif kind == "intuition_per":
            n = self._count(eff.params["what"])
            self.intuition[who] += n
            self._emit(PointsGained(who, n, "{effect}", eff.name))
            if eff.phase == "unstable":
                self._explode()
        elif kind == "ignore_cause":
            self._emit(ChemicalSetAside(who, self.cause))
            self.cause = None
            self.phase = "mixing"
            self._check_full()
        elif kind == "contain":
            self._emit(ChemicalSetAside(who, self.cause))
            self.cause = None
            gone = tuple(i + 1 for i, f in enumerate(self.flasks) if "R" in f)
            self.flasks = [f for f in self.flasks if "R" not in f]
            self.reds = 0
            self._emit(FlasksPouredAway(who, gone))
            self._to_scoring()
        if self.phase == "planning" and not self.over:
            self._planning_next()  # the same seat may play another card, or the next seat is asked

    # --- turn flow ------------------------------------------------------------------------------
    def _start_turn(self, who: int) -> None:
        self.current = who
        self._reset_turn()
        self._emit(TurnStarted(who, self.round, self.fire_level()))
        if self.is_robot(who):
            self._robot_turn()
            return
        # planning: the others clockwise from the mixer, the mixer last
        order = [(who + k) % self.players for k in range(1, self.players)] + [who]
        self.planning_queue = [s for s in order if not self.is_robot(s)]
        self.phase = "planning"
        self._planning_next()

    def _planning_next(self) -> None:
        """Skip seats with nothing to play; when no one is left, mixing starts."""
        while self.planning_queue and not self._playable(self.planning_queue[0], "planning"):
            self.planning_queue.pop(0)
        if not self.planning_queue:
            self.phase = "mixing"

    def _reveal(self, purpose: str) -> str:
        """Shuffle the Lab row and read a chemical at this turn's fire level (emits both events)."""
        row = list(self.content.lab)
        self.rng.shuffle(row)
        lc, lv, rc, rv = row_number(self.content, row)
        number = lv + rv
        fire = self.fire_level()
        chem = self.content.lab[fire]["tubes"][number]
        self._emit(LabShuffled(self.current, tuple(row)))
        self._emit(ChemicalRevealed(self.current, lc, lv, rc, rv, number, fire, chem, purpose))
        self.last_selection = {"who": self.current, "row": row, "left_card": lc, "left_value": lv, "right_card": rc,
                               "right_value": rv, "number": number, "lab_card": fire, "chemical": chem,
                               "purpose": purpose}
        return chem

    def _select(self, purpose: str) -> None:
        self._resolve(self._reveal(purpose), "selected")

    def _resolve(self, chem: str, source: str) -> None:
        """A selected chemical: black or a second red may make the mixture unstable."""
        first = not self.flasks
        buffered = self.buffer and chem == "R"
        self.buffer = False
        if chem == "K" and not first:
            return self._unstable(chem, "black")
        if chem == "R" and self.reds >= 1 and not buffered:
            return self._unstable(chem, "second red")
        if chem == "R" and not self.pour_targets("R"):  # (after Buffer) the only place left holds red
            return self._unstable(chem, "red + red")
        self.pending = chem
        self.pending_source = "black" if chem == "K" else source
        self.pending_buffered = buffered
        self.phase = "pour"

    def _pour(self, chem: str, flask: int) -> None:
        who = self.current
        source = self.pending_source
        new = flask == len(self.flasks) + 1
        if new:
            self.flasks.append([chem])
        else:
            self.flasks[flask - 1].append(chem)
        if chem == "R" and not self.pending_buffered:
            self.reds += 1
        self.pending, self.pending_source, self.pending_buffered = None, "", False
        self.pours += 1
        self._emit(Poured(who, flask, chem, mix_result(self.content, self.flasks[flask - 1]), new, source))
        self.phase = "mixing"
        self._check_full()

    def _check_full(self) -> None:
        """With every flask full the player must stop."""
        if not self.has_room():
            self._emit(Stopped(self.current))
            self._to_scoring()

    def _unstable(self, chem: str, reason: str) -> None:
        self.cause = chem
        self.pending, self.pending_source = None, ""
        self._emit(UnstableMixture(self.current, chem, reason))
        if self._playable(self.current, "unstable"):
            self.phase = "unstable"
        else:
            self._explode()

    def _explode(self) -> None:
        who = self.current
        self._emit(Exploded(who, sum(len(f) for f in self.flasks) + (1 if self.cause else 0)))
        self.flasks = []
        self.cause = None
        self.reds = 0
        if not self._gain_card(("blue", "yellow"), "explosion"):
            self._end_turn()

    def _to_scoring(self) -> None:
        self.phase = "scoring"
        if not self._playable(self.current, "scoring"):
            self._score()

    def _score(self) -> None:
        who = self.current
        sides = []
        # every flask pays from the bottom edges as they stand; then each beaker scored turns one time,
        # however many flasks scored it (the rulebook: "rotate any Beaker cards you score one time")
        self.turns_due = []
        for i, f in enumerate(self.flasks):
            result = mix_result(self.content, f)
            info = self.content.flasks[result]
            research, bid = 0, ""
            if info["research"]:
                beaker = self.beaker_for(info["research"])
                bid = beaker[0]
                research = self.edge(beaker).research
                if bid not in self.turns_due:
                    self.turns_due.append(bid)
            self.intuition[who] += info["intuition"]
            self.research[who] += research
            self._emit(FlaskScored(who, i + 1, result, info["intuition"], research, bid))
            if info["process_side"] and info["process_side"] not in sides:
                sides.append(info["process_side"])
        made = {mix_result(self.content, f) for f in self.flasks}
        for named in self.distill:
            if named in made:
                self.intuition[who] += 1
                self._emit(PointsGained(who, 1, N_("Distill: made {mixture}"), named))
        if sides and self._gain_card(tuple(sorted(sides)), "mixture"):
            return  # the side is chosen first, then the beakers turn (_take_side)
        self._finish_scoring()

    def _finish_scoring(self) -> None:
        """The last act of a scoring turn: the scored beakers turn, and the turn ends."""
        self._turn_beakers(self.turns_due, "scored")
        self.turns_due = []
        self._end_turn()

    def _turn_beakers(self, beaker_ids: Sequence[str], reason: str) -> None:
        """Turn these beakers once each, in order, until one shows X: the game ends at that moment."""
        for bid in beaker_ids:
            if self.any_beaker_at_x():
                return
            self._turn(next(b for b in self.beakers if b[0] == bid), reason)

    def _turn(self, beaker: list, reason: str) -> None:
        """Rotate a beaker once; at the flip icon it flips to its other side, lowest index down."""
        info = self.content.beakers[beaker[0]]
        before = self.edge(beaker).index
        beaker[2] += 1
        flipped = False
        if self.edge(beaker).flip:
            beaker[1], beaker[2] = "B", 0
            flipped = True
        e = self.edge(beaker)
        self._emit(BeakerTurned(info.id, info.compound, before, e.index, flipped, e.x, reason, beaker[1], beaker[2]))

    def _end_turn(self) -> None:
        who = self.current
        self.turns += 1
        self.played.append(who)
        self.last_actor = who
        self._reset_turn()
        self.phase = "between"
        self._emit(TurnEnded(who))
        if self.any_beaker_at_x():
            return self._game_over()
        if len(self.played) == self.players:
            self._emit(RoundEnded(self.round))
            lowest = min(self.beakers, key=lambda b: self.edge(b).index)
            self._turn(lowest, "round end")
            if self.any_beaker_at_x():
                return self._game_over()
            self.round += 1
            self.played = []
        self._start_turn(self.next_participant())

    def next_participant(self) -> int:
        """Round 1 runs clockwise from the start player; later rounds take the lowest score first,
        ties going to the one closest clockwise after the player who just finished (who holds the
        Lab cards and passes them on, so among equals they come last)."""
        waiting = [p for p in range(self.players) if p not in self.played]
        if self.round == 1:
            return min(waiting, key=lambda p: (p - self.start_player) % self.players)
        return min(waiting, key=lambda p: (self.score_of(p), (p - self.last_actor - 1) % self.players))

    def turn_order(self) -> list[int]:
        """This round's order as far as it is known: who played, who is up, then the rest by the
        current rule (scores may still change it)."""
        order = list(self.played)
        if not self.over and self.current not in order:
            order.append(self.current)
        rest = [p for p in range(self.players) if p not in order]
        if self.round == 1:
            rest.sort(key=lambda p: (p - self.start_player) % self.players)
        else:
            ref = self.current
            rest.sort(key=lambda p: (self.score_of(p), (p - ref - 1) % self.players))
        return order + rest

    def _game_over(self) -> None:
        self.over = True
        self.phase = "over"
        self._emit(GameOver(tuple(self.score_of(p) for p in range(self.players)), tuple(self.winners())))

    # --- the solo Robot ---------------------------------------------------------------------------
    def _robot_turn(self) -> None:
        """Select a chemical the normal way, take it and the next two on the same Lab card (wrapping
        from the highest number to the lowest) and score them by the Robot's table."""
        who = self.current
        self.phase = "robot"
        self._reveal("robot")
        sel = self.last_selection
        first, last = self.content.first, self.content.last
        span = last - first + 1
        numbers = tuple(first + (sel["number"] - first + k) % span for k in range(3))
        tubes = self.content.lab[sel["lab_card"]]["tubes"]
        chems = tuple(tubes[n] for n in numbers)
        table = self.content.robot["difficulties"][self.robot_level]
        flasks = robot_flasks(table, chems)
        self._emit(RobotResult(chems, numbers, tuple(flasks) if flasks else ("explode",)))
        self.robot_last = {"numbers": list(numbers), "chemicals": list(chems),
                           "flasks": list(flasks) if flasks else ["explode"]}
        if flasks:
            turns_due = []
            for i, result in enumerate(flasks):
                if result == "any":
                    gain_i, gain_r = table["any_flask"]["intuition"], table["any_flask"]["research"]
                    bid = ""
                else:
                    beaker = self.beaker_for(result)
                    bid = beaker[0]
                    gain_i, gain_r = table["compound_intuition"], self.edge(beaker).research
                self.intuition[who] += gain_i
                self.research[who] += gain_r
                self._emit(FlaskScored(who, i + 1, result, gain_i, gain_r, bid))
                if bid and bid not in turns_due:
                    turns_due.append(bid)
            if table["bonus"]:
                self.bonus[who] += table["bonus"]
                self._emit(PointsGained(who, table["bonus"], N_("{level} Robot"), self.robot_level))
            self._turn_beakers(turns_due, "robot")  # "rotated in the typical manner"
        else:
            self._emit(Exploded(who, 3))
        self._end_turn()

    # --- observation ------------------------------------------------------------------------------
    def observation(self, player: int | None) -> dict:
        c = self.content
        beakers = [beaker_view(c, *b) for b in self.beakers]
        held = [[{"card": card, "side": side, "name": c.cards[card][side].name,
                  "phase": c.cards[card][side].phase, "text": c.cards[card][side].text}
                 for card, side in h] for h in self.held]
        side_choice = None
        if self.side_choice:
            seat, card, sides, reason = self.side_choice
            side_choice = {"seat": seat, "card": card, "sides": list(sides), "reason": reason,
                           "effects": {s: c.cards[card][s].name for s in ("blue", "yellow")}}
        return {
            "game": "explosion",
            "viewer": player,
            "players": self.players,
            "solo": self.solo,
            "robot": ({"seat": 1, "level": self.robot_level, "last": self.robot_last} if self.solo else None),
            "round": self.round,
            "phase": self.phase,
            "current": None if self.over else self.current,
            "to_act": self.current_player(),
            "turn_order": self.turn_order(),
            "played": list(self.played),
            "scores": [self.score_of(p) for p in range(self.players)],
            "intuition": list(self.intuition),
            "research": list(self.research),
            "bonus": list(self.bonus),
            "beakers": beakers,
            "fire_level_base": self.base_fire_level(),
            "fire_level": self.fire_level(),
            "fire_shift": self.fire_shift,
            "flasks": [{"chemicals": list(f), "result": mix_result(c, f)} for f in self.flasks],
            "max_flasks": self.max_flasks(),
            "reds": self.reds,
            "pours": self.pours,
            "pending": self.pending,
            "pending_black": self.pending_source == "black",
            "pour_results": self.pour_results(),
            "titrate": list(self.titrate),
            "cause": self.cause,
            "buffer": self.buffer,
            "distill": list(self.distill),
            "gained_card": self.gained_card,
            "last_selection": dict(self.last_selection) if self.last_selection else None,
            "held": held,
            "side_choice": side_choice,
            "deck_size": len(self.deck),
            "over": self.over,
            "winners": self.winners(),
            "breakdown": self.breakdown(),
        }

    def breakdown(self) -> list[str]:
        """One line per participant for the results screen (the Robot is named, not a seat; seats
        are marked with ``seat_mark``: the results screen puts the players' names in)."""
        lines = []
        for p in range(self.players):
            if self.is_robot(p):
                who = _("The Robot ({level})").format(level=robot_level_word(self.robot_level))
            else:
                who = seat_mark(p)
            points = ngettext("{n} point", "{n} points", self.score_of(p)).format(n=self.score_of(p))
            if self.bonus[p]:
                line = _("{who}: {points} (Intuition {intuition}, Research {research}, bonus {bonus})")
            else:
                line = _("{who}: {points} (Intuition {intuition}, Research {research})")
            lines.append(line.format(who=who, points=points, intuition=self.intuition[p], research=self.research[p],
                                     bonus=self.bonus[p]))
        if self.over:
            lines.append(ngettext("The game ended in round {round} after {n} turn.",
                                  "The game ended in round {round} after {n} turns.", self.turns).format(
                round=self.round, n=self.turns))
        return lines

    # --- invariants --------------------------------------------------------------------------------
    def check_invariants(self) -> None:
        def need(cond, what):
            if not cond:
                raise InvariantBroken(f"explosion: {what}")

        c = self.content
        cards = list(self.deck) + [card for h in self.held for card, _ in h]
        if self.side_choice:
            cards.append(self.side_choice[1])
        need(sorted(cards) == sorted(c.cards), f"Process cards not conserved: {sorted(cards)}")
        need(all(side in ("blue", "yellow") for h in self.held for _, side in h), "held card without a side")
        if self.solo:
            need(not self.held[1], "the Robot holds Process cards")
        need(len(self.beakers) == 3, "three beakers in play")
        for b in self.beakers:
            need(b[1] in ("A", "B") and 0 <= b[2] < 4 and not self.edge(b).flip, f"beaker {b} rests on a flip edge")
        need(sorted(c.beakers[b[0]].compound for b in self.beakers) == sorted(COMPOUNDS), "beaker colours")
        need(0 <= self.base_fire_level() <= 6, "fire level out of range")
        need(len(self.flasks) <= self.max_flasks(), "too many flasks")
        for f in self.flasks:
            need(1 <= len(f) <= 2 and all(x in "BYR" for x in f), f"bad flask {f}")
            need(f != ["R", "R"], "red + red in a flask")
        reds_in = sum(f.count("R") for f in self.flasks)
        need(0 <= self.reds <= 1 and self.reds <= reds_in, f"reds {self.reds} vs flasks {self.flasks}")
        for p in range(self.players):
            need(min(self.intuition[p], self.research[p], self.bonus[p]) >= 0, "negative points")
        need(len(set(self.played)) == len(self.played) and all(0 <= p < self.players for p in self.played),
             "played list")
        need(self.round >= 1, "round")
        if self.over:
            need(self.any_beaker_at_x() and self.phase == "over", "over without a beaker at X")
            return
        need(self.current not in self.played, "the current participant already played this round")
        need(not self.is_robot(self.current_player()), "the Robot is asked to act")
        if self.phase in ("planning", "mixing", "pour", "titrate", "unstable", "scoring"):
            need(not self.any_beaker_at_x(), "play goes on with a beaker at X")
        if self.phase == "pour":
            need(self.pending in ("B", "Y", "R", "K") and self.pour_targets(self.pending), "nowhere to pour")
        if self.phase == "titrate":
            need(len(self.titrate) == 2, "titrate needs two chemicals")
        if self.phase == "unstable":
            need(self.cause is not None, "unstable without a cause")
        need(self.phase in ("side", "planning", "mixing", "pour", "titrate", "unstable", "scoring"),
             f"resting in phase {self.phase}")
        need(bool(self.legal_actions()), "no legal action")


def robot_flasks(table: dict, chemicals: Sequence[str]) -> list[str] | None:
    """The Robot's flask results for three chemicals (None = it explodes): the first table row whose
    slots can each be matched by a different chemical."""
    for row in table["rows"]:
        left = list(chemicals)
        ok = True
        for slot in sorted(row["chemicals"], key=lambda s: s == "any"):  # exact colours first
            if slot == "any":
                if not left:
                    ok = False
                left = left[1:]
            elif slot in left:
                left.remove(slot)
            else:
                ok = False
                break
        if ok:
            return None if row["result"] == "explode" else list(row["result"])
    raise InvariantBroken("the Robot table has no row for " + "".join(chemicals))


class ExplosionRules:
    spec = SPEC

    def new_state(self, seed: int, players: int, options: dict | None = None) -> ExplosionState:
        options = dict(options or {})
        if players not in SPEC.players:
            raise ValueError(f"{SPEC.title} takes 1-4 players, not {players}")
        variant = options.get("variant", "standard")
        if variant not in SPEC.variants_at(players):
            raise ValueError(f"unknown variant '{variant}' (known: standard; the Robot's difficulty is the "
                             f"'robot' option: {', '.join(ROBOT_LEVELS)})")
        chosen = options.get("robot")
        level = SPEC.option("robot").default if chosen is None else chosen
        if level not in ROBOT_LEVELS:
            raise ValueError(f"unknown Robot difficulty '{level}' (known: {', '.join(ROBOT_LEVELS)})")
        if chosen is not None and not SPEC.option("robot").allows(players):
            raise ValueError(f"the 'robot' option is for solo play only (1 player), not {players} players")
        return ExplosionState(seed, players, level)


RULES = ExplosionRules()
