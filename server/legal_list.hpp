#pragma once
// A seat's legal actions as its view shows them ({"notation": [targets...]}), kept compactly: the
// action codes in order, their notations in one string, and a hash of each one's targets. Two
// lists are compared by merging codes, without sorting or storing the targets' text.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "protocol/view_patch.hpp"
#include "rules/core/state.hpp"

namespace rockpool::server {

class LegalList {
 public:
  // Rebuilds the list for `seat` (empty unless it decides), keeping storage.
  void build(const rules::State& state, rules::Seat seat);
  // The operations on "/legal/..." that turn `before` into this list.
  void diff_from(const LegalList& before, const rules::State& state,
                 protocol::PatchBuilder& patch) const;
  // The whole list as a JSON object; `state` must be the one the list was built from.
  void write(const rules::State& state, std::string& out) const;
  void clear();

 private:
  struct Entry {
    rules::Action action;
    std::uint32_t notation_offset;
    std::uint32_t notation_length;
    std::uint64_t targets_hash;
  };
  std::string_view notation(const Entry& entry) const {
    return std::string_view(notations_).substr(entry.notation_offset, entry.notation_length);
  }

  std::vector<Entry> entries_;
  std::string notations_;
};

}  // namespace rockpool::server
