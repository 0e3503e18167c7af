"""The text size reaches the boards' own words: each board, early and mid-game, in English and
Russian, draws its headers and panel labels larger at 150 % than at 100 %, most of the words it draws
at both sizes are no smaller and many larger, and at 150 % nothing is cut, covered, overlapping, off
screen or out of its panel (the layout audit's checks of one frame) that was not so at 100 %."""
from __future__ import annotations

import statistics

import pygame
import pytest

from helpers.text_size import recorded_board, short_widgets
from labdesk.i18n import _, set_language
from labdesk.settings import Settings
from labdesk.ui import access, theme
from labdesk.ui.app import App
from labdesk.ui.scene import Scene
from labdesk.ui.table import labels

GAMES = ("experiment", "explosion", "lab-wars", "lab-chaos", "wrong-chemistry")


@pytest.fixture(scope="module")
def app():
    """One app for the module: each App holds its own fonts (pygame_gui's among them) open as files,
    and dozens of apps in one test process ran it out of file descriptors."""
    application = App(headless=True, sound=False, settings=Settings(reduce_motion=True))
    yield application
    set_language("en")
    access.apply(Settings())
    application.reset(Scene(application))


def drawn(app, game: str, size: int, lang: str, moves: int):
    """The board of ``game`` after ``moves`` seeded AI moves at text size ``size`` in ``lang``, drawn
    once while the audit records: (the words drawn outside the log as {text: line height}, the
    audit's problems, the words cut short)."""
    with recorded_board(app, game, size, lang, moves) as (_board, notes, problems, cuts):
        # the board's own words: the log grows on its own (and wraps its lines anew at each size)
        logs = [n.rect for n in notes if n.kind != "text" and n.role == "log"]
        words: dict[str, int] = {}  # the same words in several places (a card's number): the largest
        for note in notes:
            if note.kind == "text" and not any(log.collidepoint(note.rect.center) for log in logs):
                words[note.text] = max(words.get(note.text, 0), note.rect.height)
        return words, problems, cuts
        app.set_language("en")
        app.set_text_size(100)


# words each board draws in its headers and panels (translated when looked up), which must grow
LABELS = {
    "experiment": ("Lab row", "Hand", "Completed"),
    "explosion": ("Selected",),
    "lab-wars": ("research points", "impact"),
    "lab-chaos": ("Deck", "Discard pile"),
    "wrong-chemistry": ("Wrong Chemistry", "Supply (drag a disc here to take it off)"),
}


def shared_heights(small: dict[str, int], large: dict[str, int]) -> list[tuple[int, int]]:
    return [(small[w], large[w]) for w in small if w in large]


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game", GAMES)
def test_a_boards_words_grow_at_150_and_nothing_is_cut_or_overlapping(app, game, lang):
    for moves in (4, 30):
        small, problems100, cuts100 = drawn(app, game, 100, lang, moves)
        large, problems150, cuts150 = drawn(app, game, 150, lang, moves)
        assert not problems150, [p.text for p in problems150]
        assert len(cuts150) <= len(cuts100), cuts150
        pairs = shared_heights(small, large)
        assert all(b >= a for a, b in pairs), [w for w in small if w in large and large[w] < small[w]]
        grown = sum(b > a for a, b in pairs)
        assert grown >= 5, (grown, len(pairs))  # card faces keep their size where the card has no room
        assert statistics.median(b for _a, b in pairs) >= statistics.median(a for a, _b in pairs)
        set_language(lang)
        names = [_(words) for words in LABELS[game]]
        set_language("en")
        for words in names:
            if words in small:
                assert large[words] > small[words], words


def test_a_label_takes_the_largest_size_its_place_holds_never_below_its_own():
    try:
        access.apply(Settings(text_size=150))
        assert labels.label_px("Hand", 16) == 24
        assert labels.label_px("Hand", 16, width=theme.font(20).size("Hand")[0]) == 20
        assert labels.label_px("Hand", 16, width=5) == 16  # nothing holds it: as at 100 %
        assert labels.label_px("Hand", 16, height=theme.font(19).get_linesize()) == 19
        shown, px = labels.fitted("A rather long label", 16, theme.font(16).size("A rather")[0])
        assert px == 16 and shown.endswith("…")  # cut only as it was at 100 %
        access.apply(Settings(text_size=100))
        assert labels.label_px("Hand", 16) == 16
    finally:
        access.apply(Settings(text_size=100))


