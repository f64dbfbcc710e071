#include "protocol/request.hpp"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

#include "protocol/error_codes.hpp"
#include "protocol/json_fields.hpp"
#include "protocol/request_decoding.hpp"

namespace rockpool::protocol {

namespace {

struct KindWord {
  RequestKind kind;
  std::string_view word;
};
constexpr KindWord kKindWords[] = {
    {RequestKind::hello, "hello"},
    {RequestKind::ping, "ping"},
    {RequestKind::lobby_subscribe, "lobby.subscribe"},
    {RequestKind::lobby_unsubscribe, "lobby.unsubscribe"},
    {RequestKind::room_create, "room.create"},
    {RequestKind::room_join, "room.join"},
    {RequestKind::room_leave, "room.leave"},
    {RequestKind::chat_send, "chat.send"},
    {RequestKind::match_sync, "match.sync"},
    {RequestKind::match_action, "match.action"},
    {RequestKind::match_resign, "match.resign"},
    {RequestKind::match_offer_draw, "match.offer_draw"},
    {RequestKind::match_answer_draw, "match.answer_draw"},
    {RequestKind::match_claim, "match.claim"},
    {RequestKind::match_rematch, "match.rematch"},
    {RequestKind::account_claim, "account.claim"},
    {RequestKind::account_login, "account.login"},
    {RequestKind::account_logout, "account.logout"},
    {RequestKind::account_password, "account.password"},
    {RequestKind::account_reset, "account.reset"},
    {RequestKind::account_sessions, "account.sessions"},
    {RequestKind::account_revoke, "account.revoke"},
    {RequestKind::seek, "seek"},
    {RequestKind::seek_cancel, "seek.cancel"},
    {RequestKind::turns_list, "turns.list"},
    {RequestKind::push_subscribe, "push.subscribe"},
    {RequestKind::push_unsubscribe, "push.unsubscribe"},
    {RequestKind::tournament_create, "tournament.create"},
    {RequestKind::tournament_join, "tournament.join"},
    {RequestKind::tournament_leave, "tournament.leave"},
    {RequestKind::tournament_start, "tournament.start"},
    {RequestKind::tournament_cancel, "tournament.cancel"},
    {RequestKind::tournament_watch, "tournament.watch"},
    {RequestKind::tournament_unwatch, "tournament.unwatch"},
    {RequestKind::analysis_evaluate, "analysis.evaluate"},
    {RequestKind::analysis_stop, "analysis.stop"},
};

}  // namespace

RequestKind request_kind(std::string_view type) {
  for (const auto& entry : kKindWords) {
    if (entry.word == type) return entry.kind;
  }
  return RequestKind::unknown;
}

std::string_view request_word(RequestKind kind) {
  for (const auto& entry : kKindWords) {
    if (entry.kind == kind) return entry.word;
  }
  return {};
}

std::size_t utf8_length(std::string_view text) {
  std::size_t count = 0;
  for (char c : text)
    count += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  return count;
}

namespace {

bool usable_id(const nlohmann::json& id) {
  return id.is_number_integer() || (id.is_string() && !id.get_ref<const std::string&>().empty() &&
                                    utf8_length(id.get_ref<const std::string&>()) <= kMaxIdChars);
}

using DomParser = nlohmann::detail::json_sax_dom_parser<nlohmann::json>;

// nlohmann's own document builder, stopped at the first nesting level or key that is refused:
// its parser is iterative, so nothing deeper is ever built, copied or destroyed. A key twice in
// one object is refused (RFC 8259 leaves its meaning open: a client that sends one is not told
// which counts).
class GuardedParser : public DomParser {
 public:
  explicit GuardedParser(nlohmann::json& root) : DomParser(root, false) {
    keys_.reserve(8);  // a request's few keys without regrowing
    starts_.reserve(4);
  }

  // Objects and arrays alike count as a level.
  bool start_object(std::size_t size) { return enter() && DomParser::start_object(size); }
  bool end_object() {
    leave();
    return DomParser::end_object();
  }
  bool start_array(std::size_t size) { return enter() && DomParser::start_array(size); }
  bool end_array() {
    leave();
    return DomParser::end_array();
  }
  bool key(std::string& key) {
    // A request holds a few keys: a linear search beats a hash set.
    const auto first = keys_.begin() + static_cast<std::ptrdiff_t>(starts_.back());
    if (std::find(first, keys_.end(), key) != keys_.end()) {
      refusal = {code::kDuplicateKey, "key '" + key + "' appears twice in one object"};
      return false;
    }
    keys_.push_back(key);
    return DomParser::key(key);
  }

  std::optional<rules::Error> refusal;

 private:
  bool enter() {
    if (starts_.size() >= kMaxDepth) {
      refusal = {code::kTooDeep, "a request nests at most " + std::to_string(kMaxDepth) +
                                     " levels of objects and arrays"};
      return false;
    }
    starts_.push_back(static_cast<std::uint32_t>(keys_.size()));  // arrays too: one per level
    return true;
  }
  void leave() {
    keys_.resize(starts_.back());
    starts_.pop_back();
  }

  std::vector<std::string> keys_;      // the keys of every open object, outermost first
  std::vector<std::uint32_t> starts_;  // where each open level's keys begin
};

}  // namespace

ParsedRequest parse_request(std::string_view frame) {
  ParsedRequest parsed;
  nlohmann::json body;
  GuardedParser parser(body);
  const bool read = nlohmann::json::sax_parse(frame, &parser);
  if (parser.refusal) {
    parsed.error = *parser.refusal;
    // What was read before the refusal may hold the id: the refusal is then a reply to it.
    if (body.is_object()) {
      if (auto id = body.find("id"); id != body.end() && usable_id(*id)) parsed.id = id->dump();
    }
    return parsed;
  }
  if (!read || parser.is_errored()) body = nlohmann::json(nlohmann::json::value_t::discarded);
  if (body.is_discarded()) {
    parsed.error = {code::kInvalidJson, "the frame is not valid JSON"};
    return parsed;
  }
  if (!body.is_object()) {
    parsed.error = {code::kNotAnObject, "a request is a JSON object"};
    return parsed;
  }
  auto id = body.find("id");
  if (id == body.end()) {
    parsed.error = missing_field("id");
    return parsed;
  }
  if (!usable_id(*id)) {
    parsed.error = bad_field("id", "an integer or a non-empty string of at most 64 characters");
    return parsed;
  }
  parsed.id = id->dump();
  auto type = body.find("type");
  if (type == body.end()) {
    parsed.error = missing_field("type");
    return parsed;
  }
  if (!type->is_string()) {
    parsed.error = bad_field("type", "a string");
    return parsed;
  }
  std::string word = type->get<std::string>();
  const RequestKind kind = request_kind(word);
  parsed.request = Request{kind, std::move(word), parsed.id, NoFields{}, std::nullopt};
  parsed.request->invalid = decode_body(kind, body, parsed.request->body);
  return parsed;
}

}  // namespace rockpool::protocol
