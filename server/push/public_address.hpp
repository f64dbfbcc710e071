#pragma once
// Whether an address is one of the public internet's: push endpoints come from clients, and the
// server must not be made to send requests into its own machine or network (loopback, private,
// link-local, shared and reserved ranges).

#include <boost/asio/ip/address.hpp>

namespace rockpool::server::push {

bool is_public_address(const boost::asio::ip::address& address);

}  // namespace rockpool::server::push
