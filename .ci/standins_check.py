#!/usr/bin/env python3
"""Compares the stand-ins' declarations (Tests/AppleInterfaces) with Apple's.

Both sides are symbol graphs (swift-symbolgraph-extract): the stand-in
module built for Linux, and the real module of Apple's SDK for iOS. Every
public declaration of the stand-in must be in the SDK under the same name
and kind, with the same declaration once access words are set aside (so its
types, optionality, get/set, throws and `@MainActor` agree), and with the
same availability where Apple's is newer than Hark's deployment target.
Declarations whose name starts with `standIn`/`StandIn` are the stand-ins'
own hooks for the tests' doubles, and are skipped; one whose doc comment
(or its type's) says "Stand-in form" is what Swift on Linux cannot declare
as Apple does (an optional requirement, a declaration of the Objective-C
runtime): it is listed with its reason, not compared.

Usage: standins_check.py STAND_IN_GRAPHS REAL_GRAPHS MODULE [MODULE...]
Prints one line for each mismatch (file:line: what differs) and a last
line "N passed, M failed"; exits 1 when any failed.
"""
import json
import os
import re
import sys

# Hark's lowest deployment targets: availability at or below them is moot.
DEPLOYMENT = {"iOS": (16, 0), "macOS": (13, 0), "tvOS": (16, 0), "watchOS": (9, 0), "visionOS": (1, 0)}
ACCESS_WORDS = {"open", "public", "final", "dynamic", "override", "nonisolated(unsafe)", "required", "convenience"}
# Words that do not change what a caller may write: isolation (compared
# apart), ownership, and attributes of the implementation.
SET_ASIDE = {"@MainActor", "nonisolated", "weak", "@discardableResult", "@NSCopying", "@preconcurrency", "@ViewBuilder"}


# Members a type has from a protocol of the standard library or from
# NSObject, which a symbol graph of the type's own module does not list.
INHERITED_ELSEWHERE = {"rawValue", "init(rawValue:)", "init()"}


# Apple's modules that declare part of what a stand-in module stands for:
# SwiftUI's View is SwiftUICore's, which SwiftUI re-exports.
ALSO_READ = {"SwiftUI": ["SwiftUICore"]}


class Graph:
    """A module's symbols by path, and the types each type inherits from or conforms to."""

    def __init__(self, folder, *modules):
        self.symbols, self.parents, paths = {}, {}, {}
        relationships = []
        for name in sorted(os.listdir(folder)):
            if not name.endswith(".symbols.json"):
                continue
            if not any(name == f"{module}.symbols.json" or name.startswith(f"{module}@") for module in modules):
                continue
            with open(os.path.join(folder, name), encoding="utf-8") as file:
                graph = json.load(file)
            for symbol in graph.get("symbols", []):
                path = ".".join(symbol["pathComponents"])
                self.symbols.setdefault(path, []).append(symbol)
                paths[symbol["identifier"]["precise"]] = path
            relationships += graph.get("relationships", [])
        for relation in relationships:
            if relation["kind"] in ("inheritsFrom", "conformsTo") and relation["source"] in paths:
                target = paths.get(relation["target"])
                if target:
                    self.parents.setdefault(paths[relation["source"]], []).append(target)

    def find(self, path):
        """The symbols at `path`, or else at the same member of a type it inherits from."""
        if path in self.symbols:
            return self.symbols[path]
        owner, _, member = path.rpartition(".")
        seen, queue = set(), [owner]
        while queue:
            current = queue.pop()
            if current in seen:
                continue
            seen.add(current)
            if f"{current}.{member}" in self.symbols:
                return self.symbols[f"{current}.{member}"]
            queue += self.parents.get(current, [])
        return []

    def isolation(self, path, symbol):
        """`main` when the declaration, or the type holding it, is on the main actor."""
        text = fragments(symbol)
        if "nonisolated" in text.split():
            return "none"
        if "@MainActor" in text.split():
            return "main"
        owner = path.rpartition(".")[0]
        if owner and self.symbols.get(owner):
            return self.isolation(owner, self.symbols[owner][0])
        return "none"


def fragments(symbol):
    return "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))


def declaration(symbol):
    """The declaration as a caller sees it: no access words, isolation or
    ownership words (compared apart), a stored `var` written `{ get set }`."""
    words = [word for word in re.split(r"\s+", fragments(symbol).strip())
             if word not in ACCESS_WORDS and word not in SET_ASIDE]
    text = " ".join(words)
    # A parameter's internal name is the implementation's: `itemSearch block:` is `itemSearch:`.
    text = re.sub(r"([(,] ?)(\w+) \w+:", r"\1\2:", text)
    # A constant is a get-only property to a caller.
    text = re.sub(r"^(static )?let (.*)$", r"\1var \2 { get }", text)
    # `class var` and `static var` are the same to a caller.
    text = re.sub(r"^class (var|func) ", r"static \1 ", text)
    if re.match(r"^(static )?var ", text) and not text.endswith("}"):
        text += " { get set }"
    return text


