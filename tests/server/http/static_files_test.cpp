// The client's files and the JSON API as a browser keeps them: validators and 304 answers, a year
// of caching under the versioned prefix, gzip where the client takes it, and the rules texts.

#include <doctest/doctest.h>
#include <zlib.h>

#include <fstream>
#include <regex>
#include <sstream>

#include "server/http/http_caching.hpp"
#include "server/net/gzip.hpp"
#include "tests/server/net/raw_socket.hpp"
#include "tests/server/server_fixture.hpp"

namespace rockpool::tests {
namespace {

std::string gunzip(const std::string& packed) {
  z_stream stream{};
  REQUIRE(inflateInit2(&stream, 15 + 16) == Z_OK);
  std::string out;
  char chunk[16384];
  stream.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(packed.data()));
  stream.avail_in = static_cast<uInt>(packed.size());
  int result = Z_OK;
  while (result == Z_OK) {
    stream.next_out = reinterpret_cast<Bytef*>(chunk);
    stream.avail_out = sizeof chunk;
    result = inflate(&stream, Z_NO_FLUSH);
    out.append(chunk, sizeof chunk - stream.avail_out);
  }
  inflateEnd(&stream);
  REQUIRE(result == Z_STREAM_END);
  return out;
}

RawResponse fetch(std::uint16_t port, const std::string& target, const std::string& fields = "",
                  const std::string& method = "GET") {
  RawSocket socket(port);
  socket.send(method + " " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\n" + fields + "\r\n");
  auto response = socket.read_response(method == "HEAD");
  REQUIRE(response);
  return *response;
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

TEST_CASE("gzip: what compresses comes back whole; Accept-Encoding is read as RFC 9110 says") {
  const std::string text(5000, 'a');
  const std::string packed = server::gzip_compress(text);
  CHECK(packed.size() < 200);
  CHECK(gunzip(packed) == text);
  CHECK(gunzip(server::gzip_compress("")).empty());
  CHECK(server::accepts_gzip("gzip, deflate, br"));
  CHECK(server::accepts_gzip("br;q=1.0, GZIP;q=0.5"));
  CHECK(server::accepts_gzip("*"));
  CHECK_FALSE(server::accepts_gzip(""));
  CHECK_FALSE(server::accepts_gzip("br, deflate"));
  CHECK_FALSE(server::accepts_gzip("gzip;q=0"));
  CHECK_FALSE(server::accepts_gzip("gzip; q=0.000, br"));
  CHECK_FALSE(server::accepts_gzip("gzipped"));
}

TEST_CASE("etags: strong, told apart by content, and found in an If-None-Match list") {
  const std::string a = server::strong_etag("one");
  CHECK(a.size() == 18);
  CHECK(a.front() == '"');
  CHECK(a != server::strong_etag("two"));
  CHECK(server::gzip_etag(a) == a.substr(0, 17) + "-gz\"");
  CHECK(server::etag_listed(a, a));
  CHECK(server::etag_listed("\"x\", W/" + a, a));
  CHECK(server::etag_listed("*", a));
  CHECK_FALSE(server::etag_listed("\"x\"", a));
  CHECK_FALSE(server::etag_listed("", a));
}

TEST_CASE("static: the page names its files under the current version, cached for a year") {
  TestServer server;
  const auto page = fetch(server.port(), "/");
  REQUIRE(page.status == 200);
  CHECK(page.field("Cache-Control") == "no-cache");
  REQUIRE(page.field("ETag"));
  std::smatch found;
  REQUIRE(std::regex_search(page.body, found, std::regex("/v/([0-9a-f]{12})/js/app\\.js")));
  const std::string version = found[1];
  CHECK(page.body.find("{{static}}") == std::string::npos);

  const auto versioned = fetch(server.port(), "/v/" + version + "/js/app.js");
  REQUIRE(versioned.status == 200);
  CHECK(versioned.field("Cache-Control") == "public, max-age=31536000, immutable");
  CHECK(versioned.field("Content-Type") == "text/javascript; charset=utf-8");
  const auto plain = fetch(server.port(), "/js/app.js");
  CHECK(plain.body == versioned.body);
  CHECK(plain.field("Cache-Control") == "no-cache");
  // A page of an older version still gets its files, but nothing may keep them.
  const auto older = fetch(server.port(), "/v/000000000000/js/app.js");
  CHECK(older.body == versioned.body);
  CHECK(older.field("Cache-Control") == "no-cache");
  for (const char* bad : {"/v/", "/v/x",
                          "/v/"
                          "000000000000/../index.html",
                          "/v/000000000000/.x"}) {
    CHECK_MESSAGE(fetch(server.port(), bad).status == 404, bad);
  }
}

TEST_CASE("static: a validator the client holds gets 304 without a body, for GET and HEAD") {
  TestServer server;
  for (const char* target :
       {"/", "/js/app.js", "/style.css", "/api/games", "/api/games/fences/rules"}) {
    const auto first = fetch(server.port(), target);
    REQUIRE_MESSAGE(first.status == 200, target);
    const auto etag = first.field("ETag");
    REQUIRE_MESSAGE(etag, target);
    for (const char* method : {"GET", "HEAD"}) {
      const auto again = fetch(server.port(), target, "If-None-Match: " + *etag + "\r\n", method);
      CHECK_MESSAGE(again.status == 304, target << " " << method);
      CHECK_MESSAGE(again.body.empty(), target);
      CHECK_MESSAGE(again.field("ETag") == etag, target);
    }
    const auto other = fetch(server.port(), target, "If-None-Match: \"other\"\r\n");
    CHECK_MESSAGE(other.status == 200, target);
    CHECK_MESSAGE(other.body == first.body, target);
  }
}

TEST_CASE("static: gzip when the client takes it, with its own validator; never otherwise") {
  TestServer server;
  for (const char* target : {"/js/game.js", "/style.css", "/api/games", "/api/games/pawnd/rules"}) {
    const auto plain = fetch(server.port(), target);
    const auto packed = fetch(server.port(), target, "Accept-Encoding: gzip, br\r\n");
    REQUIRE_MESSAGE(packed.status == 200, target);
    CHECK_MESSAGE(plain.field("Content-Encoding") == std::nullopt, target);
    CHECK_MESSAGE(packed.field("Content-Encoding") == "gzip", target);
    CHECK_MESSAGE(packed.field("Vary") == "Accept-Encoding", target);
    CHECK_MESSAGE(packed.body.size() * 2 < plain.body.size(), target);
    CHECK_MESSAGE(gunzip(packed.body) == plain.body, target);
    CHECK_MESSAGE(packed.field("ETag") != plain.field("ETag"), target);
    const auto again = fetch(
        server.port(), target,
        "Accept-Encoding: gzip\r\nIf-None-Match: " + packed.field("ETag").value_or("") + "\r\n");
    CHECK_MESSAGE(again.status == 304, target);
    const auto refused = fetch(server.port(), target, "Accept-Encoding: gzip;q=0\r\n");
    CHECK_MESSAGE(refused.body == plain.body, target);
  }
}

TEST_CASE("static: each game's rules are its RULES.md, as Markdown") {
  TestServer server;
  const std::string rules_dir = ROCKPOOL_SOURCE_WEB_ROOT "/../../rules/";
  for (const char* game : {"fences", "lazyking", "prawns", "pawnd", "kaninariebi"}) {
    const auto answer = fetch(server.port(), std::string("/api/games/") + game + "/rules");
    REQUIRE_MESSAGE(answer.status == 200, game);
    CHECK(answer.field("Content-Type") == "text/markdown; charset=utf-8");
    CHECK_MESSAGE(answer.body == read_file(rules_dir + game + "/RULES.md"), game);
  }
  CHECK(fetch(server.port(), "/api/games/chess/rules").status == 404);
  CHECK(fetch(server.port(), "/api/games/fences/other").status == 404);
}

TEST_CASE("static: a file changed on disk gets a new validator, and the page a new version") {
  TempDir web;
  const auto write = [&](const std::string& name, const std::string& text) {
    std::ofstream(web.path() + name, std::ios::binary) << text;
  };
  write("/index.html", R"(<script type="module" src="{{static}}/a.js"></script>)");
  write("/a.js", "export const a = 1;\n");
  auto config = test_config();
  config.web_root = web.path();
  TestServer server(config);
  const auto page = fetch(server.port(), "/");
  const auto file = fetch(server.port(), "/a.js");
  CHECK(file.body == "export const a = 1;\n");
  write("/a.js", "export const a = 22;\n");
  const auto changed = fetch(server.port(), "/a.js");
  CHECK(changed.body == "export const a = 22;\n");
  CHECK(changed.field("ETag") != file.field("ETag"));
  const auto new_page = fetch(server.port(), "/");
  CHECK(new_page.body != page.body);
  CHECK(new_page.body.find("/v/") != std::string::npos);
}

}  // namespace
}  // namespace rockpool::tests
