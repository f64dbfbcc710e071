// A tournament's shown document: the first showing is whole and sends nothing, each change after
// it raises the version by one and is sent as a patch from the last version, an unchanged document
// sends nothing, and a record's promised version stays above every version shown.

#include "server/tournament/shown_document.hpp"

#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

namespace rockpool::tests::shown_document {
namespace {

using nlohmann::json;
using server::ShownDocument;

// {"status": status, "players": []}, its members in either order.
rules::View document(const char* status, bool players_first = false) {
  rules::View view;
  if (players_first) view.list("players");
  view.value("status").string(status);
  if (!players_first) view.list("players");
  view.finish();
  return view;
}

TEST_CASE("shown document: versions, patches, and the versions records promise") {
  ShownDocument shown;
  CHECK_FALSE(shown.ever_shown());
  CHECK(shown.reserve() == 1);
  CHECK_FALSE(shown.show("c0de", document("open")));
  CHECK(shown.version() == 1);
  CHECK(shown.reserve() == 2);

  const auto frame = shown.show("c0de", document("playing"));
  REQUIRE(frame);
  const json patch = json::parse(*frame);
  CHECK(patch["type"] == "tournament.patch");
  CHECK(patch["code"] == "c0de");
  CHECK(patch["base"] == 1);
  CHECK(patch["version"] == 2);
  CHECK(json::parse(R"({"status":"open","players":[]})").patch(patch["patch"]) ==
        json::parse(shown.document().json()));
  // The same document again, or the same in other words: nothing to send, no new version.
  CHECK_FALSE(shown.show("c0de", shown.document()));
  CHECK_FALSE(shown.show("c0de", document("playing", true)));
  CHECK(shown.version() == 2);
  // Two writes promised before either is shown: each promises more than any version shown.
  CHECK(shown.reserve() == 3);
  CHECK(shown.reserve() == 4);

  // Read back: above every version its record promised.
  const ShownDocument again(shown.document(), 4);
  CHECK(again.ever_shown());
  CHECK(again.version() == 5);
}

}  // namespace
}  // namespace rockpool::tests::shown_document
