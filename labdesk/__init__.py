"""labdesk: five lab-themed tabletop games on one screen."""

__version__ = "1.0.0"
# The app's reverse-DNS id: the macOS bundle identifier, the Linux desktop entry's and AppStream
# metadata's file names (packaging/linux/) and the installed icon's name.
APP_ID = "io.github.labdesk.labdesk"