def version(entry):
    value = entry.get("major", 0), entry.get("minor", 0)
    return value


def newer_availability(symbol):
    """{platform: introduced} where the SDK's version is newer than Hark's target."""
    result = {}
    for item in symbol.get("availability", []) or []:
        domain, introduced = item.get("domain"), item.get("introduced")
        if domain in DEPLOYMENT and introduced and version(introduced) > DEPLOYMENT[domain]:
            result[domain] = version(introduced)
    return result


def where(symbol):
    location = symbol.get("location") or {}
    uri = location.get("uri", "?").replace("file://", "")
    uri = os.path.relpath(uri) if uri.startswith("/") else uri
    return f"{uri}:{location.get('position', {}).get('line', 0) + 1}"


def stand_in_form(graph, path, symbol):
    """Whether the declaration, or a type holding it, says in its doc
    comment that it is a stand-in form (what Swift on Linux cannot declare
    as Apple does, such as an optional requirement), and why."""
    lines = [line.get("text", "") for line in (symbol.get("docComment") or {}).get("lines", [])]
    text = " ".join(lines)
    if "Stand-in form" in text:
        return text[text.index("Stand-in form"):]
    owner = path.rpartition(".")[0]
    if owner and graph.symbols.get(owner):
        return stand_in_form(graph, owner, graph.symbols[owner][0])
    return None


def check(module, stand_ins, real):
    passed, failures, known = 0, [], []
    for path, symbols in sorted(stand_ins.symbols.items()):
        if any(part.lower().startswith("standin") for part in path.split(".")):
            continue
        for symbol in symbols:
            reason = stand_in_form(stand_ins, path, symbol)
            if reason:
                known.append(f"{where(symbol)}: {module}.{path}: {reason}")
                continue
            kind = symbol["kind"]["identifier"]
            candidates = [r for r in real.find(path) if r["kind"]["identifier"].split(".")[-1] == kind.split(".")[-1]]
            if not candidates and path.rpartition(".")[2] in INHERITED_ELSEWHERE:
                passed += 1
                continue
            if not candidates:
                failures.append(f"{where(symbol)}: {module}.{path} ({kind}) is not in Apple's SDK")
                continue
            mine = declaration(symbol)
            same = [r for r in candidates if declaration(r) == mine]
            if not same:
                theirs = " | ".join(sorted({declaration(r) for r in candidates}))
                failures.append(f"{where(symbol)}: {module}.{path}: the stand-in declares `{mine}`, Apple `{theirs}`")
                continue
            ours, apples = stand_ins.isolation(path, symbol), real.isolation(path, same[0])
            if ours != apples:
                said = {"main": "on the main actor", "none": "not isolated"}
                failures.append(
                    f"{where(symbol)}: {module}.{path}: the stand-in is {said[ours]}, Apple's is {said[apples]}")
                continue
            apple = newer_availability(same[0])
            ours = {d: v for d, v in (
                (item.get("domain"), item.get("introduced")) for item in symbol.get("availability", []) or [])
                if d in DEPLOYMENT and v}
            missing = [f"{d} {a[0]}.{a[1]}" for d, a in sorted(apple.items()) if d in ("iOS", "macOS")
                       and (d not in ours or version(ours[d]) != a)]
            if missing:
                failures.append(f"{where(symbol)}: {module}.{path}: Apple makes it available from {', '.join(missing)}")
                continue
            passed += 1
    return passed, failures, known


def main():
    if len(sys.argv) < 4:
        sys.exit("usage: standins_check.py STAND_IN_GRAPHS REAL_GRAPHS MODULE [MODULE...]")
    stand_in_folder, real_folder, modules = sys.argv[1], sys.argv[2], sys.argv[3:]
    passed, failed = 0, 0
    for module in modules:
        stand_ins = Graph(stand_in_folder, module)
        real = Graph(real_folder, module, *ALSO_READ.get(module, []))
        if not real.symbols:
            print(f"{module}: no symbol graph of Apple's module")
            failed += 1
            continue
        ok, failures, known = check(module, stand_ins, real)
        for failure in failures:
            print(failure)
        for line in known:
            print(f"known: {line}")
        print(f"{module}: {ok} declarations as Apple declares them, {len(failures)} not,"
              f" {len(known)} in a stand-in form their comments explain")
        passed += ok
        failed += len(failures)
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
