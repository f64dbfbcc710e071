#pragma once
// The difference between two views of the same recipient as an RFC 6902 JSON Patch, built from
// the views' JSON text member by member: no JSON tree, and unchanged members cost a comparison.

#include <string>

#include "rules/core/view.hpp"

namespace rockpool::protocol {

// Writes patch operations to a string, comma-separated, without the enclosing brackets.
class PatchBuilder {
 public:
  explicit PatchBuilder(std::string& out) : out_(out) {}

  // The operations that turn `before` into `after` (both finished).
  void diff(const rules::View& before, const rules::View& after);
  // The operations that turn one member into another of the same name; `before` may be null.
  void diff_member(const rules::View::Member* before, const rules::View::Member& after);

  // `key` empty means the member itself; a list index or "-" is passed as the key.
  void add(std::string_view member, std::string_view key, std::string_view value);
  void replace(std::string_view member, std::string_view key, std::string_view value);
  void remove(std::string_view member, std::string_view key);
  // Operations written by another builder (`count` of them).
  void append(std::string_view operations, int count);
  int count() const { return count_; }

 private:
  void op(const char* name, std::string_view member, std::string_view key, std::string_view value);
  void diff_map(const rules::View::Member& a, const rules::View::Member& b);
  void diff_list(const rules::View::Member& a, const rules::View::Member& b);

  std::string& out_;
  std::string path_;
  std::string scratch_;
  int count_ = 0;
};

// The whole patch between two views as a JSON array.
std::string view_patch(const rules::View& before, const rules::View& after);

// Appends a JSON Pointer reference token with ~ and / escaped (RFC 6901).
void append_pointer_token(std::string& out, std::string_view token);

}  // namespace rockpool::protocol
