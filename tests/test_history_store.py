"""The history store: finished and abandoned games kept one file each, checked on load, damaged
files reported and kept byte for byte, the newest 500 kept."""
import json
from datetime import datetime, timedelta, timezone

import pytest

from labdesk.engine import history
from labdesk.engine.match import Match, Seat
from labdesk.engine.validate import FileRefused

T0 = datetime(2026, 12, 1, 10, 0, tzinfo=timezone.utc)


def finished_tiny(seed: int, seats=None) -> Match:
    match = Match("tiny", seats or [Seat("human", "Ana"), Seat("ai", "Bo", "easy")], seed)
    while not match.state.is_over():
        match.apply(match.ai_player(match.current_seat()).choose(match.state.clone()))
    return match


def test_a_finished_game_is_recorded_with_its_save_and_result(tiny_game):
    match = finished_tiny(3)
    entry = history.record(match, now=T0)
    [loaded] = history.entries()
    assert loaded == entry
    assert loaded.finished and loaded.game == "tiny" and loaded.variant == "standard"
    assert loaded.players == (history.Player("Ana", "human", None), history.Player("Bo", "ai", "easy"))
    assert loaded.result.scores == tuple(float(s) for s in match.state.scores())
    assert loaded.result.winners == tuple(match.state.winners())
    assert loaded.date == T0 and loaded.actions == len(match.actions)


def test_history_survives_a_restart_and_replays_to_the_same_end(tiny_game):
    match = finished_tiny(4)
    entry_id = history.record(match, now=T0).id
    # a new process reads the files afresh: nothing is cached between calls
    replayed = history.load(entry_id).match()
    assert replayed.actions == match.actions
    assert replayed.state.observation(None) == match.state.observation(None)


def test_an_abandoned_game_is_marked_so_and_has_no_result(tiny_game):
    match = Match("tiny", [Seat("human", "Ana"), Seat("ai", "Bo", "easy")], 5)
    match.apply(match.legal_actions()[0])
    entry = history.record(match, history.ABANDONED, now=T0)
    loaded = history.load(entry.id)
    assert loaded.status == history.ABANDONED and not loaded.finished and loaded.result is None


def test_an_unfinished_game_cannot_be_recorded_as_finished(tiny_game):
    match = Match("tiny", [Seat("human", "Ana"), Seat("ai", "Bo", "easy")], 5)
    with pytest.raises(ValueError):
        history.record(match)
    assert history.entries() == []


@pytest.mark.parametrize("damage", [
    b'{"format": "labdesk-history", "version": 1, "date"',  # truncated
    b"\x00\xff binary",
    b'{"format": "labdesk-history", "version": 1, "date": "2026-12-01", "status": "won",'
    b' "save": {}, "result": null}',
])
def test_a_corrupt_history_file_is_refused_listed_and_kept_byte_for_byte(tiny_game, damage):
    good = history.record(finished_tiny(6), now=T0)
    bad = history.history_dir() / "20261202-000000-000000-tiny.json"
    bad.write_bytes(damage)
    listed = history.entries()
    assert [type(e) for e in listed] == [history.DamagedEntry, history.HistoryEntry]
    assert listed[0].id == bad.stem and listed[0].reason and "\n" not in listed[0].reason
    assert listed[1].id == good.id
    with pytest.raises(FileRefused):
        history.load(bad.stem)
    history.record(finished_tiny(7), now=T0 + timedelta(days=2))  # recording prunes: the bad one stays
    history.prune(keep=0)
    assert bad.read_bytes() == damage


def test_an_entry_whose_save_is_not_a_valid_save_is_damaged(tiny_game):
    entry = history.record(finished_tiny(8), now=T0)
    path = history.path_of(entry.id)
    data = json.loads(path.read_text())
    data["save"]["seats"][1]["level"] = "godlike"
    path.write_text(json.dumps(data))
    [damaged] = history.entries()
    assert isinstance(damaged, history.DamagedEntry) and "godlike" in damaged.reason


def test_only_the_newest_500_are_kept(tiny_game):
    match = finished_tiny(9)
    first = [history.record(match, now=T0 + timedelta(seconds=i)).id for i in range(history.KEEP + 3)]
    kept = [e.id for e in history.entries()]
    assert len(kept) == history.KEEP
    assert kept == list(reversed(first[3:]))


def test_a_history_id_is_never_a_path(tiny_game):
    with pytest.raises(FileRefused):
        history.load("../settings")


def test_progress_reads_the_round_or_the_turn():
    assert history.progress({"round": 4}) == history.Progress("round", 4)
    assert history.progress({"turns": 6, "phase": "play"}) == history.Progress("turn", 7)
    assert history.progress({"marks": []}) is None
