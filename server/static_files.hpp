#pragma once
// Files of the browser client, served from one directory. Paths are checked: nothing outside the
// directory, no hidden files.

#include <optional>
#include <string>
#include <string_view>

namespace rockpool::server {

struct StaticFile {
  std::string body;
  std::string content_type;
};

// The file for a URL path ("/", "/r/<code>" and "/room/<id>" are the client's page), or nothing.
std::optional<StaticFile> load_static_file(const std::string& root, std::string_view path);

// Where the client's files are: the configured directory, else the installed copy beside the
// binary (../share/rockpool/web), else the source tree's.
std::string find_web_root(const std::string& configured);

}  // namespace rockpool::server
