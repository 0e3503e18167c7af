"""Is every game fair? Self-play with medium on every seat, written to docs/balance.md and .json.

    python tools/balance.py                        # every game, print only
    nice -n 10 python tools/balance.py --jobs 1 --write
    python tools/balance.py --game lab-chaos --games 20

For every game, every seat count and every setup its spec declares (each variant; each option's
choices alone: Lab Wars' alternate versions and Legends, solo Explosion's Robot levels) it plays
games with medium on every seat and reports each seat's win share (a shared win is split) with its
95% Wilson interval. A cell plays enough games that every interval is within +-4 points
(``games_needed``). Then a strategy table: one seat plays a single-minded style (the game's
``STYLES`` in its ai.py, a bend of the medium heuristic), the others medium, the style's seat moving
one place each game. Lab Chaos also counts how deals end and, per card, how often it decides the deal
it is laid in and how often its player wins.

Game ``g`` of a cell is dealt from ``seed + g`` and its players are seeded from that, so the figures
depend only on the seeds: ``--jobs N`` splits a cell into N chunks and merges them in order. With
``--write`` each game's part of docs/balance.json, docs/balance.md and the game's fairness.json (the
in-app summary's figures) is replaced after the game is measured; other games' parts stay.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import platform
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field, replace
from datetime import datetime, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from labdesk import games  # noqa: E402
from labdesk.ai.base import make_player  # noqa: E402

sys.path.insert(0, str(ROOT / "tools"))
from ai_table import wilson  # noqa: E402  (the 95% Wilson interval, shared with docs/ai.md's tables)

DOC = ROOT / "docs" / "balance.md"
RAW = ROOT / "docs" / "balance.json"
NOTES = ROOT / "docs" / "balance-notes"  # <game id>.md: what the tables cannot say (causes, limits), put under them
Z = 1.96  # 95% two-sided
MARGIN = 0.04  # every seat's interval within +-4 points
HEADROOM = 0.05  # cells are sized for a seat winning 5 points more than its fair share (measured: up to 4)
STRATEGY_GAMES = 200
SEED = 0
STRATEGY_SEED = 100_000  # strategy games are dealt from other seeds than the seat cells
# Targets of issue 13
FIRST_SEAT_SPREAD = 0.05
STRATEGY_OVER_FAIR = 0.10
END_CARD_SHARE = 0.45
CARD_DECIDES = 0.50
CARD_PLAYER_OVER_FAIR = 1.5
MIN_CARD_DEALS = 20  # a card laid in fewer deals is listed without a verdict
# A card's player share is a small sample (a card is laid in 50-250 of a cell's deals: about +-6-10
# points), so a card is off target only when its whole 95% interval is above 1.5x the fair share.

# seat counts of the strategy table: every count for Lab Wars (the table), one typical table
# elsewhere (keeps the whole run short)
STRATEGY_COUNTS = {"lab-wars": (2, 3, 4), "experiment": (4,), "explosion": (3,), "lab-chaos": (4,),
                   "wrong-chemistry": (3,)}
# options that only change how a match of several deals is scored, not who wins a deal
MATCH_ONLY_OPTIONS = {"lab-chaos": ("games", "penalty")}


def _lab_wars_style(style: str, seed: int):
    from labdesk.games.lab_wars.ai import HeuristicPlayer

    return HeuristicPlayer("medium", seed, style)


def _module_style(game_id: str):
    return lambda style, seed: games.ai(game_id).styled_player(style, seed)


STYLED_PLAYER = {"lab-wars": _lab_wars_style, "experiment": _module_style("experiment"),
                 "explosion": _module_style("explosion"), "lab-chaos": _module_style("lab-chaos"),
                 "wrong-chemistry": _module_style("wrong-chemistry")}


# --- the maths ------------------------------------------------------------------------------------------
def games_needed(seats: int, margin: float = MARGIN, z: float = Z) -> int:
    """Games for a cell whose seats' intervals are all within ``margin``: sized for a seat winning
    its fair share plus a little, rounded up to whole rotations of the seats."""
    p = min(0.5, 1.0 / seats + HEADROOM)
    n = math.ceil(z * z * p * (1 - p) / (margin * margin))
    return seats * math.ceil(n / seats)


def whole_rotations(n: int, seats: int) -> int:
    """``n`` rounded up to a multiple of ``seats`` (a rotating seat sits everywhere equally)."""
    return seats * math.ceil(n / seats)


# --- what is measured -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class Setup:
    """One way to set a game up: its label in the tables and the options it passes to the rules."""
    label: str
    options: tuple[tuple[str, object], ...] = ()


@dataclass(frozen=True)
class Cell:
    game: str
    players: int
    setup: Setup
    games: int
    style: str = "medium"  # the rotating seat's style; "medium" means every seat is medium
    seed: int = SEED


def setups(game_id: str, players: int) -> list[Setup]:
    """The setups the game's spec declares at ``players``: each variant, then each option's other
    choices alone on the first variant (match-scoring options left out)."""
    spec = games.GAMES[game_id]
    variants = [v for v in spec.variants if v.players is None or players in v.players]
    out = []
    for v in variants:
        label = v.name if len(spec.variants) > 1 else "standard"
        out.append(Setup(label, (("variant", v.name),) if len(spec.variants) > 1 else ()))
    base = out[0].options if out else ()
    skipped = MATCH_ONLY_OPTIONS.get(game_id, ())
    for option in spec.options:
        if option.name in skipped or (option.players is not None and players not in option.players):
            continue
        choices = option.choices if option.choices else (not option.default,)
        if option.players is not None:  # an option offered at this count only: every choice is a setup
            out = [Setup(f"{option.name}: {c}", base + ((option.name, c),)) for c in choices]
            continue
        out += [Setup(option.name if isinstance(c, bool) else f"{option.name}: {c}", base + ((option.name, c),))
                for c in choices if c != option.default]
    return out


def seat_cells(game_id: str, games_override: int | None, seed: int = SEED) -> list[Cell]:
    spec = games.GAMES[game_id]
    return [Cell(game_id, n, s, whole_rotations(games_override, n) if games_override else games_needed(n), seed=seed)
            for n in spec.players for s in setups(game_id, n)]


def strategy_cells(game_id: str, games_override: int | None) -> list[Cell]:
    styles = [s for s in games.ai(game_id).STYLES if s != "medium"]
    count = games_override or STRATEGY_GAMES
    return [Cell(game_id, n, setups(game_id, n)[0], whole_rotations(count, n), style, STRATEGY_SEED)
            for n in STRATEGY_COUNTS[game_id] for style in styles]


# --- playing --------------------------------------------------------------------------------------------
@dataclass
class Tally:
    """What a chunk of games counted (merged in order; every field adds up)."""
    games: int = 0
    seat_wins: list = field(default_factory=list)
    style_wins: float = 0.0  # the rotating seat's wins (strategy cells)
    turns: int = 0
    failed: int = 0
    ends: Counter = field(default_factory=Counter)  # Lab Chaos: how deals ended
    laid: Counter = field(default_factory=Counter)  # card -> deals it was played in
    decided: Counter = field(default_factory=Counter)  # End card -> deals it ended
    player_deals: Counter = field(default_factory=Counter)  # card -> (player, deal) pairs
    player_won: Counter = field(default_factory=Counter)  # of those, the player won

    def add(self, other: "Tally") -> None:
        self.games += other.games
        if not self.seat_wins:
            self.seat_wins = [0.0] * len(other.seat_wins)
        self.seat_wins = [a + b for a, b in zip(self.seat_wins, other.seat_wins)]
        self.style_wins += other.style_wins
        self.turns += other.turns
        self.failed += other.failed
        for name in ("ends", "laid", "decided", "player_deals", "player_won"):
            getattr(self, name).update(getattr(other, name))


class ChaosWatch:
    """Follows a Lab Chaos deal's events: who laid which card, which End card is on the table."""

    def __init__(self, deck):
        from labdesk.games.lab_chaos.events import EndCardSet
        from labdesk.games.lab_chaos.rules import CardPlayed, GameWon

        self.deck = deck
        self.played = CardPlayed
        self.end_set = EndCardSet
        self.won = GameWon
        self.by_card: dict[str, set] = {}
        self.result = None

    def see(self, events) -> None:
        for event in events or ():
            if isinstance(event, self.played):
                self.by_card.setdefault(event.card, set()).add(event.seat)
            elif isinstance(event, self.won):
                self.result = event

    def count(self, tally: Tally) -> None:
        event = self.result
        if event is None:
            return
        winners = set(event.winners)
        if event.reason.startswith("met the End card"):
            title = event.reason.split("“", 1)[1].rstrip("”")
            card = next(cid for cid, c in self.deck.cards.items() if c.title == title)
            tally.ends[card] += 1
            tally.decided[card] += 1
        elif event.reason == "emptied their hand":
            tally.ends["empty hand"] += 1
        else:
            tally.ends["stall"] += 1
        for card, seats in self.by_card.items():
            tally.laid[card] += 1
            for seat in seats:
                tally.player_deals[card] += 1
                tally.player_won[card] += (1 / len(winners)) if seat in winners else 0.0


