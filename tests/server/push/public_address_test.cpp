// Push endpoints come from clients: the server sends only to public addresses, never into its own
// machine or network (unless a test's own push service asks for it).

#include "server/push/public_address.hpp"

#include <doctest/doctest.h>

#include "server/push/push_endpoint.hpp"

namespace rockpool::tests {
namespace {

using boost::asio::ip::make_address;
using server::push::is_public_address;

TEST_CASE("push: endpoints are sent to only at public addresses") {
  for (const char* address :
       {"0.0.0.0",         "10.1.2.3",        "100.64.0.1",      "127.0.0.1", "127.255.255.254",
        "169.254.169.254", "172.16.0.1",      "172.31.255.255",  "192.0.0.8", "192.168.1.1",
        "198.18.0.1",      "224.0.0.1",       "255.255.255.255", "::",        "::1",
        "fe80::1",         "fc00::1",         "fd12:3456::1",    "ff02::1",   "::ffff:127.0.0.1",
        "::ffff:10.0.0.1", "64:ff9b::7f00:1", "fec0::1"}) {
    CHECK_MESSAGE(!is_public_address(make_address(address)), address);
  }
  for (const char* address : {"8.8.8.8", "172.32.0.1", "100.128.0.1", "192.169.0.1", "1.1.1.1",
                              "2001:4860:4860::8888", "::ffff:8.8.4.4", "64:ff9b::808:808"}) {
    CHECK_MESSAGE(is_public_address(make_address(address)), address);
  }
}

TEST_CASE("push: only a test's push service may be on this machine") {
  const auto endpoint = server::push::parse_push_endpoint("https://push.example.net/send/a", false);
  REQUIRE(endpoint);
  CHECK_FALSE(endpoint->any_address);
  const auto test_service = server::push::parse_push_endpoint("http://127.0.0.1:4000/a", true);
  REQUIRE(test_service);
  CHECK(test_service->any_address);
}

}  // namespace
}  // namespace rockpool::tests
