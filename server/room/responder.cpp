#include "server/room/responder.hpp"

#include "protocol/frames.hpp"
#include "server/net/connection.hpp"

namespace rockpool::server {

Responder::Responder(ConnectionPtr connection, std::string id, bool remembered)
    : connection_(std::move(connection)),
      session_(connection_->session()),
      id_(std::move(id)),
      metrics_(&connection_->metrics()),
      remembered_(remembered) {}

void Responder::deliver(const Frame& remembered, Frame sent) const {
  if (session_ && remembered_) {
    for (const auto& waiting : session_->finish_request(id_, remembered))
      waiting->send_reply(remembered);
  }
  connection_->send_reply(std::move(sent));
}

void Responder::ok(std::string_view result) const {
  auto frame = std::make_shared<const std::string>(protocol::reply_frame(id_, result));
  deliver(frame, frame);
}

void Responder::ok_with_update(std::string_view result, std::string_view update) const {
  auto remembered = std::make_shared<const std::string>(protocol::reply_frame(id_, result));
  std::string combined = *remembered;
  combined.pop_back();
  combined += R"(,"update":)";
  combined += update;
  combined.push_back('}');
  deliver(remembered, std::make_shared<const std::string>(std::move(combined)));
}

void Responder::fail(const rules::Error& error) const {
  metrics_->count_error(error.code);
  auto frame = std::make_shared<const std::string>(protocol::error_reply_frame(id_, error));
  deliver(frame, frame);
}

void Responder::fail_unremembered(const rules::Error& error) const {
  metrics_->count_error(error.code);
  auto frame = std::make_shared<const std::string>(protocol::error_reply_frame(id_, error));
  if (session_ && remembered_) {
    for (const auto& waiting : session_->finish_request(id_, nullptr))
      waiting->send_reply(frame);
  }
  connection_->send_reply(std::move(frame));
}

}  // namespace rockpool::server
