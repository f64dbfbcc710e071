#pragma once
// Files of the browser client, served from one directory. Paths are checked: nothing outside the
// directory, no hidden files. Each file is read once and kept with its gzip form and its ETag
// until it changes on disk (its size or time), so that a repeat visit costs a 304 or nothing.
//
// Versioned paths: `/v/<version>/<path>` is the file `/<path>`, where the version is a hash of
// every file's content. The page asks for its scripts and styles there ("{{static}}" in
// index.html stands for `/v/<version>`), and a module's relative imports stay under the same
// prefix; so those answers may be cached for a year, and a new version is a new address.

#include <chrono>
#include <filesystem>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>

namespace rockpool::server {

struct StaticFile {
  std::shared_ptr<const std::string> body;
  std::shared_ptr<const std::string> gzipped;  // null when compressing does not pay
  std::string content_type;
  std::string etag;        // a strong validator of `body`, quoted; gzipped's adds "-gz"
  bool immutable = false;  // asked for under the current version: cache it for good
};

class StaticFiles {
 public:
  explicit StaticFiles(std::string root) : root_(std::move(root)) {}

  // The file for a URL path ("/", "/r/<code>", "/room/<id>" ... are the client's page), or
  // nothing.
  std::optional<StaticFile> find(std::string_view path);
  // The hash of every file's content; it changes when any file does.
  std::string version();
  const std::string& root() const { return root_; }

 private:
  struct Entry {
    std::filesystem::file_time_type modified;
    std::uintmax_t size = 0;
    StaticFile file;
  };
  // The file at a checked path under the root, read again if it changed (caller holds mutex_).
  const StaticFile* load(const std::string& file);
  // The version, hashed again when asked to or when the last hash is over a second old (a
  // versioned file's answer needs it, and a walk of the folder for each would cost).
  std::string version_locked(bool recheck);

  std::string root_;
  std::mutex mutex_;
  std::unordered_map<std::string, Entry> cache_;
  std::string version_;
  std::chrono::steady_clock::time_point version_checked_{};
  // The page with its versioned addresses filled in, for the version it was made for.
  std::string page_version_;
  StaticFile page_;
};

// Where the client's files are: the configured directory, else the installed copy beside the
// binary (../share/rockpool/web), else the source tree's.
std::string find_web_root(const std::string& configured);

}  // namespace rockpool::server
