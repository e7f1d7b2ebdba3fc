#!/usr/bin/env python3
"""Generates an iOS routes.json and an Android routeMap.json of N routes each, for timing
`switchyard-routes check-android` on large maps (issue: check-android must stay near-linear).

    Scripts/android-maps.py N OUTDIR
    swift build -c release --product switchyard-routes
    time .build/release/switchyard-routes check-android --ios OUTDIR/routes.json \\
        --android OUTDIR/routeMap.json --format json > /dev/null

Scripts/check-android-timing.sh N does all three (and repeats the run).

The maps describe the same app: per module, literal pages (most routes), pages with `:id`
on iOS that are literal keys on Android, a few regular-expression keys on Android, and some
routes on one side only. Deterministic: the same N gives the same bytes.
"""
import json
import re
import os
import sys


def main() -> None:
    if len(sys.argv) != 3 or not sys.argv[1].isdigit():
        sys.exit(__doc__)
    count, outdir = int(sys.argv[1]), sys.argv[2]
    os.makedirs(outdir, exist_ok=True)
    ios, android = [], []
    modules = max(1, count // 100)
    for index in range(count):
        module = f"m{index % modules}"
        page = f"page{index}"
        kind = index % 50
        if kind == 0:
            # iOS `:id`, Android a literal key with a concrete id.
            ios_path, android_path = f"app://shop/{module}/{page}/:id", f"app://shop/{module}/{page}/42"
        elif kind == 1 and index % 1000 == 1:
            # A regular-expression key on Android (a handful per map).
            ios_path, android_path = f"app://shop/{module}/{page}/item/:id", f"app://shop/{module}/{page}/item/\\d+"
        elif kind == 2:
            ios_path, android_path = f"app://shop/{module}/{page}", None
        elif kind == 3:
            ios_path, android_path = None, f"app://shop/{module}/{page}/android"
        else:
            ios_path = android_path = f"app://shop/{module}/{page}"
        if ios_path is not None:
            ios.append({
                "path": ios_path, "className": f"App.{page.capitalize()}", "action": "", "description": "",
                "params": {}, "priority": 1000, "module": "App",
                "parameters": re.findall(r"/:([^/]+)", ios_path), "navigation": "push",
                "internal": False, "file": f"Sources/App/{page}.swift", "line": 1,
            })
        if android_path is not None:
            android.append({
                "path": android_path, "className": f"com.app.{page}", "action": "", "description": "",
                "params": {},
            })
    with open(os.path.join(outdir, "routes.json"), "w") as out:
        json.dump(ios, out, indent=1)
    with open(os.path.join(outdir, "routeMap.json"), "w") as out:
        json.dump(android, out, indent=1)


if __name__ == "__main__":
    main()
