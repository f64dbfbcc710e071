#!/usr/bin/env python3
"""clang-tidy over the project's own sources, a folder at a time.

Each of our .cpp files includes Boost.Beast, Asio and nlohmann/json, and clang-tidy's checks walk
every declaration those headers bring (tens of thousands, all of them filtered out at the end):
checking one file at a time spends nearly all its time there. This script writes one unit per
folder that includes the folder's .cpp files, so that the libraries are parsed and walked once
per folder, and runs clang-tidy on the units side by side. Diagnostics keep the path and line of
the file they are in; the header filter covers our .cpp files as it covers our headers.

A build with ROCKPOOL_UNITY_LIBS lists CMake's unity sources instead of our files: each is read
for the files it includes, which are then checked with its flags as if listed one by one.

Files that cannot share a unit (two files defining the same name in their anonymous namespaces)
make the unit fail to compile: the unit is then split in two, and so on down to single files,
so a unit's failure never hides a finding, and a file that does not compile alone fails the run.

Usage: tidy-units.py BUILD_DIR OUT_DIR JOBS ROOT
  BUILD_DIR has the compile_commands.json of a clang build; OUT_DIR receives the units.
"""

import collections
import concurrent.futures
import json
import os
import re
import subprocess
import sys
import threading

PRODUCT = re.compile(r"/(rules|protocol|server|app|bench)/")
# Asio's and Beast's own sources, compiled once for the whole program: nothing of ours in it.
SKIPPED = ("/server/net/beast_impl.cpp",)
COMPILE_ERROR = "[clang-diagnostic-error]"
# The server's small folders share one unit with its root: a unit per folder would parse the
# libraries once more for each of them.
SHARED_SERVER_UNIT = re.compile(r"/server/(net|http|room|lobby|bots|correspondence|requests|analysis)$")


UNITY_SOURCE = re.compile(r"/CMakeFiles/[^/]+/Unity/unity_[^/]*\.cxx$")
UNITY_INCLUDE = re.compile(r'^#include "([^"]+)"$', re.MULTILINE)


def sources_of(path):
    """The files a compile command compiles: a unity source's includes, else the file itself."""
    if not UNITY_SOURCE.search(path):
        return [path]
    with open(path) as file:
        return UNITY_INCLUDE.findall(file.read())


def unit_folder(folder):
    return re.sub(r"/server/[^/]+$", "/server", folder) if SHARED_SERVER_UNIT.search(folder) else folder


def main():
    build_dir, out_dir, jobs, root = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
    root = os.path.realpath(root)
    os.makedirs(out_dir, exist_ok=True)
    with open(os.path.join(build_dir, "compile_commands.json")) as file:
        entries = json.load(file)

    # The build's precompiled headers are not read by clang-tidy: each unit includes them itself.
    groups = collections.defaultdict(list)
    for entry in entries:
        command = entry["command"]
        command = re.sub(r" -Xclang -include-pch -Xclang \S+\.pch", "", command)
        command = command.replace(" -Xclang -include -Xclang ", " -include ")
        flags = re.sub(r" -o \S+ -c \S+$", "", command)
        for path in sources_of(entry["file"]):
            if not path.startswith(root + "/") or path.endswith(SKIPPED):
                continue
            if not PRODUCT.match(path[len(root):]):
                continue
            groups[(unit_folder(os.path.dirname(path)), flags, entry["directory"])].append(path)

    # The units live outside the source folders, where clang-tidy would not find our settings.
    config = os.path.join(root, ".clang-tidy")
    header_filter = "^" + re.escape(root) + "/(rules|protocol|server|app|bench)/"
    database = []
    units = []
    counter = [0]
    lock = threading.Lock()

    def make_unit(folder, flags, directory, files):
        counter[0] += 1
        name = os.path.relpath(folder, root).replace("/", "_") + "-" + str(counter[0]) + ".cpp"
        unit = os.path.join(out_dir, name)
        with open(unit, "w") as file:
            for path in sorted(files):
                file.write('#include "%s"  // NOLINT(bugprone-suspicious-include)\n' % path)
        database.append({"directory": directory, "file": unit, "command": flags + " -c " + unit})
        return unit

    for (folder, flags, directory), files in sorted(groups.items()):
        units.append((folder, flags, directory, sorted(files)))

    def write_database():
        with open(os.path.join(out_dir, "compile_commands.json"), "w") as file:
            json.dump(database, file, indent=1)

    # Every unit, split ones included, is in the database before clang-tidy reads it.
    def tidy(unit_spec):
        folder, flags, directory, files = unit_spec
        with lock:
            unit = make_unit(folder, flags, directory, files)
            write_database()
        run = subprocess.run(
            ["clang-tidy-14", "-p", out_dir, "--quiet", "--config-file=" + config,
             "-header-filter=" + header_filter, unit],
            capture_output=True, text=True)
        output = run.stdout + run.stderr
        if COMPILE_ERROR in output and len(files) > 1:
            half = len(files) // 2
            return [("split", unit_spec[:3] + (files[:half],)),
                    ("split", unit_spec[:3] + (files[half:],))]
        return [("done", (files, run.returncode, output))]

    failed = 0
    checked = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        pending = {pool.submit(tidy, spec) for spec in units}
        while pending:
            finished, pending = concurrent.futures.wait(
                pending, return_when=concurrent.futures.FIRST_COMPLETED)
            for future in finished:
                for kind, value in future.result():
                    if kind == "split":
                        pending.add(pool.submit(tidy, value))
                        continue
                    files, code, output = value
                    checked += len(files)
                    findings = [line for line in output.splitlines()
                                if not re.match(r"^\d+ warnings? generated\.$", line)
                                and not line.startswith("Suppressed ")
                                and not line.startswith("Use -header-filter")]
                    if code != 0 or findings:
                        failed += 1
                        print("\n".join(findings) or output, flush=True)
    print("clang-tidy: %d files in %d units, %d units with findings" % (checked, counter[0], failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
