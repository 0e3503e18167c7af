"""The package build compiles the translation catalogs: each labdesk/locale/<lang>/<area>.po becomes
a .mo beside it in the wheel, so an installed labdesk reads catalogs without Babel's compiler at run
time. Everything else about the package is in pyproject.toml."""
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py


class BuildPyWithCatalogs(build_py):
    def run(self):
        super().run()
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po

        source = Path(__file__).resolve().parent / "labdesk" / "locale"
        for po in sorted(source.glob("*/*.po")):
            mo = Path(self.build_lib) / "labdesk" / "locale" / po.parent.name / f"{po.stem}.mo"
            mo.parent.mkdir(parents=True, exist_ok=True)
            with po.open("rb") as fp:
                catalog = read_po(fp)
            with mo.open("wb") as out:
                write_mo(out, catalog)


setup(cmdclass={"build_py": BuildPyWithCatalogs})
