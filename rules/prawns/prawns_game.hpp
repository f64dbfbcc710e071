#pragma once

#include "rules/core/game.hpp"

namespace rockpool::rules::prawns {

class PrawnsGame final : public Game {
 public:
  PrawnsGame();
  const GameInfo& info() const override { return info_; }
  std::unique_ptr<State> start(const OptionValues& options) const override;

 private:
  GameInfo info_;
};

}  // namespace rockpool::rules::prawns