def play_chunk(job: tuple[Cell, int, int]) -> Tally:
    """Games ``start`` .. ``start + count - 1`` of a cell."""
    cell, start, count = job
    rules = games.rules(cell.game)
    options = dict(cell.setup.options)
    tally = Tally()
    deck = None
    if cell.game == "lab-chaos":
        from labdesk.games.lab_chaos import content

        deck = content.load()
    for g in range(start, start + count):
        seed = cell.seed + g
        styled = g % cell.players if cell.style != "medium" else None
        seats = [STYLED_PLAYER[cell.game](cell.style, seed * 1009 + 17 * s + 1) if s == styled
                 else make_player(cell.game, "medium", seed * 1009 + 17 * s + 1) for s in range(cell.players)]
        state = rules.new_state(seed, cell.players, options)
        if not tally.seat_wins:
            tally.seat_wins = [0.0] * state.players
        watch = ChaosWatch(deck) if deck is not None else None
        actions = 0
        try:
            while not state.is_over():
                if actions > 5000:
                    raise TimeoutError("did not end within 5000 actions")
                seat = state.current_player()
                action = state.robot_action() if seat >= cell.players else seats[seat].choose(state)
                events = state.apply(action)
                if watch:
                    watch.see(events)
                actions += 1
        except Exception as exc:  # a broken game is counted and reported, it does not stop the run
            print(f"  {cell.game} {cell.players}p seed {seed}: {type(exc).__name__}: {exc}", file=sys.stderr)
            tally.failed += 1
            continue
        tally.games += 1
        tally.turns += state.turn_count()
        winners = state.winners()
        for w in winners:
            tally.seat_wins[w] += 1 / len(winners)
        if styled is not None and styled in winners:
            tally.style_wins += 1 / len(winners)
        if watch:
            watch.count(tally)
    return tally


