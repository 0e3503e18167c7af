"""Lab Wars heuristic players (pure).

One currency: research points (RP). An impact point is worth ``RP_PER_POINT`` RP (about what the
impact piles charge), everything a card gives is priced in RP (``WORTH``), and a lab item is worth
what it will produce over the rounds left plus its share of the lab-value bonus. Since only two
impact cards can be bought a turn, income beyond what two top cards cost is worth little (a lab
that big is not grown further: ``income_room``), and a seat with RP to spare buys impact cards it
would otherwise wait on (``Planner.impact_bar``). Then a turn is
planned greedily, one action at a time:

1. free experiments (nothing to discard) first: an item standing upright does nothing else;
2. data on the trigger that pays the most;
3. an own-turn action card when it is worth more than keeping it;
4. purchases by value per RP: a lab item or an impact card, whichever returns the most for each RP
   spent, as long as it returns more than it costs;
5. a discard-icon experiment when the items given up are worth less than what it makes.

Characters are picked by their bonus, plus the chance of sabotaging someone, minus the chance of
being sabotaged (each rival is assumed to pick any of its unused characters alike). The players read
only what their seat may see (``state.observation`` facts and their own hand).

The hard level (labdesk/ai/ismcts.py) uses two more pieces from here: ``evaluate``, a chance of
winning fitted on medium-against-medium games (``projected_value``), and ``turn_plans``, the
candidate turns it compares (medium's turn, the other choices medium had at its first purchase, a
turn that buys by ``evaluate``'s figures, and the bent styles' turns).
"""
from __future__ import annotations

import math
from functools import lru_cache

from labdesk.engine.core import Action, Rng
from collections import Counter

from labdesk.games.lab_wars.content import DATA_KINDS, PILE_IDS, content
from labdesk.games.lab_wars.rules import (BuyImpact, BuyItem, ChooseTarget, DiscardItem, DropNews,
                                          EndTurn, Experiment, LabWarsState, Pass, PickCharacter,
                                          PlayAction, React, SpendData)

RP_PER_POINT = 2.0
# what one unit of each gain is worth, in RP
WORTH = {"rp": 1.0, "chemical": 0.9, "dna": 0.7, "draw": 0.6, "action": 1.6, "impact_discount": 0.7,
         "extra_impact": 0.4, "wild_data": 0.4, "hand_limit": 0.2, "recall": 0.0}
SPEND_RATE = 1 / 3.0  # impact points a research point still to be spent is worth (evaluate)
IMPACT_BAR = 0.55  # an impact card is bought when it returns this much RP-worth per RP, or more
RICH_BAR = 0.1  # ... or this much when the seat has research points to spare (Planner.impact_bar)
PURCHASES_PER_SEAT_ROUND = 0.55  # impact cards a seat buys a round, to guess how long the game lasts


# --- the shape of the game ----------------------------------------------------------------------------
def rounds_left(state: LabWarsState) -> float:
    """Rounds still to come after this one (0 in the last round)."""
    sizes = sorted(len(state.piles[p]) for p in PILE_IDS)
    to_empty = sizes[0] + sizes[1]
    if to_empty == 0:
        return 0.0
    return max(0.5, to_empty / (PURCHASES_PER_SEAT_ROUND * state.players) - 0.5)


def effects_worth(effects: dict) -> float:
    total = 0.0
    for name, n in effects.items():
        if name == "next_bonus":
            total += 0.9 * effects_worth(n)
        else:
            total += WORTH.get(name, 0.0) * n
    return total


