"""Helpers for .ci/picture-check, with Python's standard library alone.

  svg-size FILE              print the SVG's width and height, rounded up
  png FILE WIDTH HEIGHT      check a PNG's size and that it is not blank
  selftest DOM NARRATION     compare a page's self-test with hark narrate
  session DOM NARRATION      compare a page's step replay with hark narrate --script
  screen-png TREE SCALE OUT  write a test screenshot of TREE: a dark screen, each
                             frame filled with a colour of its own, SCALE pixels a point
  boxes PNG TREE             find that screen in a browser's screenshot and check
                             the colour under every frame's centre
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


# The test screen's background, and the colour of each frame in turn.
SCREEN = (0x20, 0x28, 0x30)
BOXES = [(0xD0, 0x30, 0x30), (0x30, 0xB0, 0x50), (0xE0, 0xC0, 0x20), (0x30, 0x70, 0xE0), (0xF0, 0xF0, 0xF0)]


def tree_frames(path):
    import json
    tree = json.load(open(path, encoding="utf-8"))
    frames = [node["frame"] for node in tree["root"]["children"]]
    return tree["screen"]["width"], tree["screen"]["height"], frames


def screen_png(tree, scale, path):
    width, height, frames = tree_frames(tree)
    boxes = [[round(v * scale) for v in frame] for frame in frames]
    # One row of runs per distinct band of boxes keeps this fast enough in pure Python.
    rows = {}
    def row(y):
        spans = tuple(i for i, (bx, by, bw, bh) in enumerate(boxes) if by <= y < by + bh)
        if spans not in rows:
            line = [SCREEN] * round(width * scale)
            for i in spans:
                bx, _, bw, _ = boxes[i]
                line[bx:bx + bw] = [BOXES[i % len(BOXES)]] * bw
            rows[spans] = b"".join(bytes(p) for p in line)
        return rows[spans]
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    w, h = round(width * scale), round(height * scale)
    raw = b"".join(b"\x00" + row(y) for y in range(h))
    header = struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)
    with open(path, "wb") as out:
        out.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b""))


def near(a, b, tolerance=48):
    return all(abs(x - y) <= tolerance for x, y in zip(a, b))


def check_boxes(png, tree):
    """The test screen's pixels found in a browser's screenshot, the colour under each frame's centre."""
    width, height, frames = tree_frames(tree)
    _, _, bpp, rows = png_pixels(png)
    found = [math.inf, math.inf, -1, -1]
    for y, row in enumerate(rows):
        for x in range(0, len(row), bpp):
            if near(row[x:x + 3], SCREEN, 6):
                found = [min(found[0], x // bpp), min(found[1], y), max(found[2], x // bpp), max(found[3], y)]
    if found[2] < 0:
        sys.exit(f"{png}: the screenshot's pixels are not drawn (no pixel of the test screen's colour)")
    left, top = found[0], found[1]
    scale = (found[2] - left + 1) / width
    if abs((found[3] - top + 1) / height - scale) > 0.05 * scale:
        sys.exit(f"{png}: the screenshot is drawn {found[2] - left + 1} x {found[3] - top + 1} px, not in the screen's shape")
    failures = []
    for index, (x, y, w, h) in enumerate(frames):
        expected = BOXES[index % len(BOXES)]
        # A 5 x 5 grid over the frame's middle half: the order line and badges cover a few of them.
        samples = [(x + w * (0.25 + 0.125 * i), y + h * (0.25 + 0.125 * j)) for i in range(5) for j in range(5)]
        hits = sum(near(rows[int(top + sy * scale)][int(left + sx * scale) * bpp:][:3], expected) for sx, sy in samples)
        centre = (round(left + (x + w / 2) * scale), round(top + (y + h / 2) * scale))
        print(f"  frame {index + 1} {[x, y, w, h]} centre at {centre} px: {hits}/25 samples #{bytes(expected).hex().upper()}")
        if hits < 15:
            failures.append(f"frame {index + 1}: {hits} of 25 samples have the box's colour")
    print(f"  screen drawn at ({left}, {top}) px, {scale:.2f} px a point")
    if failures:
        sys.exit(f"{png}: the frames do not line up with the screenshot: " + "; ".join(failures))


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
    elif command == "screen-png":
        screen_png(arguments[0], float(arguments[1]), arguments[2])
    elif command == "boxes":
        check_boxes(arguments[0], arguments[1])
    else:
        sys.exit(__doc__)
