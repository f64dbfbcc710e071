#!/usr/bin/env bash
# Installs what Rockpool needs on Debian 12, and nothing that is already there.
# The README commands, .ci/run and the Dockerfile all call this one script, so what CI proves is
# what a new user and the image get.
#
#   deploy/install-deps.sh build    compiler, CMake and the libraries the build links
#   deploy/install-deps.sh test     build + what the test suite runs against
#   deploy/install-deps.sh runtime  only the shared libraries the binary loads (the slim image)
set -euo pipefail

mode="${1:-build}"

build_packages=(g++ cmake make ninja-build pkg-config libboost1.81-dev nlohmann-json3-dev
  libspdlog-dev libfmt-dev doctest-dev libsqlite3-dev)
test_packages=(python3 curl)
runtime_packages=(libspdlog1.10 libfmt9 libsqlite3-0 ca-certificates)

case "$mode" in
  build) wanted=("${build_packages[@]}") ;;
  test) wanted=("${build_packages[@]}" "${test_packages[@]}") ;;
  runtime) wanted=("${runtime_packages[@]}") ;;
  *)
    echo "usage: $0 build|test|runtime" >&2
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
