// The one translation unit that compiles Asio and Beast (BOOST_*_SEPARATE_COMPILATION), with
// Asio's TLS (push requests go to the browsers' push services over HTTPS).
#include <boost/asio/impl/src.hpp>
#include <boost/asio/ssl/impl/src.hpp>
#include <boost/beast/src.hpp>
