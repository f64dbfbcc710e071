#pragma once

#include "rules/core/game.hpp"

namespace rockpool::rules::kaninariebi {

class KaniNariEbiGame final : public Game {
 public:
  KaniNariEbiGame();
  const GameInfo& info() const override { return info_; }
  std::unique_ptr<State> start(const OptionValues& options) const override;

 private:
  GameInfo info_;
};

}  // namespace rockpool::rules::kaninariebi
