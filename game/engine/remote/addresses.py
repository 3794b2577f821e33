"""Which address the phones reach this computer at: its address on the home network (never the loopback)."""
from __future__ import annotations

import ipaddress
import logging
import socket

log = logging.getLogger(__name__)


def lan_address() -> str | None:
    """The address of the network interface the default route goes out of (a UDP socket is "connected", which
    sends nothing), if it is a private LAN address; None when there is no network."""
    for probe in ("10.255.255.255", "192.168.255.255", "172.31.255.255"):
        try:
            with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
                s.connect((probe, 1))
                address = s.getsockname()[0]
        except OSError:
            continue
        try:
            ip = ipaddress.ip_address(address)
        except ValueError:
            continue
        if ip.is_private and not ip.is_loopback and not ip.is_unspecified and not ip.is_link_local:
            return address
    log.info("phones: no LAN address")
    return None
