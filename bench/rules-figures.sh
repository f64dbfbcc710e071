#!/usr/bin/env bash
# The rules figures of bench/README.md: `rockpool bench rules` for each game, RUNS seeds, and the
# median of each figure. Usage: bench/rules-figures.sh [PLAYOUTS] [RUNS] [GAME...]
set -euo pipefail
cd "$(dirname "$0")/.."
playouts="${1:-5000}"
runs="${2:-5}"
shift $(($# < 2 ? $# : 2))
games=("$@")
[ ${#games[@]} -gt 0 ] || games=(fences lazyking prawns pawnd kaninariebi)
binary=build/app/rockpool
echo "# $(date -u +%Y-%m-%d) playouts=$playouts runs=$runs $(nproc) cores"
for game in "${games[@]}"; do
  cap=400
  [ "$game" = fences ] && cap=324
  for seed in $(seq "$runs"); do
    "$binary" bench rules --game "$game" --playouts "$playouts" --seed "$seed" --ply-cap "$cap"
  done | python3 -c '
import json, statistics, sys
text = sys.stdin.read()
decoder, reports, i = json.JSONDecoder(), [], 0
while i < len(text):
    if text[i].isspace():
        i += 1
        continue
    report, i = decoder.raw_decode(text, i)
    reports.append(report)
def med(get):
    values = [get(r) for r in reports]
    return "%s (%s - %s)" % (f"{statistics.median(values):,.0f}", f"{min(values):,.0f}", f"{max(values):,.0f}")
print(sys.argv[1], "ply cap", sys.argv[2])
print("  playouts per CPU s:", med(lambda r: r["playouts_per_cpu_s"]))
print("  legal generations per CPU s, rich:", med(lambda r: r["legal_generations_rich"]["per_cpu_s"]))
print("  legal generations per CPU s, all:", med(lambda r: r["legal_generations"]["per_cpu_s"]))
print("  mean plies:", "%.1f" % statistics.median(r["mean_plies"] for r in reports),
      " finished before the cap:", "%.3f" % statistics.median(r["finished_fraction"] for r in reports))
' "$game" "$cap"
done
