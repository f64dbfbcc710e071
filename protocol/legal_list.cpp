#include "protocol/legal_list.hpp"

#include <algorithm>

namespace rockpool::protocol {

void LegalList::clear() {
  entries_.clear();
  text_.clear();
}

void LegalList::build(const rules::State& state, rules::Seat seat) {
  thread_local rules::ActionList actions;
  clear();
  state.legal_actions(seat, actions);
  entries_.reserve(actions.size());
  for (rules::Action action : actions) {
    const auto offset = static_cast<std::uint32_t>(text_.size());
    state.write_notation(action, text_);
    const auto notation_end = static_cast<std::uint32_t>(text_.size());
    rules::JsonText json(text_);
    state.write_targets(action, json);
    entries_.push_back(
        {offset, notation_end - offset, static_cast<std::uint32_t>(text_.size()) - notation_end});
  }
  const auto by_notation = [this](const Entry& a, const Entry& b) {
    return notation(a) < notation(b);
  };
  if (!std::is_sorted(entries_.begin(), entries_.end(), by_notation)) {
    std::sort(entries_.begin(), entries_.end(), by_notation);
  }
  // Two codes written alike are one action (the engines' contract); keep the first.
  entries_.erase(
      std::unique(entries_.begin(), entries_.end(),
                  [this](const Entry& a, const Entry& b) { return notation(a) == notation(b); }),
      entries_.end());
}

void LegalList::diff_from(const LegalList& before, PatchBuilder& patch) const {
  const auto& a = before.entries_;
  const auto& b = entries_;
  std::size_t i = 0, j = 0;
  while (i < a.size() || j < b.size()) {
    const int order = i == a.size()   ? 1
                      : j == b.size() ? -1
                                      : before.notation(a[i]).compare(notation(b[j]));
    if (order < 0) {
      patch.remove("legal", before.notation(a[i++]));
    } else if (order > 0) {
      patch.add("legal", notation(b[j]), targets(b[j]));
      ++j;
    } else {
      if (before.targets(a[i]) != targets(b[j])) {
        patch.replace("legal", notation(b[j]), targets(b[j]));
      }
      ++i;
      ++j;
    }
  }
}

void LegalList::write(std::string& out) const {
  rules::JsonText json(out);
  json.begin_object();
  for (const Entry& entry : entries_)
    json.key(notation(entry)).raw(targets(entry));
  json.end_object();
}

}  // namespace rockpool::protocol
