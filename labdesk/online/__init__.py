"""Play across computers (issue 30). No pygame anywhere in this package.

- ``protocol.py``: the messages, their schemas and version; events to and from JSON.
- ``table.py``: one table as the server holds it, and what each seat may be shown of it.
- ``store.py``: where tables live: SQLite in the data folder, or PostgreSQL for several processes.
- ``server.py``: the asyncio WebSocket server, the only authority (``labdesk serve``).
- ``client.py``: taking a seat, and the headless bot (``labdesk join --bot``).
- ``cli.py``: the ``serve``, ``table create`` and ``join`` commands.

``docs/online.md`` explains the protocol, the threat model and the figures.
"""