@lru_cache(maxsize=None)  # fixed by the content, and asked for on every step of every playout
def item_income(type_id: str) -> float:
    """RP a lab item makes in a round: its experiment, its bonus icon, a share of its trigger."""
    item = content().item_types[type_id]
    income = effects_worth(item.experiment) - 0.6 * item.discard
    income += effects_worth({k: v for k, v in item.bonus.items() if k != "hand_limit"})
    if item.instant:  # a rival shows the named character now and then
        income += 0.35 * effects_worth(item.instant[1])
    if item.trigger:
        amount, rewards = item.trigger.tiers[0]
        # a trigger turns data (already counted) into a bit more than its worth
        income += 0.25 * max(0.0, effects_worth(rewards) - amount * WORTH[item.trigger.data])
    return max(0.0, income)


def lab_bonus_points(value: int) -> int:
    points = 0
    for step, bonus in content().lab_value_bonus:
        if value >= step:
            points = bonus
    return points


def round_income(state: LabWarsState, seat: int) -> float:
    """RP the seat's lab brings in a round: the 2 everyone collects plus its items' income."""
    return _lab_income(tuple(state.labs[seat]))


@lru_cache(maxsize=4096)  # a lab changes a few times a game but is read on every step of every playout
def _lab_income(lab: tuple) -> float:
    return 2.0 + sum(item_income(content().item(i).id) for i in lab)


def income_room(state: LabWarsState, seat: int) -> float:
    """The share of one more RP of income a round the seat could still turn into impact, 0.1..1.
    Only two impact cards can be bought a turn, so a lab that already makes about what two top
    cards cost is big enough: more income would be research points left unspent at the end."""
    tops = [state.impact_card(p, state.piles[p][-1]).cost for p in PILE_IDS if state.piles[p]]
    if not tops:
        return 0.1
    spendable = 2 * sum(tops) / len(tops)
    income = round_income(state, seat)
    return min(1.0, max(0.1, 3 * (spendable - income) / spendable))


def item_worth(state: LabWarsState, seat: int, type_id: str, this_turn: bool = True) -> float:
    """What owning one more of this item is worth to ``seat`` from now on, in RP."""
    item = content().item_types[type_id]
    uses = rounds_left(state) + (1.0 if this_turn and item.experiment else 0.0)
    value = item_income(type_id) * uses * income_room(state, seat)
    lab = state.lab_value(seat)
    # the lab-value bonus: the step it reaches, and a little for the way towards the next one
    value += RP_PER_POINT * (lab_bonus_points(lab + item.cost) - lab_bonus_points(lab))
    value += 0.15 * item.cost
    if "hand_limit" in item.bonus:
        value += 0.5 * max(0, len(state.hands[seat]) - state.hand_limit(seat) + 2)
    return value


def impact_worth(state: LabWarsState, seat: int, pile: str) -> float:
    """What the top impact card of ``pile`` is worth to ``seat``, in RP."""
    card = state.impact_card(pile, state.piles[pile][-1])
    points = float(card.value)
    if pile == "nurture":  # the +3 for most papers, shared on a tie
        mine = state.nurture_count(seat) + 1
        best_other = max(state.nurture_count(s) for s in range(state.players) if s != seat)
        if mine > best_other:
            points += content().most_nurture_bonus * (1.0 if mine - 1 <= best_other else 0.3)
        elif mine == best_other:
            points += content().most_nurture_bonus * 0.5
    return RP_PER_POINT * points


def news_progress(state: LabWarsState, seat: int, card: int, item: str | None = None,
                  pile: str | None = None) -> float:
    """How far the seat is towards a news article, 0..1 (1: met), with one more lab item of type
    ``item`` or one more impact card of ``pile`` if given. Reads only the seat's public table."""
    c = content()
    parts = []
    for key, amount in c.news[card].needs.items():
        if key == "items":
            have = Counter(c.items[i] for i in state.labs[seat])
            if item:
                have[item] += 1
            parts += [min(1.0, have[t] / n) for t, n in amount.items()]
        elif key == "impact":
            have = Counter(p for p, _ in state.impact[seat])
            if pile:
                have[pile] += 1
            parts += [min(1.0, have[p] / n) for p, n in amount.items()]
        elif key == "lab_value":
            parts.append(min(1.0, (state.lab_value(seat) + (c.item_types[item].cost if item else 0)) / amount))
        elif key == "lab_count":
            parts.append(min(1.0, (len(state.labs[seat]) + (1 if item else 0)) / amount))
        elif key == "rp":
            parts.append(min(1.0, state.rp[seat] / amount))
        elif key == "hand":
            parts.append(min(1.0, (len(state.hands[seat]) - (1 if item else 0)) / amount))
    return min(parts) if parts else 0.0


