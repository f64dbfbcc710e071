#include "bench/load_player.hpp"

#include "bench/frame_scan.hpp"

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

void LoadPlayer::request(json body, ReplyHandler then) {
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
  for (const auto& [name, targets] : view["legal"].items())
    add_legal(name);
  ready_ = true;
  rematch_asked_ = false;
}

void LoadPlayer::take_patch(std::string_view frame) {
  if (scan_string(frame, "match") != match_) return;
  if (scan_integer(frame, "base") != version_) {
    ++stats_.errors;  // a gap: ask for a snapshot
    request({{"type", "match.sync"}, {"match", match_}}, [](std::string_view, bool) {});
    return;
  }
  version_ = *scan_integer(frame, "version");
  scan_patch(frame, 0, [&](const PatchOperation& operation) {
    const std::string& path = operation.path;
    if (path == "/legal") {
      // The whole list at once: RFC 6902 lets a server replace it rather than patch its keys.
      legal_.clear();
      legal_index_.clear();
      for (const auto& [name, targets] : json::parse(operation.value).items())
        add_legal(name);
    } else if (path.rfind("/legal/", 0) == 0) {
      const std::string name = unescape(std::string_view(path).substr(7));
      if (operation.op == "remove") {
        remove_legal(name);
      } else {
        add_legal(name);
      }
    } else if (path == "/decide") {
      decide_ = operation.value == "true";
    } else if (path == "/status") {
      const bool was_playing = playing_;
      playing_ = operation.value.find("\"state\":\"playing\"") != std::string_view::npos;
      if (was_playing && !playing_) ++stats_.matches_finished;
    }
  });
  if (!playing_ && !rematch_asked_) {
    rematch_asked_ = true;
    request({{"type", "match.rematch"}, {"match", match_}}, [](std::string_view, bool) {});
  }
}

void LoadPlayer::take(std::string_view text) {
  const std::string_view type = scan_string(text, "type");
  if (type == "reply") {
    const auto id = scan_integer(text, "id");
    if (!id) return;
    auto it = pending_.find(*id);
    if (it == pending_.end()) return;
    auto then = std::move(it->second);
    pending_.erase(it);
    const bool ok = text.find(",\"error\":{") == std::string_view::npos;
    if (const auto update = text.find(",\"update\":{"); update != std::string_view::npos) {
      take_patch(text.substr(update + 10));
    }
    then(text, ok);
  } else if (type == "match.patch") {
    take_patch(text);
  } else if (type == "match.snapshot") {
    take_snapshot(json::parse(text));
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
          [this](std::string_view, bool ok) {
            awaiting_ = false;
            if (!ok) {
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
