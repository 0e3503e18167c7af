"""The ``labdesk`` command: open the app, play, simulate, screenshot, bench, history, stats, replay,
analyse.

Exit codes: 0 success; 1 a simulation found a problem; 2 bad input (unknown game, bad save, bad
arguments).
"""
from __future__ import annotations

import os
import json
import re
import sys
from pathlib import Path

from labdesk import __version__, games
from labdesk.engine.spec import GameSpec, span
from labdesk.i18n import _, ngettext

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # keep the command line output clean


def _parser():
    import argparse  # only when there are arguments: a plain ``labdesk`` opens the window sooner

    from labdesk.i18n import LANGUAGES

    p = argparse.ArgumentParser(prog="labdesk", description="Five lab-themed tabletop games on one screen.")
    p.add_argument("--version", action="version", version=f"labdesk {__version__}")
    lang_help = "the app's language for this run (default: LABDESK_LANG, else Settings, else the system's)"
    p.add_argument("--lang", choices=list(LANGUAGES), help=lang_help)
    sub = p.add_subparsers(dest="command")

    play = sub.add_parser("play", help="start a game directly")
    play.add_argument("game", nargs="?", choices=list(games.GAMES), help="game id")
    play.add_argument("--players", default="human,ai:medium",
                      help="comma-separated seats: human or ai:LEVEL (random, easy, medium, hard)")
    play.add_argument("--variant", help="variant name (see the game's setup screen)")
    play.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                      help="a game option, e.g. --option robot=hard (solo Explosion); repeatable")
    play.add_argument("--seed", type=int, default=None)
    play.add_argument("--load", type=Path, help="continue a saved game from FILE")
    play.add_argument("--headless", action="store_true",
                      help="no window: AI seats play to the end and the game is recorded in the history")

    hist = sub.add_parser("history", help="list the recorded games, newest first")
    hist.add_argument("--json", action="store_true", help="print one JSON object")

    stat = sub.add_parser("stats", help="statistics computed from the history")
    stat.add_argument("--json", action="store_true", help="print one JSON object")

    rep = sub.add_parser("replay", help="open a recorded game (a history id) or a save file in the replay viewer")
    rep.add_argument("game", metavar="ID|FILE", help="a history id (labdesk history) or a save file")

    ana = sub.add_parser("analyse", help="the hard AI's view of one seat's decisions in a recorded game")
    ana.add_argument("game", metavar="ID|FILE", help="a history id (labdesk history) or a save file")
    ana.add_argument("--seat", type=int, required=True, help="the seat to analyse, from 1")
    ana.add_argument("--json", action="store_true", help="print one JSON object")

    sim = sub.add_parser("simulate", help="play AI-only games and check every rule invariant")
    sim.add_argument("game", choices=list(games.GAMES))
    sim.add_argument("--players", type=int, required=True)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--ai", default="random", help="level per seat, comma-separated (one level = all seats)")
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--variant", help="variant name")
    sim.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                     help="a game option, e.g. --option robot=hard (solo Explosion); repeatable")
    sim.add_argument("--swap", action="store_true", help="rotate the seat assignment from game to game")
    sim.add_argument("--json", action="store_true", help="print one JSON object")

    shot = sub.add_parser("screenshot", help="render a screen headlessly to a PNG")
    shot.add_argument("target", help="menu, a game id, or a scene: setup, settings, rules, cards, pause, results, handoff, "
                                        "history, stats, unfinished (these three show the data folder's games), "
                                        "replay, about, online (Play online and My tables)")
    shot.add_argument("--out", type=Path, required=True)
    shot.add_argument("--seed", type=int, default=1)
    shot.add_argument("--moves", type=int, default=0)
    shot.add_argument("--size", default="1600x900", help="WxH")
    shot.add_argument("--players", type=int, help="seats on a game's board (default 2 where allowed)")
    shot.add_argument("--game", choices=list(games.GAMES),
                      help="the game a scene shows (replay, results, setup, rules, cards, pause); replay stands after "
                           "--moves actions of a seeded AI game (0: its end)")
    shot.add_argument("--keys", default="", help="keys pressed first, a frame after each: pygame key names "
                                                 "separated by commas, e.g. tab,tab,return or shift+tab,space")

    tut = sub.add_parser("tutorial", help="the game's lesson: a guided first game on its board")
    tut.add_argument("game", choices=list(games.GAMES))
    tut.add_argument("--part", choices=["first", "full"], default="first",
                     help="which lesson: the first game or the full rules (default first)")
    tut.add_argument("--check", action="store_true",
                     help="play it headless with its own answers and check every step's target")
    tut.add_argument("--json", action="store_true", help="with --check: print one JSON object")
    tut.add_argument("--shots", type=Path, help="with --check: save a picture of every step in this folder")
    hint = sub.add_parser("hint", help="the Hint button's advice for a seeded position")
    hint.add_argument("game", choices=list(games.GAMES))
    hint.add_argument("--players", type=int, help="seats (default 2 where allowed)")
    hint.add_argument("--seed", type=int, default=1)
    hint.add_argument("--moves", type=int, default=0, help="seeded random moves played first")
    hint.add_argument("--json", action="store_true", help='print {"action", "reason", "unsure", "level"}')
    cards = sub.add_parser("cards", help="the game's card catalogue: every card's name, text and ruling")
    cards.add_argument("game", choices=list(games.GAMES))
    cards.add_argument("--json", action="store_true", help='print {"cards": [{"id", "name", "text", "ruling"}]}')

    aud = sub.add_parser("audit", help="drive every board through seeded games and report cut, covered, "
                                       "overlapping, off-screen and moving elements")
    aud.add_argument("--game", choices=list(games.GAMES), help="only this game (default: all)")
    aud.add_argument("--text-size", type=int, choices=[100, 125, 150], help="only this text size (default 100, 150)")
    aud.add_argument("--size", help="only this window size, WxH (default 1600x900, 1366x768, 1920x1080)")
    aud.add_argument("--short", action="store_true", help="CI's sweep: a few frames of every kind of screen")
    aud.add_argument("--shots", type=Path, help="save a picture of each problem, its rectangles outlined")
    aud.add_argument("--json", action="store_true", help="print one JSON object")
    aud.add_argument("--jobs", type=int, default=min(os.cpu_count() or 1, 4),
                     help="audit in this many processes at once (default: the machine's cores, at most 4)")
    aud.add_argument("--known", type=Path, help="a list of findings already known (JSON): exit 1 on any other")
    aud.add_argument("--write-known", type=Path, help="write this run's findings as the known list")

    bench = sub.add_parser("bench", help="measure start-up, frame time, playouts and AI speed")
    bench.add_argument("--json", action="store_true")
    bench.add_argument("--quick", action="store_true", help="fewer samples (for smoke tests)")
    from labdesk.online.cli import add_parsers

    add_parsers(sub)
    # every subcommand takes --lang after its name too (SUPPRESS: an absent one keeps the main one)
    for command in sub.choices.values():
        command.add_argument("--lang", choices=list(LANGUAGES), default=argparse.SUPPRESS, help=lang_help)
    return p


