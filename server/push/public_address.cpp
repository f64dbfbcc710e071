#include "server/push/public_address.hpp"

#include <array>
#include <cstdint>

namespace rockpool::server::push {

namespace {

struct V4Range {
  std::uint32_t first;
  int prefix;
};

// This network, private, shared (carrier NAT), loopback, link-local, protocol assignments,
// benchmarking, multicast, reserved and broadcast.
constexpr std::array<V4Range, 10> kNonPublicV4 = {{
    {0x00000000, 8},   // 0.0.0.0/8
    {0x0A000000, 8},   // 10.0.0.0/8
    {0x64400000, 10},  // 100.64.0.0/10
    {0x7F000000, 8},   // 127.0.0.0/8
    {0xA9FE0000, 16},  // 169.254.0.0/16
    {0xAC100000, 12},  // 172.16.0.0/12
    {0xC0000000, 24},  // 192.0.0.0/24
    {0xC0A80000, 16},  // 192.168.0.0/16
    {0xC6120000, 15},  // 198.18.0.0/15
    {0xE0000000, 3},   // 224.0.0.0/3: multicast, reserved, broadcast
}};

bool is_public_v4(const boost::asio::ip::address_v4& address) {
  const std::uint32_t bits = address.to_uint();
  for (const V4Range& range : kNonPublicV4) {
    const std::uint32_t mask = ~std::uint32_t{0} << (32 - range.prefix);
    if ((bits & mask) == range.first) return false;
  }
  return true;
}

bool is_public_v6(const boost::asio::ip::address_v6& address) {
  if (address.is_v4_mapped()) {
    return is_public_v4(boost::asio::ip::make_address_v4(boost::asio::ip::v4_mapped, address));
  }
  if (address.is_unspecified() || address.is_loopback() || address.is_link_local() ||
      address.is_site_local() || address.is_multicast()) {
    return false;
  }
  const auto bytes = address.to_bytes();
  if ((bytes[0] & 0xFE) == 0xFC) return false;  // fc00::/7, unique local
  // 64:ff9b::/96 carries an IPv4 address (NAT64): judged by that address.
  static constexpr std::array<unsigned char, 12> kNat64 = {0, 0x64, 0xff, 0x9b};
  if (std::equal(kNat64.begin(), kNat64.end(), bytes.begin())) {
    return is_public_v4(boost::asio::ip::address_v4({bytes[12], bytes[13], bytes[14], bytes[15]}));
  }
  return true;
}

}  // namespace

bool is_public_address(const boost::asio::ip::address& address) {
  return address.is_v4() ? is_public_v4(address.to_v4()) : is_public_v6(address.to_v6());
}

}  // namespace rockpool::server::push
