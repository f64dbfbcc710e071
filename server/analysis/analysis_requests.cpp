#include "server/analysis/analysis_requests.hpp"

#include <functional>

#include "protocol/error_codes.hpp"
#include "protocol/reply_bodies.hpp"
#include "rules/core/bot.hpp"
#include "server/analysis/analysis_task.hpp"
#include "server/room/responder.hpp"

namespace rockpool::server {

namespace {

// A search given a time: its iterations are not what bounds it.
constexpr std::int64_t kIterationCap = 50'000'000;

// The position after `moves`, each checked by the engine as a match's would be; or why not.
std::variant<std::unique_ptr<rules::State>, rules::Error> position_of(
    const protocol::AnalysisFields& fields) {
  std::unique_ptr<rules::State> state = fields.game->start(fields.options);
  for (std::size_t index = 0; index < fields.moves.size(); ++index) {
    const protocol::PracticeMove& move = fields.moves[index];
    const std::string where = "move " + std::to_string(index + 1) + ": ";
    if (state->status().over()) {
      return rules::Error{rules::error_code::kMatchOver, where + "the match is over"};
    }
    const rules::SeatSet deciders = state->deciders();
    if (!move.seat && deciders.size() != 1) {
      return rules::Error{protocol::code::kBadField,
                          where + "both seats decide now: give it as {\"seat\", \"action\"}"};
    }
    const rules::Seat seat = move.seat.value_or(deciders.first());
    if (auto error = state->play(seat, move.notation)) {
      return rules::Error{error->code, where + error->message};
    }
  }
  return state;
}

}  // namespace

void AnalysisRequests::handle(const ConnectionPtr& connection, const protocol::Request& request) {
  const Responder responder(connection, request.id, false);
  if (request.kind == protocol::RequestKind::analysis_stop) return stop(responder);
  evaluate(responder, std::get<protocol::AnalysisFields>(request.body));
}

void AnalysisRequests::evaluate(const Responder& responder,
                                const protocol::AnalysisFields& fields) {
  auto position = position_of(fields);
  if (const auto* error = std::get_if<rules::Error>(&position)) return responder.fail(*error);
  const rules::State& state = *std::get<std::unique_ptr<rules::State>>(position);
  // The same position searched alike: a repeat says the same, as far as time allows.
  const std::uint64_t seed = std::hash<std::string>{}(state.encode());
  auto search =
      std::make_unique<rules::MatchReview>(state, std::vector<rules::SeatAction>{},
                                           rules::search_settings_for(state), kIterationCap, seed);
  const std::string session = responder.session()->public_id();
  std::shared_ptr<AnalysisTask> task;
  {
    std::lock_guard lock(mutex_);
    // The session's last analysis ends, answered with what it found.
    if (const auto last = under_way_.find(session); last != under_way_.end()) {
      if (const auto running = last->second.lock()) running->cancel();
    }
    if (running_ >= kAtOnce) {
      return responder.fail({protocol::code::kAnalysisBusy,
                             "the server is analysing many positions now: try again soon"});
    }
    ++running_;
    task = std::make_shared<AnalysisTask>(
        std::move(search), static_cast<std::int64_t>(fields.moves.size()),
        std::chrono::milliseconds(fields.think_ms), responder,
        [this, session](const AnalysisTask* over) {
          std::lock_guard lock(mutex_);
          --running_;
          const auto entry = under_way_.find(session);
          if (entry != under_way_.end() && entry->second.lock().get() == over) {
            under_way_.erase(entry);
          }
        });
    under_way_[session] = task;
  }
  pool_.submit(std::move(task));
}

void AnalysisRequests::stop(const Responder& responder) {
  bool stopped = false;
  {
    std::lock_guard lock(mutex_);
    if (const auto found = under_way_.find(responder.session()->public_id());
        found != under_way_.end()) {
      if (const auto running = found->second.lock()) {
        running->cancel();
        stopped = true;
      }
    }
  }
  responder.ok(protocol::flag_result("stopped", stopped));
}

}  // namespace rockpool::server