def run_cell(cell: Cell, jobs: int, pool, first: int = 0) -> Tally:
    """Games ``first`` .. ``cell.games - 1`` of a cell in ``jobs`` chunks of whole rotations, merged
    in order."""
    per = whole_rotations(math.ceil((cell.games - first) / jobs), cell.players)
    chunks = [(cell, start, min(per, cell.games - start)) for start in range(first, cell.games, per)]
    parts = pool.map(play_chunk, chunks) if pool else map(play_chunk, chunks)
    total = Tally()
    for part in parts:
        total.add(part)
    return total


def widest_half(t: Tally) -> float:
    """The widest half-width of the seats' intervals."""
    return max(((hi - lo) / 2 for lo, hi in (wilson(w, t.games) for w in t.seat_wins)), default=0.0)


def run_seat_cell(cell: Cell, jobs: int, pool, sized: bool) -> tuple[Cell, Tally]:
    """A seat cell's games; a sized cell whose seat spread wider than sized for (a seat far above
    its fair share) is topped up a tenth at a time, on the next seeds, until every interval is
    within the margin (at most twice the sized games)."""
    tally = run_cell(cell, jobs, pool)
    limit = 2 * cell.games
    while sized and tally.games and widest_half(tally) > MARGIN + 1e-9 and cell.games < limit:
        more = replace(cell, games=cell.games + whole_rotations(math.ceil(cell.games / 10), cell.players))
        tally.add(run_cell(more, jobs, pool, first=cell.games))
        cell = more
    return cell, tally


