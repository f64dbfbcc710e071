#include "server/nodes/single_node.hpp"

#include "protocol/reply_bodies.hpp"
#include "server/correspondence/turn_board.hpp"
#include "server/room/responder.hpp"

namespace rockpool::server {

void SingleNode::list_turns(const ConnectionPtr& connection, const std::string& id, bool watch) {
  const SessionPtr& session = connection->session();
  if (watch) turns_.watch(connection, session->public_id(), session->account_id());
  Responder(connection, id, false)
      .ok(protocol::turns_result(turns_.lines(session->public_id(), session->account_id()), watch));
}

}  // namespace rockpool::server
