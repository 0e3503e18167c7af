"""The lab_chaos game: rules.py, content.py, events.py and interpreter.py (pure), ai.py (pure),
board.py (pygame scene), cards.json and rules.md."""