# --- the figures ----------------------------------------------------------------------------------------
def seat_row(cell: Cell, t: Tally) -> dict:
    n = t.games
    seats = [{"share": w / n if n else 0.0, "interval": list(wilson(w, n))} for w in t.seat_wins]
    fair = 1.0 / cell.players
    solo = len(seats) > cell.players  # solo Explosion: the player against the Robot
    widest = max((s["interval"][1] - s["interval"][0]) / 2 for s in seats) if seats else 0.0
    first = seats[0]["share"] if seats else 0.0
    return {"players": cell.players, "setup": cell.setup.label, "options": dict(cell.setup.options),
            "games": n, "failed": t.failed,
            "seed": cell.seed, "wins": [round(w, 3) for w in t.seat_wins],
            "mean_turns": round(t.turns / n, 1) if n else 0.0,
            "within_4": widest <= MARGIN + 1e-9,
            "meets": None if solo else abs(first - fair) <= FIRST_SEAT_SPREAD,
            "seats": [{"share": round(s["share"], 4), "interval": [round(x, 4) for x in s["interval"]]}
                      for s in seats]}


def strategy_row(cell: Cell, t: Tally) -> dict:
    n = t.games
    lo, hi = wilson(t.style_wins, n)
    share = t.style_wins / n if n else 0.0
    return {"players": cell.players, "style": cell.style, "games": n, "failed": t.failed, "seed": cell.seed,
            "wins": round(t.style_wins, 3), "share": round(share, 4), "interval": [round(lo, 4), round(hi, 4)],
            "meets": share <= 1.0 / cell.players + STRATEGY_OVER_FAIR}


def chaos_rows(players: int, t: Tally) -> dict:
    """How Lab Chaos deals ended and each card's figures at one seat count."""
    from labdesk.games.lab_chaos import content

    deck = content.load()
    n = t.games
    end_share = sum(v for k, v in t.ends.items() if k not in ("empty hand", "stall")) / n if n else 0.0
    fair = 1.0 / players
    cards = []
    for cid, card in deck.cards.items():
        laid = t.laid[cid]
        tried = t.player_deals[cid]
        player_share = t.player_won[cid] / tried if tried else None
        low, high = wilson(t.player_won[cid], tried) if tried else (None, None)
        decides = t.decided[cid] / laid if card.end and laid else None
        enough = laid >= MIN_CARD_DEALS
        meets = None
        if enough:
            meets = (low is None or low <= CARD_PLAYER_OVER_FAIR * fair) and \
                    (decides is None or decides <= CARD_DECIDES)
        cards.append({"card": cid, "end": card.end, "laid": laid, "decided": t.decided[cid],
                      "decides": None if decides is None else round(decides, 4),
                      "player_share": None if player_share is None else round(player_share, 4),
                      "player_deals": tried,
                      "player_interval": None if low is None else [round(low, 4), round(high, 4)],
                      "meets": meets})
    return {"players": players, "games": n, "ends": dict(t.ends.most_common()),
            "end_card_share": round(end_share, 4), "meets": end_share <= END_CARD_SHARE, "cards": cards}


