#pragma once
// Boost.Asio and Beast, as the server uses them, and the short names for their namespaces.

#include <boost/asio/basic_waitable_timer.hpp>
#include <boost/asio/dispatch.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/post.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/asio/strand.hpp>
#include <boost/asio/thread_pool.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>

#include "server/server_clock.hpp"

namespace rockpool::server {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
namespace websocket = beast::websocket;
using tcp = net::ip::tcp;
using Strand = net::strand<net::io_context::executor_type>;
// A timer on the server's clock, which tests may move forward.
using ServerTimer = net::basic_waitable_timer<ServerClock, ServerClockWaitTraits>;

}  // namespace rockpool::server
