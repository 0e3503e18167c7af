"""What the Experiment board says: headline, prompts, labels and messages, from the observation.

Pure (no pygame): each function takes the figures it shows and returns the words, so they are tested
on their own and the board only places them.
"""
from __future__ import annotations

from labdesk.games.experiment.content import BROKEN, EXPLOSION, SECONDARY, task_units
from labdesk.games.experiment.rules import CompleteTask, count, label

PHASES = {"influence": "1 · Influence", "pick": "2 · Choose", "tasks": "3 · Tasks", "over": "Game over"}
COMPLETE = "Complete"
COMPLETE_TIP = "Spend the chosen lab cards on the chosen task"
END_TASKS = "End task phase"
END_TASKS_TIP = "Carry out no more tasks this round"
BENCH_TITLES = {"me_hand": "Hand", "me_front": "In front", "me_lab": "Lab cards", "me_tasks": "Tasks"}
AREA_TITLES = {"row": "Lab row", "tasks": "Tasks", "inf_deck": "Influence", "lab_deck": "Lab decks"}
COMPLETED = "Completed"
PERSONAL = "personal"
CHOSEN = "chosen"
NO_LAB_CARDS = "no lab cards"
ONLY_YOU = "only you see these"

PROMPTS = {
    "commit": ("Drag a hand card onto one of your two cards, or click a hand card, then a card. "
               "On the face-up card your total is sure; on the face-down one it is a gamble."),
    "play": "Play an influence card: click it. Higher influence picks earlier and sees the secret cards.",
    "pick": "Take a lab card from the row (a secret card is a surprise) or a task: the deck or the display.",
    "tasks": ("Glowing tasks can be carried out: click one (the cheapest cards are picked for you), "
              "click cards to change the set, then Complete."),
    "new-task": "Task done! Take a new task: the deck or one from the display.",
}
DISCARD_CAUSES = {BROKEN: "the broken flask", EXPLOSION: "the explosion"}

# messages for a wrong click or drop
CHOOSE_HAND_FIRST = "First choose a card from your hand"
DROP_ON_FRONT = "Drop the card on one of the two cards in front of you"
DROP_TO_PLAY = "Drop the card in front of you to play it"
NOT_EXACT = "These cards do not make the task exactly"


def headline(obs: dict) -> str:
    if obs["phase"] == "over":
        return "Experiment · Game over"
    return f"Experiment · Round {obs['round']}/{obs['rounds']} · Phase {PHASES.get(obs['phase'], obs['phase'])}"


def prompt(obs: dict, names: list[str], acting: bool, viewer: int | None) -> str:
    """The line under the viewer's bench: what to do now, or whose turn it is."""
    if obs["decision"] == "over":
        return "The game is over."
    seat = obs["to_move"]
    if seat is None:
        return ""
    if not acting:
        if seat == viewer:
            return f"{names[seat]}, your turn comes next…"
        return f"{names[seat]} is choosing…"
    if obs["decision"] == "discard":
        reason = obs["pending"][0][1] if obs["pending"] else EXPLOSION
        cause = DISCARD_CAUSES.get(reason, DISCARD_CAUSES[EXPLOSION])
        return f"You lose a lab card to {cause}: click the one to give up."
    return PROMPTS.get(obs["decision"], "")


def row_note(obs: dict, cards_showing: bool) -> str:
    """The line in an empty lab row during the task phase ('' when cards lie or are on their way)."""
    if cards_showing or obs["row_open"] or any(obs["row_secret"]) or obs["phase"] != "tasks":
        return ""
    if obs["round"] < obs["rounds"]:
        return "New lab cards are laid out when the next round begins."
    return "Last round: no more lab cards."


def seat_tags(obs: dict, seat: int, ai_level: str | None) -> list[str]:
    """What a seat is, in words: 'AI medium', 'active', 'peeked' (``ai_level`` None: a person)."""
    tags = [] if ai_level is None else [f"AI {ai_level}"]
    if seat == obs["active"]:
        tags.append("active")
    if seat == obs["peeker"] and obs["phase"] in ("pick", "tasks"):
        tags.append("peeked")
    return tags


def seat_title(name: str, tags: list[str]) -> str:
    """'Ana · AI medium · active': the name and its tags, one separator, no brackets."""
    return " · ".join([name] + tags)


def viewer_title(title: str, public: bool) -> str:
    """The bench's title; a spectator's screen says it shows only public cards."""
    return title + (" · public view" if public else "")


def action_label(action) -> str:
    if isinstance(action, CompleteTask):
        return f"complete {action.task} with {' + '.join(label(k) for k in action.spend)}"
    return str(action)


def lab_card_name(kind: str) -> str:
    """The word printed on a lab card ('2× red', 'broken', 'BOOM')."""
    return {BROKEN: "broken", EXPLOSION: "BOOM"}.get(kind, label(kind).replace("double ", "2× "))


def short_score(points: int) -> str:
    return count(points, "pt")


def bench_summary(info: dict) -> str:
    """The viewer's figures: 'influence 11 · 2 points · 1 task done · owes 1 card'."""
    parts = [f"{count(info['score'], 'point')} · {count(len(info['done']), 'task')} done"]
    if info["influence"] is not None:
        parts.insert(0, f"influence {info['influence']}")
    if info["owes"]:
        parts.append(f"owes {count(info['owes'], 'card')}")
    return " · ".join(parts)


def influence_total(info: dict) -> str:
    """An opponent's influence beside their cards in front ('= 9'), or alone ('influence 9')."""
    return f"= {info['influence']}" if info["front"] else f"influence {info['influence']}"


def commit_note(commit: dict) -> str:
    return f"chosen: {commit['value']} on the {commit['onto']} card"


def personal_sets(values: list[int]) -> str:
    return f"{min(values)}-{max(values)} sets"


def points_key(points: dict[int, int]) -> str:
    """The reference card in brief: points by the basic units a task needs."""
    table = " ".join(f"{u}:{p}" for u, p in sorted(points.items()))
    units = task_units([(next(iter(SECONDARY)), 1)])
    return f"Units:points  {table}   ({', '.join(SECONDARY)}: {units} units)"


def pile_count(n: int, where: str) -> str:
    """A count beside a pile or list: '24 used', '10 out', '43 in the deck', '2 done'."""
    return f"{n} {where}"


def owes(cards: int) -> str:
    return f"owes {cards}"


def hand_title(has_cards: bool) -> str:
    return "hand" if has_cards else "hand empty"


def lab_decks(basic: int, secret: int) -> str:
    return f"{basic}+{secret}"


def more_done(hidden: int) -> str:
    return f"+{hidden} more"


def cannot_complete(task: str) -> str:
    return f"{task} cannot be carried out with your cards yet"


def complete_button(task: str | None) -> str:
    return f"{COMPLETE} {task}" if task else COMPLETE


# --- what the animations say --------------------------------------------------------------------
def round_banner(round_number: int) -> str:
    return f"Round {round_number}"


def most_influence(name: str) -> str:
    return f"{name} has the most influence"


def peeks(name: str) -> str:
    return f"{name} peeks"


def broken_flask(owes: bool) -> str:
    return "Broken flask! Next card lost" if owes else "Broken flask! Discard a card"


def points_gained(points: int) -> str:
    return f"+{points}"


RESHUFFLED = "Influence deck reshuffled"
HANDS_COUNT = "Last round: influence = hand total"
ONLY_YOU_SEE = "Only you see the secret cards"
EXPLOSION_ALL_ROUND = "Explosion! Lab cards are lost all round"
INFLUENCE_RETURNS = "Influence cards return to every hand"