def measure(game_id: str, jobs: int, games_override: int | None, on_cell=None,
            counts: list[int] | None = None, seed: int = SEED) -> dict:
    """Every cell of one game. ``on_cell(entry)`` gets the figures so far after each cell (a long run
    keeps what it has measured); the entry says ``complete`` once every cell is in."""
    spec = games.GAMES[game_id]
    started = time.perf_counter()
    pool = ProcessPoolExecutor(jobs) if jobs > 1 else None
    seats, strategies, chaos = [], [], []

    def entry(complete: bool) -> dict:
        out = {"game": game_id, "title": spec.title, "complete": complete,
               "when": datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
               "machine": f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}",
               "command": "python tools/balance.py " + " ".join(sys.argv[1:]),
               "seconds": round(time.perf_counter() - started, 1),
               "seat_cells": seats, "strategies": strategies}
        if chaos:
            out["lab_chaos"] = chaos
        return out
    try:
        wanted = (lambda cell: counts is None or cell.players in counts)
        for cell in filter(wanted, seat_cells(game_id, games_override, seed)):
            t0 = time.perf_counter()
            cell, tally = run_seat_cell(cell, jobs, pool, sized=games_override is None)
            row = seat_row(cell, tally)
            seats.append(row)
            print(f"{game_id} {cell.players}p {cell.setup.label}: {row['games']} games, seats "
                  + " ".join(f"{100 * s['share']:.1f}%" for s in row["seats"])
                  + f" [{time.perf_counter() - t0:.0f}s]", flush=True)
            if game_id == "lab-chaos":
                chaos.append(chaos_rows(cell.players, tally))
            if on_cell:
                on_cell(entry(False))
        for cell in filter(wanted, strategy_cells(game_id, games_override)):
            t0 = time.perf_counter()
            row = strategy_row(cell, run_cell(cell, jobs, pool))
            strategies.append(row)
            print(f"{game_id} {cell.players}p style {cell.style}: {row['games']} games, "
                  f"{100 * row['share']:.1f}% (fair {100 / cell.players:.1f}%) [{time.perf_counter() - t0:.0f}s]",
                  flush=True)
            if on_cell:
                on_cell(entry(False))
    finally:
        if pool:
            pool.shutdown()
    return entry(True)


# --- writing --------------------------------------------------------------------------------------------
def pct(x: float | None) -> str:
    return "—" if x is None else f"{100 * x:.1f}%"


def verdict(meets: bool | None) -> str:
    return "—" if meets is None else ("yes" if meets else "**no**")


def game_markdown(entry: dict) -> str:
    lines = [f"## {entry['title']} (`{entry['game']}`)", "",
             "Seat win shares, medium on every seat (95% interval). Target: the first seat within ±5 points "
             "of its fair share.", "",
             "| Players | Setup | Games | Win share per seat (95% interval) | First seat on target | "
             "Intervals ≤ ±4 pts |", "|---:|---|---:|---|---|---|"]
    for r in entry["seat_cells"]:
        seats = "; ".join(f"{i + 1}: {pct(s['share'])} ({100 * s['interval'][0]:.0f}–{100 * s['interval'][1]:.0f})"
                          for i, s in enumerate(r["seats"]))
        if len(r["seats"]) > r["players"]:
            seats += " (last: the Robot)"
        lines.append(f"| {r['players']} | {r['setup']} | {r['games']} | {seats} | {verdict(r['meets'])} | "
                     f"{'yes' if r['within_4'] else '**no**'} |")
    lines += ["", "Strategies: one seat plays the style, the others medium, the style's seat rotating. "
              "Target: no style above its fair share + 10 points.", "",
              "| Players | Style | Games | Style's win share (95% interval) | Fair share | On target |",
              "|---:|---|---:|---|---:|---|"]
    for r in entry["strategies"]:
        lines.append(f"| {r['players']} | {r['style']} | {r['games']} | {pct(r['share'])} "
                     f"({100 * r['interval'][0]:.0f}–{100 * r['interval'][1]:.0f}) | {100 / r['players']:.1f}% | "
                     f"{verdict(r['meets'])} |")
    for c in entry.get("lab_chaos", []):
        ends = ", ".join(f"{k} {v} ({100 * v / c['games']:.0f}%)" for k, v in c["ends"].items())
        lines += ["", f"**{c['players']} players, {c['games']} deals.** Deals end by: {ends}. "
                  f"End cards decide {pct(c['end_card_share'])} (target ≤ 45%: {verdict(c['meets'])}).", "",
                  "| Card | End card | Deals laid in | Decides (End cards) | Its player wins (fair "
                  f"{100 / c['players']:.0f}%; 95% interval) | On target |", "|---|---|---:|---:|---:|---|"]
        for card in sorted(c["cards"], key=lambda k: (not k["end"], -(k["player_share"] or 0))):
            interval = card.get("player_interval")
            span = f" ({100 * interval[0]:.0f}–{100 * interval[1]:.0f})" if interval else ""
            lines.append(f"| {card['card']} | {'yes' if card['end'] else ''} | {card['laid']} | "
                         f"{pct(card['decides'])} | {pct(card['player_share'])}{span} | {verdict(card['meets'])} |")
    unfinished = "" if entry.get("complete", True) else " **Not every cell is measured yet.**"
    runs = dict.fromkeys((r.get("when", entry["when"]), r.get("command", entry["command"]))
                         for key in ("seat_cells", "strategies") for r in entry.get(key, []))
    measured = "; ".join(f"{when}: `{command}`" for when, command in runs)
    lines += ["", f"_Measured on {entry['machine']}, {measured}.{unfinished}_"]
    notes = NOTES / f"{entry['game']}.md"
    if notes.exists():
        lines += ["", notes.read_text(encoding="utf-8").strip()]
    return "\n".join(lines)


