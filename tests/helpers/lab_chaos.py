"""Test decks and table set-ups for the Lab Chaos tests (independent of the real cards.json)."""
from __future__ import annotations

from labdesk.games.lab_chaos import content
from labdesk.games.lab_chaos.rules import LabChaosState

SYMBOLS = ("bald", "haired", "dino", "robot")
QUESTIONS = {q: f"Question {q}?"
             for q in ("dog", "glasses", "red", "tea", "keys", "ring")}
PERSONAS = [{"id": f"p{i}", "name": f"Persona {i}", "yes": yes}
            for i, yes in enumerate([["dog"], ["glasses", "tea"], [], ["red", "keys"], ["dog", "ring"],
                                     ["tea"], ["keys"]])]


def card(cid, symbol="bald", number=1, effect=(), instant=False, end=False, lasting=False,
         condition=None, trigger=None):
    """A raw card as cards.json holds it."""
    return {"id": cid, "title": cid.title(), "text": cid,
            "symbol": symbol, "number": number, "instant": instant, "end": end, "lasting": lasting,
            "condition": condition, "trigger": trigger, "effect": list(effect),
            "ruling": "As written."}


def filler(count, start=0):
    """Plain cards with no effect, symbols and numbers spread out."""
    return [card(f"f{start + i}", SYMBOLS[i % 3], (i * 7) % 10) for i in range(count)]


def deck_of(*cards, fill_to=76):
    """A checked Deck: the given cards, then plain filler up to ``fill_to``."""
    cards = list(cards)
    cards += filler(max(0, fill_to - len(cards)))
    return content.validate({"version": 1, "questions": QUESTIONS, "personas": PERSONAS, "cards": cards},
                       deck_size=None)


def table(deck, hands, players=None, turn=0, draw=None, discard=(), options=None, seed=1):
    """A state at the start of ``turn``'s turn with the given hands; ``draw`` lists the draw pile
    top first (default: every other card); the rest of the deck goes under the discard pile."""
    players = players or len(hands)
    state = LabChaosState(seed, players, options or {}, deck=deck)
    used = {c for h in hands for c in h} | set(draw or ()) | set(discard)
    rest = [c for c in deck.ids if c not in used]
    state.hands = [list(h) for h in hands]
    if draw is None:
        state.draw_pile = rest[::-1]
        state.discard = list(discard)
    else:
        state.draw_pile = list(draw)[::-1]
        state.discard = rest + list(discard)
    state.turn = turn
    state.tasks, state.pending, state.fired, state.events = [], None, [], []
    state.check_invariants()
    return state


def snapshot(state):
    """Everything an action may change, for 'illegal actions leave the state alone' checks."""
    return (repr(state.__dict__.get("tasks")), repr(state.pending), [list(h) for h in state.hands],
            list(state.draw_pile), list(state.discard), state.turn, state.direction,
            state.end_card, state.lasting_card, list(state.match_scores),
            [state.observation(s) for s in range(state.players)])


def by_text(state, text):
    return state.apply(state.find_action(text))


