"""Experiment's board at the player's text size (issue 28), so far: on the table for 125 % and up
(scenes/experiment.tmx, its "larger text" layer) the points reference card, the lab row's and the
tasks' titles, the viewer's line (name and figures), the Completed heading and the other seats'
name, score and tags lines grow at least 1.3 times at 150 % and 1.12 times at 125 %; no word is
drawn smaller
than at 100 %; nothing is cut, covered, overlapping or off screen (the layout audit's checks of the
frame). Two to four seats, early, mid and late in a game, English and Russian.

Not yet: many of the board's other words still grow less (the piles' names and counts, the headings
over the viewer's cards, the task and lab cards' words, the colour mixing key and the tokens'
letters)."""
from __future__ import annotations

import pytest

from helpers.text_size import card_faces_app, in_each_language, not_grown, words_drawn  # noqa: F401 (fixtures)
from labdesk.games.experiment import words
from labdesk.i18n import _

CASES = [(players, moves) for players in (2, 3, 4) for moves in (4, 30, 60)]


def grown_words() -> set[str]:
    """The words the larger table makes room for, in the current language."""
    return ({_(words.REFERENCE_TITLE), _(words.COMPLETED), "Ana"} | set(words.reference_labels())
            | {_(t) for t in words.AREA_TITLES.values()} | {words.tasks_done(n) for n in range(13)}
            | {words.short_score(n) for n in range(1, 80)})


@pytest.mark.parametrize("players, moves", CASES, ids=[f"{p}seats-{m}moves" for p, m in CASES])
def test_the_reference_card_titles_and_the_viewers_line_grow_and_nothing_shrinks(app, language, players, moves):
    small, _problems, cuts100 = words_drawn(app, "experiment", 100, language, moves, players)
    checked = grown_words() & set(small)
    assert len(checked) >= 5, (checked, sorted(small)[:20])
    for size, factor in ((150, 1.3), (125, 1.12)):
        large, problems, cuts = words_drawn(app, "experiment", size, language, moves, players)
        assert not problems, (size, [p.text for p in problems])
        assert len(cuts) <= len(cuts100), (size, cuts)
        assert all(large[w] >= small[w] for w in small if w in large), [w for w in small if large.get(w, 99) < small[w]]
        late = not_grown({w: small[w] for w in checked}, large, factor)
        assert not late, (size, late)
