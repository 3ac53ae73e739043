#!/usr/bin/python3
"""Writes Tests/SwiftUISourceTests/Fonts/LSTTestIcons.ttf: the smallest TrueType icon font a test
needs, one square glyph at U+F0001 (a private-use code point, as Material Design Icons uses) in a
family no system has ("LST Test Icons"). Written here with the standard library only, so that the
test font is the project's own; run it again to remake the file."""
import struct, sys, pathlib

UNITS = 1000

def table_head():
    return struct.pack(">IIIIHHqqhhhhHHhhh", 0x00010000, 0x00010000, 0, 0x5F0F3CF5, 0x000B, UNITS,
                       0, 0, 100, 0, 900, 800, 0, 8, 2, 0, 0)

def table_hhea():
    return struct.pack(">IhhhHhhhhhhhhhhhH", 0x00010000, 800, -200, 0, 1000, 0, 0, 900, 1, 0, 0, 0, 0, 0, 0, 0, 2)

def table_maxp():
    return struct.pack(">IHHHHHHHHHHHHHH", 0x00010000, 2, 4, 1, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0)

def table_hmtx():
    return struct.pack(">HhHh", 500, 0, 1000, 100)

def square_glyph():
    flags = bytes([0x01] * 4)                  # on-curve points, 16-bit coordinates
    xs = struct.pack(">hhhh", 100, 0, 800, 0)  # (100,0) (100,800) (900,800) (900,0): clockwise
    ys = struct.pack(">hhhh", 0, 800, 0, -800)
    glyph = struct.pack(">hhhhhHH", 1, 100, 0, 900, 800, 3, 0) + flags + xs + ys
    return glyph + b"\0" * (len(glyph) % 2)

def table_cmap():
    groups = struct.pack(">III", 0xF0001, 0xF0001, 1)
    subtable = struct.pack(">HHIII", 12, 0, 16 + len(groups), 0, 1) + groups
    return struct.pack(">HHHHI", 0, 1, 3, 10, 12) + subtable

def table_name():
    names = {1: "LST Test Icons", 2: "Regular", 4: "LST Test Icons", 6: "LSTTestIcons"}
    records, strings = b"", b""
    for name_id, text in names.items():
        data = text.encode("utf-16-be")
        records += struct.pack(">HHHHHH", 3, 1, 0x409, name_id, len(data), len(strings))
        strings += data
    return struct.pack(">HHH", 0, len(names), 6 + len(records)) + records + strings

def table_post():
    return struct.pack(">IIhhIIIII", 0x00030000, 0, -100, 50, 0, 0, 0, 0, 0)

def font():
    glyph = square_glyph()
    tables = {
        b"cmap": table_cmap(), b"glyf": glyph, b"head": table_head(), b"hhea": table_hhea(),
        b"hmtx": table_hmtx(), b"loca": struct.pack(">HHH", 0, 0, len(glyph) // 2), b"maxp": table_maxp(),
        b"name": table_name(), b"post": table_post(),
    }
    count = len(tables)
    power = 1 << (count.bit_length() - 1)
    header = struct.pack(">IHHHH", 0x00010000, count, power * 16, power.bit_length() - 1, count * 16 - power * 16)
    offset = 12 + 16 * count
    directory, body = b"", b""
    for tag in sorted(tables):
        data = tables[tag]
        padded = data + b"\0" * (-len(data) % 4)
        checksum = sum(struct.unpack(">%dI" % (len(padded) // 4), padded)) & 0xFFFFFFFF
        directory += struct.pack(">4sIII", tag, checksum, offset + len(body), len(data))
        body += padded
    return header + directory + body

if __name__ == "__main__":
    out = pathlib.Path(__file__).resolve().parent.parent / "Tests/SwiftUISourceTests/Fonts/LSTTestIcons.ttf"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(font())
    print(out, out.stat().st_size, "bytes")
