"""The names the Lab Chaos board modules (board.py, words.py) import as ``effects``.

Kept, not removed: the board is rebuilt at the same time as the split, and its modules read the
deck and the effect events from here. They are re-exported, unchanged, from where they live now:
content.py (vocabulary, schema, deck), events.py (the events of effects) and interpreter.py (the
effect machine). New code imports from those modules; this one goes once nothing imports it.
"""
from labdesk.games.lab_chaos.content import (  # noqa: F401
    DATA_FILE, DECK_SIZE, SYMBOLS, Card, Deck, card_name, load, matches, questions_in, validate)
from labdesk.games.lab_chaos.events import (  # noqa: F401
    CardDiscarded, CardsDrawn, CardsGiven, CardsTaken, DeckReshuffled, DirectionReversed, EndCardCleared,
    EndCardSet, HandRevealed, HandsPassed, HandsSwapped, LastingCardCleared, LastingCardSet, LastingCardSprung,
    PlayerChosen, PlayersSkipped, PlaysAgain, PreviousCopied, QuestionAnswered, ReactionOffered, ReactionPassed)
