"""permessage-deflate for the frames worth it: a message under `DEFLATE_FROM` bytes (most
table events, nearly every command) goes out plain, saving a compressor pass per frame that
bought a few bytes, and the receiver's decompressor pass. The server and our client both
send this way.

RFC 7692 lets a sender leave any message uncompressed (its RSV1 bit clear) on a connection
that negotiated the extension; each side reads both kinds (older clients still compress
small commands). Larger messages (a lobby, a table view) are compressed as before, with
the same negotiated settings as websockets' default.
"""

from __future__ import annotations

from collections.abc import Sequence

from websockets.extensions.base import Extension
from websockets.extensions.permessage_deflate import (
    ClientPerMessageDeflateFactory,
    PerMessageDeflate,
    ServerPerMessageDeflateFactory,
)
from websockets.frames import Frame, Opcode
from websockets.typing import ExtensionParameter

DEFLATE_FROM = 512
"""Messages of at least this many bytes are compressed; smaller ones are sent as they are."""


def plain_frame(message: bytes) -> bytes | None:
    """The wire bytes of a whole binary message from the server, when it goes out plain
    (under `DEFLATE_FROM` bytes: unmasked, RSV1 clear) -- what websockets' framing makes,
    without its frame object and extension pass per event; None for a larger one."""
    size = len(message)
    if size >= DEFLATE_FROM:
        return None
    if size < 126:
        return bytes((0x82, size)) + message
    return bytes((0x82, 126, size >> 8, size & 0xFF)) + message


class _LargeFramesDeflate(PerMessageDeflate):
    """permessage-deflate that leaves small whole messages uncompressed."""

    def encode(self, frame: Frame) -> Frame:
        """A small whole message as it is; anything else compressed."""
        if frame.fin and frame.opcode is not Opcode.CONT and len(frame.data) < DEFLATE_FROM:
            return frame
        return super().encode(frame)


class LargeFramesDeflateFactory(ServerPerMessageDeflateFactory):
    """The server's permessage-deflate negotiation (websockets' default settings) with
    `_LargeFramesDeflate` as the extension."""

    def __init__(self) -> None:
        super().__init__(server_max_window_bits=12, client_max_window_bits=12,
                         compress_settings={"memLevel": 5})

    def process_request_params(
        self, params: Sequence[ExtensionParameter], accepted_extensions: Sequence[Extension]
    ) -> tuple[list[ExtensionParameter], PerMessageDeflate]:
        """As negotiated by websockets, with small messages left plain."""
        response, agreed = super().process_request_params(params, accepted_extensions)
        return response, _large_frames(agreed)


class LargeFramesClientDeflateFactory(ClientPerMessageDeflateFactory):
    """The client's permessage-deflate offer (websockets' default settings) with
    `_LargeFramesDeflate` as the extension: a command is a few dozen bytes."""

    def __init__(self) -> None:
        super().__init__(compress_settings={"memLevel": 5})

    def process_response_params(
        self, params: Sequence[ExtensionParameter], accepted_extensions: Sequence[Extension]
    ) -> PerMessageDeflate:
        """As negotiated by websockets, with small messages left plain."""
        return _large_frames(super().process_response_params(params, accepted_extensions))


def _large_frames(agreed: PerMessageDeflate) -> _LargeFramesDeflate:
    """The negotiated extension, sending small messages plain."""
    return _LargeFramesDeflate(
        agreed.remote_no_context_takeover, agreed.local_no_context_takeover,
        agreed.remote_max_window_bits, agreed.local_max_window_bits,
        agreed.compress_settings)
