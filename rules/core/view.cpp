#include "rules/core/view.hpp"

#include <algorithm>
#include <stdexcept>

namespace rockpool::rules {

JsonText View::value(std::string_view name) {
  auto& member = members_.emplace_back();
  member.name = name;
  return JsonText(member.json);
}

void View::map(std::string_view name) {
  auto& member = members_.emplace_back();
  member.name = name;
  member.is_map = true;
}

JsonText View::entry(std::string_view key) {
  if (members_.empty() || !members_.back().is_map) {
    throw std::logic_error("View::entry without a map member before it");
  }
  auto& entry = members_.back().entries.emplace_back();
  entry.key = key;
  return JsonText(entry.json);
}

void View::finish() {
  for (auto& member : members_) {
    if (!member.is_map) continue;
    auto by_key = [](const Entry& a, const Entry& b) { return a.key < b.key; };
    if (!std::is_sorted(member.entries.begin(), member.entries.end(), by_key)) {
      std::sort(member.entries.begin(), member.entries.end(), by_key);
    }
  }
}

const View::Member* View::find(std::string_view name) const {
  for (const auto& member : members_) {
    if (member.name == name) return &member;
  }
  return nullptr;
}

void View::write(std::string& out) const {
  JsonText json(out);
  json.begin_object();
  for (const auto& member : members_) {
    json.key(member.name);
    if (!member.is_map) {
      json.raw(member.json);
      continue;
    }
    json.begin_object();
    for (const auto& entry : member.entries) json.key(entry.key).raw(entry.json);
    json.end_object();
  }
  json.end_object();
}

std::string View::json() const {
  std::string out;
  write(out);
  return out;
}

}  // namespace rockpool::rules