# A broad deck that uses every op, trigger and lasting kind (random play and invariants).
def broad_deck():
    cards = [
        card("draw2-chosen", "bald", 3, [{"op": "draw", "who": "chosen_other", "n": 2}]),
        card("draw1-next", "bald", 2, [{"op": "draw", "who": "next", "n": 1}]),
        card("others-draw", "haired", 5, [{"op": "draw", "who": "others", "n": 1}]),
        card("all-discard", "haired", 4, [{"op": "discard", "who": "all", "n": 1}]),
        card("self-discard2", "bald", 6, [{"op": "discard", "who": "self", "n": 2}]),
        card("drop-dinos", "haired", 1, [{"op": "discard_all", "who": "self", "filter": {"symbol": "dino"}}]),
        card("drop-robots-next-draws", "bald", 7, [{"op": "discard_all", "who": "self", "filter": {"family": "robot"}},
                                                     {"op": "draw", "who": "next", "n": 2}]),
        card("gift", "haired", 2, [{"op": "give", "n": 1, "to": "chosen"}]),
        card("gift-fewest", "haired", 8, [{"op": "give", "n": 2, "to": "fewest_cards"}]),
        card("grab", "dino", 3, [{"op": "take", "n": 1, "from": "most_cards", "random": True}]),
        card("beg", "dino", 4, [{"op": "take", "n": 1, "from": "previous"}]),
        card("swap", "dino", 9, [{"op": "swap_hands", "with": "chosen"}]),
        card("rotate", "dino", 5, [{"op": "pass_hands", "direction": "play"}]),
        card("rotate-back", "dino", 6, [{"op": "pass_hands", "direction": "reverse"}]),
        card("turnabout", "dino", 1, [{"op": "reverse"}]),
        card("hop", "dino", 2, [{"op": "skip"}]),
        card("encore", "dino", 0, [{"op": "play_again"}]),
        card("peek", "haired", 0, [{"op": "reveal", "who": "next"}]),
        card("echo", "robot", 5, [{"op": "copy_previous"}], condition={"hand_count": {"min": 2}}),
        card("end-five", "bald", 5, [{"op": "set_end", "win": {"hand_count": {"eq": 5}}}], end=True),
        card("end-twenty", "haired", 9, [{"op": "set_end", "win": {"hand_sum": {"eq": 20}}}], end=True),
        card("end-dog", "robot", 3, [{"op": "set_end", "win": {"all": [{"question": "dog"},
                                                                       {"hand_count": {"max": 2}}]}}], end=True,
             condition={"table": "end_active"}),
        card("only-odd", "bald", 1, [{"op": "set_lasting", "rule": {"kind": "only_play", "filter": {"odd": True}}}],
             lasting=True),
        card("no-dinos", "haired", 3, [{"op": "set_lasting", "rule": {"kind": "forbid_play",
                                                                      "filter": {"symbol": "dino"}}}], lasting=True),
        card("drip", "bald", 8, [{"op": "set_lasting", "rule": {"kind": "draw_each_turn", "n": 1}}], lasting=True),
        card("limit", "haired", 7, [{"op": "set_lasting", "rule": {"kind": "hand_limit", "n": 6}}], lasting=True),
        card("await-robot", "bald", 4, [{"op": "set_lasting", "rule": {
            "kind": "until_symbol_played", "symbol": "robot", "then": [{"op": "draw", "who": "others", "n": 1}]}}],
             lasting=True),
        card("janitor", "robot", 2, [{"op": "clear_lasting"}, {"op": "clear_end"}],
             condition={"any": [{"table": "end_active"}, {"table": "lasting_active"}]}),
        card("if-big", "bald", 9, [{"op": "if", "cond": {"hand_sum": {"min": 25}},
                                    "then": [{"op": "discard", "who": "self", "n": 1, "filter": {"number_min": 5}}],
                                    "else": [{"op": "draw", "who": "self", "n": 1}]}]),
        card("ask-tea", "haired", 6, [{"op": "ask", "question": "tea", "then": [{"op": "discard", "who": "self", "n": 1}],
                                       "else": [{"op": "draw", "who": "chosen", "n": 1}]}]),
        card("robo-glasses", "robot", 4, [{"op": "discard", "who": "self", "n": 1}],
             condition={"question": "glasses"}),
        card("robo-few", "robot", 1, [{"op": "draw", "who": "most_cards", "n": 2}],
             condition={"others_hand_count": {"min": 3}}),
        card("robo-sum", "robot", 8, [{"op": "discard", "who": "self", "n": 1, "filter": {"even": True}}],
             condition={"hand_sum": {"max": 30}}),
        card("robo-prev", "robot", 6, [{"op": "skip", "n": 2}], condition={"previous_card": {"family": "dino"}}),
        card("robo-deck", "robot", 7, [{"op": "draw", "who": "each_other_chooses", "n": 1}],
             condition={"deck_count": {"max": 30}}),
        card("robo-mixed", "robot", 9, [{"op": "discard", "who": "self", "n": 2}],
             condition={"distinct_symbols": {"min": 3}}),
        card("robo-has", "robot", 0, [{"op": "reveal", "who": "self"}],
             condition={"not": {"has": {"symbol": "bald"}, "count": {"min": 3}}}),
        card("robo-only", "robot", 3, [{"op": "play_again"}], condition={"only": {"number_max": 8}}),
        card("inst-draw3", "bald", 2, [{"op": "discard", "who": "self", "n": 1}], instant=True,
             trigger={"on": "draw", "min": 2}),
        card("inst-last", "haired", 4, [{"op": "draw", "who": "trigger", "n": 2}], instant=True,
             trigger={"on": "hand_count", "eq": 1}),
        card("inst-end", "dino", 7, [{"op": "draw", "who": "trigger", "n": 1}], instant=True,
             trigger={"on": "end_played"}),
        card("inst-replaced", "bald", 0, [{"op": "discard", "who": "self", "n": 1}], instant=True,
             trigger={"on": "end_replaced"}),
        card("inst-dino", "haired", 9, [{"op": "draw", "who": "trigger", "n": 1}], instant=True,
             trigger={"on": "played", "filter": {"symbol": "dino"}}),
        card("inst-reverse", "dino", 8, [{"op": "reverse"}], instant=True, trigger={"on": "reverse"}),
        card("inst-skip", "bald", 5, [{"op": "give", "n": 1, "to": "trigger"}], instant=True, trigger={"on": "skip"}),
        card("inst-take", "haired", 6, [{"op": "take", "n": 1, "from": "trigger", "random": True}], instant=True,
             trigger={"on": "take"}),
    ]
    return deck_of(*cards)
