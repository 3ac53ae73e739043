#!/usr/bin/env python3
"""Checks schema/widget.schema.json against the widget files of the repository.

Run it from the repository root (it finds the files from its own place, so any directory works):

    python3 scripts/check-schema.py

- the schema itself must be a valid draft 2020-12 schema;
- every sample-widgets/*.yaml, every file in Tests/WidgetFormatTests/Valid/ and every
  ```yaml widget``` block of docs/widget-format.md must pass the schema;
- every file listed in Tests/WidgetFormatTests/Broken/shape-errors.txt must parse and then
  fail the schema;
- the samples together, and the doc blocks together, must use every view and every modifier.

Prints one line per check and a final "N passed, M failed"; exits 1 on any failure.

YAML is read with the YAML 1.2 core schema (only true/false are booleans, so `on:` stays a
key; timestamps and 12:04 stay strings), duplicate keys are an error, and non-string keys
(`true:` in a Switch's cases) become their text, as JSON has only string keys.
"""
import difflib
import json
import pathlib
import re
import sys

import jsonschema
import yaml
from jsonschema.exceptions import best_match, relevance

ROOT = pathlib.Path(__file__).resolve().parent.parent
SCHEMA = ROOT / "schema" / "widget.schema.json"
SAMPLES = ROOT / "sample-widgets"
VALID = ROOT / "Tests" / "WidgetFormatTests" / "Valid"
BROKEN = ROOT / "Tests" / "WidgetFormatTests" / "Broken"
SHAPE_ERRORS = BROKEN / "shape-errors.txt"
DOC = ROOT / "docs" / "widget-format.md"
WIDGET_SUFFIXES = {".yaml", ".yml", ".json"}
SCHEMA_DEFS = {}  # the schema's $defs, once loaded

VIEWS = ["Text", "Image", "Gauge", "ProgressView", "HStack", "VStack", "ZStack", "Spacer",
         "ViewThatFits", "Group", "EmptyView", "AccessoryWidgetBackground", "Circle", "Capsule",
         "Rectangle", "RoundedRectangle", "ContainerRelativeShape", "Switch", "If"]
MODIFIERS = ["font", "foregroundStyle", "tint", "bold", "italic", "monospacedDigit", "padding", "frame",
             "background", "overlay", "opacity", "clipShape", "multilineTextAlignment", "lineLimit",
             "widgetAccentable", "privacySensitive", "redacted", "unredacted", "widgetURL", "widgetLabel",
             "widgetCurvesContent", "fill", "stroke"]


# ---------------------------------------------------------------------------- loading

# libyaml (the parser Yams uses too) when PyYAML has it: it accepts tabs as separation in flow
# context, as YAML 1.2 does, where PyYAML's pure-Python scanner does not.
class Loader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):
    """YAML 1.2 core schema, duplicate keys rejected, keys turned into strings."""


