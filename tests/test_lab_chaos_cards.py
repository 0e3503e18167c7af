"""Lab Chaos deck (cards.json, English; Russian in labdesk/locale/ru/lab_chaos.po): shape, both
languages, flags, questions and personas, schema."""
from __future__ import annotations

import json
from collections import Counter

import pytest

from labdesk.games.lab_chaos import content
from labdesk.i18n import load_catalogs
from labdesk.resources import resource_path

RAW = json.loads(resource_path(content.DATA_FILE).read_text(encoding="utf-8"))
CARDS = RAW["cards"]
BY_ID = {c["id"]: c for c in CARDS}
RUSSIAN = load_catalogs("ru")
LANGS = {"en": lambda text: text, "ru": RUSSIAN.gettext}  # a text of the deck as each language reads it


def ops_in(ops):
    """Every op of an effect, nested ones (if/ask branches, a lasting card's `then`) included."""
    for op in ops:
        yield op
        for key in ("then", "else"):
            if isinstance(op.get(key), list):
                yield from ops_in(op[key])
        if op["op"] == "set_lasting" and "then" in op["rule"]:
            yield from ops_in(op["rule"]["then"])


def questions_of(cond):
    if not isinstance(cond, dict):
        return []
    found = [cond["question"]] if "question" in cond else []
    for key in ("all", "any"):
        for sub in cond.get(key, []):
            found += questions_of(sub)
    return found + questions_of(cond.get("not"))


def questions_used(card):
    used = questions_of(card["condition"])
    for op in ops_in(card["effect"]):
        if op["op"] == "ask":
            used.append(op["question"])
        if op["op"] == "if":
            used += questions_of(op["cond"])
    return used


def test_the_deck_loads_through_the_engine_schema():
    deck = content.validate(RAW)
    assert len(deck.cards) == 76 == content.DECK_SIZE
    assert content.load().ids == [c["id"] for c in CARDS]


def test_76_unique_cards_with_unique_titles_in_both_languages():
    assert len(CARDS) == 76
    assert len(BY_ID) == 76
    for read in LANGS.values():
        titles = [read(c["title"]).casefold() for c in CARDS]
        assert len(set(titles)) == 76, [t for t, n in Counter(titles).items() if n > 1]


@pytest.mark.parametrize("field", ["title", "text", "ruling"])
def test_every_text_field_has_english_and_russian(field):
    for card in CARDS:
        for lang, read in LANGS.items():
            text = read(card[field])
            assert isinstance(text, str) and text.strip(), (card["id"], field, lang)
        assert any("а" <= ch <= "я" for ch in RUSSIAN.gettext(card[field]).lower()), (card["id"], field)
        assert card[field] != RUSSIAN.gettext(card[field]), (card["id"], field)


def test_symbols_and_numbers_are_in_range_and_spread():
    symbols = Counter(c["symbol"] for c in CARDS)
    assert set(symbols) == {"bald", "haired", "dino", "robot"}
    assert all(17 <= n <= 21 for n in symbols.values()), symbols
    numbers = Counter(c["number"] for c in CARDS)
    assert all(isinstance(c["number"], int) and 0 <= c["number"] <= 9 for c in CARDS)
    # every number 0-9 on 7 or 8 cards: "sum to 20" and penalties by numbers stay meaningful
    assert sorted(numbers) == list(range(10)) and all(7 <= n <= 8 for n in numbers.values()), numbers
    for symbol in symbols:
        assert len({c["number"] for c in CARDS if c["symbol"] == symbol}) >= 8, symbol


def test_type_roles_follow_the_rulebook():
    def does(card, names):
        return any(op["op"] in names for op in ops_in(card["effect"]))
    scientists = [c for c in CARDS if c["symbol"] in ("bald", "haired") and not (c["end"] or c["lasting"])]
    dinos = [c for c in CARDS if c["symbol"] == "dino" and not (c["end"] or c["lasting"] or c["instant"])]
    # scientists mostly make players discard or draw; dinos change the flow of play
    assert sum(does(c, {"discard", "discard_all", "draw"}) for c in scientists) >= 0.8 * len(scientists)
    flow = {"reverse", "skip", "play_again", "pass_hands", "swap_hands"}
    assert all(does(c, flow) for c in dinos), [c["id"] for c in dinos if not does(c, flow)]


def test_every_robo_card_has_a_condition_and_real_life_ones_are_a_minority():
    robots = [c for c in CARDS if c["symbol"] == "robot"]
    assert all(c["condition"] for c in robots), [c["id"] for c in robots if not c["condition"]]
    assert all(c["condition"] is None for c in CARDS if c["symbol"] != "robot")
    real_life = [c["id"] for c in robots if questions_of(c["condition"])]
    assert 3 <= len(real_life) <= len(robots) // 3, real_life


