#pragma once
// What one recipient may see of a match. A view is a JSON object whose members are plain values,
// maps (objects keyed by short strings, such as squares) or lists (arrays that mostly grow, such as
// the move list). It is kept as JSON text, member by member, so that building it, comparing two of
// them and patching needs no JSON tree: the protocol diffs two views member by member and map
// entry by map entry. A view keeps its storage when reset, so that rebuilding one for every
// change allocates almost nothing once it has been built a few times.

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "rules/core/json_text.hpp"

namespace rockpool::rules {

// Members the server adds to every match view; an engine's own members use other names.
inline constexpr const char* kServerViewMembers[] = {
    "match",       "you",         "players", "status",    "to_move", "decide",
    "clock",       "draw_offer",  "rematch", "may_claim", "ply",     "last",
    "abort_at_ms", "deadline_ms", "moves",   "legal"};

class View {
 public:
  struct Entry {
    std::string key;
    std::string json;
  };
  enum class Kind { value, map, list };
  class Member {
   public:
    std::string name;
    Kind kind = Kind::value;
    std::string json;  // a plain member's value

    // A map's entries, sorted by key once the view is finished; a list's items in order (with
    // empty keys).
    std::span<const Entry> entries() const { return {storage_.data(), count_}; }

   private:
    friend class View;
    Entry& next_entry();
    void sort_entries();
    std::vector<Entry> storage_;
    std::size_t count_ = 0;
  };

  // Adds a plain member and returns a writer for its one value.
  JsonText value(std::string_view name);
  // Adds a map member (possibly left empty).
  void map(std::string_view name);
  // Adds an entry to the map added last, and returns a writer for its value.
  JsonText entry(std::string_view key);
  // Adds a list member (possibly left empty).
  void list(std::string_view name);
  // Appends an item to the list added last, and returns a writer for it.
  JsonText item();

  // Sorts every map by key; call once all members are written.
  void finish();
  // Empties the view but keeps its storage for the next build.
  void reset() { count_ = 0; }

  std::span<const Member> members() const { return {storage_.data(), count_}; }
  const Member* find(std::string_view name) const;
  // The whole view as one JSON object.
  void write(std::string& out) const;
  // One member's value (a map as an object, a list as an array).
  static void write_member(const Member& member, std::string& out);
  std::string json() const;

 private:
  Member& next_member(std::string_view name, Kind kind);

  std::vector<Member> storage_;
  std::size_t count_ = 0;
};

}  // namespace rockpool::rules
