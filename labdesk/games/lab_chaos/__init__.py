"""The lab_chaos game: rules.py and effects.py (pure), ai.py (pure), board.py (pygame scene), cards.json and rules.md."""
