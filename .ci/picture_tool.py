"""Helpers for .ci/picture-check, with Python's standard library alone.

  svg-size FILE              print the SVG's width and height, rounded up
  png FILE WIDTH HEIGHT      check a PNG's size and that it is not blank
  selftest DOM NARRATION     compare a page's self-test with hark narrate
  session DOM NARRATION      compare a page's step replay with hark narrate --script
"""
import html
import math
import re
import struct
import sys
import zlib


def svg_size(path):
    head = open(path, encoding="utf-8").readline()
    match = re.search(r'width="([0-9.]+)" height="([0-9.]+)"', head)
    if not match:
        sys.exit(f"{path}: no width and height on the first line")
    print(math.ceil(float(match.group(1))), math.ceil(float(match.group(2))))


def png_pixels(path):
    """The PNG's size and its rows of pixels (bytes per pixel, rows)."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    position, idat, header = 8, b"", None
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        position += 12 + length
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or interlace != 0 or colour not in (2, 6):
        raise ValueError(f"unexpected PNG format (depth {depth}, colour type {colour}, interlace {interlace})")
    bpp = 3 if colour == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        row = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for x in range(stride):
            a = row[x - bpp] if x >= bpp else 0
            b = previous[x]
            c = previous[x - bpp] if x >= bpp else 0
            if kind == 1:
                row[x] = (row[x] + a) & 255
            elif kind == 2:
                row[x] = (row[x] + b) & 255
            elif kind == 3:
                row[x] = (row[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                row[x] = (row[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(row))
        previous = row
    return width, height, bpp, rows


def check_png(path, width, height):
    try:
        actual_width, actual_height, bpp, rows = png_pixels(path)
    except (OSError, ValueError, TypeError, zlib.error) as error:
        sys.exit(f"{path}: {error}")
    if (actual_width, actual_height) != (width, height):
        sys.exit(f"{path}: {actual_width}x{actual_height}, expected {width}x{height}")
    # Not blank: many colours, and a good share of pixels unlike the first.
    background = rows[0][:3]
    colours, different, total = set(), 0, 0
    for row in rows[::2]:
        for x in range(0, len(row), bpp * 2):
            pixel = row[x:x + 3]
            colours.add(pixel)
            different += pixel != background
            total += 1
    if len(colours) < 8 or different < total // 100:
        sys.exit(f"{path}: looks blank ({len(colours)} colours, {different} of {total} pixels unlike the background)")


def selftest_text(path):
    dom = open(path, encoding="utf-8").read()
    match = re.search(r'<pre id="selftest">(.*?)</pre>', dom, re.S)
    if not match:
        sys.exit(f"{path}: the page wrote no self-test (is its script broken?)")
    text = html.unescape(match.group(1))
    sections = re.split(r"^## (session|page check)\n", text, flags=re.M)
    parts = {"walk": sections[0]}
    for index in range(1, len(sections) - 1, 2):
        parts[sections[index]] = sections[index + 1]
    if parts.get("page check", "").strip() != "ok":
        sys.exit(f"{path}: the page's accessibility check found:\n{parts.get('page check', '(nothing)')}")
    return parts


def compare(name, expected, actual):
    if expected == actual:
        return
    import difflib
    diff = "".join(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True), "hark narrate", "the page"))
    sys.exit(f"{name}: the page differs from hark narrate:\n{diff}")


if __name__ == "__main__":
    command, arguments = sys.argv[1], sys.argv[2:]
    if command == "svg-size":
        svg_size(arguments[0])
    elif command == "png":
        check_png(arguments[0], int(arguments[1]), int(arguments[2]))
    elif command == "selftest":
        compare(arguments[0], open(arguments[1], encoding="utf-8").read(), selftest_text(arguments[0])["walk"])
    elif command == "session":
        narration = open(arguments[1], encoding="utf-8").read()
        # The slider replays the events; the transcript's header is not one.
        compare(arguments[0], narration.split("\n", 1)[1], selftest_text(arguments[0]).get("session", ""))
    else:
        sys.exit(__doc__)
