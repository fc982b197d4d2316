"""Checking a portrait read from a file before anything shows or prints it.

A portrait is untrusted bytes with a declared media type. :func:`check_image` makes sure they
are an image of that type and within :data:`MAX_PIXELS`: the dimensions are read from the PNG
or JPEG header *before* anything is decoded (a 0.4 MB PNG can claim 12000×12000 pixels and
take 1.4 GB to decode), then Pillow decodes the image with its warnings turned into errors, so
a damaged image is refused with one clear line and no library warning is ever printed.

Pillow is imported only when a portrait is checked (most sheets have none).
"""

from __future__ import annotations

import io
import struct
import warnings

from sheetmaker.core.document import MAX_PORTRAIT_BYTES

#: The most pixels a portrait may have (the GUI's cap for images it is given).
MAX_PIXELS = 60_000_000

_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_PIL_FORMATS = {"image/png": "PNG", "image/jpeg": "JPEG"}
# JPEG start-of-frame markers (baseline, progressive, lossless...), not DHT/JPG/DAC.
_SOF_MARKERS = {0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF}


class ImageProblem(ValueError):
    """The bytes are not an acceptable image; ``str()`` is one line for people."""


def sniff(data: bytes) -> str | None:
    """The media type the bytes really have (PNG or JPEG), or None."""
    if data.startswith(_PNG_SIGNATURE):
        return "image/png"
    if data.startswith(b"\xff\xd8\xff"):
        return "image/jpeg"
    return None


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk (which must come first)."""
    if len(data) < 24 or data[12:16] != b"IHDR":
        raise ImageProblem("the PNG image is damaged (no IHDR header)")
    return struct.unpack(">II", data[16:24])


def jpeg_size(data: bytes) -> tuple[int, int]:
    """Width and height from a JPEG's first start-of-frame segment."""
    pos, end = 2, len(data)
    while pos + 4 <= end:
        if data[pos] != 0xFF:
            raise ImageProblem("the JPEG image is damaged (bad segment marker)")
        marker = data[pos + 1]
        if marker == 0xFF:  # fill byte
            pos += 1
            continue
        if marker in (0x01, *range(0xD0, 0xD8)):  # markers without a length
            pos += 2
            continue
        if marker in (0xD9, 0xDA):  # end of image, start of scan: no frame header seen
            break
        length = struct.unpack(">H", data[pos + 2 : pos + 4])[0]
        if length < 2:
            raise ImageProblem("the JPEG image is damaged (bad segment length)")
        if marker in _SOF_MARKERS:
            if pos + 9 > end:
                break
            height, width = struct.unpack(">HH", data[pos + 5 : pos + 9])
            return width, height
        pos += 2 + length
    raise ImageProblem("the JPEG image is damaged (no frame header)")


def check_image(data: bytes, media_type: str, *, max_pixels: int = MAX_PIXELS) -> tuple[int, int]:
    """Check that ``data`` is a whole image of ``media_type`` within ``max_pixels``; its size.

    Raises:
        ImageProblem: the bytes are another type, damaged, truncated or too large.
    """
    found = sniff(data)
    expected = "PNG" if media_type == "image/png" else "JPEG"
    if found is None:
        raise ImageProblem(f"the portrait is not a {expected} image (its bytes are no image SheetMaker reads)")
    if found != media_type:
        actual = "PNG" if found == "image/png" else "JPEG"
        raise ImageProblem(f"the portrait is declared as {media_type} but is a {actual} image")
    width, height = png_size(data) if found == "image/png" else jpeg_size(data)
    if width <= 0 or height <= 0:
        raise ImageProblem(f"the {expected} image is damaged (size {width}×{height})")
    if width * height > max_pixels:
        raise ImageProblem(
            f"the portrait is {width}×{height} pixels ({width * height / 1e6:.0f} Mpx), more than "
            f"the {max_pixels / 1e6:.0f} Mpx a portrait may have; scale it down and add it again"
        )
    _decode(data, expected, (width, height))
    return width, height


def check_portrait(data: bytes, media_type: str) -> tuple[int, int]:
    """The one rule for a portrait a sheet may carry, wherever it comes from (a sheet file, an
    import of another tool's format): PNG or JPEG as declared, not empty, at most
    :data:`~sheetmaker.core.document.MAX_PORTRAIT_BYTES` bytes, within :data:`MAX_PIXELS` and
    decodable (:func:`check_image`). Returns its size in pixels.

    Raises:
        ImageProblem: the portrait breaks the rule (one line saying how).
    """
    if media_type not in _PIL_FORMATS:
        raise ImageProblem(f"the portrait's type {media_type[:40]!r} is not PNG or JPEG")
    if not data:
        raise ImageProblem("the portrait is empty")
    if len(data) > MAX_PORTRAIT_BYTES:
        raise ImageProblem(
            f"the portrait is {len(data) / 1024 / 1024:.1f} MiB, larger than the "
            f"{MAX_PORTRAIT_BYTES // (1024 * 1024)} MiB a portrait may have"
        )
    return check_image(data, media_type)


def _decode(data: bytes, pil_format: str, size: tuple[int, int]) -> None:
    from PIL import Image

    try:
        with warnings.catch_warnings():
            # A truncated or odd file makes Pillow warn (and keep going); here it is refused.
            warnings.simplefilter("error")
            with Image.open(io.BytesIO(data), formats=[pil_format]) as image:
                if image.size != size:
                    raise ImageProblem(f"the {pil_format} image is damaged (inconsistent size)")
                image.load()
    except ImageProblem:
        raise
    except MemoryError:
        raise ImageProblem(f"the {pil_format} image is too large to decode") from None
    # Pillow raises many types (OSError, SyntaxError, ValueError, warnings made errors...).
    except Exception as exc:  # noqa: BLE001
        detail = " ".join(str(exc).split())[:80] or type(exc).__name__
        raise ImageProblem(f"the {pil_format} image is damaged and cannot be decoded ({detail})") from None
