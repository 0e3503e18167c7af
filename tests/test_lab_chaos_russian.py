"""Lab Chaos in Russian: every string of the game and of its deck has a Russian translation with the
same placeholders, counts take the three Russian forms, the log and the prompts leave no English
behind, card faces redraw when the language changes, and the board drawn mid-game in Russian cuts
no text with an ellipsis that the English did not need."""
from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po

from labdesk import i18n
from labdesk.games.lab_chaos import words
from labdesk.games.lab_chaos.rules import END_MET, NOBODY_MOVES, LabChaosState, condition_sentence

ROOT = Path(__file__).resolve().parent.parent
CATALOG = ROOT / "labdesk/locale/ru/lab_chaos.po"
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}
CYRILLIC_NAMES = ["Аня", "Борис", "Вера", "Гоша", "Дина", "Ефим"]
LATIN = re.compile(r"[A-Za-z]")


@pytest.fixture
def russian():
    i18n.set_language("ru")
    yield
    i18n.set_language("en")


def in_both_languages(make):
    """(make() in English, make() in Russian); the language is English again afterwards."""
    english = make()
    i18n.set_language("ru")
    try:
        return english, make()
    finally:
        i18n.set_language("en")


def placeholders(text: str) -> set[str]:
    return set(re.findall(r"\{(\w*)\}", text))


def catalog() -> dict:
    """(context, msgid) -> the message of lab_chaos.po."""
    with CATALOG.open("rb") as f:
        return {(m.context, m.id if isinstance(m.id, str) else m.id[0]): m for m in read_po(f) if m.id}


def game_code_strings() -> list[tuple]:
    """(context, msgid, plural or None) of every string the game's code marks for translation (a
    lesson.py's and checklist.py's are the lessons area's, in lessons.po; hints.py's the hints area's, in hints.po)."""
    found = []
    for file, _line, message, _comments, context in extract_from_dir(
            ROOT / "labdesk/games/lab_chaos", method_map=[("**.py", "python")], keywords=KEYWORDS):
        if Path(file).name in ("lesson.py", "checklist.py", "hints.py"):
            continue
        single, plural = (message, None) if isinstance(message, str) else message
        found.append((context, single, plural))
    return found


def test_the_catalog_compiles():
    assert i18n.compile_po(CATALOG)


def test_every_string_of_the_deck_has_russian_with_the_same_placeholders():
    messages = catalog()
    strings = words.content_strings()
    assert len(strings) > 76 * 3
    for text in strings:
        message = messages.get((None, text))
        assert message is not None and message.string, text
        assert message.string != text and re.search("[а-яё]", message.string.lower()), text
        assert placeholders(message.string) == placeholders(text), text


def test_every_string_of_the_game_code_has_russian_with_the_same_placeholders():
    messages = catalog()
    for context, single, plural in game_code_strings():
        message = messages.get((context, single))
        assert message is not None, (context, single)
        if plural is None:
            assert message.string and placeholders(message.string) == placeholders(single), single
        else:
            forms = message.string
            assert len(forms) == 3 and all(forms), single
            for form in forms:  # 21 takes the "one" form too, so every form names the count
                assert placeholders(form) == placeholders(plural), (single, form)


def test_counts_take_the_three_russian_forms(russian):
    assert [words.count_words(n) for n in (1, 2, 5, 11, 21)] == ["1 карта", "2 карты", "5 карт", "11 карт", "21 карта"]
    assert [words.hand_count_word(n) for n in (1, 3, 12)] == ["карта", "карты", "карт"]
    assert words.me_line(22, 4, hidden=False) == "22 карты · штраф 4"