def news_bonus(state: LabWarsState, seat: int, item: str | None = None, pile: str | None = None) -> float:
    """RP-worth of the news articles a purchase would complete for the seat."""
    news = content().news
    return sum(RP_PER_POINT * news[n].value for n in state.news_hands[seat]
               if news_progress(state, seat, n, item, pile) >= 1.0)


def seat_value(state: LabWarsState, seat: int) -> float:
    """Impact now plus what the seat's RP, lab and hands should still bring, in impact points."""
    left = rounds_left(state)
    income = sum(item_income(state.item_type(i).id) for i in state.labs[seat]) + 2.0
    income += 0.4 * len(state.news_hands[seat])  # the articles themselves are secret
    future_rp = state.rp[seat] + income * left + 0.4 * len(state.hands[seat]) + 1.2 * len(state.action_hands[seat])
    # research points only become impact by buying cards at about 3 RP a point, and fewer and fewer
    # of them can still be spent as the end nears (in the last round only the tie-break counts them)
    rate = SPEND_RATE * min(1.0, 0.1 + left / 2)
    return state.score(seat) + future_rp * rate


# --- one turn -------------------------------------------------------------------------------------------
class Planner:
    """Scores the legal actions of a turn; the best one above zero is played, else the turn ends."""

    def __init__(self, state: LabWarsState, seat: int, style: dict):
        self.state, self.seat, self.style = state, seat, style

    def score(self, action: Action) -> float:
        s, seat, c = self.state, self.seat, content()
        if isinstance(action, Experiment):
            item = c.item_types[action.item]
            gain = effects_worth(item.experiment)
            if not action.discard:
                return 100.0 + gain  # free: always, and before anything else
            lost = sum(self.hand_item_worth(t) for t in action.discard)
            return gain - lost
        if isinstance(action, SpendData):
            rewards = dict(c.item_types[action.item].trigger.tiers)[action.amount]
            return 50.0 + effects_worth(rewards) - 0.01 * action.amount
        if isinstance(action, PlayAction):
            return self.action_card_score(action)
        if isinstance(action, BuyItem):
            cost = s.item_cost(seat, action.item)
            worth = item_worth(s, seat, action.item) * self.style.get("items", 1.0)
            worth += news_bonus(s, seat, item=action.item)
            item = c.item_types[action.item]
            worth += self.style.get("action_bias", 0.0) * (item.experiment.get("action", 0)
                                                          + item.bonus.get("action", 0)) * (1 + rounds_left(s))
            return (worth - cost) / max(1, cost)
        if isinstance(action, BuyImpact):
            cost = s.impact_cost(seat, action.pile)
            worth = impact_worth(s, seat, action.pile) * self.style.get("impact", 1.0)
            worth += news_bonus(s, seat, pile=action.pile)
            return worth / max(1, cost) - self.impact_bar(cost)
        return 0.0

    def impact_bar(self, cost: int = 0) -> float:
        """The RP-for-RP return an impact card must beat: research points are worth less and less
        as the end nears (in the last round only the tie-break cares about them). A seat that can
        pay and still afford the dearest top card next turn has RP to spare: with only two impact
        cards a turn, waiting for a better card would leave research points unspent at the end."""
        if self.state.rp[self.seat] - cost >= self.dearest_top_cost():
            return RICH_BAR
        left = rounds_left(self.state)
        if left >= 2:
            return IMPACT_BAR
        return IMPACT_BAR * left / 2

    def dearest_top_cost(self) -> int:
        costs = [self.state.impact_cost(self.seat, p) for p in PILE_IDS if self.state.piles[p]]
        return max((c for c in costs if c is not None), default=0)

    def hand_item_worth(self, type_id: str) -> float:
        """A hand item: what buying it would gain, or a little as a future option."""
        cost = self.state.item_cost(self.seat, type_id)
        return max(0.3, item_worth(self.state, self.seat, type_id, this_turn=False) - cost)

    def action_card_score(self, action: PlayAction) -> float:
        s, seat, c = self.state, self.seat, content()
        card = c.action_types[action.card]
        eff = card.effects
        keen = self.style.get("actions", 1.0)
        t = action.target
        later = t is not None and t in s.order[s.order_index + 1:]  # plays after us this round
        value = effects_worth({k: v for k, v in eff.items()
                               if k not in ("chemical", "dna", "impact_discount", "extra_impact")})
        if "chemical" in eff or "dna" in eff:
            value += 0.8 * (eff.get("chemical", 0) + eff.get("dna", 0))
        if "impact_discount" in eff:
            affordable = [p for p in PILE_IDS if s.piles[p] and
                          s.rp[seat] >= s.impact_card(p, s.piles[p][-1]).cost - eff["impact_discount"] - s.impact_discount[seat]]
            if not affordable:
                return -1.0
            value += eff["impact_discount"] * min(2, len(affordable))
        if t is not None:
            lead = seat_value(s, t) - seat_value(s, seat)
            value += 0.1 * lead  # hurt the leader
            if "steal_rp" in eff:
                value += 2 * min(eff["steal_rp"], s.rp[t]) - 1
            if "steal_item" in eff:
                value += 1.2 if s.hands[t] else -2
            if "discard_random" in eff:
                value += 0.5 * min(eff["discard_random"], len(s.hands[t])) - 0.5
            if "cost_up" in eff:
                value += 1.5 if later else -3
            if "disable" in eff:
                ready = sorted((item_income(s.item_type(i).id) for i in s.ready_items(t)), reverse=True)
                value += sum(ready[:eff["disable"]]) - 0.5 if later else -3
            if "steal_paper" in eff:
                value += 2 * RP_PER_POINT
        return keen * value - 1.0  # keeping a card has some worth too

    def choose(self, actions: list[Action]) -> Action:
        best, best_score = None, 0.0
        producer, producer_score = None, 0.0
        for action in actions:
            if isinstance(action, EndTurn):
                continue
            score = self.score(action)
            if score > best_score:
                best, best_score = action, score
            if score > producer_score and makes_data(action):
                producer, producer_score = action, score
        # Data lasts one turn and each trigger fires once a round: spending it while more is still
        # to come this turn fires a trigger at its small tier and leaves the rest unused (playtest:
        # "3 unused data"), so whatever makes data that the turn will play anyway is played first.
        if isinstance(best, SpendData):
            if producer is not None:
                return producer
            return best_spend(self.state, self.seat, [a for a in actions if isinstance(a, SpendData)])
        return best if best is not None else EndTurn()


