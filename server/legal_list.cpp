#include "server/legal_list.hpp"

#include <algorithm>

namespace rockpool::server {

namespace {

std::uint64_t hash_text(std::string_view text) {
  std::uint64_t hash = 14695981039346656037ULL;  // FNV-1a
  for (char c : text) {
    hash ^= static_cast<unsigned char>(c);
    hash *= 1099511628211ULL;
  }
  return hash;
}

void write_targets(const rules::State& state, rules::Action action, std::string& out) {
  out.clear();
  rules::JsonText json(out);
  state.write_targets(action, json);
}

}  // namespace

void LegalList::clear() {
  entries_.clear();
  notations_.clear();
}

void LegalList::build(const rules::State& state, rules::Seat seat) {
  thread_local rules::ActionList actions;
  thread_local std::string targets;
  clear();
  state.legal_actions(seat, actions);
  if (!std::is_sorted(actions.begin(), actions.end())) std::sort(actions.begin(), actions.end());
  entries_.reserve(actions.size());
  for (rules::Action action : actions) {
    const auto offset = static_cast<std::uint32_t>(notations_.size());
    state.write_notation(action, notations_);
    write_targets(state, action, targets);
    entries_.push_back({action, offset, static_cast<std::uint32_t>(notations_.size() - offset),
                        hash_text(targets)});
  }
}

void LegalList::diff_from(const LegalList& before, const rules::State& state,
                          protocol::PatchBuilder& patch) const {
  thread_local std::string targets;
  const auto& a = before.entries_;
  const auto& b = entries_;
  std::size_t i = 0, j = 0;
  auto add = [&](const Entry& entry) {
    write_targets(state, entry.action, targets);
    patch.add("legal", notation(entry), targets);
  };
  while (i < a.size() || j < b.size()) {
    if (j == b.size() || (i < a.size() && a[i].action < b[j].action)) {
      patch.remove("legal", before.notation(a[i++]));
    } else if (i == a.size() || b[j].action < a[i].action) {
      add(b[j++]);
    } else {
      if (before.notation(a[i]) != notation(b[j])) {
        patch.remove("legal", before.notation(a[i]));
        add(b[j]);
      } else if (a[i].targets_hash != b[j].targets_hash) {
        write_targets(state, b[j].action, targets);
        patch.replace("legal", notation(b[j]), targets);
      }
      ++i;
      ++j;
    }
  }
}

void LegalList::write(const rules::State& state, std::string& out) const {
  thread_local std::string targets;
  rules::JsonText json(out);
  json.begin_object();
  for (const Entry& entry : entries_) {
    write_targets(state, entry.action, targets);
    json.key(notation(entry)).raw(targets);
  }
  json.end_object();
}

}  // namespace rockpool::server
