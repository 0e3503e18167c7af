"""The experiment game: rules.py (pure), ai.py (pure), board.py (pygame scene), data and rules.md."""