def best_spend(state: LabWarsState, seat: int, spends: list[SpendData]) -> SpendData:
    """The first spend of the most valuable way to spend the data now held on the triggers not yet
    used this round (a greedy spend can fire the dearest tier and strand the rest: 5 chemical data
    as 4 on Pipettes leaves 1, while 3 on a Centrifuge and 2 on a Mass Spectrometer use them all).
    Triggers of the same item type are interchangeable, so they are counted, not listed: a lab of
    twelve triggers is a handful of types, not 4,096 subsets."""
    c = content()
    counts: Counter = Counter()
    for i in state.labs[seat]:
        if c.item(i).trigger and i not in state.triggered:
            counts[c.items[i]] += 1
    types = tuple(sorted(counts))
    triggers = [c.item_types[t].trigger for t in types]
    wild = state.wild[seat]
    data = tuple(state.data[kind] for kind in DATA_KINDS)
    everything = tuple(counts[t] for t in types)

    def outcome(spend: SpendData) -> float:
        k = types.index(spend.item)
        trigger = triggers[k]
        after = _take(data, trigger.data, spend.amount, wild)
        if after is None:
            return -1.0
        rest = everything[:k] + (everything[k] - 1,) + everything[k + 1:]
        rewards = dict(trigger.tiers)[spend.amount]
        return effects_worth(rewards) + _spend_value(types, wild, after, rest) - 0.01 * spend.amount

    return max(spends, key=outcome)