def test_a_cached_layer_and_card_art_are_drawn_again_for_another_text_size():
    from labdesk.ui import art
    from labdesk.ui.table.layers import CachedLayer

    made = []
    access.apply(Settings(text_size=100))
    layer = CachedLayer((10, 10))
    try:
        layer.get("key", lambda s: made.append(1))
        access.apply(Settings(text_size=150))
        layer.get("key", lambda s: made.append(1))
        art.cached(("test-face",), lambda: made.append(2) or pygame.Surface((2, 2)))
        access.apply(Settings(text_size=100))
        art.cached(("test-face",), lambda: made.append(2) or pygame.Surface((2, 2)))
    finally:
        access.apply(Settings(text_size=100))
    assert made == [1, 1, 2, 2]


def card_words(game: str) -> set[str]:
    """The words on the card faces a player reads most, in the current language: Experiment's task
    cards (their names, whole or a line each, and amounts), Explosion's Lab cards (their titles) and
    its beaker column (each compound's line)."""
    if game == "experiment":
        from labdesk.games.experiment.content import content
        from labdesk.games.experiment.words import task_name

        names = {task_name(t.id) for t in content().tasks}
        return names | {word for name in names for word in name.split()} | {f"{n}×" for n in range(1, 5)}
    from labdesk.games.explosion import words as W

    return {_("Lab {n}").format(n=n) for n in range(1, 7)} | {W.compound_label(c) for c in ("green", "orange", "purple")}


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game", ["experiment", "explosion"])
def test_the_card_faces_words_grow_at_150(app, game, lang):
    """Experiment's task cards (display and the viewer's own) and Explosion's Lab cards and beaker
    column show their words larger at 150 % than at 100 %, none smaller, nothing cut or overlapping."""
    small, _problems, cuts100 = drawn(app, game, 100, lang, 30)
    large, problems, cuts150 = drawn(app, game, 150, lang, 30)
    assert not problems, [p.text for p in problems]
    assert len(cuts150) <= len(cuts100), cuts150
    set_language(lang)
    names = card_words(game)
    set_language("en")
    shown = [w for w in names if w in small and w in large]
    assert len(shown) >= 4, shown
    assert all(large[w] >= small[w] for w in shown), [w for w in shown if large[w] < small[w]]
    assert sum(large[w] > small[w] for w in shown) >= 4, {w: (small[w], large[w]) for w in shown}


