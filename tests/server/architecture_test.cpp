// ARCHITECTURE.md is a map a newcomer trusts: every folder of server/ is in its table, every folder
// and file it names exists, and the server's root stays small.

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>

namespace rockpool::tests {
namespace {

namespace fs = std::filesystem;

const fs::path kSource = ROCKPOOL_SOURCE_DIR;

std::string architecture_text() {
  std::ifstream file(kSource / "ARCHITECTURE.md");
  REQUIRE(file);
  std::stringstream text;
  text << file.rdbuf();
  return text.str();
}

// Where a path the map names may be: from the top, or inside server/ or protocol/.
bool names_a_real_file(const std::string& path) {
  for (const fs::path& base : {kSource, kSource / "server", kSource / "protocol"}) {
    if (fs::exists(base / path)) return true;
  }
  return false;
}

TEST_CASE("architecture: the map's folder table lists every folder of server/, and no other") {
  const std::string text = architecture_text();
  std::set<std::string> listed;
  const std::regex row(R"(\| `server/([a-z_]+)/` \|)");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), row); it != std::sregex_iterator();
       ++it) {
    listed.insert((*it)[1]);
  }
  std::set<std::string> folders;
  for (const auto& entry : fs::directory_iterator(kSource / "server")) {
    if (entry.is_directory()) folders.insert(entry.path().filename().string());
  }
  CHECK(listed == folders);
}

TEST_CASE("architecture: every file the map names exists") {
  const std::string text = architecture_text();
  const std::regex named(R"(`([A-Za-z0-9_./]+\.(cpp|hpp|md))`)");
  int files = 0;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), named);
       it != std::sregex_iterator(); ++it) {
    const std::string path = (*it)[1];
    CAPTURE(path);
    CHECK(names_a_real_file(path));
    ++files;
  }
  CHECK(files > 20);
}

// A room knows no feature and no other node: the features and the cluster listen to it
// (room/room_listener.hpp).
TEST_CASE("architecture: no room file includes a feature's header") {
  const std::regex feature(
      R"re(#include "server/(bots|ratings|tournament|correspondence|push|lobby|nodes|cluster)/)re");
  int files = 0;
  for (const auto& entry : fs::directory_iterator(kSource / "server" / "room")) {
    const std::string name = entry.path().filename().string();
    std::ifstream file(entry.path());
    std::stringstream text;
    text << file.rdbuf();
    CAPTURE(name);
    CHECK_FALSE(std::regex_search(text.str(), feature));
    ++files;
  }
  CHECK(files > 10);
}

TEST_CASE("architecture: the server's root holds at most 20 files") {
  int files = 0;
  for (const auto& entry : fs::directory_iterator(kSource / "server")) {
    files += entry.is_regular_file();
  }
  CHECK(files <= 20);
}

}  // namespace
}  // namespace rockpool::tests
