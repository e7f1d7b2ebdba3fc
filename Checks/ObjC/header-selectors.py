#!/usr/bin/env python3
"""Prints the selectors a Swift-generated Objective-C header declares, one per line, sorted:
`SWYRouter -openURL:parameters:source:completion:`, `SWYRouteOutcome -url`, `SWYRouter +sharedRouter`.
Methods and properties marked SWIFT_UNAVAILABLE (the `-init` a class without one hides) are left out.
Usage: header-selectors.py HEADER..."""
import re, sys

def strip_parens(text):
    """The text with every balanced (...) group removed."""
    out, depth = [], 0
    for ch in text:
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif depth == 0:
            out.append(ch)
    return "".join(out)

selectors = set()
for path in sys.argv[1:]:
    owner = None
    for line in open(path, encoding="utf-8"):
        line = line.strip()
        start = re.match(r"@interface (\w+)", line)
        if start:
            owner = start.group(1)
            continue
        if line.startswith("@end"):
            owner = None
            continue
        if owner is None or "SWIFT_UNAVAILABLE" in line:
            continue
        line = re.sub(r"^SWIFT_CLASS_PROPERTY\((.*)\)$", r"\1", line)
        if line.startswith("@property"):
            attributes = re.match(r"@property\s*\(([^)]*)\)", line)
            getter = re.search(r"getter=(\w+)", attributes.group(1)) if attributes else None
            kind = "+" if attributes and "class" in attributes.group(1).split(", ") else "-"
            name = getter.group(1) if getter else re.search(r"(\w+)\s*;", line).group(1)
            selectors.add(f"{owner} {kind}{name}")
        elif line[:1] in "+-":
            rest = strip_parens(line[1:])
            parts = re.findall(r"(\w+):", rest)
            name = "".join(p + ":" for p in parts) if parts else re.match(r"\s*(\w+)", rest).group(1)
            selectors.add(f"{owner} {line[0]}{name}")
print("\n".join(sorted(selectors)))
