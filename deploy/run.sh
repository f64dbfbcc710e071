#!/usr/bin/env bash
# The README's run command: installs what is missing, builds, and starts Rockpool with its
# embedded defaults on port 8080 (ROCKPOOL_* variables and flags change them: see
# `build/app/rockpool serve --help`). Extra arguments go to `rockpool serve`.
set -euo pipefail
cd "$(dirname "$0")/.."
deploy/install-deps.sh build
deploy/build.sh
exec build/app/rockpool serve "$@"