def test_the_prompts_and_captions_read_in_russian(russian):
    names = CYRILLIC_NAMES
    decisions = [None, {"kind": "choose_player", "op": "draw"}, {"kind": "choose_player", "op": "swap_hands"},
                 {"kind": "discard", "n": 2}, {"kind": "give", "n": 1, "to": 1}, {"kind": "hand_over", "n": 5, "to": 2},
                 {"kind": "react", "trigger": {"on": "draw", "seat": 1, "value": 3}},
                 {"kind": "react", "trigger": {"on": "end_played"}}, {"kind": "question"}]
    said = [words.decision_words(p, names) for p in decisions]
    said += [words.decision_words(decisions[6], names, can_react=False)]
    said += [words.waiting_prompt("Вера", p, names) for p in decisions]
    obs = {"phase": "play", "turn": 1, "next_seat": 2, "game_number": 2, "games": 3}
    said += [words.headline(obs, 0, names), words.headline(obs, 1, names), words.match_line(obs),
             words.seat_tag(1, obs), words.seat_tag(2, obs), words.seat_kind_line("ai", "medium", 3),
             words.direction_reversed(1), words.new_deal(2, 1, names), words.deal_won((0, 2), "emptied their hand", names),
             words.deal_row_words(3, 9), words.turn_prompt(True), words.turn_prompt(False), words.countdown_text(5)]
    for text in said:
        assert text and not LATIN.search(text) and "{" not in text, text
    assert words.decision_words(decisions[3], names) == "Сбросьте 2 карты: щёлкните по ним в руке"
    assert words.waiting_prompt("Вера", decisions[5], names) == "Ждём, пока Вера передаст 5 карт игроку Вера"


def test_a_seeded_game_logs_every_event_in_russian(russian):
    """Seeded random play at every seat count: each log sentence is Russian (the names are too), and
    the same events read in English afterwards (the state holds no words of either language)."""
    import random

    for players in range(3, 7):
        state = LabChaosState(players, players, {"games": 3, "human_seats": [0]})
        pick = random.Random(players)
        events = []
        for _step in range(600):
            if state.is_over():
                break
            legal = state.legal_actions()
            events += state.apply(legal[pick.randrange(len(legal))])
        names = CYRILLIC_NAMES[:players]
        for event in events:
            line = event.describe(names)
            assert not LATIN.search(line) and "{" not in line, line
        kinds = {type(e) for e in events}
        assert len(kinds) >= 10, kinds
        i18n.set_language("en")
        assert any(LATIN.search(e.describe(names)) for e in events)
        i18n.set_language("ru")


def test_badge_words_are_the_start_of_the_russian_card_texts(russian):
    """The small faces drop a text's leading "Instant:" / "End:": the Russian badge word must be the
    word the Russian texts start with."""
    for card in words.card_data().values():
        short, full = words.short_face_text(card), words.shown(card["text"])
        if card["instant"] or card["end"]:
            assert short != full and not short.lower().startswith(("мгновенная", "конец:")), card["id"]


def test_a_robo_card_refusal_quotes_its_russian_condition(russian):
    for card in words.card_data().values():
        if card["text"].startswith("Play only") or ". Play only" in card["text"]:
            assert condition_sentence(card["text"]).startswith("играй"), card["id"]


def test_card_faces_are_drawn_again_in_the_other_language(app):
    from labdesk.games.lab_chaos.faces import card_face

    card = words.card_data()["gyroscope"]
    english, russian_face = in_both_languages(lambda: card_face(card))
    assert russian_face is not english and card_face(card) is english


def ellipses(app, monkeypatch, lang: str, players: int) -> set[tuple]:
    """Where drawing the board mid-game (and its persona sheets) cut a text with an ellipsis:
    the set of (file, line) of the code that asked for the cut."""
    from test_lab_chaos_board import board_at, draw
    from labdesk.games.lab_chaos import faces
    from labdesk.ui import art, theme

    i18n.set_language(lang)
    monkeypatch.setattr(art, "_cache", art.SurfaceCache(art.CACHE_BYTES))  # every face drawn afresh
    faces.inspect_sheet.cache_clear()
    cut: set[tuple] = set()
    fit = theme.fit

    def watching_fit(string, width, size=22, bold=False):
        shown = fit(string, width, size, bold)
        if shown.endswith("…"):
            caller = sys._getframe(1)
            cut.add((Path(caller.f_code.co_filename).name, caller.f_lineno))
        return shown

    monkeypatch.setattr(theme, "fit", watching_fit)
    board = board_at(app, players, seed=players, moves=10 * players, options={"games": 3})
    for _frame in range(3):
        draw(app)
    for seat in board.panels:
        persona = board.persona(seat)
        if persona is not None:
            faces.persona_sheet(persona, board.questions())
    for cid in list(board.obs["hand"])[:3]:
        faces.inspect_sheet(cid, lang)
    longest = max((c["title"] for c in words.card_data().values() if c["end"]), key=len)
    rows = tuple((board.names[s], tuple(board.obs["hand"]) if s == 0 else (), s, 10 * s) for s in range(players))
    faces.summary_box(words.deal_won((0,), END_MET.format(title=longest), board.names), rows)
    faces.summary_box(words.deal_won(tuple(range(players)), NOBODY_MOVES, board.names), rows)
    app.pop()
    monkeypatch.setattr(theme, "fit", fit)
    return cut


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_russian_board_cuts_no_text_the_english_did_not(app, monkeypatch, players):
    try:
        english = ellipses(app, monkeypatch, "en", players)
        russian_cuts = ellipses(app, monkeypatch, "ru", players)
    finally:
        i18n.set_language("en")
    assert russian_cuts <= english, russian_cuts - english


