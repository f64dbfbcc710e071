#include "protocol/view_patch.hpp"

namespace rockpool::protocol {

namespace {

using rules::View;

const View::Member* find_member(const View& view, const View::Member& like, std::size_t hint) {
  const auto& members = view.members();
  if (hint < members.size() && members[hint].name == like.name) return &members[hint];
  return view.find(like.name);
}

}  // namespace

void append_pointer_token(std::string& out, std::string_view token) {
  for (char c : token) {
    if (c == '~') {
      out += "~0";
    } else if (c == '/') {
      out += "~1";
    } else {
      out.push_back(c);
    }
  }
}

void PatchBuilder::add(std::string_view member, std::string_view key, std::string_view value) {
  op("add", member, key, value);
}

void PatchBuilder::replace(std::string_view member, std::string_view key, std::string_view value) {
  op("replace", member, key, value);
}

void PatchBuilder::remove(std::string_view member, std::string_view key) {
  op("remove", member, key, {});
}

void PatchBuilder::append(std::string_view operations, int count) {
  if (count == 0) return;
  if (count_) out_.push_back(',');
  out_ += operations;
  count_ += count;
}

void PatchBuilder::op(const char* name, std::string_view member, std::string_view key,
                      std::string_view value) {
  if (count_++) out_.push_back(',');
  out_ += R"({"op":")";
  out_ += name;
  out_ += R"(","path":)";
  path_.assign("/");
  append_pointer_token(path_, member);
  if (!key.empty()) {
    path_.push_back('/');
    append_pointer_token(path_, key);
  }
  rules::append_json_string(out_, path_);
  if (!value.empty()) {
    out_ += R"(,"value":)";
    out_ += value;
  }
  out_.push_back('}');
}

void PatchBuilder::diff_map(const View::Member& a, const View::Member& b) {
  const auto before = a.entries(), after = b.entries();
  std::size_t i = 0, j = 0;
  while (i < before.size() || j < after.size()) {
    if (j == after.size() || (i < before.size() && before[i].key < after[j].key)) {
      remove(a.name, before[i++].key);
    } else if (i == before.size() || after[j].key < before[i].key) {
      add(b.name, after[j].key, after[j].json);
      ++j;
    } else {
      if (before[i].json != after[j].json) replace(b.name, after[j].key, after[j].json);
      ++i;
      ++j;
    }
  }
}

void PatchBuilder::diff_list(const View::Member& a, const View::Member& b) {
  const auto before = a.entries(), after = b.entries();
  const std::size_t common = std::min(before.size(), after.size());
  for (std::size_t i = 0; i < common; ++i) {
    if (before[i].json != after[i].json) replace(b.name, std::to_string(i), after[i].json);
  }
  for (std::size_t i = common; i < after.size(); ++i)
    add(b.name, "-", after[i].json);
  for (std::size_t i = before.size(); i > common; --i)
    remove(a.name, std::to_string(i - 1));
}

void PatchBuilder::diff_member(const View::Member* before, const View::Member& after) {
  if (!before || before->kind != after.kind) {
    scratch_.clear();
    View::write_member(after, scratch_);
    if (before) {
      replace(after.name, {}, scratch_);
    } else {
      add(after.name, {}, scratch_);
    }
    return;
  }
  switch (after.kind) {
    case View::Kind::value:
      if (before->json != after.json) replace(after.name, {}, after.json);
      return;
    case View::Kind::map:
      diff_map(*before, after);
      return;
    case View::Kind::list:
      diff_list(*before, after);
      return;
  }
}

void PatchBuilder::diff(const View& before, const View& after) {
  for (std::size_t index = 0; index < after.members().size(); ++index) {
    const View::Member& b = after.members()[index];
    diff_member(find_member(before, b, index), b);
  }
  for (std::size_t index = 0; index < before.members().size(); ++index) {
    const View::Member& a = before.members()[index];
    if (!find_member(after, a, index)) remove(a.name, {});
  }
}

std::string view_patch(const View& before, const View& after) {
  std::string out = "[";
  PatchBuilder(out).diff(before, after);
  out.push_back(']');
  return out;
}

}  // namespace rockpool::protocol
