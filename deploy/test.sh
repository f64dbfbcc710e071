#!/usr/bin/env bash
# The README's test command: installs what is missing, builds, and runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
deploy/install-deps.sh test
# Each test executable compiles as one unit and each library as two (cmake/unity_tests.cmake,
# cmake/unity_libs.cmake): a build from scratch is faster.
deploy/build.sh -DROCKPOOL_WEB_TESTS=ON -DROCKPOOL_UNITY_TESTS=ON -DROCKPOOL_UNITY_LIBS=ON
# Two at a time: the server suites (in halves) and the browser tests mostly wait.
ctest --test-dir build --output-on-failure --timeout 900 -j 2
