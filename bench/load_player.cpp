#include "bench/load_player.hpp"

namespace rockpool::bench {

namespace {

using nlohmann::json;

// A JSON Pointer token back to its key: ~1 is /, ~0 is ~.
std::string unescape(std::string_view token) {
  std::string key;
  for (std::size_t i = 0; i < token.size(); ++i) {
    if (token[i] == '~' && i + 1 < token.size()) {
      key.push_back(token[i + 1] == '1' ? '/' : '~');
      ++i;
    } else {
      key.push_back(token[i]);
    }
  }
  return key;
}

}  // namespace

LoadPlayer::LoadPlayer(std::shared_ptr<LoadClient> client, LoadStats& stats, std::uint64_t seed)
    : client_(std::move(client)), stats_(stats), random_(seed) {}

void LoadPlayer::request(json body, std::function<void(const json&)> then) {
  body["id"] = ++next_id_;
  pending_[next_id_] = std::move(then);
  client_->send(body.dump());
}

void LoadPlayer::add_legal(const std::string& name) {
  if (legal_index_.count(name)) return;
  legal_index_[name] = legal_.size();
  legal_.push_back(name);
}

void LoadPlayer::remove_legal(const std::string& name) {
  auto it = legal_index_.find(name);
  if (it == legal_index_.end()) return;
  const std::size_t index = it->second;
  legal_index_.erase(it);
  if (index + 1 != legal_.size()) {
    legal_[index] = std::move(legal_.back());
    legal_index_[legal_[index]] = index;
  }
  legal_.pop_back();
}

void LoadPlayer::take_snapshot(const json& frame) {
  match_ = frame["match"];
  version_ = frame["version"];
  const json& view = frame["view"];
  decide_ = view["decide"];
  playing_ = view["status"]["state"] == "playing";
  legal_.clear();
  legal_index_.clear();
  for (const auto& [name, targets] : view["legal"].items()) add_legal(name);
  ready_ = true;
  rematch_asked_ = false;
}

void LoadPlayer::take_patch(const json& frame) {
  if (frame["match"] != match_) return;
  if (frame["base"] != version_) {
    ++stats_.errors;  // a gap: ask for a snapshot
    request({{"type", "match.sync"}, {"match", match_}}, [](const json&) {});
    return;
  }
  version_ = frame["version"];
  for (const auto& op : frame["patch"]) {
    const std::string& path = op["path"].get_ref<const std::string&>();
    if (path.rfind("/legal/", 0) == 0) {
      const std::string name = unescape(std::string_view(path).substr(7));
      if (op["op"] == "remove") {
        remove_legal(name);
      } else {
        add_legal(name);
      }
    } else if (path == "/decide") {
      decide_ = op["value"];
    } else if (path == "/status") {
      const bool was_playing = playing_;
      playing_ = op["value"]["state"] == "playing";
      if (was_playing && !playing_) ++stats_.matches_finished;
    }
  }
  if (!playing_ && !rematch_asked_) {
    rematch_asked_ = true;
    request({{"type", "match.rematch"}, {"match", match_}}, [](const json&) {});
  }
}

void LoadPlayer::take(std::string_view text) {
  const json frame = json::parse(text, nullptr, false);
  if (frame.is_discarded()) return;
  const std::string& type = frame["type"].get_ref<const std::string&>();
  if (type == "reply") {
    auto it = pending_.find(frame["id"].get<std::int64_t>());
    if (it == pending_.end()) return;
    auto then = std::move(it->second);
    pending_.erase(it);
    if (frame.contains("update")) take_patch(frame["update"]);
    then(frame);
  } else if (type == "match.patch") {
    take_patch(frame);
  } else if (type == "match.snapshot") {
    take_snapshot(frame);
  } else if (type == "error") {
    // A refusal without a request id (rate/limited, say): the action in flight was not taken.
    ++stats_.errors;
    awaiting_ = false;
  }
}

void LoadPlayer::act(Clock::time_point scheduled) {
  awaiting_ = true;
  scheduled_ = scheduled;
  const std::string& action = legal_[random_.below(static_cast<std::uint32_t>(legal_.size()))];
  request({{"type", "match.action"}, {"match", match_}, {"version", version_}, {"action", action}},
          [this](const json& reply) {
            awaiting_ = false;
            if (reply.contains("error")) {
              ++stats_.errors;
              return;
            }
            if (!stats_.recording) return;
            ++stats_.actions;
            stats_.rtt_ms.push_back(
                std::chrono::duration<float, std::milli>(Clock::now() - scheduled_).count());
          });
}

}  // namespace rockpool::bench
