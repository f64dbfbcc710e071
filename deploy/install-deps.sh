#!/usr/bin/env bash
# Installs what Rockpool needs on Debian 12, and nothing that is already there.
# The README commands, .ci/run and the Dockerfile all call this one script, so what CI proves is
# what a new user and the image get.
#
#   deploy/install-deps.sh build    compiler, CMake and the libraries the build links
#   deploy/install-deps.sh test     build + what the test suite runs against
#   deploy/install-deps.sh runtime  only the shared libraries the binary loads (the slim image)
#   deploy/install-deps.sh safety   build + clang 14's compiler, sanitizer and fuzzer runtimes,
#                                   clang-format and clang-tidy (deploy/safety-net.sh)
set -euo pipefail

mode="${1:-build}"

build_packages=(g++ cmake make ninja-build pkg-config libboost1.81-dev nlohmann-json3-dev
  libspdlog-dev libfmt-dev doctest-dev libsqlite3-dev libjemalloc-dev libutf8proc-dev libpq-dev
  zlib1g-dev libsodium-dev libssl-dev)
# Browser tests drive Debian's Chromium with playwright-core (npm); node comes from the machine,
# or from apt when it has none.
# The cluster is tested on a real PostgreSQL (postgresql-15) and behind a real HAProxy (haproxy),
# both started by the tests.
test_packages=(python3 curl chromium fonts-dejavu-core postgresql-15 haproxy)
# libclang-rt-14-dev holds the sanitizer runtimes and libFuzzer; python3 runs deploy/tidy-units.py.
safety_packages=(clang-14 libclang-rt-14-dev clang-format-14 clang-tidy-14 git python3)
runtime_packages=(libspdlog1.10 libfmt9 libsqlite3-0 libjemalloc2 libutf8proc2 libpq5 zlib1g libsodium23 libssl3 ca-certificates)

case "$mode" in
  build) wanted=("${build_packages[@]}") ;;
  test) wanted=("${build_packages[@]}" "${test_packages[@]}") ;;
  runtime) wanted=("${runtime_packages[@]}") ;;
  safety) wanted=("${build_packages[@]}" "${safety_packages[@]}") ;;
  *)
    echo "usage: $0 build|test|runtime|safety" >&2
    exit 2
    ;;
esac

missing=()
for package in "${wanted[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed'; then
    missing+=("$package")
  fi
done

if ((${#missing[@]})); then
  sudo=()
  if [ "$(id -u)" -ne 0 ]; then sudo=(sudo); fi
  echo "install-deps: installing ${missing[*]}"
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
    "${missing[@]}"
else
  echo "install-deps: everything for '$mode' is installed"
fi

if [ "$mode" = test ]; then
  if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
    sudo=()
    if [ "$(id -u)" -ne 0 ]; then sudo=(sudo); fi
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends nodejs npm
  fi
  node_major=$(node -p 'process.versions.node.split(".")[0]')
  if [ "$node_major" -lt 20 ]; then
    echo "install-deps: Node.js 20 or later is needed for the browser tests (found $(node --version))" >&2
    exit 1
  fi
  # The npm packages of the browser checks, exactly as locked, unless that lock is installed.
  cd "$(dirname "$0")/.."
  lock_sum=$(sha256sum package-lock.json | cut -d' ' -f1)
  if [ "$(cat node_modules/.rockpool-lock 2>/dev/null)" != "$lock_sum" ]; then
    npm ci --no-audit --no-fund
    echo "$lock_sum" > node_modules/.rockpool-lock
  fi
fi