def _fail(message: str) -> int:
    print(f"labdesk: {message}", file=sys.stderr)
    return 2


def parse_options(pairs: list[str], spec: GameSpec) -> dict:
    """``--option NAME=VALUE`` pairs as the game's options, each value one of the option's choices."""
    names = [o.name for o in spec.options]
    options = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or name not in names:
            raise ValueError(_("bad option '{pair}': use NAME=VALUE with a known NAME ({names})").format(
                pair=pair, names=", ".join(names) or _("none")))
        options[name] = spec.option(name).parse(value)
    return options


def game_options(args, rules, players: int) -> dict:
    """The options of ``--variant`` and ``--option``; a combination the game refuses raises
    ValueError with its reason (checked by setting up a game, before anything else runs)."""
    options = {}
    if args.variant:
        known = [v.name for v in rules.spec.variants]
        if args.variant not in known:
            raise ValueError(_("unknown variant '{variant}' (known: {known})").format(variant=args.variant,
                                                                                     known=", ".join(known)))
        options["variant"] = args.variant
    options.update(parse_options(args.option, rules.spec))
    rules.new_state(0, players, dict(options))
    return options


def parse_seats(text: str, spec: GameSpec):
    """'human,ai:hard' -> seats named 'Player 1', 'AI 2', ... (saved so, shown in the app's language;
    the level is a seat field, shown beside the name where seats are listed)."""
    from labdesk.engine.match import Seat, default_seat_name

    seats = []
    for i, part in enumerate(p.strip() for p in text.split(",")):
        if part == "human":
            seats.append(Seat("human", default_seat_name("human", i + 1)))
        elif part.startswith("ai"):
            level = part.partition(":")[2] or "medium"
            from labdesk.ai import LEVELS

            if level not in LEVELS:
                raise ValueError(_("unknown AI level '{level}' (known: {known})").format(level=level,
                                                                                        known=", ".join(LEVELS)))
            seats.append(Seat("ai", default_seat_name("ai", i + 1), level))
        else:
            raise ValueError(_("seat '{seat}' must be 'human' or 'ai:LEVEL'").format(seat=part))
    if len(seats) not in spec.players:
        raise ValueError(_("{game} takes {span} players, not {n}").format(game=_(spec.title), span=span(spec.players),
                                                                          n=len(seats)))
    return seats


