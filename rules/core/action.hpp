#pragma once
// The vocabulary every engine and every caller of an engine shares.

#include <cstdint>
#include <vector>

namespace rockpool::rules {

// Seats are numbered 0 and 1 in every game and in the protocol.
using Seat = int;
inline constexpr int kSeatCount = 2;

// Who a view is for: a seat, or anyone watching.
using Viewer = int;
inline constexpr Viewer kSpectator = 2;

// An action in an engine's own compact encoding. Each engine defines its codes; outside an engine
// an action is only ever handled as an opaque value or as its notation.
using Action = std::uint64_t;
using ActionList = std::vector<Action>;

// The seats that must decide now, as a bit set (bit s set: seat s decides).
class SeatSet {
 public:
  constexpr SeatSet() = default;
  static constexpr SeatSet of(Seat seat) { return SeatSet(static_cast<std::uint8_t>(1u << seat)); }
  static constexpr SeatSet both() { return SeatSet(3); }

  constexpr bool contains(Seat seat) const { return (bits_ >> seat) & 1u; }
  constexpr bool empty() const { return bits_ == 0; }
  constexpr int size() const { return static_cast<int>((bits_ & 1u) + ((bits_ >> 1) & 1u)); }
  // The lowest seat in the set; only meaningful when the set is not empty.
  constexpr Seat first() const { return (bits_ & 1u) ? 0 : 1; }
  constexpr bool operator==(const SeatSet&) const = default;

 private:
  constexpr explicit SeatSet(std::uint8_t bits) : bits_(bits) {}
  std::uint8_t bits_ = 0;
};

}  // namespace rockpool::rules
