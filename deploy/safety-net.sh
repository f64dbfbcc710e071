#!/usr/bin/env bash
# The safety net CI runs after the test suite: formatting, clang-tidy, the C++ suites under
# AddressSanitizer+UndefinedBehaviorSanitizer and the server's under ThreadSanitizer, and the
# libFuzzer targets for a bounded time each. Installs what is missing (install-deps.sh safety),
# prints one line per step with its duration, and stops at the first step that fails.
#
#   deploy/safety-net.sh                 every step
#   FUZZ_SECONDS=300 deploy/safety-net.sh longer fuzzing (default 60 s per target)
#   CONFORMANCE_SHARE=100 deploy/safety-net.sh asan  every conformance playout (default 5 %)
#   deploy/safety-net.sh format tidy     only the named steps (format tidy asan tsan fuzz)
#
# Build folders: build-asan (address+undefined, with the fuzz targets) and build-tsan.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
fuzz_seconds="${FUZZ_SECONDS:-60}"
conformance_share="${CONFORMANCE_SHARE:-5}"
steps=("$@")
if ((${#steps[@]} == 0)); then steps=(format asan tidy tsan fuzz); fi
log_dir="$root/build-safety-logs"
mkdir -p "$log_dir"

wants() {  # step name: whether it was asked for
  local s
  for s in "${steps[@]}"; do [ "$s" = "$1" ] && return 0; done
  return 1
}

# Runs one step with its output in a log, printed only when the step fails.
step() {  # name, command...
  local name=$1 start status log
  shift
  log="$log_dir/$(echo "$name" | tr -c 'A-Za-z0-9.+\n-' '_').log"
  start=$(date +%s)
  set +e
  "$@" >"$log" 2>&1
  status=$?
  set -e
  if ((status == 0)); then
    printf 'ok    %-44s %4d s\n' "$name" "$(($(date +%s) - start))"
  else
    printf 'FAIL  %-44s %4d s\n' "$name" "$(($(date +%s) - start))"
    tail -60 "$log" | sed 's/^/      /'
    echo "safety net: failed at '$name' (whole log: $log)"
    exit 1
  fi
}

configure() {  # build folder, sanitizers, extra cmake arguments...
  local dir=$1 sanitizers=$2
  shift 2
  CXX=clang++-14 cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Sanitize \
    -DROCKPOOL_SANITIZE="$sanitizers" -DROCKPOOL_WERROR=ON -DROCKPOOL_UNITY_TESTS=ON "$@"
}

format_check() {
  git ls-files -z '*.cpp' '*.hpp' | xargs -0 clang-format-14 --dry-run --Werror
}

asan_build() {
  configure build-asan address,undefined -DROCKPOOL_FUZZ=ON -DROCKPOOL_UNITY_LIBS=ON
  cmake --build build-asan --parallel "$(nproc)" \
    --target rockpool_rules_tests rockpool_protocol_tests rockpool_app_tests rockpool_server_tests \
    rockpool_fuzz_targets
}

# The project's own non-test sources, with the sanitizer build's flags, a folder at a time (one
# unit per folder: each file alone would make clang-tidy walk Boost and nlohmann/json again for
# every file, four times slower in all). deploy/tidy-units.py says how.
tidy() {
  deploy/tidy-units.py build-asan build-tidy/units "$(nproc)" "$root"
}

# Every finding aborts: ASan and UBSan (built not to recover) and LeakSanitizer at exit. The C++
# suites run side by side (the server's, in two halves, mostly waits on sockets); the rules suite
# plays a share of its seeded random playouts and positions (a twentieth by default: the Release
# suite plays them all, and they are ten times slower here).
asan_tests() {
  ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:strict_string_checks=1 \
    UBSAN_OPTIONS=print_stacktrace=1 ROCKPOOL_CONFORMANCE_SHARE="$conformance_share" \
    ctest --test-dir build-asan --output-on-failure --timeout 900 -j "$(nproc)" \
      -R '^(rules|protocol|app|server|server_rest)$'
}

# The libraries in two units each (cmake/unity_libs.cmake), as in build-asan.
tsan_build() {
  configure build-tsan thread -DROCKPOOL_UNITY_LIBS=ON
  cmake --build build-tsan --parallel "$(nproc)" --target rockpool_server_tests
}

# The server suite's two halves side by side.
tsan_tests() {
  TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1 \
    ctest --test-dir build-tsan --output-on-failure --timeout 900 -j "$(nproc)" -R '^server(_rest)?$'
}

# One target for a bounded time on its committed seeds; new inputs go to a scratch corpus, so the
# committed one stays small. A crash, a leak or a broken invariant fails the step.
fuzz_target() {  # target
  local target=$1 scratch="build-asan/fuzz-corpus/$1"
  mkdir -p "$scratch" build-asan/fuzz-artifacts
  ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
    "build-asan/tests/fuzz/$target" -max_total_time="$fuzz_seconds" -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="build-asan/fuzz-artifacts/$target-" -print_final_stats=1 \
    "$scratch" "tests/fuzz/corpus/$target"
}

# Targets side by side, one per core (each fuzzer is single-threaded); every log is kept.
fuzz_side_by_side() {  # targets...
  local target status=0 pids=()
  for target in "$@"; do
    fuzz_target "$target" >"$log_dir/fuzz-$target.out" 2>&1 &
    pids+=($!)
  done
  for target in "${pids[@]}"; do wait "$target" || status=1; done
  for target in "$@"; do
    echo "== $target (whole log: $log_dir/fuzz-$target.out)"
    tail -30 "$log_dir/fuzz-$target.out"
  done
  return "$status"
}

started=$(date +%s)
step "install (install-deps.sh safety)" deploy/install-deps.sh safety
if wants format; then step "clang-format (every tracked .cpp/.hpp)" format_check; fi
if wants asan || wants tidy || wants fuzz; then step "build-asan (clang 14, address+undefined)" asan_build; fi
if wants tidy; then step "clang-tidy (rules protocol server app bench)" tidy; fi
if wants asan; then step "tests under ASan+UBSan (rules protocol app server)" asan_tests; fi
if wants tsan; then
  step "build-tsan (clang 14, thread)" tsan_build
  step "server tests under TSan" tsan_tests
fi
if wants fuzz; then
  step "fuzz request, view_patch (${fuzz_seconds} s each)" fuzz_side_by_side request_fuzz view_patch_fuzz
  step "fuzz engines, match_record (${fuzz_seconds} s each)" fuzz_side_by_side engines_fuzz match_record_fuzz
fi
echo "safety net: all passed in $(($(date +%s) - started)) s"