def _play(args) -> int:
    from labdesk.engine import saves

    if args.load:
        try:
            saves.read_save(args.load)  # refuse a bad file here, before any window opens
        except saves.SaveError as exc:
            return _fail(_("cannot load {file}: {reason}").format(file=args.load, reason=exc))
        play = {"load": args.load}
    else:
        if not args.game:
            return _fail(_("play needs a game id or --load FILE"))
        if not games.is_built(args.game):
            return _fail(_("{game} is not built yet").format(game=_(games.GAMES[args.game].title)))
        rules = games.rules(args.game)
        try:
            seats = parse_seats(args.players, rules.spec)
        except ValueError as exc:
            return _fail(str(exc))
        try:
            options = game_options(args, rules, len(seats))
        except ValueError as exc:
            return _fail(str(exc))
        seed = args.seed if args.seed is not None else _fresh_seed()
        play = {"game": args.game, "seats": seats, "seed": seed, "options": options}
    if args.headless:
        return _play_headless(play)
    from labdesk.ui.app import run

    run(play=play)
    return 0


def _play_headless(play: dict) -> int:
    """Play AI seats to the end with no window and record the game as the app does: the history
    gets the finished game; a game loaded from a file is removed there once finished, as on a board."""
    from labdesk.engine import history, saves
    from labdesk.ui.app import match_from_play

    match = match_from_play(play)
    if any(s.kind == "human" for s in match.seats):
        return _fail(_("--headless plays AI seats only: use --players ai:LEVEL,ai:LEVEL,..."))
    played_here = False
    while not match.state.is_over():
        seat = match.current_seat()
        try:
            action = match.ai_player(seat).choose(match.state.clone())
        except Exception as exc:  # noqa: BLE001 - as on a board: an AI bug plays a fallback move
            print(f"labdesk: AI for seat {seat + 1} failed: {exc!r}", file=sys.stderr)
            action = None
        if action not in match.legal_actions():
            action = match.legal_actions()[0]
        match.apply(action)
        played_here = True
    if not played_here:
        return _fail(_("the game is already over: nothing was played or recorded"))
    saves.finish_save(match, play.get("load"))
    entry = history.entries()[0]
    print(_history_line(entry))
    return 0


def load_recorded(which: str) -> dict:
    """The save of a history entry (by id) or of a save file, checked; raises FileRefused."""
    from labdesk.engine import history
    from labdesk.engine.match import check_save
    from labdesk.engine.saves import SAVE_LIMITS
    from labdesk.engine.validate import read_json

    path = Path(which)
    if path.suffix == ".json" or path.exists():
        return check_save(read_json(path, SAVE_LIMITS))
    return history.load(which).save


def _replay(args) -> int:
    from labdesk.engine.replay import Replay
    from labdesk.engine.validate import FileRefused

    try:
        save = load_recorded(args.game)
        Replay(save)  # refuse a save that does not replay here, before any window opens
    except FileRefused as exc:
        return _fail(_("cannot replay {game}: {reason}").format(game=args.game, reason=exc))
    from labdesk.ui.app import run

    run(replay=save)
    return 0


def _analyse(args) -> int:
    from labdesk.ai.analysis import analyse
    from labdesk.engine.validate import FileRefused

    try:
        save = load_recorded(args.game)
        result = analyse(save, args.seat - 1)
    except FileRefused as exc:
        return _fail(_("cannot analyse {game}: {reason}").format(game=args.game, reason=exc))
    except ValueError as exc:
        return _fail(str(exc))
    if args.json:
        print(json.dumps(result.to_json()))
        return 0
    print(analysis_text(save, result))
    return 0


