#include "server/tournament/tournament_listing.hpp"

#include "server/tournament/tournament_document.hpp"

namespace rockpool::server {

namespace {

constexpr std::int64_t kFinishedListedMs = 7LL * 24 * 3600 * 1000;
constexpr std::size_t kListed = 100;

}  // namespace

std::string tournament_list_body(const std::vector<const Tournament*>& committed,
                                 std::int64_t now_ms) {
  std::vector<const Tournament*> live, finished;
  for (auto it = committed.rbegin(); it != committed.rend(); ++it) {
    const Tournament& tournament = **it;
    const Tournament::Status status = tournament.status();
    if (!tournament.settings().is_public || status == Tournament::Status::cancelled) continue;
    if (status != Tournament::Status::finished) {
      live.push_back(&tournament);
    } else if (tournament.finished_ms() > now_ms - kFinishedListedMs) {
      finished.push_back(&tournament);
    }
  }
  std::vector<const Tournament*> listed;
  for (const auto* group : {&live, &finished}) {
    for (const Tournament* tournament : *group) {
      if (listed.size() >= kListed) break;
      listed.push_back(tournament);
    }
  }
  return tournament_list(listed);
}

std::vector<Tournament> stored_tournaments(TournamentStore& store) {
  std::vector<Tournament> all;
  for (const TournamentRecord& record : store.kept_tournaments()) {
    if (auto tournament = Tournament::from_record(record)) all.push_back(std::move(*tournament));
  }
  return all;
}

std::optional<std::string> stored_tournament_document(TournamentStore& store,
                                                      const std::string& code) {
  for (const Tournament& tournament : stored_tournaments(store)) {
    if (tournament.code() == code) return tournament_document(tournament);
  }
  return std::nullopt;
}

}  // namespace rockpool::server
