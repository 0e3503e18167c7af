"""Previews for the "Show odds" setting (pure): what buying a lab item or an impact card yields this
round and what it adds to the final score, as things stand.

Read from the observation: the viewer's research points, lab value and nurture papers, every
seat's nurture papers and the piles' tops are public or the viewer's own. "At the end" is the
change in the score the rules would count if the game ended now (impact points, the most-Nurture
bonus and the lab-value bonus); news articles a purchase might complete are left out (they are
scored the moment they are met, and the board's log says so).
"""
from __future__ import annotations

from dataclasses import dataclass

from labdesk.games.lab_wars.ai import lab_bonus_points
from labdesk.games.lab_wars.content import content
from labdesk.games.lab_wars.words import effect_words
from labdesk.i18n import _, ngettext


@dataclass(frozen=True)
class Yield:
    """A purchase: its price, the effects it brings this round, and the final-score change."""
    cost: int
    rp_left: int
    now: dict          # effects this round (an item's experiment: it is ready at once)
    end_points: int
    lab_value: int     # the viewer's lab value after the purchase


def _most_nurture(papers: list[int], seat: int) -> int:
    """The most-Nurture bonus ``seat`` would get with these paper counts (shared on a tie)."""
    mine = papers[seat]
    return content().most_nurture_bonus if mine and all(n <= mine for n in papers) else 0


def item_yield(obs: dict, type_id: str) -> Yield:
    """Buying a lab item of ``type_id`` from the viewer's hand."""
    me = obs["seats"][obs["you"]]
    item = content().item_types[type_id]
    cost = item.cost + me["cost_up"]
    value = me["lab_value"]
    return Yield(cost, me["rp"] - cost, dict(item.experiment),
                 lab_bonus_points(value + item.value) - lab_bonus_points(value), value + item.value)


def impact_yield(obs: dict, pile: str) -> Yield:
    """Buying the top impact card of ``pile``."""
    seat = obs["you"]
    me = obs["seats"][seat]
    cost = me["impact_costs"][pile]
    papers = [s["nurture_papers"] for s in obs["seats"]]
    before = _most_nurture(papers, seat)
    if pile == "nurture":
        papers[seat] += 1
    points = obs["piles"][pile]["top"]["value"] + _most_nurture(papers, seat) - before
    return Yield(cost, me["rp"] - cost, {}, points, me["lab_value"])


def yield_lines(found: Yield, item: bool) -> list[str]:
    """The preview's lines: this round, then at the end."""
    spent = ngettext("Costs {n} RP, leaves {left}", "Costs {n} RP, leaves {left}", found.cost).format(
        n=found.cost, left=found.rp_left)
    if item:
        now = (_("This round: experiment for {effects}").format(effects=effect_words(found.now)) if found.now
               else _("This round: no experiment"))
    else:
        now = spent
    if item:
        end = ngettext("At the end: +{n} impact (lab value {value})", "At the end: +{n} impact (lab value {value})",
                       found.end_points).format(n=found.end_points, value=found.lab_value)
    else:
        end = ngettext("At the end: +{n} impact", "At the end: +{n} impact", found.end_points).format(n=found.end_points)
    return [spent, now, end] if item else [now, end]
