#!/usr/bin/env python3
"""Medians per scenario and server, and Rockpool/floor ratios, of the reports that
bench/server-figures.sh leaves in a folder as SCENARIO.SERVER.ROUND.json."""

import json
import pathlib
import statistics
import sys

SERVERS = ["floor", "store-on", "store-off", "before-on"]
FIGURES = [  # (key in the report, heading)
    ("actions_per_s", "actions/s"),
    ("server_cpu_us_per_action", "server µs/action"),
    ("server_user_us_per_action", "user µs"),
    ("server_sys_us_per_action", "sys µs"),
    ("bytes_out_per_action", "bytes out/action"),
    ("rtt_ms.p50", "rtt p50 ms"),
    ("rtt_ms.p99", "rtt p99 ms"),
    ("send_delay_ms.p50", "send delay p50 ms"),
    ("send_delay_ms.p99", "send delay p99 ms"),
    ("send_delay_ms.max", "send delay max ms"),
    ("tool_cpu_us_per_action", "tool µs/action"),
    ("tool_cpu_percent", "tool % of a core"),
    ("errors", "errors"),
    ("server_rss_kib_per_connection", "KiB/connection"),
    ("server_idle_cpu_percent", "idle CPU %"),
]
RATIOS = ["server_cpu_us_per_action", "server_user_us_per_action", "server_sys_us_per_action",
          "server_rss_kib_per_connection"]


def value(report, key):
    for part in key.split("."):
        if not isinstance(report, dict) or part not in report:
            return None
        report = report[part]
    return report


def main(folder):
    runs = {}  # (scenario, server) -> {round: report}
    for path in sorted(pathlib.Path(folder).glob("*.json")):
        scenario, server, round_ = path.name[: -len(".json")].rsplit(".", 2)
        runs.setdefault((scenario, server), {})[round_] = json.loads(path.read_text())
    scenarios = list(dict.fromkeys(scenario for scenario, _ in runs))
    for scenario in scenarios:
        present = [s for s in SERVERS if (scenario, s) in runs]
        figures = [(k, h) for k, h in FIGURES
                   if any(value(r, k) is not None for s in present
                          for r in runs[(scenario, s)].values())]
        print(f"\n{scenario} (medians of {len(runs[(scenario, present[0])])} rounds)\n")
        print("| server | " + " | ".join(h for _, h in figures) + " |")
        print("| --- " * (len(figures) + 1) + "|")
        medians = {}
        for server in present:
            row = []
            for key, _ in figures:
                samples = [value(r, key) for r in runs[(scenario, server)].values()]
                samples = [x for x in samples if x is not None]
                medians[(server, key)] = statistics.median(samples) if samples else None
                row.append("" if not samples else f"{medians[(server, key)]:,.2f}")
            print(f"| {server} | " + " | ".join(row) + " |")
        if "before-on" in present:
            for key in RATIOS + ["rtt_ms.p99"]:
                before, mine = medians.get(("before-on", key)), medians.get(("store-on", key))
                if not before or mine is None:
                    continue
                per_round = sorted(value(runs[(scenario, "store-on")][r], key) / value(b, key)
                                   for r, b in runs[(scenario, "before-on")].items()
                                   if r in runs[(scenario, "store-on")] and value(b, key))
                print(f"\nthis build/before, {key}: {mine / before:.3f}× "
                      f"(rounds {per_round[0]:.2f}–{per_round[-1]:.2f})")
        if "floor" not in present:
            continue
        for key in RATIOS:
            floor = medians.get(("floor", key))
            if not floor:
                continue
            parts = []
            for server in ("store-on", "store-off"):
                mine = medians.get((server, key))
                if mine is None:
                    continue
                per_round = sorted(value(runs[(scenario, server)][r], key) / value(f, key)
                                   for r, f in runs[(scenario, "floor")].items()
                                   if r in runs[(scenario, server)] and value(f, key))
                parts.append(f"{server} {mine / floor:.2f}× "
                             f"(rounds {per_round[0]:.2f}–{per_round[-1]:.2f})")
            print(f"\nRockpool/floor, {key}: " + ", ".join(parts))


if __name__ == "__main__":
    main(sys.argv[1])
