#!/usr/bin/env bash
# Configures and builds Rockpool into ./build (Release, warnings as errors).
set -euo pipefail
cd "$(dirname "$0")/.."
generator=()
if command -v ninja >/dev/null 2>&1; then generator=(-G Ninja); fi
if [ ! -f build/CMakeCache.txt ]; then
  cmake -S . -B build "${generator[@]}" -DCMAKE_BUILD_TYPE=Release -DROCKPOOL_WERROR=ON
fi
cmake --build build --parallel "$(nproc)"
