"""Lab Chaos balance check: self-play with one AI level and per-card / per-End-card figures.

    python tools/lab_chaos_balance.py --players 3,4,5,6 --games 1000 --ai medium --seed 0 [--top 8]

Prints, for the seat count: deal lengths (turns), how deals end (empty hand, End card, stall guard),
the win share per seat, then for every End card how often it was laid, how often it decided the deal
and how often the player who laid it was the one who won by it (and, counted once a deal, the
share of the deals it was laid in that it decided); then the cards whose players win
most and least often (a player "played" a card if it was their turn card or reaction in that deal;
their win rate is compared with 1/players), and the least played cards. The last line sums up
the issue 13 targets: deals decided by an End card (≤ 45%), the End card deciding the largest share
of the deals it was laid in (≤ 50%) and the card whose players win most, against the fair share
(≤ 1.5x; cards played in at least 50 player-deals). ``--deck`` tries a changed
cards.json before it replaces the real one.
"""
from __future__ import annotations

import argparse
import json
import statistics
from collections import Counter, defaultdict

from labdesk.ai.base import make_player
from labdesk.games.lab_chaos import content
from labdesk.games.lab_chaos.events import EndCardCleared, EndCardSet
from labdesk.games.lab_chaos.rules import CardPlayed, GameWon, LabChaosState


def play(players: int, games: int, level: str, seed: int, deck_file: str | None = None) -> dict:
    deck = content.load() if deck_file is None else content.validate(json.load(open(deck_file, encoding="utf-8")))
    turns: list[int] = []
    reasons: Counter = Counter()
    seat_wins: Counter = Counter()
    end_laid: Counter = Counter()
    end_decided: Counter = Counter()
    end_layer_won: Counter = Counter()
    end_deals: Counter = Counter()  # End card -> deals in which it was laid at least once
    played_by = Counter()  # card -> player-deals in which it was played
    played_won = Counter()  # card -> of those, deals that player won
    plays = Counter()  # card -> times played
    for g in range(games):
        state = LabChaosState(seed + g, players, {}, deck=deck)
        seats = [make_player("lab-chaos", level, (seed + g) * 1009 + 17 * s + 1) for s in range(players)]
        who_played = defaultdict(set)  # card -> seats that played it this deal
        end_layer = None
        laid_this_deal: set = set()
        while not state.is_over():
            seat = state.current_player()
            for event in state.apply(seats[seat].choose(state)):
                if isinstance(event, CardPlayed):
                    who_played[event.card].add(event.seat)
                    plays[event.card] += 1
                elif isinstance(event, EndCardSet):
                    end_laid[event.card] += 1
                    laid_this_deal.add(event.card)
                    end_layer = event.seat
                elif isinstance(event, EndCardCleared) and event.card is not None:
                    end_layer = None
                elif isinstance(event, GameWon):
                    turns.append(state.turns)
                    end_deals.update(laid_this_deal)
                    winners = set(event.winners)
                    for w in winners:
                        seat_wins[w] += 1 / len(winners)
                    if event.reason.startswith("met the End card"):
                        reasons["End card"] += 1
                        end_decided[state_end_card(event.reason, deck)] += 1
                        if end_layer in winners:
                            end_layer_won[state_end_card(event.reason, deck)] += 1
                    elif event.reason == "emptied their hand":
                        reasons["empty hand"] += 1
                    else:
                        reasons["stall guard"] += 1
                    for card, seats_ in who_played.items():
                        for s in seats_:
                            played_by[card] += 1
                            played_won[card] += s in winners
    return {"turns": turns, "reasons": reasons, "seat_wins": seat_wins, "end_laid": end_laid,
            "end_decided": end_decided, "end_layer_won": end_layer_won, "end_deals": end_deals, "played_by": played_by,
            "played_won": played_won, "plays": plays, "deck": deck}


def state_end_card(reason: str, deck) -> str:
    """The End card id named in a deal's end reason ("met the End card “Quorum”")."""
    title = reason.split("“", 1)[1].rstrip("”")
    return next(cid for cid, c in deck.cards.items() if c.title == title)


def report(players: int, games: int, r: dict, top: int) -> None:
    deck, t = r["deck"], sorted(r["turns"])
    print(f"== {players} players, {games} deals")
    print(f"turns per deal: mean {statistics.fmean(t):.1f}, median {statistics.median(t)}, "
          f"p10 {t[len(t) // 10]}, p90 {t[len(t) * 9 // 10]}, max {t[-1]}; within 2 turns: "
          f"{sum(1 for x in t if x <= 2)}")
    print("deals end by: " + ", ".join(f"{k} {v} ({100 * v / games:.0f}%)" for k, v in r["reasons"].most_common()))
    print("win share per seat: " + ", ".join(f"{100 * r['seat_wins'][s] / games:.0f}%" for s in range(players)))
    print("End cards: laid / decided the deal / won by the player who laid it / deals laid in, share decided")
    decide_rate = {}
    for cid in [c for c, card in deck.cards.items() if card.end]:
        d = r["end_decided"][cid]
        share = f"{100 * r['end_layer_won'][cid] / d:.0f}%" if d else "-"
        deals = r["end_deals"][cid]
        decide_rate[cid] = d / deals if deals else 0.0
        print(f"  {cid:18} {r['end_laid'][cid]:4} {d:4}  {share:>4}   {deals:4} {100 * decide_rate[cid]:3.0f}%")
    base = 1 / players
    rates = {c: r["played_won"][c] / r["played_by"][c] for c in deck.cards if r["played_by"][c] >= 20}
    ranked = sorted(rates, key=rates.get, reverse=True)
    print(f"cards whose players win most (baseline {100 * base:.0f}%):")
    for c in ranked[:top]:
        print(f"  {c:20} {100 * rates[c]:3.0f}% of {r['played_by'][c]}")
    print("... and least:")
    for c in ranked[-top:]:
        print(f"  {c:20} {100 * rates[c]:3.0f}% of {r['played_by'][c]}")
    rare = sorted(deck.cards, key=lambda c: r["plays"][c])[:top]
    print("least played: " + ", ".join(f"{c} {r['plays'][c]}" for c in rare))
    firm = {c: v for c, v in rates.items() if r["played_by"][c] >= 50}
    worst_end = max(decide_rate, key=decide_rate.get)
    best_card = max(firm, key=firm.get) if firm else None
    card_part = f"{best_card} {firm[best_card] / base:.2f}x fair" if best_card else "-"
    print(f"targets {players}p: End card decides {100 * r['reasons']['End card'] / games:.0f}% of deals; "
          f"most decisive End card {worst_end} {100 * decide_rate[worst_end]:.0f}% of its deals; "
          f"best card {card_part}", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", default="4", help="seat counts, e.g. 3,4,5,6")
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--ai", default="medium")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--top", type=int, default=8)
    ap.add_argument("--deck", help="a cards.json to try instead of the game's own (same schema)")
    a = ap.parse_args()
    for players in [int(n) for n in a.players.split(",")]:
        report(players, a.games, play(players, a.games, a.ai, a.seed, a.deck), a.top)


if __name__ == "__main__":
    main()
