"""Lab Wars: rival scientists build labs, sabotage each other and race to publish.

Pure rules (no pygame). A round is a simultaneous phase, then one turn per seat:

1. collect -- from round 2 every seat takes 2 research points (RP) and draws 1 lab item; a hand
   over its limit (5, more with Secret Tech) puts the excess under the lab deck (seats choose in turn
   from the genius);
2. pick -- each seat secretly picks one unused character, in turn from the genius behind the
   hand-off screen (the others' picks are hidden in the observation); then all are revealed at once;
3. ready -- sideways lab items stand up again;
4. bonus -- character bonuses, items' bonus icons and effects waiting from last round's experiments;
5. sabotage -- a seat whose character names another seat's character sabotages it: the sabotage
   bonus, plus an action card. Saboteurs act in order from the genius, so when two could sabotage
   the same seat the one closest to the genius does; a seat is sabotaged at most once a round;
6. turns -- from the genius clockwise: buy lab items from hand, experiment (turn an item sideways),
   spend data on a chosen card's trigger, buy at most two impact cards, play one action card a round
   (reaction cards only when a rival buys an impact card). Data is lost at the end of the turn.

The game ends after the round in which two impact piles ran out. The brief's rulings and this
project's own are marked "Ruling" below and listed in rules.md.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import combinations_with_replacement
from typing import ClassVar, Sequence

from labdesk.engine.core import Action, Event, IllegalAction, InvariantBroken, Rng, ScorePart, State, ranked_winners, seat_mark
from labdesk.engine.piles import Pile, deal
from labdesk.games.lab_wars.content import (ACTION_COUNT, CHARACTER_IDS, DATA_KINDS, ITEM_COUNT,
                                            LEGEND_IDS, PILE_IDS, TARGET_EFFECTS, content)
from labdesk.games.lab_wars.spec import SPEC
from labdesk.i18n import N_, _, ngettext

RP_PER_ROUND, ITEMS_PER_ROUND = 2, 1
IMPACTS_PER_TURN = 2
PILES_EMPTY_TO_END = 2
MAX_ROUNDS = 40  # Ruling: a safety net so a game always ends (never reached by sensible play)
OPTION_NAMES = tuple(o.name for o in SPEC.options)


# ---------------------------------------------------------------------------------------------
# words
# ---------------------------------------------------------------------------------------------
# Names come from content.json (English) and are translated when shown; the ``str()`` of an action
# stays English: it is the replay and save key.
def item_name(type_id: str) -> str:
    return _(content().item_types[type_id].name)


def character_name(cid: str) -> str:
    return _(content().characters[cid].name)


def action_name(aid: str) -> str:
    return _(content().action_types[aid].name)


def pile_name(pid: str) -> str:
    return _(content().pile_names[pid])


def news_name(nid: str) -> str:
    return _(next(n.name for n in content().news if n.id == nid))


def _english_item(type_id: str) -> str:
    """The English name in an action's replay key (``str(action)``), whatever the language."""
    return content().item_types[type_id].name


def _english_news(nid: str) -> str:
    return next(n.name for n in content().news if n.id == nid)


# counted nouns: "{n} research point" / "{n} research points" in the current language
_COUNTED = {
    "research point": lambda n: ngettext("{n} research point", "{n} research points", n),
    "item": lambda n: ngettext("{n} item", "{n} items", n),
    "lab item": lambda n: ngettext("{n} lab item", "{n} lab items", n),
    "random lab item": lambda n: ngettext("{n} random lab item", "{n} random lab items", n),
    "action card": lambda n: ngettext("{n} action card", "{n} action cards", n),
    "impact card": lambda n: ngettext("{n} impact card", "{n} impact cards", n),
    "unused data": lambda n: ngettext("{n} unused data", "{n} unused data", n),
    "unspent research point": lambda n: ngettext("{n} unspent research point", "{n} unspent research points", n),
    "chemical data": lambda n: ngettext("{n} chemical data", "{n} chemical data", n),
    "DNA data": lambda n: ngettext("{n} DNA data", "{n} DNA data", n),
}


def plural(n: int, noun: str) -> str:
    """``n`` with the noun in the right form ("1 lab item", "2 lab items"; Russian has three forms)."""
    counted = _COUNTED.get(noun)
    if counted is None:
        return f"{n} {noun}" + ("" if n == 1 else "s")
    return counted(n).format(n=n)


def join_words(items: Sequence[str]) -> str:
    items = [i for i in items if i]
    if len(items) <= 1:
        return "".join(items)
    return _("{items} and {last}").format(items=_(", ").join(items[:-1]), last=items[-1])


def _or_list(items: Sequence[str]) -> str:
    """"2", "2 or 4", "2, 3 or 4" in the current language."""
    if len(items) == 1:
        return items[0]
    return _("{items} or {last}").format(items=_(", ").join(items[:-1]), last=items[-1])


def describe_gains(gains: dict) -> str:
    """{"rp": 2, "draw": 1} -> "2 research points and 1 lab item"."""
    nouns = {"rp": "research point", "chemical": "chemical data", "dna": "DNA data",
             "draw": "lab item", "action": "action card"}
    return join_words([plural(gains[key], noun) for key, noun in nouns.items() if gains.get(key, 0)])


# What a gain came from, when it is not a card: marked here, translated in the log.
SOURCE_LAB_ITEMS = N_("lab items")
SOURCE_EXPERIMENTS = N_("last round's experiments")
SOURCE_SABOTAGE = N_("sabotage")
DATA_SOURCE = "{item} data"  # an item's data trigger: the English source, parsed back in source_name


def source_name(source: str) -> str:
    """A gain's source (an English card name, an item's "<name> data" or a marked word) in the current
    language."""
    if source.endswith(" data"):
        item = source[:-len(" data")]
        if any(t.name == item for t in content().item_types.values()):
            return _("{item} data").format(item=_(item))
    return _(source)


# ---------------------------------------------------------------------------------------------
# actions
# ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class DiscardItem(Action):
    """Hand over the limit: put one lab item of this type under the lab deck."""
    item: str

    def __str__(self) -> str:
        return f"put {_english_item(self.item)} under the lab deck"


@dataclass(frozen=True)
class DropNews(Action):
    """Legends of Science: of the news articles dealt, put this one back (the rest are kept)."""
    news: str

    def __str__(self) -> str:
        return f"drop the news article {_english_news(self.news)}"


@dataclass(frozen=True)
class PickCharacter(Action):
    """Secretly pick one of your unused characters for this round."""
    character: str

    def __str__(self) -> str:
        return f"pick the {content().characters[self.character].name}"


@dataclass(frozen=True)
class ChooseTarget(Action):
    """Two or more rivals could be sabotaged: choose one."""
    seat: int

    def __str__(self) -> str:
        return f"sabotage player {self.seat + 1}"


@dataclass(frozen=True)
class BuyItem(Action):
    """Pay for a lab item from your hand and put it in your lab, ready to use."""
    item: str

    def __str__(self) -> str:
        return f"buy {_english_item(self.item)}"


@dataclass(frozen=True)
class Experiment(Action):
    """Turn a ready lab item sideways for its experiment effect; ``discard`` names the hand items
    given up for a discard icon (sorted type ids)."""
    item: str
    discard: tuple[str, ...] = ()

    def __str__(self) -> str:
        text = f"experiment with {_english_item(self.item)}"
        if self.discard:
            text += ", discarding " + " + ".join(_english_item(d) for d in self.discard)
        return text


@dataclass(frozen=True)
class SpendData(Action):
    """Spend ``amount`` data on a lab item's trigger (each card once a round)."""
    item: str
    amount: int

    def __str__(self) -> str:
        return f"spend {self.amount} data on {_english_item(self.item)}"


@dataclass(frozen=True)
class BuyImpact(Action):
    """Buy the top card of an impact pile."""
    pile: str

    def __str__(self) -> str:
        return f"buy a {content().pile_names[self.pile]}"


@dataclass(frozen=True)
class PlayAction(Action):
    """Play an action card on your own turn; ``target`` is the rival it is aimed at (or None)."""
    card: str
    target: int | None = None

    def __str__(self) -> str:
        text = f"play {content().action_types[self.card].name}"
        return text if self.target is None else f"{text} on player {self.target + 1}"


@dataclass(frozen=True)
class React(Action):
    """Answer a rival's impact purchase with a reaction card."""
    card: str

    def __str__(self) -> str:
        return f"react with {content().action_types[self.card].name}"


