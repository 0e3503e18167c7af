"""The table kit: the mechanics every board composes, written once.

- ``geometry``  pure placement: ``others``/``seat_panels`` (seats around the table, me at the
  bottom), ``row_rects``/``row`` (items in a row, overlapping when they do not fit), ``fan``
  (``Slot(pos, angle)`` per hand card), hexes (``hex_to_pixel``, ``pixel_to_hex``, ``hex_corners``,
  ``hex_neighbours``).
- ``overlay``   ``Overlay`` (``BoardScene.overlay``): temporary pieces of animations, ``fly``,
  ``pop``, ``banner``, ``move``; cleared before every ``sync()``, drawn above the board.
- ``hand``      ``HandView``: a hand in slots or a fan, hover with an optional delay, dimmed
  unusable cards, a card's ``raised`` face while it rises, press / drag (one ``DRAG_THRESHOLD``) /
  release, ``card_at`` (or where the cards rest: ``hits_at_rest``), ``pointable``, ``risen``.
- ``hitmap``    ``HitMap``: regions added by layout code, topmost lookup.
- ``magnifier`` ``Magnifier``: hover enlargement and right-click inspection, kept on screen and off
  the ``keep_clear`` rectangles; a press closes an inspection and, off its face, acts (``dismissed_by``); ``captioned``: a face that is only a picture, with its rule text.
- ``prompt``    ``PromptBar`` + ``Choice``: prompt text and a button per choice, hidden while busy; a
  choice that cannot be undone (``confirm=``) asks first, its confirming button off the pressed spot.
- ``layers``    ``CachedLayer``: a surface redrawn only when its key changes; ``PerLanguage``: a
  picture with words (a background with headings) drawn once per language and text size.
- ``labels``    a board's own words at the player's text size, as large as their place holds
  (``label_px``, ``fitted``, ``draw``, ``text``), never below their 100 % size.
- ``cardsize``  cards at the player's text size: ``grown`` (a card's size scaled by up to the text
  factor within its room), ``in_row`` (as large as a row holds side by side), ``card_px`` (a face's
  word at least its full-size card's size, scaled), ``name_title`` (a name never below 100 %),
  ``top`` and ``largest`` (a face's words at the largest scale it holds them whole).
- ``log``       ``LogPanel``, ``draw_log``, ``draw_log_panel``: the log panel (with a scroll offset; scrolled
  back it holds still and a "new lines" bar counts what came in below).
- ``connection`` an online table's line: connected or reconnecting, whom the table waits for.
- ``glyphs``    what to press, drawn: a controller's buttons (A, B, Start, LB / RB) when one was used
  last, else key caps (Enter, Esc, Tab); ``hint`` puts one in a translated sentence, ``badge`` on the
  focus ring.
- ``words``     what every board says the same way (``round_label``); pure, no pygame.
- ``diagram``   rules pictures and player aids built from blocks (``words``, ``row``, ``column``,
  ``arrow``, ``boxed``...; ``picture`` frames one), a page's ``![caption](id)`` lines
  (``picture_ids``, ``draw_picture`` from the game's ``pictures.py``), and the results' ``score_graph``.

The animation steps (several steps per event, ``MERGED`` event types, the skip hook) live in
``BoardScene`` itself (``labdesk/ui/board.py``); the palette (``CREAM``, ``INK``...) in
``labdesk/ui/theme.py``. docs/ui.md is the guide: each part with examples, then a whole board
(the tiny test game's, ``tests/tiny_board.py``) walked through piece by piece.
"""