def lab_wars_card_words() -> set[str]:
    """What Lab Wars' card faces say in the current language: the names of lab items, action and
    impact cards (and each of their words, on a line of its own), the characters' marks."""
    from labdesk.games.lab_wars import faces as lw_faces, words as lw_words
    from labdesk.games.lab_wars.content import content

    c = content()
    names = ([lw_words.item_text(c, t).name for t in c.item_types]
             + [lw_words.action_text(c, t).name for t in c.action_types]
             + [lw_words.impact_text(c, card.id).name for cards in c.piles.values() for card in cards])
    marks = [lw_words.character_mark(cid, style[2]) for cid, style in lw_faces.CHAR_STYLE.items()]
    return set(names) | {word for name in names for word in name.split()} | set(marks)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_lab_wars_card_faces_words_grow_at_150(app, lang):
    """The hand's and the lab's items, the viewer's characters, action cards and the impact piles'
    top cards say their names (and the characters their marks) larger at 150 %, nothing smaller."""
    for moves in (4, 30):
        small, _problems, _cuts = drawn(app, "lab-wars", 100, lang, moves)
        large, problems, _cuts = drawn(app, "lab-wars", 150, lang, moves)
        assert not problems, [p.text for p in problems]
        set_language(lang)
        on_cards = lab_wars_card_words()
        set_language("en")
        shared = [w for w in small if w in large and w in on_cards]
        assert all(large[w] >= small[w] for w in shared), [w for w in shared if large[w] < small[w]]
        grown = [w for w in shared if large[w] > small[w]]
        assert len(grown) >= max(5, len(shared) // 2), (grown, shared)
        marks = [w for w in shared if len(w) <= 3]  # the viewer's characters: PD, PhD, PI, Pr, Em
        assert len(marks) >= 5 and all(large[w] > small[w] for w in marks), marks


class _Thinking:
    """Stands for an AI's worker: the board shows "X is thinking" while it has one."""

    def __getattr__(self, name):
        return lambda *args, **kwargs: None


@pytest.mark.parametrize("game", GAMES)
def test_the_thinking_status_grows_with_the_text_size(app, game):
    def thinking(board):
        board.worker = _Thinking()

    heights = {}
    for size in (100, 150):
        with recorded_board(app, game, size, "ru", 6, prepare=thinking) as (_board, notes, problems, cuts):
            lines = [n for n in notes if n.kind == "text" and "думает" in n.text]
            assert lines and not [c for c in cuts if "думает" in c], (size, cuts)
            heights[size] = lines[0].rect.height
    assert heights[150] >= 1.3 * heights[100], heights


@pytest.mark.parametrize("game", GAMES)
def test_the_boards_buttons_words_grow_as_far_as_their_buttons_hold_them(app, game):
    """The toolbar's and the board's own buttons take the player's text size where they hold it
    (Hint and Pause did not grow at all; "Весь ход" is as wide as its button at 100 %)."""
    sizes = {}
    for size in (100, 150):
        with recorded_board(app, game, size, "ru", 6) as (board, _notes, problems, _cuts):
            sizes[size] = {name: getattr(board, name).font.size("Ag")[1] for name in ("btn_hint", "btn_pause")}
            assert not problems, (size, [p.text for p in problems])
    assert all(sizes[150][name] >= 1.3 * sizes[100][name] for name in sizes[100]), sizes


#: a widget whose words cannot reach the floor, with its reason (none: Lab Wars' "Eureka! End turn",
#: between the prompt and the log, says "Eureka!" at a larger size, its whole label in its tip)
WIDGETS_ALLOWED: frozenset[str] = frozenset()


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("game", GAMES)
def test_every_board_widgets_words_reach_the_floor_at_150(app, game, lang):
    """The toolbar (Undo turn, Undo, Hint, Pause) and a board's own buttons at 150 %: each widget's
    words at least 1.3 times its theme's size ('Undo turn' stayed at 19 px in its 108 px box)."""
    with recorded_board(app, game, 150, lang, 30) as (board, _notes, _problems, _cuts):
        assert not short_widgets(app.manager, board.ui.elements, WIDGETS_ALLOWED, shown_only=False)


def test_lab_wars_eureka_button_says_eureka_at_150_with_its_whole_label_in_its_tip(app):
    """The turn's end button between Lab Wars' prompt and its log holds "Eureka! End turn" at no
    more than 1.1x at 150 %: it shows the short "Eureka!" at the floor, and the whole as its tip."""
    with recorded_board(app, "lab-wars", 150, "en", 20) as (board, _notes, _problems, _cuts):
        button = next(b for b, c in zip(board.prompt.buttons, board.prompt.choices) if c.short)
        assert button.text == "Eureka!" and button.tool_tip_text == "Eureka! End turn"
    with recorded_board(app, "lab-wars", 100, "en", 20) as (board, _notes, _problems, _cuts):
        assert any(b.text == "Eureka! End turn" for b in board.prompt.buttons)  # 100 %: as always


def test_the_focus_ring_on_a_tight_list_line_covers_none_of_its_neighbours(app):
    """Experiment's nine open tasks at 150 % are lines with no gap between them: the focus ring goes
    on the focused line's own edge (dark on its light box), not round it over the lines above and
    below; every pixel it changes lies within a pixel of the line, and another line has no ring."""
    from labdesk.ui.table import focus

    def nine_tasks(board):
        board.state.tasks_open[board.me] = list(range(9))
        board.version += 1
        board.sync()

    with recorded_board(app, "experiment", 150, "en", 17, 2, nine_tasks) as (board, _notes, _problems, _cuts):
        assert board.obs["decision"] == "tasks" and board.can_act()
        targets = board.focus_targets()
        lines = [t for t in targets if t.key[0] == "hit" and t.key[1][0] == "mytask"]
        assert len(lines) == 9 and all(focus.packed(t, targets) for t in lines)
        line = lines[3]
        plain, ringed = pygame.Surface(app.size), pygame.Surface(app.size)
        board.focus.visible = False
        board.draw(plain)
        board.focus.visible, board.focus.key = True, line.key
        board.draw(ringed)
        diff = [(x, y) for y in range(line.rect.top - 12, line.rect.bottom + 12)
                for x in range(line.rect.left - 12, line.rect.right + 12)
                if plain.get_at((x, y)) != ringed.get_at((x, y))]
        assert diff and all(line.rect.inflate(2, 2).collidepoint(p) for p in diff), line.rect
        assert not focus.packed(next(t for t in targets if t.key[0] == "hand"), targets)