@dataclass(frozen=True)
class Pass(Action):
    """Let a rival's impact purchase go unanswered."""

    def __str__(self) -> str:
        return "let it pass"


@dataclass(frozen=True)
class EndTurn(Action):
    def __str__(self) -> str:
        return "end turn (Eureka!)"


# ---------------------------------------------------------------------------------------------
# events (public facts only; private details are in the observation)
# ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class RoundStarted(Event):
    round: int
    genius: int

    def describe(self, names):
        return _("Round {n} begins; {name} holds the genius card.").format(n=self.round, name=names[self.genius])


@dataclass(frozen=True)
class ResearchCollected(Event):
    """From round 2: every seat takes 2 RP and draws a lab item (which is private)."""
    barrier: ClassVar[bool] = True
    rp: int
    drawn: tuple[int, ...]  # items drawn per seat (0 when the deck is empty)

    def describe(self, names):
        return ngettext("Everyone collects {n} research point and draws a lab item.",
                        "Everyone collects {n} research points and draws a lab item.", self.rp).format(n=self.rp)


@dataclass(frozen=True)
class ItemDiscarded(Event):
    """One item put back over the hand limit. The log says it once per seat, with the count, when the
    seat is down to its limit (``count``); the puts before it fly a card but write no line."""
    seat: int
    count: int = 0  # how many this seat put back, on its last one; 0 before

    def describe(self, names):
        if not self.count:
            return ""
        return ngettext("{name} puts {n} lab item under the lab deck (hand limit).",
                        "{name} puts {n} lab items under the lab deck (hand limit).",
                        self.count).format(name=names[self.seat], n=self.count)


@dataclass(frozen=True)
class CharacterChosen(Event):
    seat: int

    def describe(self, names):
        return _("{name} has picked a character.").format(name=names[self.seat])


@dataclass(frozen=True)
class CharactersRevealed(Event):
    barrier: ClassVar[bool] = True
    picks: tuple[str, ...]  # character id per seat

    def describe(self, names):
        picks = join_words([_("{name} the {character}").format(name=names[s], character=character_name(c))
                       for s, c in enumerate(self.picks)])
        return _("Characters revealed: {picks}.").format(picks=picks)


@dataclass(frozen=True)
class ItemsReadied(Event):
    def describe(self, names):
        return ""


@dataclass(frozen=True)
class Gained(Event):
    """A seat gains things from a named source (character, item, action card, data)."""
    seat: int
    source: str  # readable name of what gave it
    gains: tuple[tuple[str, int], ...]  # ("rp", 3), ("draw", 2), ("chemical", 1) ...

    @property
    def barrier(self) -> bool:  # cards drawn from a deck were unknown until now
        return any(k in ("draw", "action") for k, _ in self.gains)

    def describe(self, names):
        what = describe_gains(dict(self.gains))
        if not what:
            return ""
        return _("{name} gains {what} from {source}.").format(name=names[self.seat], what=what,
                                                              source=source_name(self.source))


@dataclass(frozen=True)
class EffectDelayed(Event):
    seat: int
    source: str
    gains: tuple[tuple[str, int], ...]

    def describe(self, names):
        return _("{name} will gain {what} from {source} in the next bonus phase.").format(
            name=names[self.seat], what=describe_gains(dict(self.gains)), source=source_name(self.source))


@dataclass(frozen=True)
class Sabotaged(Event):
    by: int
    target: int
    character: str  # the saboteur's character

    def describe(self, names):
        return _("{name}'s {character} sabotages {target}.").format(
            name=names[self.by], character=character_name(self.character), target=names[self.target])


@dataclass(frozen=True)
class RPTaken(Event):
    """Research points taken from a seat: to another seat (``to``) or back to the supply (None)."""
    seat: int
    to: int | None
    amount: int

    def describe(self, names):
        if self.to is None:
            return ngettext("{name} returns {n} research point to the supply.",
                            "{name} returns {n} research points to the supply.", self.amount).format(
                name=names[self.seat], n=self.amount)
        return ngettext("{name} takes {n} research point from {rival}.",
                        "{name} takes {n} research points from {rival}.", self.amount).format(
            name=names[self.to], n=self.amount, rival=names[self.seat])


@dataclass(frozen=True)
class ItemTaken(Event):
    barrier: ClassVar[bool] = True
    seat: int  # who loses it
    to: int

    def describe(self, names):
        return _("{name} takes a random lab item from {rival}'s hand.").format(name=names[self.to],
                                                                               rival=names[self.seat])


@dataclass(frozen=True)
class ItemsLost(Event):
    """Random hand items put under the lab deck."""
    barrier: ClassVar[bool] = True
    seat: int
    count: int

    def describe(self, names):
        return ngettext("{name} puts {n} random lab item under the lab deck.",
                        "{name} puts {n} random lab items under the lab deck.", self.count).format(
            name=names[self.seat], n=self.count)


@dataclass(frozen=True)
class CostRaised(Event):
    seat: int
    amount: int

    def describe(self, names):
        return _("Lab items cost {name} {n} more this round.").format(name=names[self.seat], n=self.amount)


@dataclass(frozen=True)
class ItemDisabled(Event):
    seat: int
    item: str
    card: int

    def describe(self, names):
        return _("{name}'s {item} is turned sideways.").format(name=names[self.seat], item=item_name(self.item))


@dataclass(frozen=True)
class PaperTaken(Event):
    seat: int
    to: int
    card: str  # impact card id

    def describe(self, names):
        return _("{name} takes a Nurture paper from {rival}'s lab.").format(name=names[self.to],
                                                                            rival=names[self.seat])


@dataclass(frozen=True)
class TurnStarted(Event):
    seat: int

    def describe(self, names):
        return _("{name}'s turn.").format(name=names[self.seat])


@dataclass(frozen=True)
class ItemBought(Event):
    seat: int
    item: str
    card: int
    cost: int

    def describe(self, names):
        return ngettext("{name} buys {item} for {n} research point.", "{name} buys {item} for {n} research points.",
                        self.cost).format(name=names[self.seat], item=item_name(self.item), n=self.cost)


@dataclass(frozen=True)
class ExperimentDone(Event):
    seat: int
    item: str
    card: int
    discarded: tuple[str, ...]

    def describe(self, names):
        if not self.discarded:
            return _("{name} experiments with {item}.").format(name=names[self.seat], item=item_name(self.item))
        return _("{name} experiments with {item}, discarding {discarded}.").format(
            name=names[self.seat], item=item_name(self.item),
            discarded=join_words([item_name(d) for d in self.discarded]))


@dataclass(frozen=True)
class DataSpent(Event):
    seat: int
    item: str
    card: int
    amount: int

    def describe(self, names):
        return ngettext("{name} spends {n} data on {item}.", "{name} spends {n} data on {item}.", self.amount).format(
            name=names[self.seat], n=self.amount, item=item_name(self.item))


@dataclass(frozen=True)
class ImpactBought(Event):
    seat: int
    pile: str
    card: str
    cost: int
    value: int

    def describe(self, names):
        return ngettext("{name} buys a {pile} worth {value} impact for {n} research point.",
                        "{name} buys a {pile} worth {value} impact for {n} research points.", self.cost).format(
            name=names[self.seat], pile=pile_name(self.pile), value=self.value, n=self.cost)


@dataclass(frozen=True)
class ActionPlayed(Event):
    seat: int
    card: str
    target: int | None
    reaction: bool

    def describe(self, names):
        name, card = names[self.seat], action_name(self.card)
        if self.target is None:
            template = _("{name} plays {card} in reply.") if self.reaction else _("{name} plays {card}.")
            return template.format(name=name, card=card)
        template = _("{name} plays {card} on {target} in reply.") if self.reaction else _("{name} plays {card} on {target}.")
        return template.format(name=name, card=card, target=names[self.target])


@dataclass(frozen=True)
class ReactionPassed(Event):
    seat: int

    def describe(self, names):
        return ""


@dataclass(frozen=True)
class ActionsShuffled(Event):
    barrier: ClassVar[bool] = True
    cards: int

    def describe(self, names):
        return ngettext("The {n} used action card is shuffled into a new deck.",
                        "The {n} used action cards are shuffled into a new deck.", self.cards).format(n=self.cards)


