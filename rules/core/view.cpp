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
  member.kind = Kind::map;
}

JsonText View::entry(std::string_view key) {
  if (members_.empty() || members_.back().kind != Kind::map) {
    throw std::logic_error("View::entry without a map member before it");
  }
  auto& entry = members_.back().entries.emplace_back();
  entry.key = key;
  return JsonText(entry.json);
}

void View::list(std::string_view name) {
  auto& member = members_.emplace_back();
  member.name = name;
  member.kind = Kind::list;
}

JsonText View::item() {
  if (members_.empty() || members_.back().kind != Kind::list) {
    throw std::logic_error("View::item without a list member before it");
  }
  return JsonText(members_.back().entries.emplace_back().json);
}

void View::finish() {
  for (auto& member : members_) {
    if (member.kind != Kind::map) continue;
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

void View::write_member(const Member& member, std::string& out) {
  JsonText json(out);
  switch (member.kind) {
    case Kind::value: out += member.json; return;
    case Kind::map:
      json.begin_object();
      for (const auto& entry : member.entries) json.key(entry.key).raw(entry.json);
      json.end_object();
      return;
    case Kind::list:
      json.begin_array();
      for (const auto& entry : member.entries) json.raw(entry.json);
      json.end_array();
      return;
  }
}

void View::write(std::string& out) const {
  out.push_back('{');
  for (std::size_t i = 0; i < members_.size(); ++i) {
    if (i) out.push_back(',');
    append_json_string(out, members_[i].name);
    out.push_back(':');
    write_member(members_[i], out);
  }
  out.push_back('}');
}

std::string View::json() const {
  std::string out;
  write(out);
  return out;
}

}  // namespace rockpool::rules
