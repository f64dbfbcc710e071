#pragma once
// A seat's legal actions as its view shows them ({"notation": [targets...]}), kept compactly:
// each action's notation and targets as JSON text in one buffer, in the order of the notations.
// Two lists are compared by merging on the notation, the view's key: an action whose code
// changed while its notation stayed (a piece renumbered, say) is the same key, replaced in place
// when its targets differ and left alone when they do not.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "protocol/view_patch.hpp"
#include "rules/core/state.hpp"

namespace rockpool::protocol {

class LegalList {
 public:
  // Rebuilds the list for `seat` (empty unless it decides), keeping storage.
  void build(const rules::State& state, rules::Seat seat);
  // The operations on "/legal/..." that turn `before` into this list.
  void diff_from(const LegalList& before, PatchBuilder& patch) const;
  // The whole list as a JSON object.
  void write(std::string& out) const;
  void clear();
  std::size_t size() const { return entries_.size(); }

 private:
  struct Entry {
    std::uint32_t offset;  // notation, then targets, in text_
    std::uint32_t notation_length;
    std::uint32_t targets_length;
  };
  std::string_view notation(const Entry& entry) const {
    return std::string_view(text_).substr(entry.offset, entry.notation_length);
  }
  std::string_view targets(const Entry& entry) const {
    return std::string_view(text_).substr(entry.offset + entry.notation_length,
                                          entry.targets_length);
  }

  std::vector<Entry> entries_;
  std::string text_;
};

}  // namespace rockpool::protocol
