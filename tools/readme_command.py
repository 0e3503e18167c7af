"""Print one of the README's two commands (``app`` or ``test``), so CI runs exactly what the README
says. The commands sit on the line after a ``<!-- app-command -->`` / ``<!-- test-command -->`` marker
inside a fenced block."""
import sys
from pathlib import Path

which = sys.argv[1]
lines = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8").splitlines()
marker = f"<!-- {which}-command -->"
index = lines.index(marker)
command = next(line for line in lines[index + 1:] if line.strip() and not line.startswith("```"))
print(command.strip())
