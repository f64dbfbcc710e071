// The view diff on two views built from fuzz bytes: the patch it writes, applied to the first
// view by nlohmann's own RFC 6902 implementation, must give the second view.

#include <fuzzer/FuzzedDataProvider.h>

#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <set>
#include <string>

#include "protocol/view_patch.hpp"
#include "rules/core/view.hpp"
#include "tests/fuzz/fuzz_check.hpp"

using rockpool::fuzz::require;
using rockpool::rules::JsonText;
using rockpool::rules::View;

namespace {

// Few distinct names and keys, so that the two views share many of them; '~' and '/' are in the
// alphabet because JSON Pointer escapes them.
std::string short_name(FuzzedDataProvider& input) {
  static constexpr char kAlphabet[] = {'a', 'b', '0', '1', '-', '~', '/', 'e'};
  std::string name;
  const std::size_t length = input.ConsumeIntegralInRange<std::size_t>(0, 2);
  for (std::size_t i = 0; i < length; ++i)
    name.push_back(kAlphabet[input.ConsumeIntegralInRange<std::size_t>(0, sizeof kAlphabet - 1)]);
  return name;
}

void write_value(FuzzedDataProvider& input, JsonText out) {
  switch (input.ConsumeIntegralInRange(0, 4)) {
    case 0:
      out.number(input.ConsumeIntegralInRange<std::int64_t>(-2, 2));
      return;
    case 1:
      out.boolean(input.ConsumeBool());
      return;
    case 2:
      out.null();
      return;
    case 3:
      // Arbitrary bytes: the writer must turn them into valid JSON.
      out.string(input.ConsumeRandomLengthString(8));
      return;
    default:
      out.begin_array().number(input.ConsumeIntegralInRange<std::int64_t>(0, 1)).end_array();
      return;
  }
}

void build(FuzzedDataProvider& input, View& view) {
  std::set<std::string> names;
  const int members = input.ConsumeIntegralInRange(0, 6);
  for (int m = 0; m < members; ++m) {
    const std::string name = short_name(input);
    const int kind = input.ConsumeIntegralInRange(0, 2);
    // A view never has a member twice (its writers add each once).
    if (!names.insert(name).second) continue;
    if (kind == 0) {
      write_value(input, view.value(name));
    } else if (kind == 1) {
      view.map(name);
      std::set<std::string> keys;
      const int entries = input.ConsumeIntegralInRange(0, 5);
      for (int e = 0; e < entries; ++e) {
        std::string key = short_name(input);
        // Map keys are squares, seats and such: never empty, never twice in one map.
        if (key.empty() || !keys.insert(key).second) continue;
        write_value(input, view.entry(key));
      }
    } else {
      view.list(name);
      const int items = input.ConsumeIntegralInRange(0, 5);
      for (int i = 0; i < items; ++i)
        write_value(input, view.item());
    }
  }
  view.finish();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  FuzzedDataProvider input(data, size);
  View before, after;
  build(input, before);
  build(input, after);
  const std::string patch = rockpool::protocol::view_patch(before, after);
  const nlohmann::json first = nlohmann::json::parse(before.json());
  const nlohmann::json second = nlohmann::json::parse(after.json());
  require(first.patch(nlohmann::json::parse(patch)) == second,
          "the patch turns the first view into the second");
  return 0;
}
