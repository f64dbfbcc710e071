#!/usr/bin/env bash
# The fuzzing figures of bench/README.md: each libFuzzer target of tests/fuzz for SECONDS (default
# 300), from its committed seeds, and one line per target with its executions, its rate, the
# coverage it reached and whether it crashed. Needs the fuzz build that deploy/safety-net.sh makes
# (build-asan with ROCKPOOL_FUZZ=ON): run `deploy/safety-net.sh fuzz` once first.
# Usage: bench/fuzz-figures.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-300}"
scratch=$(mktemp -d /tmp/rockpool-fuzz-figures.XXXXXX)
trap 'rm -rf "$scratch"' EXIT
echo "# $(date -u +%Y-%m-%d) ${seconds} s per target, $(nproc) cores," \
  "$(awk -F': ' '/^model name/ {print $2; exit}' /proc/cpuinfo)"
crashes=0
for target in request_fuzz view_patch_fuzz engines_fuzz match_record_fuzz; do
  mkdir -p "$scratch/$target"
  status=0
  ASAN_OPTIONS=detect_leaks=1 "build-asan/tests/fuzz/$target" -max_total_time="$seconds" \
    -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$scratch/$target-" \
    "$scratch/$target" "tests/fuzz/corpus/$target" >"$scratch/$target.log" 2>&1 || status=$?
  runs=$(awk '/stat::number_of_executed_units/ {print $2}' "$scratch/$target.log")
  rate=$(awk '/stat::average_exec_per_sec/ {print $2}' "$scratch/$target.log")
  cov=$(grep -oE 'cov: [0-9]+' "$scratch/$target.log" | tail -1 | cut -d' ' -f2)
  crashed=$((status != 0))
  crashes=$((crashes + crashed))
  printf '%-18s %12s executions %8s/s  coverage %6s edges  crashes %d\n' \
    "$target" "${runs:-?}" "${rate:-?}" "${cov:-?}" "$crashed"
  if ((crashed)); then
    grep -E '^(==|SUMMARY|fuzz invariant)' "$scratch/$target.log" | head -5 | sed 's/^/    /'
    mkdir -p build-asan/fuzz-artifacts
    cp "$scratch/$target"-* build-asan/fuzz-artifacts/ 2>/dev/null || true
  fi
done
echo "crashes: $crashes"
