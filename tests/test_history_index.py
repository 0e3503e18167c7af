"""The history is read once: listing it again (History, Statistics, each reopened) reads only the
files recorded or changed since."""
from datetime import datetime, timedelta, timezone

from labdesk.engine import history
from labdesk.engine.match import Match, Seat

T0 = datetime(2026, 12, 1, 10, 0, tzinfo=timezone.utc)


def _finished_tiny(seed: int) -> Match:
    match = Match("tiny", [Seat("human", "Ana"), Seat("ai", "Bo", "easy")], seed)
    while not match.state.is_over():
        match.apply(match.ai_player(match.current_seat()).choose(match.state.clone()))
    return match


def _counting_reads(monkeypatch) -> list[str]:
    reads: list[str] = []
    real = history._read

    def read(path):
        reads.append(path.stem)
        return real(path)
    monkeypatch.setattr(history, "_read", read)
    return reads


def test_listing_the_history_again_reads_only_what_is_new(tiny_game, monkeypatch):
    match = _finished_tiny(1)
    ids = [history.record(match, now=T0 + timedelta(seconds=i)).id for i in range(4)]
    reads = _counting_reads(monkeypatch)
    first = history.entries()
    assert sorted(reads) == sorted(ids)
    assert history.entries() == first and len(reads) == 4  # nothing read twice
    newest = history.record(match, now=T0 + timedelta(days=1)).id
    reads.clear()
    assert [e.id for e in history.entries()] == [newest, *reversed(ids)] and reads == [newest]


def test_a_changed_or_removed_file_is_seen(tiny_game, monkeypatch):
    match = _finished_tiny(2)
    kept, changed, gone = (history.record(match, now=T0 + timedelta(seconds=i)).id for i in range(3))
    history.entries()
    history.path_of(changed).write_text("not json", encoding="utf-8")
    history.remove([gone])
    reads = _counting_reads(monkeypatch)
    listed = history.entries()
    assert reads == [changed]
    assert [(e.id, type(e)) for e in listed] == [(changed, history.DamagedEntry), (kept, history.HistoryEntry)]


def test_opening_history_and_statistics_again_reads_no_file_twice(tiny_game, monkeypatch):
    from labdesk.ui.app import App
    from labdesk.ui.scenes.history import HistoryScene
    from labdesk.ui.scenes.menu import MenuScene
    from labdesk.ui.scenes.stats import StatsScene

    match = _finished_tiny(3)
    ids = [history.record(match, now=T0 + timedelta(seconds=i)).id for i in range(3)]
    reads = _counting_reads(monkeypatch)
    app = App(headless=True, sound=False)
    app.reset(MenuScene(app))
    for scene in (HistoryScene, StatsScene, HistoryScene, StatsScene):
        app.push(scene(app))
        app.frame(1 / 60)
        app.pop()
    assert sorted(reads) == sorted(ids)


def test_the_history_read_ahead_at_start_up_leaves_nothing_for_history_to_read(tiny_game, monkeypatch):
    from labdesk.ui.app import App, read_history_ahead
    from labdesk.ui.scenes.history import HistoryScene
    from labdesk.ui.scenes.menu import MenuScene

    match = _finished_tiny(4)
    ids = [history.record(match, now=T0 + timedelta(seconds=i)).id for i in range(3)]
    worker = read_history_ahead()
    assert worker.wait(60) and worker.error is None
    reads = _counting_reads(monkeypatch)
    app = App(headless=True, sound=False)
    app.reset(MenuScene(app))
    app.push(HistoryScene(app))
    assert reads == [] and [e.id for e in app.top.entries] == list(reversed(ids))