def test_a_robo_card_never_spoils_its_own_only_condition():
    # the condition is checked with the card still in hand: "only odd" must be on an odd card
    for card in CARDS:
        cond = card["condition"] or {}
        if "only" in cond:
            assert content.matches(content.load()[card["id"]], cond["only"]), card["id"]


def test_instants_have_game_event_triggers_and_are_no_robots():
    instants = [c for c in CARDS if c["instant"]]
    assert 6 <= len(instants) <= 10
    for card in CARDS:
        assert (card["trigger"] is not None) == card["instant"], card["id"]
    for card in instants:
        assert card["symbol"] != "robot", card["id"]
        assert card["text"].startswith("Instant:") and RUSSIAN.gettext(card["text"]).startswith("Мгновенная:")
    assert len({c["trigger"]["on"] for c in instants}) >= 6  # they answer different situations


def test_end_and_lasting_cards():
    ends = [c for c in CARDS if c["end"]]
    assert 5 <= len(ends) <= 8  # five since issue 13's tuning: a sixth decided too many deals at 5-6 players
    for card in ends:
        assert any(op["op"] == "set_end" for op in card["effect"]), card["id"]
        # like the rulebook's, an End card's text starts with the word End
        assert card["text"].startswith("End:") and RUSSIAN.gettext(card["text"]).startswith("Конец:"), card["id"]
    for card in CARDS:
        if not card["end"]:
            assert not any(op["op"] == "set_end" for op in ops_in(card["effect"])), card["id"]
    lasting = [c for c in CARDS if c["lasting"]]
    assert 4 <= len(lasting) <= 8
    for card in lasting:
        assert [op["op"] for op in card["effect"]] == ["set_lasting"], card["id"]
        assert card["text"].startswith(("Stays on the table", "Play only")), card["id"]
    wins = [op["win"] for c in ends for op in c["effect"] if op["op"] == "set_end"]
    assert len({json.dumps(w, sort_keys=True) for w in wins}) == len(ends)  # all different goals
    # the public facts of the brief: win only with exactly five cards; a hand adding up to exactly 20
    needs = [[json.dumps(leaf, sort_keys=True) for leaf in w.get("all", [w])] for w in wins]
    assert any(json.dumps({"hand_count": {"eq": 5}}) in n for n in needs)
    assert any(json.dumps({"hand_sum": {"eq": 20}}) in n for n in needs)


def test_the_brief_public_facts_are_in_the_deck():
    effects_ = [json.dumps(c["effect"], sort_keys=True) for c in CARDS]
    assert any(e == json.dumps([{"op": "draw", "who": "chosen", "n": 3}], sort_keys=True) for e in effects_)
    assert any(e == json.dumps([{"op": "copy_previous"}]) for e in effects_)
    union = BY_ID["robot-union"]["effect"]
    assert {"op": "draw", "who": "next", "n": 2} in union
    assert {"op": "discard_all", "who": "self", "filter": {"symbol": "robot"}} in union


def test_more_ways_to_shed_than_to_gain():
    def has(card, pred):
        return any(pred(op) for op in ops_in(card["effect"]))
    shed = sum(has(c, lambda op: op["op"] in ("discard", "discard_all")) for c in CARDS)
    self_gain = sum(has(c, lambda op: (op["op"] == "draw" and op["who"] in ("self", "all"))
                        or op["op"] == "take") for c in CARDS)
    assert shed >= 3 * self_gain and shed >= 30, (shed, self_gain)


def test_questions_are_honest_yes_no_questions_and_all_used():
    questions = RAW["questions"]
    assert len(questions) >= 6
    for qid, text in questions.items():
        assert text.endswith("?") and RUSSIAN.gettext(text).endswith("?"), qid
        assert text.split()[0] in ("Are", "Is", "Do", "Does", "Have", "Has"), qid
    used = Counter(q for c in CARDS for q in questions_used(c))
    assert set(used) <= set(questions), set(used) - set(questions)
    assert set(used) == set(questions), set(questions) - set(used)


def test_personas_are_distinct_and_answer_known_questions():
    personas = RAW["personas"]
    assert len(personas) >= 6
    assert len({p["id"] for p in personas}) == len(personas)
    for read in LANGS.values():
        assert len({read(p["name"]) for p in personas}) == len(personas)
        assert all(read(p["name"]).strip() for p in personas)
    assert len({frozenset(p["yes"]) for p in personas}) == len(personas)
    for p in personas:
        assert p["yes"] and set(p["yes"]) <= set(RAW["questions"]), p["id"]
        assert len(set(p["yes"])) == len(p["yes"]), p["id"]
    # every question gets both answers around the table, so a real-life robot is neither dead nor free
    for qid in RAW["questions"]:
        yes = sum(qid in p["yes"] for p in personas)
        assert 2 <= yes <= len(personas) - 2, qid


def test_rationale_explains_the_shape():
    text = RAW["rationale"]
    assert len(text) > 400
    for word in ("scientist", "dino", "robot", "End", "lasting", "instant", "Numbers"):
        assert word in text, word