HEADER = """# Balance: is every game fair?

Generated by `tools/balance.py` (do not edit by hand; rerun it: `nice -n 10 python tools/balance.py --jobs 1
--write`; `--game G` measures one game's part, `--players N,M` some seat counts, the rest stays;
a game's notes under its tables come from `docs/balance-notes/<game>.md`). Medium plays
every seat; a shared win is split between its winners; intervals are 95% Wilson intervals. A cell's games are
enough for every seat's interval to be within ±4 points (a cell whose seats spread wider than it was sized for
is topped up a tenth at a time, on the next seeds, up to twice its size). Targets (issue 13): first seat within ±5 points of
its fair share; no strategy above its fair share + 10 points; Lab Chaos: End cards decide ≤ 45% of deals, no
End card decides more than 50% of the deals it is laid in, no card's player wins more than 1.5× the fair share
(a card's verdict: off target only when its whole 95% interval is above 1.5× the fair share, since a card is laid
in only 50–250 of a cell's deals; cards laid in fewer than 20 deals get no verdict). Lab Chaos is measured one deal at a time: its "games" and
"penalty" options only score a match of several deals. Raw counts: `docs/balance.json`.
"""


def fairness_summary(entry: dict) -> dict:
    """The figures the in-app "Is it fair?" page shows (labdesk/games/<game>/fairness.json)."""
    first_setup: dict[int, dict] = {}  # per seat count, the row of the count's first setup
    for r in entry["seat_cells"]:
        first_setup.setdefault(r["players"], r)
    table = [{"players": n, "games": r["games"], "setup": r["setup"],
              "shares": [round(s["share"], 3) for s in r["seats"]]}
             for n, r in sorted(first_setup.items()) if len(r["seats"]) == n]  # solo (Robot) rows left out
    worst = max((abs(r["seats"][0]["share"] - 1 / r["players"]) for r in entry["seat_cells"]
                 if len(r["seats"]) == r["players"]), default=0.0)
    best = max(entry["strategies"], key=lambda r: r["share"] - 1 / r["players"], default=None)
    out = {"game": entry["game"], "when": entry["when"], "first_seat_worst_gap": round(worst, 3),
           "seat_counts": table,
           "strongest_strategy": None if best is None else
           {"style": best["style"], "players": best["players"], "share": best["share"], "games": best["games"]}}
    solo = [{"robot": r["options"]["robot"], "games": r["games"], "share": round(r["seats"][0]["share"], 3)}
            for r in entry["seat_cells"] if "robot" in r["options"]]
    if solo:  # solo Explosion: the player's share against each Robot level
        out["solo"] = solo
    if "lab_chaos" in entry:
        out["end_card_share"] = [{"players": c["players"], "share": c["end_card_share"]} for c in entry["lab_chaos"]]
    return out


def fairness_path(game_id: str) -> Path:
    return ROOT / "labdesk" / "games" / game_id.replace("-", "_") / "fairness.json"


def write_atomic(path: Path, text: str) -> None:
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)


