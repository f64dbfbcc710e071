#include "server/http/static_files.hpp"

#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <sstream>
#include <vector>

#include "server/http/http_caching.hpp"
#include "server/net/gzip.hpp"

namespace rockpool::server {

namespace {

constexpr std::size_t kMaxFileBytes = 4 * 1024 * 1024;
constexpr std::size_t kMaxFiles = 4096;  // files hashed into the version
constexpr std::size_t kCompressFilesFrom = 512;
constexpr auto kVersionFresh = std::chrono::seconds(1);
constexpr std::string_view kVersionPrefix = "/v/";
constexpr std::string_view kStaticMark = "{{static}}";

std::string content_type_of(std::string_view path) {
  const auto dot = path.rfind('.');
  const std::string_view ext = dot == std::string_view::npos ? "" : path.substr(dot + 1);
  if (ext == "html") return "text/html; charset=utf-8";
  if (ext == "js" || ext == "mjs") return "text/javascript; charset=utf-8";
  if (ext == "css") return "text/css; charset=utf-8";
  if (ext == "svg") return "image/svg+xml";
  if (ext == "json" || ext == "webmanifest") return "application/json";
  if (ext == "png") return "image/png";
  if (ext == "ico") return "image/x-icon";
  if (ext == "txt" || ext == "md") return "text/plain; charset=utf-8";
  return "application/octet-stream";
}

bool compressible(std::string_view content_type) {
  return content_type.rfind("text/", 0) == 0 || content_type == "image/svg+xml" ||
         content_type == "application/json";
}

bool safe(std::string_view path) {
  if (path.empty() || path.front() != '/') return false;
  if (path.find('\\') != std::string_view::npos || path.find('\0') != std::string_view::npos) {
    return false;
  }
  // No "..", no hidden files, no empty segments.
  std::size_t start = 1;
  while (start <= path.size()) {
    const auto end = std::min(path.find('/', start), path.size());
    const std::string_view segment = path.substr(start, end - start);
    if (segment.empty() || segment.front() == '.') return false;
    start = end + 1;
  }
  return true;
}

// The client's own pages, all one document: the lobby, a room, a replay, the history, the rules,
// a player's profile, the leaderboards, the analysis board.
bool is_page(std::string_view path) {
  for (std::string_view prefix :
       {"/r/", "/room/", "/replay/", "/how-to-play/", "/players/", "/t/", "/analysis/"}) {
    if (path.rfind(prefix, 0) == 0) return true;
  }
  return path == "/" || path == "/index.html" || path == "/history" || path == "/leaderboards";
}

// FNV-1a, 64 bits: a content hash for validators and versions, not a defence against anyone.
std::uint64_t fnv1a(std::string_view bytes, std::uint64_t hash = 14695981039346656037ull) {
  for (const char c : bytes) {
    hash ^= static_cast<unsigned char>(c);
    hash *= 1099511628211ull;
  }
  return hash;
}

std::string hex(std::uint64_t value, int digits) {
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string out(static_cast<std::size_t>(digits), '0');
  for (int i = digits - 1; i >= 0; --i, value >>= 4)
    out[static_cast<std::size_t>(i)] = kDigits[value & 15];
  return out;
}

StaticFile make_file(std::string body, std::string content_type) {
  StaticFile file;
  file.etag = strong_etag(body);
  if (compressible(content_type) && body.size() >= kCompressFilesFrom) {
    std::string packed = gzip_compress(body);
    if (packed.size() < body.size() - body.size() / 10)
      file.gzipped = std::make_shared<const std::string>(std::move(packed));
  }
  file.body = std::make_shared<const std::string>(std::move(body));
  file.content_type = std::move(content_type);
  return file;
}

}  // namespace

const StaticFile* StaticFiles::load(const std::string& file) {
  const std::string full = root_ + file;
  std::error_code error;
  const auto status = std::filesystem::status(full, error);
  if (error || !std::filesystem::is_regular_file(status)) return nullptr;
  const auto size = std::filesystem::file_size(full, error);
  if (error || size > kMaxFileBytes) return nullptr;
  const auto modified = std::filesystem::last_write_time(full, error);
  if (error) return nullptr;
  if (const auto found = cache_.find(file);
      found != cache_.end() && found->second.size == size && found->second.modified == modified) {
    return &found->second.file;
  }
  std::ifstream in(full, std::ios::binary);
  if (!in) return nullptr;
  std::ostringstream body;
  body << in.rdbuf();
  Entry& entry = cache_[file];
  entry = Entry{modified, size, make_file(body.str(), content_type_of(file))};
  return &entry.file;
}

std::string StaticFiles::version_locked(bool recheck) {
  const auto now = std::chrono::steady_clock::now();
  if (!recheck && !version_.empty() && now - version_checked_ < kVersionFresh) return version_;
  std::vector<std::string> files;
  std::error_code error;
  for (auto it = std::filesystem::recursive_directory_iterator(root_, error);
       !error && it != std::filesystem::recursive_directory_iterator() && files.size() < kMaxFiles;
       it.increment(error)) {
    const std::string relative = "/" + it->path().lexically_relative(root_).generic_string();
    if (!safe(relative)) {
      if (it->is_directory(error)) it.disable_recursion_pending();
      continue;
    }
    if (it->is_regular_file(error)) files.push_back(relative);
  }
  std::sort(files.begin(), files.end());
  std::uint64_t hash = fnv1a("");
  for (const auto& file : files) {
    if (const StaticFile* loaded = load(file)) hash = fnv1a(loaded->etag, fnv1a(file, hash));
  }
  version_ = hex(hash, 12);
  version_checked_ = now;
  return version_;
}

std::string StaticFiles::version() {
  std::lock_guard lock(mutex_);
  return version_locked(false);
}

std::optional<StaticFile> StaticFiles::find(std::string_view path) {
  path = path.substr(0, path.find('?'));
  std::lock_guard lock(mutex_);
  bool versioned = false;
  bool current = false;
  if (path.rfind(kVersionPrefix, 0) == 0) {
    const auto slash = path.find('/', kVersionPrefix.size());
    if (slash == std::string_view::npos) return std::nullopt;
    current =
        path.substr(kVersionPrefix.size(), slash - kVersionPrefix.size()) == version_locked(false);
    versioned = true;
    path = path.substr(slash);
  }
  if (!versioned && is_page(path)) {
    // The page is asked for once a visit: it always names the files as they are now.
    const std::string version = version_locked(true);
    const StaticFile* index = load("/index.html");
    if (!index) return std::nullopt;
    if (page_version_ != version + index->etag) {
      std::string body = *index->body;
      const std::string prefix = std::string(kVersionPrefix) + version;
      for (auto at = body.find(kStaticMark); at != std::string::npos;
           at = body.find(kStaticMark, at + prefix.size())) {
        body.replace(at, kStaticMark.size(), prefix);
      }
      page_ = make_file(std::move(body), index->content_type);
      page_version_ = version + index->etag;
    }
    return page_;
  }
  const std::string file(path);
  if (!safe(file)) return std::nullopt;
  const StaticFile* loaded = load(file);
  if (!loaded) return std::nullopt;
  StaticFile answer = *loaded;
  answer.immutable = current;
  return answer;
}

std::string find_web_root(const std::string& configured) {
  if (!configured.empty()) return configured;
  std::error_code error;
  const auto self = std::filesystem::read_symlink("/proc/self/exe", error);
  if (!error) {
    const auto installed = self.parent_path().parent_path() / "share" / "rockpool" / "web";
    if (std::filesystem::is_regular_file(installed / "index.html", error))
      return installed.string();
  }
  return ROCKPOOL_SOURCE_WEB_ROOT;
}

}  // namespace rockpool::server
