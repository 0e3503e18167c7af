"""Print the exact odds of Explosion in the Laboratory's Lab row, from the shipped content.json.

Enumerates all 720 orders of the six Lab cards: the distribution of chemical numbers, then per fire
level the chance of each colour, of an Unstable Mixture on the next pour (with and without a red
already poured) and of exploding during a turn that pours on to 2 or 4 chemicals.
The bullet lines printed last are the ones published in labdesk/games/explosion/rules.md.

    python tools/explosion_odds.py [--check]

``--check`` fails, naming the first missing line, if rules.md lacks one of the published lines.
"""
import argparse
import sys

from labdesk.games.explosion.content import load
from labdesk.resources import package_text
from labdesk.games.explosion.odds import lab_card_lines, markdown_table, number_counts, numbers_line, rules_page_lines


def published_lines(content) -> list[str]:
    return lab_card_lines(content) + [numbers_line(content)] + rules_page_lines(content)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail if rules.md is out of date")
    args = parser.parse_args(argv)
    content = load()
    if args.check:
        page = package_text("labdesk/games/explosion/rules.md") or ""
        missing = [line for line in published_lines(content) if line not in page]
        print(f"rules.md is out of date: {missing[0]}" if missing else "rules.md is up to date")
        return 1 if missing else 0
    counts = number_counts(content)
    total = sum(counts.values())
    print(f"Chemical numbers over all {total} row orders:")
    for number, n in counts.items():
        print(f"  {number:2d}: {n:3d}/{total}  {n / total * 100:5.1f}%  {'#' * (n // 4)}")
    print()
    print(markdown_table(content))
    print()
    print("As published in rules.md:")
    print("\n".join(published_lines(content)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
