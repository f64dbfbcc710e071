#pragma once

#include "rules/core/game.hpp"

namespace rockpool::rules::lazyking {

class LazyKingGame final : public Game {
 public:
  LazyKingGame();
  const GameInfo& info() const override { return info_; }
  std::unique_ptr<State> start(const OptionValues& options) const override;

 private:
  GameInfo info_;
};

}  // namespace rockpool::rules::lazyking
