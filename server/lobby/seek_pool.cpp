#include "server/lobby/seek_pool.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <tuple>

#include "protocol/error_codes.hpp"

namespace rockpool::server {

namespace {

// Two seekers who may be paired, and how far apart they are.
struct Candidate {
  double gap;
  std::int64_t older_ms;  // the earlier arrival of the two: on a tie, who waited longest goes first
  std::int64_t newer_ms;
  std::size_t a, b;  // indices in the pool's seeks
};

bool may_meet(const Seek& a, const Seek& b) {
  if (a.player == b.player) return false;
  // Never the same two twice in a row, whichever of them played someone else since.
  return a.last_opponent != b.player && b.last_opponent != a.player;
}

Candidate candidate(const std::vector<Seek>& seeks, double gap, std::size_t a, std::size_t b) {
  return {gap, std::min(seeks[a].arrived_ms, seeks[b].arrived_ms),
          std::max(seeks[a].arrived_ms, seeks[b].arrived_ms), a, b};
}

}  // namespace

std::string PoolKey::name() const {
  std::string out = game + " ";
  out += timed() ? std::to_string(initial_ms / 1000) + "+" + std::to_string(increment_ms / 1000)
                 : "untimed";
  out += rated ? " rated" : " casual";
  return out;
}

double Pairing::gap() const {
  return std::abs(first.rating - second.rating);
}

double accepted_gap(std::int64_t waited_ms) {
  if (waited_ms >= SeekPool::kUnlimitedAfterMs) return std::numeric_limits<double>::infinity();
  const double seconds = static_cast<double>(std::max<std::int64_t>(waited_ms, 0)) / 1000.0;
  return SeekPool::kStartGap + SeekPool::kGapPerSecond * seconds;
}

std::optional<rules::Error> SeekPool::refusal(const PoolKey& pool, const Seek& seek) {
  if (pool.rated && !seek.account) {
    return rules::Error{protocol::code::kRatedNeedsAccount,
                        "rated pools are for accounts: claim one, or seek a casual match"};
  }
  return std::nullopt;
}

std::optional<rules::Error> SeekPool::add(const PoolKey& pool, Seek seek) {
  if (auto error = refusal(pool, seek)) return error;
  cancel(seek.seeker);
  pool_of_.emplace(seek.seeker, pool);
  pools_[pool].push_back(std::move(seek));
  return std::nullopt;
}

bool SeekPool::cancel(const std::string& seeker) {
  const auto it = pool_of_.find(seeker);
  if (it == pool_of_.end()) return false;
  const auto pool = pools_.find(it->second);
  auto& seeks = pool->second;
  std::erase_if(seeks, [&](const Seek& seek) { return seek.seeker == seeker; });
  if (seeks.empty()) pools_.erase(pool);
  pool_of_.erase(it);
  return true;
}

std::optional<std::pair<PoolKey, Seek>> SeekPool::find(const std::string& seeker) const {
  const auto it = pool_of_.find(seeker);
  if (it == pool_of_.end()) return std::nullopt;
  for (const Seek& seek : pools_.at(it->second)) {
    if (seek.seeker == seeker) return std::make_pair(it->second, seek);
  }
  return std::nullopt;
}

std::vector<Pairing> SeekPool::pair(std::int64_t now_ms) {
  std::vector<Pairing> out;
  for (auto it = pools_.begin(); it != pools_.end();) {
    pair_pool(it->first, it->second, now_ms, out);
    it = it->second.empty() ? pools_.erase(it) : std::next(it);
  }
  for (const Pairing& pairing : out) {
    pool_of_.erase(pairing.first.seeker);
    pool_of_.erase(pairing.second.seeker);
  }
  return out;
}

void SeekPool::pair_pool(const PoolKey& key, std::vector<Seek>& seeks, std::int64_t now_ms,
                         std::vector<Pairing>& out) {
  if (seeks.size() < 2) return;
  std::vector<std::size_t> by_rating(seeks.size());
  for (std::size_t i = 0; i < seeks.size(); ++i)
    by_rating[i] = i;
  std::stable_sort(by_rating.begin(), by_rating.end(),
                   [&](std::size_t a, std::size_t b) { return seeks[a].rating < seeks[b].rating; });
  std::vector<double> accepts(seeks.size());
  for (std::size_t i = 0; i < seeks.size(); ++i)
    accepts[i] = accepted_gap(now_ms - seeks[i].arrived_ms);

  // Each seeker's acceptable opponents are its neighbours in rating order, up to its gap.
  std::vector<Candidate> candidates;
  for (std::size_t x = 0; x < by_rating.size(); ++x) {
    const std::size_t a = by_rating[x];
    for (std::size_t y = x + 1; y < by_rating.size(); ++y) {
      const std::size_t b = by_rating[y];
      const double gap = seeks[b].rating - seeks[a].rating;
      if (gap > accepts[a]) break;
      if (gap > accepts[b] || !may_meet(seeks[a], seeks[b])) continue;
      candidates.push_back(candidate(seeks, gap, a, b));
    }
  }
  // A seeker who has waited kUnlimitedAfterMs is paired with anyone, whatever that one accepts:
  // else a rating far from everyone's would wait for as long as newcomers keep pairing at once.
  for (std::size_t s = 0; s < seeks.size(); ++s) {
    if (!std::isinf(accepts[s])) continue;
    for (std::size_t t = 0; t < seeks.size(); ++t) {
      const double gap = std::abs(seeks[s].rating - seeks[t].rating);
      // Pairs both accept are candidates already.
      if (t == s || gap <= accepts[t] || !may_meet(seeks[s], seeks[t])) continue;
      candidates.push_back(candidate(seeks, gap, s, t));
    }
  }
  std::sort(candidates.begin(), candidates.end(), [](const Candidate& l, const Candidate& r) {
    return std::tie(l.gap, l.older_ms, l.newer_ms, l.a, l.b) <
           std::tie(r.gap, r.older_ms, r.newer_ms, r.a, r.b);
  });

  std::vector<bool> paired(seeks.size(), false);
  for (const Candidate& candidate : candidates) {
    if (paired[candidate.a] || paired[candidate.b]) continue;
    paired[candidate.a] = paired[candidate.b] = true;
    const bool a_first = seeks[candidate.a].arrived_ms <= seeks[candidate.b].arrived_ms;
    const std::size_t first = a_first ? candidate.a : candidate.b;
    const std::size_t second = a_first ? candidate.b : candidate.a;
    out.push_back({key, seeks[first], seeks[second]});
  }
  std::vector<Seek> waiting;
  for (std::size_t i = 0; i < seeks.size(); ++i) {
    if (!paired[i]) waiting.push_back(std::move(seeks[i]));
  }
  seeks = std::move(waiting);
}

void SeekPool::clear() {
  pools_.clear();
  pool_of_.clear();
}

}  // namespace rockpool::server