@lru_cache(maxsize=65536)  # the same labs and data recur in playout after playout of a search
def _spend_value(types: tuple, wild: bool, data: tuple, left: tuple) -> float:
    """The most that ``data`` can still fire on the unused triggers, ``left[k]`` of item type
    ``types[k]``: a pure function of the content, so shared by every call."""
    best = 0.0
    for k, n in enumerate(left):
        if not n:
            continue
        trigger = content().item_types[types[k]].trigger
        rest = left[:k] + (n - 1,) + left[k + 1:]
        for amount, rewards in trigger.tiers:
            after = _take(data, trigger.data, amount, wild)
            if after is not None:
                best = max(best, effects_worth(rewards) + _spend_value(types, wild, after, rest))
    return best


def _take(data: tuple, kind: str, amount: int, wild: bool) -> tuple | None:
    """Data left after spending ``amount`` of ``kind`` (the other kind too when wild), or None."""
    own = DATA_KINDS.index(kind)
    have = list(data)
    if (sum(have) if wild else have[own]) < amount:
        return None
    used = min(amount, have[own])
    have[own] -= used
    have[1 - own] -= amount - used
    return tuple(have)


def makes_data(action: Action) -> bool:
    """Whether ``action`` adds data this turn: an experiment or action card that gains some, or a
    lab item bought (ready at once) whose experiment does without a discard (one with a discard
    icon is experimented with only when worth its discard, which the purchase does not tell)."""
    c = content()
    if isinstance(action, BuyItem) and c.item_types[action.item].discard:
        return False
    if isinstance(action, (Experiment, BuyItem)):
        gains = c.item_types[action.item].experiment
    elif isinstance(action, PlayAction):
        gains = c.action_types[action.card].effects
    else:
        return False
    return bool(gains.get("chemical") or gains.get("dna"))


# --- the other decisions ----------------------------------------------------------------------------------
def pick_probability(state: LabWarsState, rival: int, character: str) -> float:
    """Chance a rival plays ``character`` this round, as far as anyone can tell."""
    unused = state.unused[rival]
    return 1.0 / len(unused) if character in unused else 0.0


def character_score(state: LabWarsState, seat: int, cid: str, style: dict) -> float:
    c = content()
    ch = c.characters[cid]
    rivals = [s for s in range(state.players) if s != seat]
    value = effects_worth({k: v for k, v in ch.bonus.items() if k not in ("recall",)})
    value += style.get("action_bias", 0.0) * ch.bonus.get("action", 0)
    if "recall" in ch.bonus:
        value += 0.9 * len(state.used[seat]) - 0.5
    # sabotaging: someone plays my target
    if ch.sabotages:
        p_any = 1.0 - math.prod(1.0 - pick_probability(state, r, ch.sabotages) for r in rivals)
        gain = 1.6 + WORTH["action"] if not state.no_actions else 1.6 + WORTH["draw"]
        value += p_any * gain * style.get("sabotage", 1.0)
    # being sabotaged: someone plays the character that sabotages mine
    hunters = [h for h in c.characters if c.characters[h].sabotages == cid]
    if hunters:
        p_hit = 1.0 - math.prod(1.0 - pick_probability(state, r, h) for r in rivals for h in hunters)
        loss = {"professor": min(2, state.rp[seat]) * 2, "postdoc": 2.0, "phd": 1.0, "pi": 1.5}.get(cid, 1.0)
        value -= p_hit * loss
    return value


