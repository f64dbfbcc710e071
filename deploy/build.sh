#!/usr/bin/env bash
# Configures and builds Rockpool into ./build (Release, warnings as errors); arguments go to cmake.
set -euo pipefail
cd "$(dirname "$0")/.."
generator=()
if command -v ninja >/dev/null 2>&1; then generator=(-G Ninja); fi
if [ -f build/CMakeCache.txt ]; then generator=(); fi  # the generator is fixed at first configure
cmake -S . -B build "${generator[@]}" -DCMAKE_BUILD_TYPE=Release -DROCKPOOL_WERROR=ON "$@" >/dev/null
cmake --build build --parallel "$(nproc)"
