"""Every word the Lab Wars board draws outside the log grows with the player's text size: at 150 %
each is at least 1.3 times as tall as at 100 % (1.12 at 125 %), on the larger text's own table
(``scenes/lab-wars.tmx``'s layer for 125 % and up), with no audit problem and no more words cut than
at 100 %, for two to four seats early, mid and late in the game, in English and Russian; and at
100 % the table is the one it always was."""
from __future__ import annotations

import pytest

from helpers.text_size import card_faces_app, in_each_language, not_grown, words_drawn  # noqa: F401
from labdesk.games.lab_wars import faces, panels
from labdesk.ui.layout import Layout

SEATS = (2, 3, 4)
MOVES = (4, 30, 80)  # characters being picked; turns with sabotages and action cards; a late round, crowded
SIZES = [(150, 1.3), (125, 1.12)]

#: an effect icon's letter (C, D, E, B, X, S, A, !) on a small card face and on the stage card's
#: sabotage row: the letter shows only on an icon twice as large, which the face's name needs the
#: height of (the icons grow where the card still holds them, and in the panels' data counters)
ALLOWED = frozenset(letter for _colour, _shape, letter in faces.ICONS.values())


@pytest.fixture(scope="module")
def at_100():
    """The 100 % boards' words, measured once per language, seat count and move."""
    return {}


@pytest.mark.parametrize("size, factor", SIZES)
@pytest.mark.parametrize("players", SEATS)
def test_every_word_grows_with_nothing_cut_or_covered(app, at_100, language, players, size, factor):
    for moves in MOVES:
        key = (language, players, moves)
        if key not in at_100:
            at_100[key] = words_drawn(app, "lab-wars", 100, language, moves, players)
        small, _problems, cuts100 = at_100[key]
        large, problems, cuts = words_drawn(app, "lab-wars", size, language, moves, players)
        assert not_grown(small, large, factor, ALLOWED) == {}, (moves, size)
        assert problems == [], (moves, size, problems)
        assert len(cuts) <= len(cuts100), (moves, size, cuts, cuts100)


def test_the_larger_tables_are_layouts_of_their_own_and_100_is_as_it_was():
    plain, large = Layout.load("lab-wars", 100), Layout.load("lab-wars", 150)
    assert plain.rect("log") == (1140, 354, 440, 538) and plain.rect("me_hand") == (20, 670, 520, 152)
    assert large.rect("log").width == 300 and large.rect("log").right == plain.rect("log").right
    assert large.rect("me_hand").y == large.rect("me_lab").y  # the hand beside the lab
    assert Layout.load("lab-wars", 125).anchors.keys() == large.anchors.keys()
    for name in ("opponents", "piles", "me_info"):
        assert large.rect(name).height > plain.rect(name).height, name
    assert large.props("prompt")["lines"] > 2 and "lines" not in plain.props("prompt")


def test_the_snug_sizes_reach_the_promised_growth_and_are_the_same_at_100():
    from labdesk.settings import Settings
    from labdesk.ui import access

    try:
        for percent, factor in ((100, 1.0), (125, 1.12), (150, 1.3)):
            access.apply(Settings(text_size=percent))
            for px in range(10, 28):
                grown = panels.snug(px)
                assert (grown == px) if percent == 100 else panels.line(grown) >= factor * panels.line(px), px
    finally:
        access.apply(Settings())


def variant_words(app, size: int, lang: str, moves: int, players: int, options: dict, seed: int = 1):
    """``words_drawn`` for a game with ``options`` (the helper plays the standard game)."""
    import pygame

    from labdesk.engine.match import Match, Seat
    from labdesk.ui import art, audit, theme
    from labdesk.ui.boards import make_board, settle
    from labdesk.ui.scene import Scene
    from labdesk.ui.scenes.menu import MenuScene

    art.clear_cache()
    theme.forget_fonts()
    app.set_language(lang)
    app.set_text_size(size)
    names = ["Ana", "Boris", "Chen", "Dara"]
    match = Match("lab-wars", [Seat("human" if i == 0 else "ai", names[i], "random") for i in range(players)], seed,
                  options)
    for _ in range(moves):
        seat = match.current_seat()
        if seat is None:
            break
        match.apply(match.ai_player(seat).choose(match.state.clone()))
    try:
        with audit.recording() as rec, theme.recording_cuts() as cuts:
            app.reset(MenuScene(app))
            app.push(make_board(app, match, autosave=False))
            settle(app)
            screen = pygame.Surface(app.size)
            rec.new_frame(screen)
            app.draw(screen)
            notes = rec.frame_notes()
            problems = audit.check(notes, pygame.Rect((0, 0), app.size), "lab-wars")
    finally:
        app.reset(Scene(app))
    logs = [n.rect for n in notes if n.kind != "text" and n.role == "log"]
    words: dict[str, int] = {}
    for note in notes:
        if note.kind == "text" and not any(log.collidepoint(note.rect.center) for log in logs):
            words[note.text] = max(words.get(note.text, 0), note.rect.height)
    return words, problems, [cut.text for cut in cuts]


VARIANTS = {"legends": {"legends": True}, "version 3": {"alternate_3": True}}


@pytest.mark.parametrize("variant", sorted(VARIANTS))
@pytest.mark.parametrize("players", (2, 4))
def test_the_variants_tables_words_grow_too(app, language, players, variant):
    for moves in MOVES:
        small, _problems, cuts100 = variant_words(app, 100, language, moves, players, VARIANTS[variant])
        for size, factor in SIZES:
            large, problems, cuts = variant_words(app, size, language, moves, players, VARIANTS[variant])
            assert not_grown(small, large, factor, ALLOWED) == {}, (moves, size)
            assert problems == [] and len(cuts) <= len(cuts100), (moves, size, problems, cuts)


def test_the_legends_table_cuts_and_covers_nothing(app, language):
    """Legends of Science's kept news articles fill the info row and the hand's heading line: the
    viewer's lasting effects still find room, and a full lab of piles, upright and turned, hides no
    icon's letter; at two to four seats and both larger sizes."""
    for players in SEATS:
        for moves in MOVES:
            _small, _problems, cuts100 = variant_words(app, 100, language, moves, players, VARIANTS["legends"])
            for size, _factor in SIZES:
                _large, problems, cuts = variant_words(app, size, language, moves, players, VARIANTS["legends"])
                assert problems == [] and len(cuts) <= len(cuts100), (players, moves, size, problems, cuts)


def test_a_rivals_line_of_six_legends_chips_keeps_its_counts_in_the_panel(app, language):
    """At four seats in Russian a rival holding the genius card has it, six characters' chips, the
    hand's backs, "в руке 4" and the action cards' count on one line: it closes up (one back, a
    closer gap) so the count stays in the panel (it lay past its edge)."""
    _small, _problems, cuts100 = variant_words(app, 100, language, 30, 4, VARIANTS["legends"], seed=3)
    for size, _factor in SIZES:
        _large, problems, cuts = variant_words(app, size, language, 30, 4, VARIANTS["legends"], seed=3)
        assert problems == [] and len(cuts) <= len(cuts100), (size, problems, cuts)