def choose_pick(state: LabWarsState, seat: int, actions: list[Action], style: dict, rng: Rng) -> Action:
    scored = [(character_score(state, seat, a.character, style) + 0.3 * rng.random(), a) for a in actions]
    return max(scored, key=lambda x: x[0])[1]


def choose_news(state: LabWarsState, seat: int, actions: list[Action]) -> Action:
    """Put back the article that promises least: value times progress (plus a little for value)."""
    by_id = {n.id: n for n in content().news}

    def promise(action: DropNews) -> float:
        card = by_id[action.news]
        return card.value * (0.3 + news_progress(state, seat, card.index))
    return min(actions, key=promise)


def choose_target(state: LabWarsState, seat: int, actions: list[Action]) -> Action:
    return max(actions, key=lambda a: (seat_value(state, a.seat), state.rp[a.seat], -a.seat))


def choose_discard(state: LabWarsState, seat: int, actions: list[Action]) -> Action:
    def keep(action: DiscardItem) -> float:
        return item_worth(state, seat, action.item, this_turn=False) - state.item_cost(seat, action.item)
    return min(actions, key=keep)


def choose_reaction(state: LabWarsState, seat: int, actions: list[Action], style: dict) -> Action:
    reacts = [a for a in actions if isinstance(a, React)]
    if not reacts:
        return Pass()
    c = content()
    best = max(reacts, key=lambda a: effects_worth(c.action_types[a.card].effects)
               + c.action_types[a.card].effects.get("lose_rp", 0))
    return best


# --- the players ----------------------------------------------------------------------------------------
STYLES = {
    "medium": {},
    # the balance check's single-minded strategies (tools/lab_wars_balance.py)
    "research": {"items": 1.8, "impact": 0.8, "sabotage": 0.3, "actions": 0.5},
    "sabotage": {"items": 0.9, "sabotage": 3.0, "actions": 2.0},
    "cards": {"action_bias": 2.0, "actions": 1.5, "sabotage": 1.5},
    "rush": {"items": 0.4, "impact": 1.6},
}


def choose_medium(state: LabWarsState, style: dict | None = None, rng: Rng | None = None) -> Action:
    style = style or {}
    seat = state.current_player()
    actions = state.legal_actions()
    if len(actions) == 1:
        return actions[0]
    d = state.decision
    if d == "pick":
        return choose_pick(state, seat, actions, style, rng or Rng(0))
    if d == "target":
        return choose_target(state, seat, actions)
    if d == "news":
        return choose_news(state, seat, actions)
    if d == "discard":
        return choose_discard(state, seat, actions)
    if d == "react":
        return choose_reaction(state, seat, actions, style)
    if d == "turn":
        return Planner(state, seat, style).choose(actions)
    return actions[0]


class HeuristicPlayer:
    """Medium: the heuristic above. Easy: the same, but a quarter of its choices are random."""

    def __init__(self, level: str = "medium", seed: int = 0, style: str = "medium"):
        self.name = level if style == "medium" else style
        self.noise = 0.25 if level == "easy" else 0.0
        self.style = STYLES[style]
        self.rng = Rng(seed)

    def choose(self, state: LabWarsState) -> Action:
        if self.noise and self.rng.random() < self.noise:
            return self.rng.choice(state.legal_actions())
        return choose_medium(state, self.style, self.rng)


def make_player(level: str, seed: int = 0) -> HeuristicPlayer:
    if level not in ("easy", "medium"):
        raise ValueError(f"Lab Wars has easy and medium heuristic players, not '{level}'")
    return HeuristicPlayer(level, seed)