@dataclass(frozen=True)
class TurnEnded(Event):
    seat: int
    data_lost: int
    rp_returned: int  # alternate version 2: unspent RP from chemical data

    def describe(self, names):
        parts = [_("{name} ends the turn: Eureka!").format(name=names[self.seat])]
        if self.data_lost:
            parts.append(ngettext("{n} unused data lost.", "{n} unused data lost.", self.data_lost).format(
                n=self.data_lost))
        if self.rp_returned:
            parts.append(ngettext("{n} unspent research point from data returned.",
                                  "{n} unspent research points from data returned.", self.rp_returned).format(
                n=self.rp_returned))
        return " ".join(parts)  # separate sentences


@dataclass(frozen=True)
class CharactersRecalled(Event):
    seat: int

    def describe(self, names):
        return _("{name}'s Professor takes back every used character.").format(name=names[self.seat])


@dataclass(frozen=True)
class LegendsDealt(Event):
    """Legends of Science: each seat's legendary character (public) and the item it brings."""
    barrier: ClassVar[bool] = True
    legends: tuple[str, ...]

    def describe(self, names):
        legends = join_words([_("{name} gets {legend}").format(name=names[s], legend=character_name(c))
                         for s, c in enumerate(self.legends)])
        return _("Legends join the labs: {legends}.").format(legends=legends)


@dataclass(frozen=True)
class NewsDropped(Event):
    seat: int

    def describe(self, names):
        return _("{name} puts a news article back.").format(name=names[self.seat])


@dataclass(frozen=True)
class NewsShuffled(Event):
    barrier: ClassVar[bool] = True
    cards: int

    def describe(self, names):
        return ""


@dataclass(frozen=True)
class NewsCompleted(Event):
    barrier: ClassVar[bool] = True  # a new article is drawn
    seat: int
    news: str
    value: int

    def describe(self, names):
        return _("{name} makes the news with {news} for {value} impact.").format(
            name=names[self.seat], news=news_name(self.news), value=self.value)


@dataclass(frozen=True)
class GameEnded(Event):
    scores: tuple[int, ...]
    winners: tuple[int, ...]

    def describe(self, names):
        who = join_words([names[w] for w in self.winners])
        best = self.scores[self.winners[0]]
        if len(self.winners) == 1:
            return _("The game ends. {who} wins with {value} impact.").format(who=who, value=best)
        return _("The game ends. {who} share the win with {value} impact.").format(who=who, value=best)