def analysis_text(save: dict, result) -> str:
    """``analyse`` without --json: the summary, then the costliest decisions in the game's words."""
    from labdesk.ai.analysis import describe
    from labdesk.engine.replay import Replay

    replay = Replay(save)
    count = len(result.decisions)
    lines = [ngettext("seat {seat}: {n} decision, about {loss} of a win lost in all",
                      "seat {seat}: {n} decisions, about {loss} of a win lost in all", count).format(
        seat=result.seat + 1, n=count, loss=f"{result.total_loss:.2f}")]
    for d in result.costliest(10):
        where = (_("turn {n}").format(n=d.turn) if d.turn is not None else _("move {n}").format(n=d.index + 1))
        state = replay.state_at(d.index)
        played, suggested = (describe(replay.game_id, state, text, replay.names()) for text in (d.played, d.suggested))
        lines.append("  " + _("{where}: {played} instead of {suggested}: lost about {loss} of a win").format(
            where=where, played=played, suggested=suggested, loss=f"{d.loss:.2f}"))
        if d.reason:
            lines.append("    " + d.reason)
    return "\n".join(lines)


def _history_line(entry) -> str:
    from labdesk.engine import history
    from labdesk.ui.scenes.common import level_name

    if isinstance(entry, history.DamagedEntry):
        return _("{id}  damaged: {reason}").format(id=entry.id, reason=entry.reason)
    players = ", ".join(p.label(level_name) for p in entry.players)
    if entry.result is None:
        result = _("conceded") if entry.status == history.CONCEDED else _("abandoned")
    else:
        names = [p.shown for p in entry.players]
        # a participant after the seats is the one the rules play (solo Explosion's Robot)
        won = [names[w] if w < len(names) else _("the Robot") for w in entry.result.winners]
        scores = " ".join(f"{s:g}" for s in entry.result.scores)
        result = _("won by {names} (scores {scores})").format(names=", ".join(won) or _("nobody"), scores=scores)
    game = games.GAMES[entry.game]
    return _("{id}  {date}  {game} ({variant})  {players}  {result}").format(
        id=entry.id, date=f"{entry.date:%Y-%m-%d %H:%M}", game=_(game.title), variant=_(entry.variant),
        players=players, result=result)


def _entry_json(entry) -> dict:
    from labdesk.engine import history

    if isinstance(entry, history.DamagedEntry):
        return {"id": entry.id, "damaged": entry.reason, "path": str(entry.path)}
    return {"id": entry.id, "date": entry.date.isoformat(), "status": entry.status, "game": entry.game,
            "variant": entry.variant, "players": [{"name": p.name, "kind": p.kind, "level": p.level}
                                                  for p in entry.players],
            "actions": entry.actions, "seed": entry.save["seed"],
            "result": None if entry.result is None else {"scores": list(entry.result.scores),
                                                         "winners": list(entry.result.winners),
                                                         "rounds": entry.result.rounds}}


def _history(args) -> int:
    from labdesk.engine import history

    listed = history.entries()
    if args.json:
        print(json.dumps({"folder": str(history.history_dir()), "entries": [_entry_json(e) for e in listed]}))
    else:
        for entry in listed:
            print(_history_line(entry))
        if not listed:
            print(_("no games recorded yet"))
    return 0


def _stats(args) -> int:
    from labdesk.engine import history, stats

    result = stats.compute(history.entries())
    if args.json:
        print(json.dumps(result.as_json()))
        return 0
    print(stats_text(result) if result.per_game else _("no games recorded yet"))
    return 0


