"""Print the exact odds of Explosion in the Laboratory's Lab row, from the shipped content.json.

Enumerates all 720 orders of the six Lab cards: the distribution of chemical numbers, then per fire
level the chance of each colour, of an Unstable Mixture on the next pour (with and without a red
already poured) and of exploding during a turn that pours on to 2 or 4 chemicals.
The bullet lines printed last are the ones published in labdesk/games/explosion/rules.md (a test checks it).

    python tools/explosion_odds.py
"""
from labdesk.games.explosion.content import load
from labdesk.games.explosion.odds import lab_card_lines, markdown_table, number_counts, numbers_line, rules_page_lines


def main() -> None:
    content = load()
    counts = number_counts(content)
    total = sum(counts.values())
    print(f"Chemical numbers over all {total} row orders:")
    for number, n in counts.items():
        print(f"  {number:2d}: {n:3d}/{total}  {n / total * 100:5.1f}%  {'#' * (n // 4)}")
    print()
    print(markdown_table(content))
    print()
    print("As published in rules.md:")
    print("\n".join(lab_card_lines(content)))
    print(numbers_line(content))
    print("\n".join(rules_page_lines(content)))


if __name__ == "__main__":
    main()