@pytest.mark.parametrize("size_name", ["CARD", "PILE", "ZOOM", "INSPECT"])
def test_no_russian_card_face_is_cut_where_the_english_is_whole(app, size_name):
    from labdesk.games.lab_chaos import faces
    from labdesk.ui import theme

    size = getattr(faces, size_name)

    def cut_cards() -> set[str]:
        found = set()
        for card in words.card_data().values():
            lay = faces.card_text_layout(card, size)
            room = size[0] - 2 * lay["pad"]
            too_wide = any(theme.font(lay["title_size"], True).size(line)[0] > room for line in lay["title"])
            if lay["cut"] or too_wide:
                found.add(card["id"])
        return found

    english, russian_cut = in_both_languages(cut_cards)
    assert russian_cut <= english, russian_cut - english


def test_the_russian_rules_page_covers_what_the_english_one_does():
    """rules.ru.md: the same sections and as many points as rules.md, the deck's own Russian
    questions quoted, and the rulings the deck relies on."""
    folder = ROOT / "labdesk/games/lab_chaos"
    english, page = ((folder / name).read_text(encoding="utf-8") for name in ("rules.md", "rules.ru.md"))

    def shape(text):
        return [line.split(" ", 1)[0] for line in text.splitlines() if line.startswith(("#", "- "))]

    assert shape(page) == shape(english)
    assert page.startswith("# Лабораторный хаос") and "\n## Разъяснения\n" in page
    russian_questions = {i18n.load_catalogs("ru").gettext(q) for q in words.question_texts().values()}
    quoted = re.findall(r"«([^»]+\?)»", page)
    assert quoted and set(quoted) <= russian_questions
    for said in ("по семь", "играть обязательно", "даже если сыгранная карта велит потом взять ещё",
                 "победы нет", "карта «Конец»", "Мгновенную карту", "анкета", "штраф меньше всех",
                 "Защита от застоя", "Ходите ещё раз", "Повторите предыдущую карту", "Предел карт на руке",
                 "двенадцати мгновенных карт", "сама робо-карта ещё у вас на руке", "кроме верхней карты",
                 "Сама себя длительная карта не выполняет", "Лысый учёный и учёный с причёской".lower()):
        assert said.lower() in page.lower(), said


def every_prompt(names) -> list[str]:
    """The prompt bar's line for every kind of decision, for the chooser and for the table."""
    decisions = [None, {"kind": "question"}, {"kind": "unknown"}]
    decisions += [{"kind": "choose_player", "op": op} for op in (*words.CHOOSE_PROMPTS, "other")]
    decisions += [{"kind": kind, "n": n, "to": 2} for kind in ("discard", "give", "hand_over") for n in (1, 2, 5)]
    decisions += [{"kind": "react", "trigger": {"on": on, "seat": 1, "value": 3}}
                  for on in ("draw", "hand_count", "end_played", "end_replaced", "played", "reverse", "skip", "take")]
    shown = [words.turn_prompt(True), words.turn_prompt(False), i18n._(words.MATCH_OVER)]
    for p in decisions:
        shown += [words.decision_words(p, names), words.decision_words(p, names, can_react=False),
                  words.waiting_prompt(names[3], p, names)]
    return shown


def test_every_prompt_fits_the_bar_in_russian_where_the_english_does(app):
    from test_lab_chaos_board import NAMES, board_at
    from labdesk.ui import theme

    board = board_at(app, 4, seed=4)
    width, font = board.prompt.max_text_width, theme.font(board.prompt.size, True)
    english, russian_prompts = in_both_languages(lambda: every_prompt(NAMES))
    for en, ru in zip(english, russian_prompts):
        if font.size(en)[0] <= width:
            assert font.size(ru)[0] <= width, ru