# What evaluate counts, in impact points: a logistic regression of who won on the difference of these
# figures between the two seats, fitted on the round starts (11,869 of them) of 2,000 medium-against-
# medium games (seeds 5000-6999); ``left`` is rounds_left(). Research points and income are worth
# more the longer the game has to run; the lab's value counts beyond its bonus step and its income
# (it moves towards the next step); the seat to play first in a round has a small edge.
EVAL_SCALE = 0.233  # logit per impact point of lead
EVAL_RP = (0.40, 0.11)  # an RP in hand: 0.40 + 0.11 * left points
EVAL_INCOME = (0.28, 0.60)  # an RP of income a round (item_income + the 2 collected): 0.28 + 0.60 * left
EVAL_LAB = 0.14  # a point of lab value (an item's printed cost)
EVAL_ACTION = 0.48  # an action card in hand
EVAL_HAND = 0.10  # a lab item in hand
EVAL_GENIUS = 0.18  # holding the genius card (first to play this round)


def eval_rounds_left(state: LabWarsState) -> float:
    """Rounds left as evaluate counts them: capped at 4, where the fit stops telling them apart."""
    return min(4.0, rounds_left(state))


def projected_value(state: LabWarsState, seat: int) -> float:
    """The seat's standing in impact points: its score now plus what its research points, income,
    lab and hands are worth (``EVAL_*``; for the hard level's search)."""
    left = eval_rounds_left(state)
    income = round_income(state, seat)
    return (state.score(seat) + state.rp[seat] * (EVAL_RP[0] + EVAL_RP[1] * left)
            + income * (EVAL_INCOME[0] + EVAL_INCOME[1] * left)
            + EVAL_LAB * state.lab_value(seat) + EVAL_ACTION * len(state.action_hands[seat])
            + EVAL_HAND * len(state.hands[seat]) + EVAL_GENIUS * (state.genius == seat))


def standing(state: LabWarsState, seat: int) -> float:
    """``projected_value`` of the seat less the best other seat's."""
    values = [projected_value(state, s) for s in range(state.players)]
    return values[seat] - max(v for s, v in enumerate(values) if s != seat)


def evaluate(state: LabWarsState, seat: int) -> float:
    """How good the position looks for ``seat``, in [0, 1]: 1/0 once the game is over (a shared win
    counts as a share); before, the fitted chance of winning from its projected value against the
    best other seat's."""
    if state.is_over():
        winners = state.winners()
        return 1.0 / len(winners) if seat in winners else 0.0
    return 1.0 / (1.0 + math.exp(-EVAL_SCALE * standing(state, seat)))


# --- the hard level's whole-turn plans (labdesk/ai/ismcts.py turn_plans hook) ----------------------------
PLAN_STYLES = ("medium", "value", "research", "rush", "cards", "sabotage")


def choose_by_value(state: LabWarsState) -> Action:
    """A turn step for the "value" plan: experiments, data and action cards as medium plays them,
    but purchases by how much each raises the seat's ``standing`` (the figures ``evaluate`` is
    fitted on) rather than by medium's prices; the turn ends when no purchase raises it."""
    seat = state.current_player()
    actions = state.legal_actions()
    medium = choose_medium(state)
    if not isinstance(medium, (BuyItem, BuyImpact, EndTurn)):
        return medium
    before = standing(state, seat)
    best, best_gain = EndTurn(), 0.0
    for action in actions:
        if isinstance(action, (BuyItem, BuyImpact)):
            after = state.clone()
            after.apply(action)
            gain = standing(after, seat) - before
            if gain > best_gain:
                best, best_gain = action, gain
    return best


CHOICES = (BuyItem, BuyImpact, PlayAction, EndTurn)  # the steps of a turn that are real choices


