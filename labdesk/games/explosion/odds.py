"""Exact odds of the Lab row, by enumeration of all 720 orders of the six Lab cards (pure).

Every pour reshuffles all six cards, so successive chemicals of a turn are independent draws from the
same distribution: the fire level's colour odds below are all a push-your-luck decision needs.
"""
from __future__ import annotations

from fractions import Fraction
from itertools import permutations

from labdesk.games.explosion.content import COLOURS, Content, load
from labdesk.i18n import _, pgettext


def number_counts(content: Content) -> dict[int, int]:
    """How many of the 720 row orders give each chemical number."""
    from labdesk.games.explosion.rules import row_number

    counts: dict[int, int] = {}
    for row in permutations(sorted(content.lab)):
        _, lv, _, rv = row_number(content, row)
        counts[lv + rv] = counts.get(lv + rv, 0) + 1
    return dict(sorted(counts.items()))


def colour_odds_of(content: Content, fire: int) -> dict[str, Fraction]:
    counts = number_counts(content)
    total = sum(counts.values())
    tubes = content.lab[fire]["tubes"]
    odds = {c: Fraction(0) for c in COLOURS}
    for number, n in counts.items():
        odds[tubes[number]] += Fraction(n, total)
    return odds


_ODDS: dict[int, dict[str, Fraction]] = {}


def colour_odds(fire: int) -> dict[str, Fraction]:
    """P(colour) of the next chemical at a fire level (1-6), for the shipped content."""
    if fire not in _ODDS:
        _ODDS[fire] = colour_odds_of(load(), fire)
    return _ODDS[fire]


def explode_next(odds: dict[str, Fraction], first: bool, reds: int) -> Fraction:
    """P(the next selection makes an Unstable Mixture)."""
    if first:
        return Fraction(0)  # a first black becomes a colour of your choice; a first red is safe
    return odds["K"] + (odds["R"] if reds else 0)


def explode_within(odds: dict[str, Fraction], chemicals: int) -> Fraction:
    """P(exploding before ``chemicals`` chemicals are poured, always pouring on; a first black is
    taken as blue or yellow)."""
    safe0 = Fraction(1)  # P(alive, no red yet)
    safe1 = Fraction(0)  # P(alive, one red)
    for k in range(chemicals):
        if k == 0:
            safe0, safe1 = 1 - odds["R"], odds["R"]
            continue
        safe0, safe1 = (safe0 * (odds["B"] + odds["Y"]),
                        safe0 * odds["R"] + safe1 * (odds["B"] + odds["Y"]))
    return 1 - safe0 - safe1


def table_rows(content: Content) -> list[list[str]]:
    """The published odds table: one row per fire level, percentages to one decimal."""
    rows = []
    for fire in range(1, 7):
        o = colour_odds_of(content, fire)
        rows.append([str(fire)] + [pct(o[c]) for c in COLOURS]
                    + [pct(explode_next(o, False, 0)), pct(explode_next(o, False, 1)),
                       pct(explode_within(o, 2)), pct(explode_within(o, 4))])
    return rows


TABLE_HEADER = ["Fire level", "Blue", "Yellow", "Red", "Black", "Next pour, no red yet",
                "Next pour, after a red", "A 2-chemical turn", "A 4-chemical turn"]


def pct(x: Fraction) -> str:
    """A percentage to one decimal, with the current language's decimal point."""
    return f"{float(x) * 100:.1f}".replace(".", pgettext("decimal point", ".")) + "%"


def markdown_table(content: Content) -> str:
    lines = ["| " + " | ".join(TABLE_HEADER) + " |", "|" + "---|" * len(TABLE_HEADER)]
    lines += ["| " + " | ".join(r) + " |" for r in table_rows(content)]
    return "\n".join(lines)


def rules_page_lines(content: Content) -> list[str]:
    """The odds as the bullet lines published in the rules page of the current language (the in-app
    page has no tables)."""
    lines = []
    for fire in range(1, 7):
        o = colour_odds_of(content, fire)
        lines.append(_("- Fire {fire}: blue {blue}, yellow {yellow}, red {red}, black {black}; "
                       "next pour explodes {first} with no red yet, {after_red} after a red; "
                       "a 2-chemical turn explodes {two}, a 4-chemical turn {four}").format(
            fire=fire, blue=pct(o["B"]), yellow=pct(o["Y"]), red=pct(o["R"]), black=pct(o["K"]),
            first=pct(explode_next(o, False, 0)), after_red=pct(explode_next(o, False, 1)),
            two=pct(explode_within(o, 2)), four=pct(explode_within(o, 4))))
    return lines


def numbers_line(content: Content) -> str:
    """The published distribution of chemical numbers (ways out of 720)."""
    counts = number_counts(content)
    return _("- Numbers a row can give (ways out of {total}): {counts}. "
             "The other numbers only matter to the Robot and to reveals.").format(
        total=sum(counts.values()), counts=", ".join(f"{n} ({k})" for n, k in counts.items()))


def lab_card_lines(content: Content) -> list[str]:
    """The Lab cards as published in rules.md: edges and every numbered tube."""
    lines = []
    for n in sorted(content.lab):
        card = content.lab[n]
        edge = ["X" if card[k] is None else str(card[k]) for k in ("left", "right")]
        tubes = " ".join(f"{number}{c}" for number, c in card["tubes"].items())
        lines.append(_("- Card {n}, {name} (left {left}, right {right}): {tubes}").format(
            n=n, name=_(content.lab_names[n]), left=edge[0], right=edge[1], tubes=tubes))
    return lines