Loader.yaml_implicit_resolvers = {}
Loader.add_implicit_resolver("tag:yaml.org,2002:bool",
                             re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF"))
Loader.add_implicit_resolver("tag:yaml.org,2002:null",
                             re.compile(r"^(?:~|null|Null|NULL|)$"), ["~", "n", "N", ""])
Loader.add_implicit_resolver("tag:yaml.org,2002:int",
                             re.compile(r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$"), list("-+0123456789"))
Loader.add_implicit_resolver("tag:yaml.org,2002:float",
                             re.compile(r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?"
                                        r"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$"),
                             list("-+0123456789."))


def _int(loader, node):
    text = loader.construct_scalar(node)
    if text.startswith("0o"):
        return int(text[2:], 8)
    if text.startswith("0x"):
        return int(text[2:], 16)
    return int(text)


def _float(loader, node):
    text = loader.construct_scalar(node).lower()
    if text.endswith(".inf"):
        return float("-inf") if text.startswith("-") else float("inf")
    if text == ".nan":
        return float("nan")
    return float(text)


def _key_text(key):
    if isinstance(key, bool):
        return "true" if key else "false"
    if key is None:
        return "null"
    return key if isinstance(key, str) else str(key)


def _mapping(loader, node, deep=False):
    if not isinstance(node, yaml.MappingNode):
        raise yaml.constructor.ConstructorError(None, None, "expected a mapping", node.start_mark)
    result = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=deep)
        if isinstance(key, (list, dict)):
            raise yaml.constructor.ConstructorError(None, None, "a key must be a scalar", key_node.start_mark)
        key = _key_text(key)
        if key in result:
            raise yaml.constructor.ConstructorError(
                None, None, f"duplicate key {key!r}", key_node.start_mark)
        result[key] = loader.construct_object(value_node, deep=deep)
    return result


Loader.add_constructor("tag:yaml.org,2002:int", _int)
Loader.add_constructor("tag:yaml.org,2002:float", _float)
Loader.construct_mapping = _mapping


def _json_pairs(pairs):
    result = {}
    for key, value in pairs:
        if key in result:
            raise ValueError(f"duplicate key {key!r}")
        result[key] = value
    return result


def _json_constant(name):
    raise ValueError(f"{name} is not JSON")


TAB_WIDTH = 4


def expand_tab_indentation(text):
    """Expands tabs in each line's indentation to tab stops of TAB_WIDTH, as lockscreen-tui does
    before parsing (SourceText.swift), so that tab-indented block YAML reads the same here."""
    lines = []
    for line in text.replace("\r\n", "\n").split("\n"):
        indent = len(line) - len(line.lstrip(" \t"))
        column, expanded = 0, ""
        for ch in line[:indent]:
            width = TAB_WIDTH - column % TAB_WIDTH if ch == "\t" else 1
            expanded += " " * width
            column += width
        lines.append(expanded + line[indent:])
    return "\n".join(lines)


def load_text(text, suffix):
    if suffix == ".json":
        return json.loads(text, object_pairs_hook=_json_pairs, parse_constant=_json_constant)
    return yaml.load(expand_tab_indentation(text), Loader=Loader)


def load_file(path):
    return load_text(path.read_bytes().decode("utf-8"), path.suffix)


def doc_blocks(path):
    """The ```yaml widget``` blocks of a Markdown file: (line of the opening fence, text)."""
    blocks, current, start = [], None, 0
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        stripped = line.strip()
        if current is None:
            if re.fullmatch(r"```\s*yaml\s+widget\s*", stripped):
                current, start = [], number
        elif stripped == "```":
            blocks.append((start, "\n".join(current) + "\n"))
            current = None
        else:
            current.append(line)
    return blocks


# ---------------------------------------------------------------------------- coverage

def _is_view(value):
    if isinstance(value, str):
        return value in VIEWS
    return isinstance(value, dict) and bool(value) and next(iter(value)) in VIEWS


def walk(view, views, modifiers):
    """Records the views and modifiers a view tree uses."""
    if isinstance(view, str):
        views.add(view)
        return
    if not isinstance(view, dict) or not view:
        return
    keys = list(view)
    name, args = keys[0], view[keys[0]]
    views.add(name)
    for key in keys[1:]:
        modifiers.add(key)
        if key in ("background", "overlay"):
            value = view[key]
            if _is_view(value):
                walk(value, views, modifiers)
            elif isinstance(value, dict) and "content" in value:
                walk(value["content"], views, modifiers)
    children = []
    if name in ("HStack", "VStack", "ZStack", "ViewThatFits", "Group"):
        if isinstance(args, list):
            children = args
        elif isinstance(args, dict):
            children = args.get("content", [])
    elif name in ("Gauge", "ProgressView") and isinstance(args, dict):
        children = [args[k] for k in ("label", "currentValueLabel", "minimumValueLabel", "maximumValueLabel")
                    if k in args]
    elif name == "Switch" and isinstance(args, dict):
        children = list((args.get("cases") or {}).values()) + ([args["default"]] if "default" in args else [])
    elif name == "If" and isinstance(args, dict):
        children = [args[k] for k in ("then", "else") if k in args]
    for child in children if isinstance(children, list) else []:
        walk(child, views, modifiers)


def widget_coverage(document, views, modifiers):
    if not isinstance(document, dict):
        return
    if "view" in document:
        walk(document["view"], views, modifiers)
    for tree in (document.get("views") or {}).values():
        walk(tree, views, modifiers)


# ---------------------------------------------------------------------------- checks

# Errors at the instance itself that say "this alternative is the wrong kind of thing".
WRONG_KIND = {"required", "type", "enum", "const", "pattern"}


def one_line(error):
    """An exception's message on one line (YAML errors span several)."""
    return " ".join(str(error).split()) or repr(error)


def _short(value, limit=60):
    text = json.dumps(value, ensure_ascii=False) if not isinstance(value, float) else repr(value)
    return text if len(text) <= limit else text[:limit - 1] + "…"


def explain(error):
    """A readable message for a schema error.

    A view, a colour or a font is a oneOf over alternatives, and jsonschema reports only that
    none matched. Follow such an error into the one alternative that is the right kind of
    thing (the Text schema for a mapping whose key is Text), and report what is wrong there.
    """
    if isinstance(error, str):
        return error
    while error.validator in ("oneOf", "anyOf") and error.context:
        branches = {}
        for sub in error.context:
            branches.setdefault(sub.relative_schema_path[0], []).append(sub)
        plausible = [subs for subs in branches.values()
                     if not any(sub.validator in WRONG_KIND and not sub.path for sub in subs)]
        if len(plausible) > 1:
            # prefer an alternative that accepts all the keys and fails deeper down
            closer = [subs for subs in plausible
                      if not any(sub.validator == "additionalProperties" and not sub.path for sub in subs)]
            plausible = closer or plausible
        if len(plausible) != 1:
            break
        error = max(plausible[0], key=relevance)
    where = "/".join(str(p) for p in error.absolute_path) or "(top level)"
    if error.validator in ("oneOf", "anyOf"):
        instance = error.instance
        if isinstance(instance, dict) and instance and error.schema is SCHEMA_DEFS.get("view"):
            name = next(iter(instance))
            if name not in VIEWS:
                near = difflib.get_close_matches(name, VIEWS, n=1, cutoff=0.6)
                hint = f" (did you mean {near[0]!r}?)" if near else ""
                return f"at {where}: unknown view {name!r}{hint}"
        alternatives = [sub.get("description") for sub in error.validator_value if isinstance(sub, dict)]
        if alternatives and all(alternatives):
            return f"at {where}: give exactly one of " + " or ".join(alternatives)
        description = error.schema.get("description", "").split(". ")[0].rstrip(".")
        return f"at {where}: {_short(instance)} is not valid" + (f" ({description})" if description else "")
    message = error.message
    if len(message) > 160:
        message = message[:159] + "…"
    return f"at {where}: {message}"


describe = explain


def main():
    # Each level of views costs jsonschema about fifteen Python frames; a 64-deep tree needs
    # more than the default limit of 1000.
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 5000))
    passed = failed = 0

    def report(ok, label, detail=""):
        nonlocal passed, failed
        if ok:
            passed += 1
        else:
            failed += 1
        print(f"{'PASS' if ok else 'FAIL'}  {label}{'  ' + detail if detail else ''}")

    try:
        schema = json.loads(SCHEMA.read_text(encoding="utf-8"))
        jsonschema.Draft202012Validator.check_schema(schema)
    except Exception as error:  # noqa: BLE001 - any problem with the schema ends the run
        report(False, str(SCHEMA.relative_to(ROOT)), f"schema is invalid: {one_line(error)}")
        print(f"{passed} passed, {failed} failed")
        return 1
    report(True, str(SCHEMA.relative_to(ROOT)), "valid draft 2020-12 schema")
    validator = jsonschema.Draft202012Validator(schema)
    SCHEMA_DEFS.update(schema.get("$defs", {}))

    def first_error(document):
        try:
            return best_match(validator.iter_errors(document))
        except RecursionError:
            return "too deeply nested for the schema check"

    def expect_valid(label, loader):
        try:
            document = loader()
        except Exception as error:  # noqa: BLE001
            report(False, label, f"does not load: {one_line(error)}")
            return None
        error = first_error(document)
        report(error is None, label, "" if error is None else describe(error))
        return document

    sample_views, sample_modifiers = set(), set()
    samples = sorted(SAMPLES.glob("*.yaml"))
    if not samples:
        report(False, "sample-widgets/", "no samples found")
    for path in samples:
        document = expect_valid(str(path.relative_to(ROOT)), lambda p=path: load_file(p))
        widget_coverage(document, sample_views, sample_modifiers)

    for path in sorted(p for p in VALID.iterdir() if p.suffix in WIDGET_SUFFIXES) if VALID.is_dir() else []:
        expect_valid(str(path.relative_to(ROOT)), lambda p=path: load_file(p))

    doc_views, doc_modifiers = set(), set()
    blocks = doc_blocks(DOC) if DOC.exists() else []
    if not blocks:
        report(False, str(DOC.relative_to(ROOT)), "no ```yaml widget blocks found")
    for line, text in blocks:
        document = expect_valid(f"{DOC.relative_to(ROOT)}:{line}", lambda t=text: load_text(t, ".yaml"))
        widget_coverage(document, doc_views, doc_modifiers)

    if SHAPE_ERRORS.exists():
        names = [line.strip() for line in SHAPE_ERRORS.read_text(encoding="utf-8").splitlines()
                 if line.strip() and not line.lstrip().startswith("#")]
    else:
        names = []
        report(False, str(SHAPE_ERRORS.relative_to(ROOT)), "missing")
    for name in names:
        path = BROKEN / name
        label = str(path.relative_to(ROOT))
        if not path.exists():
            report(False, label, "listed in shape-errors.txt but missing")
            continue
        try:
            document = load_file(path)
        except Exception as error:  # noqa: BLE001
            report(False, label, f"must parse and then fail the schema, but does not parse: {one_line(error)}")
            continue
        error = first_error(document)
        report(error is not None, label,
               "schema accepts it, but it must be rejected" if error is None else "rejected " + describe(error))

    for label, views, modifiers in (("coverage of sample-widgets/", sample_views, sample_modifiers),
                                    (f"coverage of {DOC.relative_to(ROOT)}", doc_views, doc_modifiers)):
        missing = [v for v in VIEWS if v not in views] + [m for m in MODIFIERS if m not in modifiers]
        report(not missing, label,
               f"all {len(VIEWS)} views and {len(MODIFIERS)} modifiers" if not missing
               else "missing: " + ", ".join(missing))

    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
