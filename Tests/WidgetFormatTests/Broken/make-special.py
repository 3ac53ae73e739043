#!/usr/bin/env python3
"""Writes the widget files whose bytes matter and that an editor would spoil.

    python3 Tests/WidgetFormatTests/Broken/make-special.py

Into Broken/ (each must be rejected):
  empty.yaml               no bytes at all
  binary-garbage.yaml      300 bytes of noise (NUL, control bytes, invalid UTF-8)
  invalid-utf8.yaml        a valid widget whose name was saved as Latin-1 ("Caf\\xe9")

Into ../Valid/ (each must be accepted):
  tab-indented-block.yaml  block YAML indented with tabs: plain YAML forbids it, lockscreen-tui
                           expands tab indentation first (tab stops of 4)
  tab-indented-flow.yaml   the same widget in flow style indented with tabs (allowed: in flow
                           context a tab is ordinary white space)
  crlf-line-endings.yaml   a widget with Windows line endings

The output is the same on every run. The 10,000-deep and 50 MB files are made by the tests at
run time and are not written here.
"""
import pathlib

HERE = pathlib.Path(__file__).resolve().parent
VALID = HERE.parent / "Valid"


def write(path, data):
    path.write_bytes(data)
    print(f"{path.relative_to(HERE.parent)}: {len(data)} bytes")


def garbage(count, seed=0x5EED):
    """Deterministic noise from a 32-bit linear congruential generator, with a NUL, a lone
    continuation byte and 0xFF (never valid in UTF-8) in the first bytes."""
    out = bytearray(b"\x00\x9f\xff\xfe")
    state = seed
    while len(out) < count:
        state = (state * 1664525 + 1013904223) & 0xFFFFFFFF
        out.append(state >> 24)
    return bytes(out)


TAB_FLOW = (
    "# A widget in flow style, indented with tabs.\n"
    "{\n"
    "\tformat: 1,\n"
    "\tname: Tabs,\n"
    "\tfamilies: [circular],\n"
    "\tentries: [\n"
    "\t\t{ steps: 4210 },\n"
    "\t\t{ steps: 7815 }\n"
    "\t],\n"
    "\tview: {\n"
    "\t\tZStack: [\n"
    "\t\t\tAccessoryWidgetBackground,\n"
    "\t\t\t{ Text: \"{steps}\", font: { size: 14, weight: semibold } }\n"
    "\t\t]\n"
    "\t}\n"
    "}\n"
)

TAB_BLOCK = (
    "# The same widget in block style, indented with tabs: lockscreen-tui expands tab indentation before parsing.\n"
    "format: 1\n"
    "name: Tabs\n"
    "families: [circular]\n"
    "entries:\n"
    "\t- steps: 4210\n"
    "\t- steps: 7815\n"
    "view:\n"
    "\tZStack:\n"
    "\t\t- AccessoryWidgetBackground\n"
    "\t\t- Text: \"{steps}\"\n"
    "\t\t  font: { size: 14, weight: semibold }\n"
)

CRLF = (
    "# A widget saved with Windows line endings.\n"
    "format: 1\n"
    "name: Line Endings\n"
    "description: Every line of this file ends in CR LF.\n"
    "families: [rectangular]\n"
    "entries:\n"
    "  - title: Stand-up\n"
    "    start: +PT10M\n"
    "  - title: Lunch\n"
    "    start: +PT2H\n"
    "view:\n"
    "  VStack:\n"
    "    alignment: leading\n"
    "    content:\n"
    "      - Text: \"{title}\"\n"
    "        font: headline\n"
    "      - Text: [ \"in \", { date: start, style: relative } ]\n"
    "        font: caption\n"
)

LATIN1 = (
    "# The name below was saved as Latin-1: \"Caf\\xe9\" is not valid UTF-8.\n"
    "format: 1\n"
    "name: \"Caf\u00e9 Lumen\"\n"
    "families: [circular]\n"
    "view:\n"
    "  Text: \"Open\"\n"
)


def main():
    write(HERE / "empty.yaml", b"")
    write(HERE / "binary-garbage.yaml", garbage(300))
    write(HERE / "invalid-utf8.yaml", LATIN1.encode("latin-1"))
    VALID.mkdir(exist_ok=True)
    write(VALID / "tab-indented-block.yaml", TAB_BLOCK.encode("utf-8"))
    write(VALID / "tab-indented-flow.yaml", TAB_FLOW.encode("utf-8"))
    write(VALID / "crlf-line-endings.yaml", CRLF.replace("\n", "\r\n").encode("utf-8"))


if __name__ == "__main__":
    main()