def stats_text(result) -> str:
    """``stats`` without --json: per game, its variants and its opponents, in the app's language."""
    from labdesk.ui.scenes.stats import opponent_text

    def line(label: str, t) -> str:
        best = "-" if t.best_score is None else f"{t.best_score:g}"
        mean = "-" if t.average_score is None else f"{t.average_score:.1f}"
        length = "-" if t.average_actions is None else ngettext(
            "{n} action", "{n} actions", round(t.average_actions)).format(n=f"{t.average_actions:.0f}")
        games_won = ngettext("{n} game", "{n} games", t.games).format(n=t.games)
        wins = ngettext("{n} win", "{n} wins", t.wins).format(n=t.wins)
        return "  " + _("{label}: {games}, {wins} ({rate}), streak {streak} (best {best_streak}), "
                        "score best {best} mean {mean}, length {length}").format(
            label=label, games=games_won, wins=wins, rate=f"{t.win_rate:.0%}", streak=t.current_streak,
            best_streak=t.best_streak, best=best, mean=mean, length=length)
    lines = []
    for game, t in result.per_game.items():
        title = _(games.GAMES[game].title) if game in games.GAMES else game
        lines.append(_("{game}: {n} abandoned").format(game=title, n=result.abandoned.get(game, 0)))
        lines.append(line(_("all"), t))
        for (g, variant), tv in result.per_variant.items():
            if g == game:
                lines.append(line(_("variant {variant}").format(variant=_(variant)), tv))
        for (g, opponent), to in result.per_opponent.items():
            if g == game:
                lines.append(line(_("against {opponent}").format(opponent=opponent_text(opponent)), to))
    return "\n".join(lines)


def _fresh_seed() -> int:
    import random

    return random.SystemRandom().randrange(1 << 31)


def _simulate(args) -> int:
    if not games.is_built(args.game):
        return _fail(f"{games.GAMES[args.game].title} is not built yet")
    rules = games.rules(args.game)
    if args.players not in rules.spec.players:
        return _fail(f"{rules.spec.title} takes {span(rules.spec.players)} players")
    if args.games < 1:
        return _fail("--games must be at least 1")
    levels = [lvl.strip() for lvl in args.ai.split(",")]
    from labdesk.ai import LEVELS

    for lvl in levels:
        if lvl not in LEVELS:
            return _fail(f"unknown AI level '{lvl}' (known: {', '.join(LEVELS)})")
    try:
        options = game_options(args, rules, args.players)
    except ValueError as exc:
        return _fail(str(exc))
    from labdesk.ai.arena import simulate

    try:
        result = simulate(args.game, args.players, args.games, levels, args.seed, swap=args.swap, options=options)
    except ValueError as exc:  # e.g. more levels than seats
        return _fail(str(exc))
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{result['game']}: {result['games']} games, {result['players']} players, seed {result['seed']}")
        for seat, (level, wins) in enumerate(zip(result["ai"], result["wins"])):
            print(f"  seat {seat + 1} ({level}): {wins:g} wins")
        print(f"  mean turns {result['mean_turns']:.1f}; decision {result['decision_ms']['mean']:.2f} ms mean, "
              f"{result['decision_ms']['p95']:.2f} ms p95; violations {result['violations']}")
        for example in result.get("violation_examples", []):
            print(f"  ! {example}")
    return 1 if result["violations"] else 0


def _screenshot(args) -> int:
    try:
        w, h = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        return _fail("--size must look like 1600x900")
    target = args.target
    if target in games.GAMES and not games.is_built(target):
        return _fail(f"{games.GAMES[target].title} is not built yet")
    from labdesk.ui.app import SCREENSHOT_TARGETS, render_screenshot

    if target not in games.GAMES and target not in SCREENSHOT_TARGETS:
        return _fail(f"unknown screen '{target}' (menu, a game id, or one of: {', '.join(SCREENSHOT_TARGETS)})")
    try:
        render_screenshot(target, args.out, seed=args.seed, moves=args.moves, size=(w, h), players=args.players,
                          game=args.game, keys=args.keys)
    except ValueError as exc:
        return _fail(str(exc))
    print(args.out)
    return 0


def _tutorial(args) -> int:
    from labdesk.engine.lesson import lesson_for

    if not games.is_built(args.game) or lesson_for(args.game, args.part) is None:
        return _fail(f"{games.GAMES[args.game].title} has no {args.part} lesson")
    if not args.check:
        from labdesk.ui.app import run

        run(lesson=args.game, lesson_part=args.part)
        return 0
    from labdesk.ui.app import headless_app
    from labdesk.ui.scenes.lesson import check_lesson

    result = check_lesson(args.game, shots=args.shots, app=headless_app(), part=args.part)
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{result['game']} ({result['part']}): {result['steps']} steps, {'ok' if result['ok'] else 'FAILED'}")
        for problem in result["problems"]:
            print(f"  ! {problem}")
    return 0 if result["ok"] else 1