# ---------------------------------------------------------------------------------------------
# the state
# ---------------------------------------------------------------------------------------------
class LabWarsState(State):
    def __init__(self, seed: int, players: int, options: dict):
        c = content()
        self.rng = Rng(seed)
        self.players = players
        self.options = {name: bool(options.get(name, False)) for name in OPTION_NAMES}
        self.round = 1
        self.genius = 0  # Ruling: seat 1 holds the genius card in round 1
        self.phase = "collect"
        self.decision = ""
        self.to_move: int | None = None
        self.actions_played = 0
        self.turns_played = 0
        self.put_back = 0  # items the seat putting back over its hand limit has put back so far

        # Legends of Science: one legendary character per seat, dealt at random and shown to all
        self.legends: list[str | None] = [None] * players
        if self.options["legends"]:
            self.legends = self.rng.sample(LEGEND_IDS, players)
        self.roster: list[list[str]] = [list(CHARACTER_IDS) + ([leg] if leg else []) for leg in self.legends]
        self.item_total = ITEM_COUNT + (len(c.legend_items) if self.options["legends"] else 0)

        # lab items: the starting kits (and legends' items) come out first, then the deck is shuffled
        pool = list(range(self.item_total))
        self.labs: list[list[int]] = []
        for seat in range(players):
            kit = []
            extra = (c.characters[self.legends[seat]].item,) if self.legends[seat] else ()
            for type_id in c.starting_kit + extra:
                card = next(i for i in pool if c.items[i] == type_id)
                pool.remove(card)
                kit.append(card)
            self.labs.append(kit)
        self.item_deck = Pile(pool)
        self.item_deck.shuffle(self.rng)
        self.hands: list[list[int]] = deal(self.item_deck, players, c.starting_hand)
        self.turned: set[int] = set()  # lab items standing sideways
        self.triggered: set[int] = set()  # lab items whose data trigger was used this round
        self.rp = [c.starting_rp] * players

        # action cards (alternate version 3 leaves them in the box)
        self.action_deck = Pile(() if self.no_actions else range(ACTION_COUNT))
        self.action_deck.shuffle(self.rng)
        self.action_discard: list[int] = []
        self.action_hands: list[list[int]] = [[] for _ in range(players)]
        self.action_used = [False] * players  # one action card per round

        # characters
        self.unused: list[list[str]] = [list(r) for r in self.roster]
        self.used: list[list[str]] = [[] for _ in range(players)]
        self.picks: list[str | None] = [None] * players
        self.revealed = False

        # impact piles: cheapest on top (the end of the list)
        self.piles: dict[str, list[int]] = {
            p: list(range(len(c.pile_cards(p, players, self.options["alternate_1"]))))[::-1]
            for p in PILE_IDS}
        self.impact: list[list[tuple[str, int]]] = [[] for _ in range(players)]

        # effects that last a round or a turn
        self.delayed: list[list[dict]] = [[] for _ in range(players)]  # for the next bonus phase
        self.cost_up = [0] * players
        self.impact_discount = [0] * players
        self.extra_impact = [0] * players
        self.wild = [False] * players
        self.recall = [False] * players
        self.sabotages: list[tuple[int, int, str]] = []  # (by, target, character) this round

        # the turn in progress
        self.active: int | None = None
        self.data = {k: 0 for k in DATA_KINDS}
        self.fresh_rp = 0  # alternate version 2: RP from chemical data, spent first, lost at turn end
        self.impacts_bought = 0

        # who decides next in a sequential step
        self.order: list[int] = []
        self.order_index = 0
        self.saboteurs: list[int] = []
        self.targets: list[int] = []  # the choice offered to the saboteur deciding
        self.react_queue: list[int] = []
        self.react_pile: str | None = None
        self.winner_seats: list[int] = []

        # Legends of Science: news articles, dealt face down; each seat puts back all but two
        self.news_deck = Pile(range(len(c.news)) if self.options["legends"] else ())
        self.news_deck.shuffle(self.rng)
        self.news_hands: list[list[int]] = [[] for _ in range(players)]
        self.news_done: list[list[int]] = [[] for _ in range(players)]
        self.news_dropped: list[int] = []  # put back, face down, until everyone has chosen
        self.news_to_choose: list[int] = []
        self.opening_events: list[Event] = []
        if self.options["legends"]:
            self.news_hands = deal(self.news_deck, players, c.news_dealt[players])
            if c.news_dealt[players] > c.news_kept:
                self.news_to_choose = self.clockwise_from(self.genius)
            self.opening_events.append(LegendsDealt(tuple(self.legends)))
        self._start_round(self.opening_events)
        self._auto(self.opening_events)

    # --- small helpers ------------------------------------------------------------------------
    @property
    def no_actions(self) -> bool:
        return self.options["alternate_3"]

    def item_type(self, card: int):
        return content().item(card)

    def clockwise_from(self, seat: int) -> list[int]:
        return [(seat + i) % self.players for i in range(self.players)]

    def hand_limit(self, seat: int) -> int:
        raises = content().hand_limits
        return content().hand_limit + sum(raises[i] for i in self.labs[seat])

    def item_cost(self, seat: int, type_id: str) -> int:
        return content().item_types[type_id].cost + self.cost_up[seat]

    def impact_card(self, pile: str, index: int):
        return content().piles[pile][index]

    def impact_cost(self, seat: int, pile: str) -> int | None:
        """What the top card of ``pile`` costs ``seat`` now (None: the pile is empty)."""
        if not self.piles[pile]:
            return None
        return max(0, self.impact_card(pile, self.piles[pile][-1]).cost - self.impact_discount[seat])

    def lab_value(self, seat: int) -> int:
        costs = content().costs  # an item's value is its printed cost
        return sum(costs[i] for i in self.labs[seat])

    def impact_points(self, seat: int) -> int:
        return sum(self.impact_card(p, i).value for p, i in self.impact[seat])

    def nurture_count(self, seat: int) -> int:
        return sum(1 for p, _ in self.impact[seat] if p == "nurture")

    def end_bonus(self, seat: int) -> tuple[int, int]:
        """(most Nurture papers bonus, lab value bonus) this seat would get if the game ended now."""
        c = content()
        mine = self.nurture_count(seat)
        most = c.most_nurture_bonus if mine and all(self.nurture_count(s) <= mine
                                                    for s in range(self.players)) else 0
        lab, value = 0, self.lab_value(seat)
        for step, bonus in c.lab_value_bonus:
            if value >= step:
                lab = bonus
        return most, lab

    def news_points(self, seat: int) -> int:
        news = content().news
        return sum(news[n].value for n in self.news_done[seat])

    def score(self, seat: int) -> int:
        return self.impact_points(seat) + self.news_points(seat) + sum(self.end_bonus(seat))

    def news_met(self, seat: int, card: int) -> bool:
        """Does the seat meet a news article's requirements now?"""
        c = content()
        for key, amount in c.news[card].needs.items():
            if key == "items":
                have = Counter(c.items[i] for i in self.labs[seat])
                if any(have[t] < n for t, n in amount.items()):
                    return False
            elif key == "impact":
                have = Counter(p for p, _ in self.impact[seat])
                if any(have[p] < n for p, n in amount.items()):
                    return False
            elif key == "lab_value" and self.lab_value(seat) < amount:
                return False
            elif key == "lab_count" and len(self.labs[seat]) < amount:
                return False
            elif key == "rp" and self.rp[seat] < amount:
                return False
            elif key == "hand" and len(self.hands[seat]) < amount:
                return False
        return True

    def _check_news(self, events: list[Event]) -> None:
        """Ruling: a news article is completed (and replaced) as soon as its owner meets it."""
        c = content()
        for seat in range(self.players):
            done = True
            while done:
                done = False
                for card in sorted(self.news_hands[seat]):
                    if self.news_met(seat, card):
                        self.news_hands[seat].remove(card)
                        self.news_done[seat].append(card)
                        if self.news_deck:
                            self.news_hands[seat].append(self.news_deck.draw_one())
                        events.append(NewsCompleted(seat, c.news[card].id, c.news[card].value))
                        done = True
                        break

    def empty_piles(self) -> int:
        return sum(1 for p in PILE_IDS if not self.piles[p])

    def spendable_data(self, seat: int, kind: str) -> int:
        return sum(self.data.values()) if self.wild[seat] else self.data[kind]

    def ready_items(self, seat: int) -> list[int]:
        return [i for i in self.labs[seat] if i not in self.turned]

    # --- protocol -----------------------------------------------------------------------------
    def current_player(self) -> int | None:
        return None if self.decision == "over" else self.to_move

    def is_over(self) -> bool:
        return self.decision == "over"

    def turn_count(self) -> int:
        return self.turns_played

    def scores(self) -> list[float]:
        return [float(self.score(s)) for s in range(self.players)]

    def score_parts(self, seat: int) -> tuple[ScorePart, ...]:
        most, lab = self.end_bonus(seat)
        parts = [ScorePart(N_("impact cards"), self.impact_points(seat))]
        if self.options["legends"]:
            parts.append(ScorePart(N_("news articles"), self.news_points(seat)))
        return tuple(parts + [ScorePart(N_("most Nurture papers"), most), ScorePart(N_("lab value"), lab)])

    def tiebreak_key(self, seat: int) -> tuple:
        """Most impact, then most research points, then most lab items (brief ruling 5)."""
        return (self.score(seat), self.rp[seat], len(self.labs[seat]))

    def winners(self) -> list[int]:
        return ranked_winners(self.tiebreak_key(s) for s in range(self.players))

    def legal_actions(self) -> list[Action]:
        d, seat = self.decision, self.to_move
        if d == "discard":
            return [DiscardItem(t) for t in sorted({content().items[i] for i in self.hands[seat]})]
        if d == "pick":
            return [PickCharacter(ch) for ch in self.unused[seat]]
        if d == "news":
            return [DropNews(content().news[n].id) for n in sorted(self.news_hands[seat])]
        if d == "target":
            return [ChooseTarget(t) for t in self.targets]
        if d == "react":
            cards = sorted({content().actions[a] for a in self.action_hands[seat]
                            if content().action(a).timing == "reaction"})
            return [React(card) for card in cards] + [Pass()]
        if d == "turn":
            return self._turn_actions(seat)
        return []

    def _turn_actions(self, seat: int) -> list[Action]:
        c = content()
        acts: list[Action] = []
        hand_types = Counter(c.items[i] for i in self.hands[seat])
        for t in sorted(hand_types):
            if self.rp[seat] >= self.item_cost(seat, t):
                acts.append(BuyItem(t))
        ready = sorted({c.items[i] for i in self.ready_items(seat) if c.item(i).experiment})
        for t in ready:
            need = c.item_types[t].discard
            if not need:
                acts.append(Experiment(t))
            elif sum(hand_types.values()) >= need:
                for combo in combinations_with_replacement(sorted(hand_types), need):
                    if all(hand_types[k] >= n for k, n in Counter(combo).items()):
                        acts.append(Experiment(t, combo))
        fresh = sorted({c.items[i] for i in self.labs[seat]
                        if c.item(i).trigger and i not in self.triggered})
        for t in fresh:
            trigger = c.item_types[t].trigger
            for amount, _ in trigger.tiers:
                if self.spendable_data(seat, trigger.data) >= amount:
                    acts.append(SpendData(t, amount))
        if self.impacts_bought < IMPACTS_PER_TURN + self.extra_impact[seat]:
            for p in PILE_IDS:
                cost = self.impact_cost(seat, p)
                if cost is not None and self.rp[seat] >= cost:
                    acts.append(BuyImpact(p))
        if not self.action_used[seat]:
            for a in sorted({c.actions[i] for i in self.action_hands[seat]}):
                card = c.action_types[a]
                if card.timing != "own":
                    continue
                if card.target == "rival":
                    for t in self.clockwise_from(seat)[1:]:
                        if "steal_paper" in card.effects and not self.nurture_count(t):
                            continue  # nothing to take
                        acts.append(PlayAction(a, t))
                else:
                    acts.append(PlayAction(a))
        acts.append(EndTurn())
        return acts

    def why_illegal(self, action: Action) -> str:
        if self.is_over():
            return _("the game is over")
        c = content()
        seat = self.to_move
        wanted = {"discard": (DiscardItem,), "pick": (PickCharacter,), "target": (ChooseTarget,),
                  "news": (DropNews,),
                  "react": (React, Pass),
                  "turn": (BuyItem, Experiment, SpendData, BuyImpact, PlayAction, EndTurn)}[self.decision]
        if not isinstance(action, wanted):
            return _("now is the time to {what}").format(what=_(self.decision_text()))
        if isinstance(action, DiscardItem):
            return _("you have no {item} in your hand").format(item=self._item_label(action.item))
        if isinstance(action, DropNews):
            return _("that news article is not in your hand")
        if isinstance(action, PickCharacter):
            if action.character not in self.roster[seat]:
                return _("'{character}' is not one of your characters").format(character=action.character)
            return _("your {character} has been used; pick an unused character").format(
                character=character_name(action.character))
        if isinstance(action, ChooseTarget):
            return _("that player cannot be sabotaged by you this round")
        if isinstance(action, React):
            return _("you hold no such reaction card")
        if isinstance(action, BuyItem):
            if action.item not in c.item_types:
                return _("there is no lab item '{item}'").format(item=action.item)
            if not any(c.items[i] == action.item for i in self.hands[seat]):
                return _("you have no {item} in your hand").format(item=item_name(action.item))
            cost = self.item_cost(seat, action.item)
            return ngettext("{item} costs {n} research point; you have {have}",
                            "{item} costs {n} research points; you have {have}", cost).format(
                item=item_name(action.item), n=cost, have=self.rp[seat])
        if isinstance(action, Experiment):
            if action.item not in c.item_types:
                return _("there is no lab item '{item}'").format(item=action.item)
            item = c.item_types[action.item]
            if not item.experiment:
                return _("{item} has no experiment icon").format(item=_(item.name))
            if not any(c.items[i] == action.item for i in self.ready_items(seat)):
                return _("you have no ready {item} in your lab").format(item=_(item.name))
            return ngettext("{item} needs {n} lab item from your hand to discard",
                            "{item} needs {n} lab items from your hand to discard", item.discard).format(
                item=_(item.name), n=item.discard)
        if isinstance(action, SpendData):
            if action.item not in c.item_types or not c.item_types[action.item].trigger:
                return _("that lab item has no data trigger")
            if not any(c.items[i] == action.item for i in self.labs[seat]):
                return _("you have no {item} in your lab").format(item=item_name(action.item))
            if all(i in self.triggered for i in self.labs[seat] if c.items[i] == action.item):
                return _("each {item} can use data once a round").format(item=item_name(action.item))
            trigger = c.item_types[action.item].trigger
            if action.amount not in [a for a, _tier in trigger.tiers]:
                amounts = [str(a) for a, _tier in trigger.tiers]
                return _("{item} takes {amounts} data").format(
                    item=item_name(action.item), amounts=_or_list(amounts))
            have = self.spendable_data(seat, trigger.data)
            if trigger.data == "chemical":
                return _("you have {have} chemical data, not {n}").format(have=have, n=action.amount)
            return _("you have {have} DNA data, not {n}").format(have=have, n=action.amount)
        if isinstance(action, BuyImpact):
            if action.pile not in PILE_IDS:
                return _("there is no impact pile '{pile}'").format(pile=action.pile)
            limit = IMPACTS_PER_TURN + self.extra_impact[seat]
            if self.impacts_bought >= limit:
                if self.extra_impact[seat]:
                    limits = {3: _("at most three impact cards a turn (with your action card)")}
                else:
                    limits = {2: _("at most two impact cards a turn")}
                return limits.get(limit) or ngettext("at most {n} impact card a turn", "at most {n} impact cards a turn",
                                                     limit).format(n=limit)
            cost = self.impact_cost(seat, action.pile)
            if cost is None:
                return _("the {pile} pile is empty").format(pile=pile_name(action.pile))
            return ngettext("the top {pile} costs {n} research point; you have {have}",
                            "the top {pile} costs {n} research points; you have {have}", cost).format(
                pile=pile_name(action.pile), n=cost, have=self.rp[seat])
        if isinstance(action, PlayAction):
            if self.action_used[seat]:
                return _("one action card a round, and you have played yours")
            if action.card not in c.action_types or not any(c.actions[i] == action.card
                                                            for i in self.action_hands[seat]):
                return _("you hold no such action card")
            card = c.action_types[action.card]
            if card.timing == "reaction":
                return _("{card} is played only in reply to a rival buying an impact card").format(card=_(card.name))
            if card.target == "rival":
                if action.target is None or action.target == seat:
                    return _("{card} must be aimed at a rival").format(card=_(card.name))
                if not 0 <= action.target < self.players:
                    return _("there is no player {n}").format(n=action.target + 1)
                if "steal_paper" in card.effects:
                    return _("player {n} has no Nurture paper to take").format(n=action.target + 1)
            return _("{card} is not aimed at anyone").format(card=_(card.name))
        return _("{action} is not allowed now").format(action=action)

    def _item_label(self, type_id: str) -> str:
        types = content().item_types
        return _(types[type_id].name) if type_id in types else f"'{type_id}'"

    def decision_text(self) -> str:
        """What the seat to move is asked to do, in English (the observation carries it; the board
        translates it where it is shown)."""
        return {"discard": N_("put excess lab items under the deck"), "pick": N_("pick a character"),
                "news": N_("choose a news article to put back"),
                "target": N_("choose whom to sabotage"), "react": N_("answer the impact purchase or let it pass"),
                "turn": N_("take your turn"), "over": N_("see the results")}.get(self.decision, N_("wait"))

    # --- applying -----------------------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        self.opening_events = []  # the table is set: the opening is no longer news
        events: list[Event] = []
        self._dispatch(action, events)
        self._auto(events)
        return events

    def _auto(self, events: list[Event]) -> None:
        """Moves without a choice play themselves: the last unused character, the only kind of
        item to put back. Ending a turn never does: the player says "Eureka!" (and can still undo
        their last spend until then)."""
        # A turn always offers EndTurn, so it never plays itself: spare listing its actions (the
        # dearest list, asked after every step of a turn).
        while self.decision not in ("over", "react", "turn"):
            legal = self.legal_actions()
            if len(legal) != 1 or isinstance(legal[0], EndTurn):
                return
            self._dispatch(legal[0], events)

    def _dispatch(self, action: Action, events: list[Event]) -> None:
        self.actions_played += 1
        seat = self.to_move
        c = content()
        if isinstance(action, DiscardItem):
            card = next(i for i in self.hands[seat] if c.items[i] == action.item)
            self.hands[seat].remove(card)
            self.item_deck.cards.insert(0, card)  # the bottom of the deck
            self.put_back += 1
            done = len(self.hands[seat]) <= self.hand_limit(seat)
            events.append(ItemDiscarded(seat, self.put_back if done else 0))
            if done:
                self.put_back = 0
            self._hand_limits(events)
        elif isinstance(action, DropNews):
            card = next(n for n in self.news_hands[seat] if content().news[n].id == action.news)
            self.news_hands[seat].remove(card)
            self.news_dropped.append(card)
            events.append(NewsDropped(seat))
            self.news_to_choose.pop(0)
            if not self.news_to_choose:  # the dropped articles go back into the deck
                self.news_deck.cards += self.news_dropped
                self.news_dropped = []
                self.news_deck.shuffle(self.rng)
                events.append(NewsShuffled(len(self.news_deck)))
            self._hand_limits(events)
        elif isinstance(action, PickCharacter):
            self.picks[seat] = action.character
            events.append(CharacterChosen(seat))
            self.order_index += 1
            if self.order_index < len(self.order):
                self._decide("pick", self.order[self.order_index])
            else:
                self._reveal(events)
        elif isinstance(action, ChooseTarget):
            self._sabotage(seat, action.seat, events)
            self._next_saboteur(events)
        elif isinstance(action, React):
            self._play_action_card(seat, action.card, self.active, events, reaction=True)
            self._next_reaction(events)
        elif isinstance(action, Pass):
            events.append(ReactionPassed(seat))
            self._next_reaction(events)
        elif isinstance(action, BuyItem):
            self._buy_item(seat, action.item, events)
        elif isinstance(action, Experiment):
            self._experiment(seat, action, events)
        elif isinstance(action, SpendData):
            self._spend_data(seat, action, events)
        elif isinstance(action, BuyImpact):
            self._buy_impact(seat, action.pile, events)
        elif isinstance(action, PlayAction):
            self._play_action_card(seat, action.card, action.target, events, reaction=False)
        elif isinstance(action, EndTurn):
            self._end_turn(seat, events)
        else:  # pragma: no cover - apply() has checked legality
            raise IllegalAction(f"unknown action {action}")
        if self.options["legends"] and not self.news_to_choose:
            self._check_news(events)

    def _decide(self, decision: str, seat: int | None) -> None:
        self.decision, self.to_move = decision, seat

    # --- the simultaneous phase ---------------------------------------------------------------
    def _start_round(self, events: list[Event]) -> None:
        self.phase = "collect"
        self.picks = [None] * self.players
        self.revealed = False
        self.sabotages = []
        events.append(RoundStarted(self.round, self.genius))
        if self.round > 1:  # step 1 is skipped in the first round
            drawn = []
            for seat in self.clockwise_from(self.genius):
                self.rp[seat] += RP_PER_ROUND
                got = self._draw_items(seat, ITEMS_PER_ROUND)
                drawn.append(got)
            order = self.clockwise_from(self.genius)
            per_seat = [0] * self.players
            for seat, got in zip(order, drawn):
                per_seat[seat] = got
            events.append(ResearchCollected(RP_PER_ROUND, tuple(per_seat)))
        self.order = self.clockwise_from(self.genius)
        self.order_index = 0
        self._hand_limits(events)

    def _hand_limits(self, events: list[Event]) -> None:
        """Seats over their hand limit put items back, in turn from the genius; then the picks.
        Ruling: the limit is checked here, in step 1 of each round, not after later draws."""
        for seat in self.clockwise_from(self.genius):
            if len(self.hands[seat]) > self.hand_limit(seat):
                self.phase = "collect"
                self._decide("discard", seat)
                return
        if self.news_to_choose:
            self.phase = "collect"
            self._decide("news", self.news_to_choose[0])
            return
        self._start_picks(events)

    def _start_picks(self, events: list[Event]) -> None:
        self.phase = "pick"
        self.picks = [None] * self.players
        self.revealed = False
        self.order = self.clockwise_from(self.genius)
        self.order_index = 0
        self._decide("pick", self.order[0])

    def _reveal(self, events: list[Event]) -> None:
        self.revealed = True
        for seat, ch in enumerate(self.picks):
            self.unused[seat].remove(ch)
            self.used[seat].append(ch)
        events.append(CharactersRevealed(tuple(self.picks)))
        # step 3: ready the lab
        self.turned.clear()
        self.triggered.clear()
        events.append(ItemsReadied())
        self._bonus_phase(events)

    def _bonus_phase(self, events: list[Event]) -> None:
        self.phase = "bonus"
        c = content()
        for seat in self.clockwise_from(self.genius):
            ch = c.characters[self.picks[seat]]
            self._gain(seat, ch.bonus, ch.name, events)
            totals: Counter = Counter()
            for i in self.labs[seat]:
                for k, n in self.item_type(i).bonus.items():
                    if k != "hand_limit":
                        totals[k] += n
            if totals:
                self._gain(seat, dict(totals), SOURCE_LAB_ITEMS, events)
            waiting, self.delayed[seat] = self.delayed[seat], []
            for effects in waiting:
                self._gain(seat, effects, SOURCE_EXPERIMENTS, events)
            # Legends of Science: instant items answer a rival's character
            for i in self.labs[seat]:
                instant = self.item_type(i).instant
                if instant and any(self.picks[r] == instant[0] for r in range(self.players) if r != seat):
                    self._gain(seat, instant[1], self.item_type(i).name, events)
        self._sabotage_phase(events)

    def _sabotage_phase(self, events: list[Event]) -> None:
        self.phase = "sabotage"
        self.sabotages = []
        # Ruling: saboteurs act in order from the genius, each sabotaging one seat that no one has
        # sabotaged yet: so of two who could sabotage the same seat, the closer to the genius does.
        self.saboteurs = [s for s in self.clockwise_from(self.genius)
                          if content().characters[self.picks[s]].sabotages]
        self._next_saboteur(events)

    def _sabotage_targets(self, seat: int) -> list[int]:
        wanted = content().characters[self.picks[seat]].sabotages
        hit = {t for _, t, _ in self.sabotages}
        return [t for t in self.clockwise_from(seat)[1:] if self.picks[t] == wanted and t not in hit]

    def _next_saboteur(self, events: list[Event]) -> None:
        while self.saboteurs:
            seat = self.saboteurs.pop(0)
            targets = self._sabotage_targets(seat)
            if len(targets) == 1:
                self._sabotage(seat, targets[0], events)
            elif len(targets) > 1:
                self.targets = targets
                self._decide("target", seat)
                return
        self.targets = []
        self._start_turns(events)

    def _sabotage(self, seat: int, target: int, events: list[Event]) -> None:
        ch = content().characters[self.picks[seat]]
        self.sabotages.append((seat, target, ch.id))
        events.append(Sabotaged(seat, target, ch.id))
        self._affect(seat, target, ch.sabotage, ch.name, events)
        # the saboteur's reward: an action card (alternate version 3: a lab item instead)
        self._gain(seat, {"action": 1}, SOURCE_SABOTAGE, events)

    # --- turns --------------------------------------------------------------------------------
    def _start_turns(self, events: list[Event]) -> None:
        self.phase = "turns"
        self.order = self.clockwise_from(self.genius)
        self.order_index = 0
        self._begin_turn(events)

    def _begin_turn(self, events: list[Event]) -> None:
        seat = self.order[self.order_index]
        self.active = seat
        self.data = {k: 0 for k in DATA_KINDS}
        self.fresh_rp = 0
        self.impacts_bought = 0
        events.append(TurnStarted(seat))
        self._decide("turn", seat)

    def _pay(self, seat: int, amount: int) -> None:
        self.rp[seat] -= amount
        self.fresh_rp = max(0, self.fresh_rp - amount)  # RP from chemical data are spent first

    def _buy_item(self, seat: int, type_id: str, events: list[Event]) -> None:
        c = content()
        card = next(i for i in self.hands[seat] if c.items[i] == type_id)
        cost = self.item_cost(seat, type_id)
        self._pay(seat, cost)
        self.hands[seat].remove(card)
        self.labs[seat].append(card)  # ready at once
        events.append(ItemBought(seat, type_id, card, cost))

    def _experiment(self, seat: int, action: Experiment, events: list[Event]) -> None:
        c = content()
        card = next(i for i in self.ready_items(seat) if c.items[i] == action.item)
        for type_id in action.discard:
            gone = next(i for i in self.hands[seat] if c.items[i] == type_id)
            self.hands[seat].remove(gone)
            self.item_deck.cards.insert(0, gone)
        self.turned.add(card)
        events.append(ExperimentDone(seat, action.item, card, action.discard))
        self._gain(seat, c.item(card).experiment, c.item(card).name, events)

    def _spend_data(self, seat: int, action: SpendData, events: list[Event]) -> None:
        c = content()
        card = next(i for i in self.labs[seat] if c.items[i] == action.item and i not in self.triggered)
        trigger = c.item(card).trigger
        rewards = dict(trigger.tiers)[action.amount]
        left = action.amount
        # the trigger's own kind first; with wild data (Principal Investigator) the other kind too
        for kind in (trigger.data, *[k for k in DATA_KINDS if k != trigger.data]):
            used = min(left, self.data[kind])
            self.data[kind] -= used
            left -= used
        self.triggered.add(card)
        events.append(DataSpent(seat, action.item, card, action.amount))
        self._gain(seat, rewards, DATA_SOURCE.format(item=c.item(card).name), events)
        if trigger.data == "chemical" and self.options["alternate_2"]:
            self.fresh_rp += rewards.get("rp", 0)

    def _buy_impact(self, seat: int, pile: str, events: list[Event]) -> None:
        cost = self.impact_cost(seat, pile)
        index = self.piles[pile].pop()
        self._pay(seat, cost)
        self.impact[seat].append((pile, index))
        self.impacts_bought += 1
        card = self.impact_card(pile, index)
        events.append(ImpactBought(seat, pile, card.id, cost, card.value))
        # reaction prompts: rivals holding a reaction card who have not played an action this round
        c = content()
        self.react_queue = [s for s in self.clockwise_from(seat)[1:] if not self.action_used[s]
                            and any(c.action(a).timing == "reaction" for a in self.action_hands[s])]
        self.react_pile = pile
        if self.react_queue:
            self._decide("react", self.react_queue[0])

    def _next_reaction(self, events: list[Event]) -> None:
        self.react_queue.pop(0)
        if self.react_queue:
            self._decide("react", self.react_queue[0])
        else:
            self.react_pile = None
            self._decide("turn", self.active)

    def _play_action_card(self, seat: int, type_id: str, target: int | None, events: list[Event],
                          reaction: bool) -> None:
        c = content()
        card = next(i for i in self.action_hands[seat] if c.actions[i] == type_id)
        self.action_hands[seat].remove(card)
        self.action_discard.append(card)
        self.action_used[seat] = True
        info = c.action_types[type_id]
        aimed = target if info.target in ("rival", "actor") else None
        events.append(ActionPlayed(seat, type_id, aimed, reaction))
        self._affect(seat, aimed, info.effects, info.name, events)

    def _end_turn(self, seat: int, events: list[Event]) -> None:
        lost = sum(self.data.values())
        returned = min(self.fresh_rp, self.rp[seat])
        self.rp[seat] -= returned
        self.data = {k: 0 for k in DATA_KINDS}
        self.fresh_rp = 0
        # turn-long effects end with the turn
        self.wild[seat] = False
        self.impact_discount[seat] = 0
        self.extra_impact[seat] = 0
        self.turns_played += 1
        events.append(TurnEnded(seat, lost, returned))
        self.order_index += 1
        if self.order_index < len(self.order):
            self._begin_turn(events)
        else:
            self._end_round(events)

    def _end_round(self, events: list[Event]) -> None:
        self.active = None
        for seat in self.clockwise_from(self.genius):
            if self.recall[seat]:
                self.unused[seat] = list(self.roster[seat])  # the Professor returns too
                self.used[seat] = []
                self.recall[seat] = False
                events.append(CharactersRecalled(seat))
        self.cost_up = [0] * self.players
        self.action_used = [False] * self.players
        if self.empty_piles() >= PILES_EMPTY_TO_END or self.round >= MAX_ROUNDS:
            self.phase = "over"
            self._decide("over", None)
            self.winner_seats = self.winners()
            events.append(GameEnded(tuple(self.score(s) for s in range(self.players)),
                                    tuple(self.winner_seats)))
            return
        self.genius = (self.genius + 1) % self.players
        self.round += 1
        self._start_round(events)

    # --- effects: the vocabulary of content.json ----------------------------------------------
    def _draw_items(self, seat: int, n: int) -> int:
        got = self.item_deck.draw(min(n, len(self.item_deck)))
        self.hands[seat] += got
        return len(got)

    def _draw_actions(self, seat: int, n: int, events: list[Event]) -> int:
        got = 0
        for _draw in range(n):
            if not self.action_deck and self.action_discard:
                self.action_deck = Pile(self.action_discard)
                self.action_discard = []
                self.action_deck.shuffle(self.rng)
                events.append(ActionsShuffled(len(self.action_deck)))
            if not self.action_deck:
                break
            self.action_hands[seat].append(self.action_deck.draw_one())
            got += 1
        return got

    def _gain(self, seat: int, effects: dict, source: str, events: list[Event]) -> None:
        """Effects on the card's owner."""
        gains: list[tuple[str, int]] = []
        for name, n in effects.items():
            if name == "rp":
                self.rp[seat] += n
                gains.append(("rp", n))
            elif name in DATA_KINDS:
                if self.phase == "turns" and seat == self.active:
                    self.data[name] += n
                    gains.append((name, n))
            elif name == "draw":
                got = self._draw_items(seat, n)
                if got:
                    gains.append(("draw", got))
            elif name == "action":
                # Ruling (alternate version 3): without action cards, a lab item instead
                if self.no_actions:
                    got = self._draw_items(seat, n)
                    if got:
                        gains.append(("draw", got))
                else:
                    got = self._draw_actions(seat, n, events)
                    if got:
                        gains.append(("action", got))
            elif name == "next_bonus":
                self.delayed[seat].append(dict(n))
                events.append(EffectDelayed(seat, source, tuple(n.items())))
            elif name == "impact_discount":
                self.impact_discount[seat] += n
            elif name == "extra_impact":
                self.extra_impact[seat] += n
            elif name == "wild_data":
                self.wild[seat] = True
            elif name == "recall":
                self.recall[seat] = True
        if gains:
            events.append(Gained(seat, source, tuple(gains)))

    def _affect(self, seat: int, target: int | None, effects: dict, source: str,
                events: list[Event]) -> None:
        """Effects of a sabotage or an action card: on the target, and the rest on ``seat``."""
        own = {k: v for k, v in effects.items() if k not in TARGET_EFFECTS}
        if own:
            self._gain(seat, own, source, events)
        if target is None:
            return
        c = content()
        for name, n in effects.items():
            if name == "steal_rp" or name == "lose_rp":
                amount = min(n, self.rp[target])
                if amount:
                    self.rp[target] -= amount
                    if target == self.active:
                        self.fresh_rp = min(self.fresh_rp, self.rp[target])
                    to = seat if name == "steal_rp" else None
                    if to is not None:
                        self.rp[to] += amount
                    events.append(RPTaken(target, to, amount))
            elif name == "steal_item":
                for _taken in range(min(n, len(self.hands[target]))):
                    card = self.rng.choice(self.hands[target])
                    self.hands[target].remove(card)
                    self.hands[seat].append(card)
                    events.append(ItemTaken(target, seat))
            elif name == "discard_random":
                k = min(n, len(self.hands[target]))
                for card in self.rng.sample(self.hands[target], k):
                    self.hands[target].remove(card)
                    self.item_deck.cards.insert(0, card)
                if k:
                    events.append(ItemsLost(target, k))
            elif name == "cost_up":
                self.cost_up[target] += n
                events.append(CostRaised(target, n))
            elif name == "disable":
                # Ruling: the dearest ready items go (ties: the one bought first)
                ready = sorted(self.ready_items(target), key=lambda i: -self.item_type(i).cost)
                for card in ready[:n]:
                    self.turned.add(card)
                    events.append(ItemDisabled(target, c.items[card], card))
            elif name == "steal_paper":
                papers = [(p, i) for p, i in self.impact[target] if p == "nurture"]
                if papers:
                    # Ruling: the most valuable Nurture paper is taken
                    paper = max(papers, key=lambda pi: (self.impact_card(*pi).value, pi[1]))
                    self.impact[target].remove(paper)
                    self.impact[seat].append(paper)
                    events.append(PaperTaken(target, seat, self.impact_card(*paper).id))

    # --- copies, views, checks ---------------------------------------------------------------
    def clone(self) -> "LabWarsState":
        other = LabWarsState.__new__(LabWarsState)
        other.__dict__.update(self.__dict__)
        other.rng = self.rng.copy()
        other.item_deck = self.item_deck.copy()
        other.action_deck = self.action_deck.copy()
        other.news_deck = self.news_deck.copy()
        for name in ("labs", "hands", "action_hands", "unused", "used", "impact", "delayed", "roster",
                     "news_hands", "news_done"):
            setattr(other, name, [list(x) for x in getattr(self, name)])
        for name in ("rp", "action_discard", "action_used", "picks", "cost_up", "impact_discount",
                     "extra_impact", "wild", "recall", "sabotages", "order", "saboteurs", "targets",
                     "react_queue", "winner_seats", "opening_events", "legends", "news_dropped",
                     "news_to_choose"):
            setattr(other, name, list(getattr(self, name)))
        other.turned = set(self.turned)
        other.triggered = set(self.triggered)
        other.piles = {p: list(v) for p, v in self.piles.items()}
        other.data = dict(self.data)
        other.options = dict(self.options)
        return other

    def open_observation(self, player: int | None) -> dict:
        """Every seat's lab items, action cards, news articles and character of the round."""
        obs = self.observation(player)
        c = content()
        for s, entry in enumerate(obs["seats"]):
            entry["hand"] = sorted(c.items[i] for i in self.hands[s])
            entry["actions"] = sorted(c.actions[a] for a in self.action_hands[s])
            entry["news"] = sorted(c.news[n].id for n in self.news_hands[s])
            entry["character"] = self.picks[s]
        return obs

    def observation(self, player: int | None) -> dict:
        c = content()
        items, turned, triggered = c.items, self.turned, self.triggered
        seats = []
        for s in range(self.players):
            own = s == player
            shown_pick = self.picks[s] if (self.revealed or own) else None
            points = self.impact_points(s)
            seats.append({
                "rp": self.rp[s],
                "lab": [{"card": i, "item": items[i], "ready": i not in turned, "data_used": i in triggered}
                        for i in self.labs[s]],
                "lab_value": self.lab_value(s),
                "hand": sorted(c.items[i] for i in self.hands[s]) if own else None,
                "hand_count": len(self.hands[s]),
                "hand_limit": self.hand_limit(s),
                "actions": sorted(c.actions[a] for a in self.action_hands[s]) if own else None,
                "action_count": len(self.action_hands[s]),
                "action_played": self.action_used[s],
                "unused": [ch for ch in self.roster[s] if ch in self.unused[s]],
                "legend": self.legends[s],
                "news": sorted(content().news[n].id for n in self.news_hands[s]) if own else None,
                "news_count": len(self.news_hands[s]),
                "news_done": [content().news[n].id for n in self.news_done[s]],
                "news_points": self.news_points(s),
                "used": list(self.used[s]),
                "picked": self.picks[s] is not None,
                "character": shown_pick,
                "impact": [self.impact_card(p, i).id for p, i in self.impact[s]],
                "impact_points": points,
                "nurture_papers": self.nurture_count(s),
                "score": points + self.news_points(s) + sum(self.end_bonus(s)),
                "cost_up": self.cost_up[s],
                "impact_discount": self.impact_discount[s],
                "impact_costs": {p: self.impact_cost(s, p) for p in PILE_IDS},
                "wild_data": self.wild[s],
                "recall": self.recall[s],
                "waiting_bonus": [dict(e) for e in self.delayed[s]],
            })
        piles = {}
        for p in PILE_IDS:
            cards = [self.impact_card(p, i) for i in self.piles[p]]
            top = cards[-1] if cards else None
            piles[p] = {"name": pile_name(p), "left": len(cards),
                        "top": None if top is None else {"id": top.id, "cost": top.cost, "value": top.value},
                        "costs": [x.cost for x in reversed(cards)],
                        "values": [x.value for x in reversed(cards)]}
        obs = {
            "game": "lab-wars", "players": self.players, "you": player,
            "options": dict(self.options),
            "round": self.round, "phase": self.phase, "decision": self.decision,
            "decision_text": self.decision_text(),
            "to_move": self.current_player(), "genius": self.genius, "active": self.active,
            "turn_order": self.clockwise_from(self.genius),
            "data": dict(self.data), "fresh_rp": self.fresh_rp,
            "impacts_bought": self.impacts_bought,
            "impact_limit": (IMPACTS_PER_TURN + self.extra_impact[self.active]) if self.active is not None else IMPACTS_PER_TURN,
            "item_deck": len(self.item_deck), "action_deck": len(self.action_deck),
            "news_deck": len(self.news_deck) + len(self.news_dropped),
            "action_discard": [c.actions[a] for a in self.action_discard],
            "piles": piles, "empty_piles": self.empty_piles(),
            "last_round": self.empty_piles() >= PILES_EMPTY_TO_END or self.round >= MAX_ROUNDS,
            "sabotages": [{"by": b, "target": t, "character": ch} for b, t, ch in self.sabotages],
            "sabotage_choices": list(self.targets) if self.decision == "target" else [],
            "reacting_to": ({"seat": self.active, "pile": self.react_pile}
                            if self.decision == "react" else None),
            "seats": seats,
            "opening": tuple(self.opening_events),
        }
        if self.is_over():
            obs["winners"] = list(self.winner_seats)
            obs["breakdown"] = self.breakdown()
        return obs

    def breakdown(self) -> list[str]:
        """The final standings with where the impact came from, for the results screen."""
        order = sorted(range(self.players), key=self.tiebreak_key, reverse=True)
        lines = []
        for place, s in enumerate(order, 1):
            most, lab = self.end_bonus(s)
            fields = dict(place=place, player=seat_mark(s),  # the results screen puts the name in
                          score=self.score(s), cards_points=self.impact_points(s),
                          cards=plural(len(self.impact[s]), "impact card"), news=self.news_points(s), most=most,
                          lab=lab, lab_value=self.lab_value(s), rp=plural(self.rp[s], "research point"),
                          items=plural(len(self.labs[s]), "lab item"))
            if self.options["legends"]:
                line = _("{place}. {player}: {score} impact = {cards_points} from {cards} + {news} news + {most} "
                         "most papers + {lab} lab value ({lab_value}); {rp}, {items}")
            else:
                line = _("{place}. {player}: {score} impact = {cards_points} from {cards} + {most} most papers + "
                         "{lab} lab value ({lab_value}); {rp}, {items}")
            lines.append(line.format(**fields))
        lines.append(_("Ties go to more research points, then more lab items."))
        return lines

    def determinize(self, player: int, rng: Rng) -> "LabWarsState":
        """Resample what ``player`` cannot see: the lab deck's order and the other seats' hands of
        lab items, the action deck and the other seats' action cards, and the others' unrevealed
        character picks. A seat waiting to answer with a reaction keeps its action cards (it is
        known to hold a reaction)."""
        world = self.clone()
        world.rng = rng.fork()
        others = [s for s in range(self.players) if s != player]
        # lab items: the deck and the others' hands are one unseen pool
        pool = list(world.item_deck.cards) + [i for s in others for i in world.hands[s]]
        rng.shuffle(pool)
        for s in others:
            n = len(world.hands[s])
            world.hands[s], pool = pool[:n], pool[n:]
        world.item_deck = Pile(pool)
        # action cards
        secret = [s for s in others if s not in world.react_queue]
        apool = list(world.action_deck.cards) + [a for s in secret for a in world.action_hands[s]]
        rng.shuffle(apool)
        for s in secret:
            n = len(world.action_hands[s])
            world.action_hands[s], apool = apool[:n], apool[n:]
        world.action_deck = Pile(apool)
        # news articles: the deck, the others' hands and the ones put back face down; a seat never
        # holds an article it already meets (it would have been completed), so such deals are redone
        pool = list(world.news_deck.cards) + list(world.news_dropped) + [n for s in others for n in world.news_hands[s]]
        for _try in range(20):
            rng.shuffle(pool)
            rest = list(pool)
            hands = {}
            for s in others:
                k = len(world.news_hands[s])
                hands[s], rest = rest[:k], rest[k:]
            if self.news_to_choose or not any(world.news_met(s, n) for s, h in hands.items() for n in h):
                for s, h in hands.items():
                    world.news_hands[s] = h
                k = len(world.news_dropped)
                world.news_dropped, rest = rest[:k], rest[k:]
                world.news_deck = Pile(rest)
                break
        # unrevealed picks
        if not self.revealed:
            for s in others:
                if world.picks[s] is not None:
                    world.picks[s] = rng.choice(world.unused[s])
        return world

    def check_invariants(self) -> None:
        c = content()

        def fail(msg):
            raise InvariantBroken(f"lab-wars round {self.round} {self.decision}: {msg}")

        items = list(self.item_deck) + [i for h in self.hands for i in h] + [i for lab in self.labs for i in lab]
        if sorted(items) != list(range(self.item_total)):
            fail("the lab items are not all in exactly one place")
        in_labs = {i for lab in self.labs for i in lab}
        if not self.turned <= in_labs or not self.triggered <= in_labs:
            fail("a sideways or used item is not in a lab")
        actions = list(self.action_deck) + self.action_discard + [a for h in self.action_hands for a in h]
        expected = [] if self.no_actions else list(range(ACTION_COUNT))
        if sorted(actions) != expected:
            fail("action cards not conserved")
        for p in PILE_IDS:
            size = len(c.pile_cards(p, self.players, self.options["alternate_1"]))
            owned = [i for imp in self.impact for q, i in imp if q == p]
            if sorted(self.piles[p] + owned) != list(range(size)):
                fail(f"the {p} impact cards are not conserved")
            if self.piles[p] != sorted(self.piles[p], reverse=True):
                fail(f"the {p} pile is not cheapest on top")
        for s in range(self.players):
            if self.rp[s] < 0:
                fail(f"seat {s} has negative research points")
            if sorted(self.unused[s] + self.used[s]) != sorted(self.roster[s]):
                fail(f"seat {s}'s characters are not its roster")
            for card in self.news_hands[s]:
                if self.news_met(s, card) and not self.news_to_choose:
                    fail(f"seat {s} holds a news article it has completed")
        news = (list(self.news_deck) + self.news_dropped + [n for h in self.news_hands for n in h]
                + [n for d in self.news_done for n in d])
        if sorted(news) != (list(range(len(c.news))) if self.options["legends"] else []):
            fail("news articles not conserved")
            if not self.unused[s] and self.decision == "pick":
                fail(f"seat {s} has no character to pick")
        if any(v < 0 for v in self.data.values()) or self.fresh_rp < 0:
            fail("negative data")
        if self.active is not None and self.fresh_rp > self.rp[self.active]:
            fail("more fresh research points than research points")
        if self.active is not None and self.impacts_bought > IMPACTS_PER_TURN + self.extra_impact[self.active]:
            fail("too many impact cards bought this turn")
        if self.decision == "pick":
            for k, s in enumerate(self.order):
                if (self.picks[s] is not None) != (k < self.order_index):
                    fail("picks out of order")
        if self.decision in ("turn", "react", "target"):
            for s in range(self.players):
                if self.picks[s] is None or self.picks[s] not in self.used[s]:
                    fail(f"seat {s} plays a character it has not set aside")
        if len(self.sabotages) != len({t for _, t, _ in self.sabotages}):
            fail("a seat was sabotaged twice in a round")
        if self.decision != "over" and self.legal_actions() == []:
            fail("no legal action for the seat to move")
        if self.decision == "over" and self.empty_piles() < PILES_EMPTY_TO_END and self.round < MAX_ROUNDS:
            fail("the game ended with fewer than two empty impact piles")


# ---------------------------------------------------------------------------------------------
# the catalogue entry
# ---------------------------------------------------------------------------------------------
class LabWarsRules:
    spec = SPEC

    def new_state(self, seed: int, players: int, options: dict | None = None) -> LabWarsState:
        options = dict(options or {})
        if players not in SPEC.players:
            raise ValueError(f"Lab Wars is for 2-4 players, not {players}")
        variant = options.pop("variant", "standard")
        if variant not in SPEC.variants_at(players):
            raise ValueError(f"unknown Lab Wars variant '{variant}' (known: standard)")
        unknown = set(options) - set(OPTION_NAMES) - {"human_seats"}
        if unknown:
            raise ValueError(f"unknown Lab Wars option(s): {', '.join(sorted(unknown))} "
                             f"(known: {', '.join(OPTION_NAMES)})")
        return LabWarsState(seed, players, options)


RULES = LabWarsRules()
