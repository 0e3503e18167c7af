"""Server addresses as people type them and as the host shows them: IPv4 (``192.168.1.20``), IPv6
literals (``fd00::2``, written ``[fd00::2]:8765`` with a port, as URLs need) and host names
(``labpc``, ``labpc.local:9000``), with or without ``ws://``/``wss://``. No pygame.
"""
from __future__ import annotations

import ipaddress
import socket

from labdesk.i18n import _

DEFAULT_PORT = 8765
SCHEMES = ("ws", "wss")


def host_part(host: str) -> str:
    """A host as it stands before ``:PORT`` in a URL: an IPv6 literal in brackets."""
    return f"[{host}]" if ":" in host and not host.startswith("[") else host


def url_for(host: str, port: int, scheme: str = "ws") -> str:
    """``ws://HOST:PORT`` for a host name, an IPv4 or an IPv6 address."""
    return f"{scheme}://{host_part(host)}:{port}"


def normal_address(text: str) -> str:
    """What a person types as the address (``192.168.1.20``, ``host:8765``, ``fd00::2``,
    ``[fd00::2]:9000``, ``ws://…``) as a server URL; raises ValueError with a line to show."""
    text = text.strip()
    if not text:
        raise ValueError(_("type the host's address"))
    scheme, sep, rest = text.partition("://")
    if not sep:
        scheme, rest = "ws", text
    scheme = scheme.lower()
    if scheme not in SCHEMES:
        raise ValueError(_("an address starts with ws:// or wss://, or with the host itself"))
    where = rest.split("/")[0]
    if where.startswith("["):  # [IPv6] or [IPv6]:PORT
        host, close, tail = where[1:].partition("]")
        port = tail[1:] if tail.startswith(":") else ("" if close and not tail else None)
    elif where.count(":") >= 2:  # a bare IPv6 literal: it has no room for a port
        host, port = where, ""
    else:
        host, _colon, port = where.partition(":")
    if not host or port is None or not _is_host(host):
        raise ValueError(_("'{address}' is not an address: type a name, an IPv4 or an IPv6 address").format(
            address=text[:60]))
    if port and not (port.isdigit() and 0 < int(port) < 65_536):
        raise ValueError(_("the port must be a number from 1 to 65535"))
    return url_for(host, int(port) if port else DEFAULT_PORT, scheme)


def _is_host(host: str) -> bool:
    """An IP address, or a host name of letters, digits, hyphens and dots."""
    try:
        ipaddress.ip_address(host)
        return True
    except ValueError:
        pass
    labels = host.rstrip(".").split(".")
    return all(label and len(label) <= 63 and all(c.isalnum() or c == "-" for c in label) for label in labels)


def lan_addresses() -> list[str]:
    """This computer's addresses others on the network may reach: its IPv4 addresses, its name,
    its IPv6 addresses (not link-local ones: those need a zone a friend cannot type), and loopback
    last (for a friend on this computer)."""
    ipv4, ipv6 = [], []
    # connecting a UDP socket sends no packet: it only picks the address traffic would leave from
    for family, probe_to, found in ((socket.AF_INET, ("10.255.255.255", 1), ipv4),
                                    (socket.AF_INET6, ("2001:db8::1", 1), ipv6)):
        try:
            with socket.socket(family, socket.SOCK_DGRAM) as probe:
                probe.connect(probe_to)
                found.append(probe.getsockname()[0])
        except OSError:
            pass
    name = socket.gethostname()
    try:
        for family, _type, _proto, _canon, address in socket.getaddrinfo(name, None):
            (ipv4 if family == socket.AF_INET else ipv6).append(address[0])
    except OSError:
        pass
    shown = []
    for address in ipv4 + ([name] if name and name != "localhost" else []) + ipv6:
        try:
            ip = ipaddress.ip_address(address.split("%")[0])
        except ValueError:
            ip = None
        if ip is not None and (ip.is_loopback or ip.is_link_local or ip.is_unspecified):
            continue
        if address not in shown:
            shown.append(address)
    return shown + ["127.0.0.1"]


def shown_address(host: str, port: int) -> str:
    """``HOST:PORT`` as the host shows it to friends (an IPv6 address in brackets)."""
    return f"{host_part(host)}:{port}"