def _hint(args) -> int:
    if not games.is_built(args.game):
        return _fail(f"{games.GAMES[args.game].title} is not built yet")
    spec = games.rules(args.game).spec
    players = args.players or (2 if 2 in spec.players else spec.players.start)
    if players not in spec.players:
        return _fail(f"{spec.title} takes {span(spec.players)} players")
    if args.moves < 0:
        return _fail("--moves must be 0 or more")
    from labdesk.ai.adviser import position_seed
    from labdesk.ai.hints import hint, seeded_match

    match = seeded_match(args.game, players, args.seed, args.moves)
    state = match.state
    seat = state.current_player()
    if seat is None:
        return _fail(f"the game is over after {args.moves} moves: no hint to give")
    advice = hint(args.game, state, seat, seed=position_seed(match.seed, len(match.actions)))
    if args.json:
        print(json.dumps(advice.as_json(), ensure_ascii=False))
    else:
        print(f"{advice.action}: {advice.reason}")
    return 0


def _audit(args) -> int:
    from labdesk.ui.audit_run import audit_all, sweep

    size = None
    if args.size:
        try:
            w, h = (int(n) for n in args.size.lower().split("x"))
        except ValueError:
            return _fail(f"--size must be WxH, not {args.size!r}")
        size = (w, h)
    known = None
    if args.known:
        try:
            known = {tuple(k) for k in json.loads(args.known.read_text(encoding="utf-8"))["findings"]}
        except (OSError, ValueError, KeyError, TypeError) as exc:
            return _fail(f"cannot read the known findings in {args.known}: {exc}")
    report = audit_all(sweep(args.game, args.lang, args.text_size, size, short=args.short), shots=args.shots,
                       jobs=args.jobs)
    result = report.as_json()
    # a finding's words without where in the code it was cut ("(board.py:281)"): lines move
    findings = sorted({(e["kind"], e["game"], re.sub(r" \(\w+\.py:\d+\)$", "", e["text"]))
                       for e in result["examples"]})
    if args.write_known:
        from labdesk.userdata import atomic_write_text

        atomic_write_text(args.write_known, json.dumps({"findings": findings}, ensure_ascii=False, indent=1) + "\n")
    if args.json:
        print(json.dumps(result, ensure_ascii=False))
    else:
        print(f"{result['frames']} frames in {result['seconds']} s: "
              + ", ".join(f"{kind} {count}" for kind, count in result["problems"].items()))
        for example in result["examples"]:
            print(f"  {example['kind']:9} {example['where']}: {example['text']}")
    if known is not None:
        new = [f for f in findings if f not in known]
        for kind, game, text in new:
            print(f"labdesk audit: new {kind} in {game}: {text}", file=sys.stderr)
        return 1 if new else 0
    return 0


def _cards(args) -> int:
    if not games.is_built(args.game):
        return _fail(f"{games.GAMES[args.game].title} is not built yet")
    from labdesk.games.catalogue import cards

    found = cards(args.game)
    if args.json:
        print(json.dumps({"cards": [card.as_json() for card in found]}, ensure_ascii=False))
        return 0
    for card in found:
        print(f"{card.name}: {card.text}" + (f" ({card.ruling})" if card.ruling else ""))
    return 0


def _bench(args) -> int:
    from labdesk.bench import run_bench

    result = run_bench(quick=args.quick)
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key}: {json.dumps(value)}")
    return 0


def main(argv: list[str] | None = None) -> int:
    if not (sys.argv[1:] if argv is None else argv):
        from labdesk.ui.app import run

        run()
        return 0
    args = _parser().parse_args(argv)
    if args.lang:
        # the environment variable, so the app, screenshots and any process it starts agree
        os.environ["LABDESK_LANG"] = args.lang
    from labdesk.i18n import set_language, system_language

    set_language(system_language())  # --lang, else LABDESK_LANG, else the system's (the app may follow Settings)
    if args.command is None:
        from labdesk.ui.app import run

        run()
        return 0
    return {"play": _play, "simulate": _simulate, "screenshot": _screenshot, "tutorial": _tutorial,
            "hint": _hint, "bench": _bench, "history": _history, "stats": _stats, "replay": _replay,
            "analyse": _analyse, "audit": _audit, "cards": _cards, "serve": _online, "table": _online,
            "join": _online}[args.command](args)


def _online(args) -> int:
    from labdesk.online.cli import run

    return run(args)


if __name__ == "__main__":
    sys.exit(main())
