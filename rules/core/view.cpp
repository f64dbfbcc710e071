#include "rules/core/view.hpp"

#include <algorithm>
#include <stdexcept>

namespace rockpool::rules {

View::Entry& View::Member::next_entry() {
  if (count_ == storage_.size()) storage_.emplace_back();
  Entry& entry = storage_[count_++];
  entry.json.clear();
  return entry;
}

void View::Member::sort_entries() {
  auto by_key = [](const Entry& a, const Entry& b) { return a.key < b.key; };
  const auto end = storage_.begin() + static_cast<std::ptrdiff_t>(count_);
  if (!std::is_sorted(storage_.begin(), end, by_key)) std::sort(storage_.begin(), end, by_key);
}

View::Member& View::next_member(std::string_view name, Kind kind) {
  if (count_ == storage_.size()) storage_.emplace_back();
  Member& member = storage_[count_++];
  member.name.assign(name);
  member.kind = kind;
  member.json.clear();
  member.count_ = 0;
  return member;
}

JsonText View::value(std::string_view name) {
  return JsonText(next_member(name, Kind::value).json);
}

void View::map(std::string_view name) {
  next_member(name, Kind::map);
}

void View::list(std::string_view name) {
  next_member(name, Kind::list);
}

JsonText View::entry(std::string_view key) {
  if (count_ == 0 || storage_[count_ - 1].kind != Kind::map) {
    throw std::logic_error("View::entry without a map member before it");
  }
  Entry& entry = storage_[count_ - 1].next_entry();
  entry.key.assign(key);
  return JsonText(entry.json);
}

JsonText View::item() {
  if (count_ == 0 || storage_[count_ - 1].kind != Kind::list) {
    throw std::logic_error("View::item without a list member before it");
  }
  Entry& entry = storage_[count_ - 1].next_entry();
  entry.key.clear();
  return JsonText(entry.json);
}

void View::finish() {
  for (std::size_t i = 0; i < count_; ++i) {
    if (storage_[i].kind == Kind::map) storage_[i].sort_entries();
  }
}

const View::Member* View::find(std::string_view name) const {
  for (const auto& member : members()) {
    if (member.name == name) return &member;
  }
  return nullptr;
}

void View::write_member(const Member& member, std::string& out) {
  JsonText json(out);
  switch (member.kind) {
    case Kind::value:
      out += member.json;
      return;
    case Kind::map:
      json.begin_object();
      for (const auto& entry : member.entries())
        json.key(entry.key).raw(entry.json);
      json.end_object();
      return;
    case Kind::list:
      json.begin_array();
      for (const auto& entry : member.entries())
        json.raw(entry.json);
      json.end_array();
      return;
  }
}

void View::write(std::string& out) const {
  out.push_back('{');
  bool first = true;
  for (const auto& member : members()) {
    if (!first) out.push_back(',');
    first = false;
    append_json_string(out, member.name);
    out.push_back(':');
    write_member(member, out);
  }
  out.push_back('}');
}

std::string View::json() const {
  std::string out;
  write(out);
  return out;
}

}  // namespace rockpool::rules