def finish_turn(world: LabWarsState, seat: int, player, plan: list[Action]) -> list[Action]:
    """Let ``player`` play the rest of ``seat``'s turn in ``world``, appending to ``plan``."""
    while not world.is_over() and world.current_player() == seat and world.decision == "turn":
        action = choose_by_value(world) if player is None else player.choose(world)
        plan.append(action)
        world.apply(action)
        if isinstance(action, EndTurn):
            break
    return plan


def turn_plans(state: LabWarsState, seat: int, limit: int) -> list[list[Action]]:
    """Candidate whole turns for the search to compare, each played out on a world sampled for
    ``seat`` (so a plan never relies on cards the seat cannot see; where the real draws differ, the
    search replans). First medium's plan; then, where medium makes its first real choice (its
    experiments and data come first, whatever it buys), every other choice it had there (another
    lab item, an impact card, an action card, or ending the turn to save the research points),
    most liked by medium first, each followed by medium's play; then the "value" plan and the bent
    styles' plans. None outside a turn."""
    if state.decision != "turn" or state.current_player() != seat:
        return []
    out: list[list[Action]] = []
    seen: set = set()

    def add(plan: list[Action]) -> None:
        key = tuple(str(a) for a in plan)
        if plan and key not in seen and len(out) < limit:
            seen.add(key)
            out.append(plan)

    world = state.determinize(seat, Rng(7919 + state.actions_played))
    medium = HeuristicPlayer("medium", 0)
    prefix: list[Action] = []
    while not world.is_over() and world.current_player() == seat and world.decision == "turn":
        action = medium.choose(world)
        if isinstance(action, CHOICES):
            break
        prefix.append(action)
        world.apply(action)
    add(finish_turn(world.clone(), seat, medium, list(prefix)))
    if world.decision == "turn" and world.current_player() == seat and len(out) < limit:
        planner = Planner(world, seat, {})
        others = sorted((a for a in world.legal_actions() if isinstance(a, CHOICES)),
                        key=lambda a: -1e9 if isinstance(a, EndTurn) else planner.score(a),
                        reverse=True)
        for action in others:
            if len(out) >= limit:
                return out
            branch = world.clone()
            branch.apply(action)
            add(finish_turn(branch, seat, medium, prefix + [action]))
    for k, style in enumerate(PLAN_STYLES[1:], start=1):
        if len(out) >= limit:
            break
        world = state.determinize(seat, Rng(7919 * (k + 1) + state.actions_played))
        player = None if style == "value" else HeuristicPlayer("medium", k, style)
        add(finish_turn(world, seat, player, []))
    return out


# --- inference for the expert level (labdesk/ai/inference.py's evidence and likelihood hooks) ---------------
def _holds_reaction(state: LabWarsState, seat: int) -> bool:
    c = content()
    return any(c.action(a).timing == "reaction" for a in state.action_hands[seat])


def evidence(before: LabWarsState, my_action: Action, now: LabWarsState, me: int) -> list[tuple]:
    """What ``me`` learnt since it played ``my_action`` in ``before``: after it bought an impact card,
    every rival with no action card played this round is asked to react if it holds a reaction card
    (the question is public); if the game went straight on (one action played since), none was
    asked, so none of them held one: ("no reaction", seat, round, action cards held)."""
    if (not isinstance(my_action, BuyImpact) or now.actions_played != before.actions_played + 1
            or now.decision != "turn" or now.current_player() != me):
        return []
    return [("no reaction", s, before.round, len(before.action_hands[s]))
            for s in range(before.players) if s != me and not before.action_used[s]]


def likelihood(world: LabWarsState, me: int, facts: list[tuple]) -> float:
    """How likely ``world``'s hands made the facts: a rival that was not asked to react while it
    held the same action cards (same round, same count) is very unlikely to hold a reaction card."""
    from labdesk.ai.inference import agreement

    weight = 1.0
    for kind, seat, round_, held in facts:
        if kind == "no reaction" and world.round == round_ and len(world.action_hands[seat]) == held:
            weight *= agreement(not _holds_reaction(world, seat))
    return weight
