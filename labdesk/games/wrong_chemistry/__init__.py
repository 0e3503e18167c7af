"""The wrong_chemistry game: rules.py (pure), ai.py (pure), board.py (pygame scene), data and rules.md."""
