#include "server/static_files.hpp"

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace rockpool::server {

namespace {

constexpr std::size_t kMaxFileBytes = 4 * 1024 * 1024;

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

}  // namespace

std::optional<StaticFile> load_static_file(const std::string& root, std::string_view path) {
  path = path.substr(0, path.find('?'));
  std::string file(path);
  // The client's own pages: the lobby, a room, a replay, the history.
  if (file == "/" || file == "/history" || file.rfind("/r/", 0) == 0 ||
      file.rfind("/room/", 0) == 0 || file.rfind("/replay/", 0) == 0) {
    file = "/index.html";
  }
  if (!safe(file)) return std::nullopt;
  const std::string full = root + file;
  std::error_code error;
  if (!std::filesystem::is_regular_file(full, error) ||
      std::filesystem::file_size(full, error) > kMaxFileBytes) {
    return std::nullopt;
  }
  std::ifstream in(full, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream body;
  body << in.rdbuf();
  return StaticFile{body.str(), content_type_of(file)};
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