def merged(old: dict | None, new: dict) -> dict:
    """A game's stored figures with a run's cells put in: a cell measured again replaces the stored
    one, the others stay (a run of some seat counts adds to the rest). Rows keep the run that made them."""
    for entry in (old or {}, new):
        for key in ("seat_cells", "strategies", "lab_chaos"):
            for row in entry.get(key, []):
                row.setdefault("command", entry.get("command", ""))
                row.setdefault("when", entry.get("when", ""))
    if old is None:
        return new
    out = dict(new)
    keys = {"seat_cells": lambda r: (r["players"], r["setup"]), "strategies": lambda r: (r["players"], r["style"]),
            "lab_chaos": lambda r: r["players"]}
    for name, key in keys.items():
        rows = {key(r): r for r in old.get(name, [])}
        rows.update({key(r): r for r in new.get(name, [])})
        if rows:
            out[name] = sorted(rows.values(), key=lambda r: _row_order(new["game"], r))
    out["complete"] = new.get("complete", True) and _all_cells(out)
    return out


def _row_order(game_id: str, row: dict) -> tuple:
    labels = [s.label for s in setups(game_id, row["players"])]
    return row["players"], labels.index(row["setup"]) if row.get("setup") in labels else 0, row.get("style", "")


def _all_cells(entry: dict) -> bool:
    game_id = entry["game"]
    have = {(r["players"], r["setup"]) for r in entry.get("seat_cells", [])}
    return all((c.players, c.setup.label) in have for c in seat_cells(game_id, None))


def merge_and_write(entry: dict) -> None:
    """Put one game's figures into docs/balance.json (re-read now: a run of another game that finished
    meanwhile is kept), redraw docs/balance.md and write the game's fairness.json."""
    raw = json.loads(RAW.read_text(encoding="utf-8")) if RAW.exists() else {}
    raw[entry["game"]] = merged(raw.get(entry["game"]), json.loads(json.dumps(entry)))
    write_atomic(RAW, json.dumps(raw, indent=1, ensure_ascii=False) + "\n")
    redraw(raw, [entry["game"]])


def redraw(raw: dict, game_ids: list[str]) -> None:
    """docs/balance.md from the stored figures, and the named games' fairness.json."""
    blocks = [game_markdown(raw[g]) for g in games.GAMES if g in raw]
    write_atomic(DOC, HEADER + "\n" + "\n\n".join(blocks) + "\n")
    for game_id in game_ids:
        write_atomic(fairness_path(game_id), json.dumps(fairness_summary(raw[game_id]), indent=1) + "\n")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", help="game id (repeatable; default: every built game)")
    parser.add_argument("--jobs", type=int, default=1, help="processes (same figures with any number)")
    parser.add_argument("--games", type=int, default=None,
                        help="games per cell instead of the ±4-point sizing (quick checks)")
    parser.add_argument("--write", action="store_true",
                        help="replace the games' parts of docs/balance.md/.json and their fairness.json")
    parser.add_argument("--players", default=None, help="only these seat counts, e.g. 3 or 2,4 (adds to the stored rest)")
    parser.add_argument("--seed", type=int, default=SEED,
                        help="deal the seat cells from this seed (a check on other deals; not with --write)")
    parser.add_argument("--redraw", action="store_true",
                        help="only rewrite docs/balance.md and every fairness.json from docs/balance.json")
    args = parser.parse_args(argv)
    if args.redraw:
        raw = json.loads(RAW.read_text(encoding="utf-8"))
        redraw(raw, list(raw))
        return 0
    if args.write and args.seed != SEED:
        parser.error("--seed is for checks on other deals: the written figures are dealt from seed 0")
    counts = [int(n) for n in args.players.split(",")] if args.players else None
    game_ids = args.game or [g for g in games.GAMES if games.is_built(g)]
    unknown = [g for g in game_ids if g not in STYLED_PLAYER]
    if unknown:
        parser.error(f"unknown game(s): {', '.join(unknown)} (known: {', '.join(STYLED_PLAYER)})")
    for game_id in game_ids:
        entry = measure(game_id, args.jobs, args.games, merge_and_write if args.write else None, counts, args.seed)
        print(game_markdown(entry) + "\n", flush=True)
        if args.write:
            merge_and_write(entry)
    return 0


if __name__ == "__main__":
    sys.exit(main())
