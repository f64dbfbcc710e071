#include "protocol/match_review_body.hpp"

#include <cstdio>

#include "rules/core/json_text.hpp"

namespace rockpool::protocol {

namespace {

// A chance or a drop, to the thousandth: finer than any search here tells apart.
std::string fraction(double value) {
  char text[16];
  std::snprintf(text, sizeof text, "%.3f", value);
  return text;
}

// What the solver proved of a position, for its mover; empty when nothing.
std::string_view proven_for_mover(const rules::PositionReview& position) {
  if (position.proof == rules::Proof::unknown) return {};
  if (position.proof == rules::Proof::draw) return "draw";
  return (position.proof == rules::Proof::seat0_wins) == (position.mover == 0) ? "win" : "loss";
}

void write_position(rules::JsonText& out, std::size_t ply, const rules::PositionReview& position) {
  out.begin_object().key("ply").number(static_cast<std::int64_t>(ply));
  out.key("searched").boolean(position.searched);
  if (position.searched) {
    out.key("mover").number(position.mover).key("chance").raw(fraction(position.chance));
    out.key("proven")
        .string_or_null(proven_for_mover(position))
        .key("best")
        .string(position.best)
        .key("line")
        .begin_array();
    for (const std::string& move : position.line)
      out.string(move);
    out.end_array().key("iterations").number(position.iterations);
  }
  out.end_object();
}

void write_move(rules::JsonText& out, const rules::MoveReview& move) {
  out.begin_object().key("ply").number(move.ply).key("seat").number(move.seat);
  out.key("move").string(move.move).key("weighed").boolean(move.weighed);
  if (move.weighed) {
    out.key("before").raw(fraction(move.before)).key("after").raw(fraction(move.after));
    out.key("drop").raw(fraction(move.drop)).key("mark").string(rules::mark_name(move.mark));
  }
  out.key("best").string_or_null(move.best).end_object();
}

}  // namespace

std::string match_review_body(std::string_view match_id, std::string_view game,
                              const rules::MatchReview& review) {
  std::string text;
  rules::JsonText out(text);
  out.begin_object().key("match").string(match_id).key("game").string(game);
  out.key("status").string("done");
  out.key("positions").number(static_cast<std::int64_t>(review.positions()));
  out.key("reviewed").number(static_cast<std::int64_t>(review.reviewed()));
  out.key("thresholds").begin_object();
  out.key("inaccuracy").raw(fraction(rules::kInaccuracyDrop));
  out.key("mistake").raw(fraction(rules::kMistakeDrop));
  out.key("blunder").raw(fraction(rules::kBlunderDrop)).end_object();
  out.key("evaluations").begin_array();
  const auto& positions = review.position_reviews();
  for (std::size_t ply = 0; ply < positions.size(); ++ply)
    write_position(out, ply, positions[ply]);
  out.end_array().key("moves").begin_array();
  const std::vector<rules::MoveReview> moves = review.move_reviews();
  for (const rules::MoveReview& move : moves)
    write_move(out, move);
  out.end_array().key("summary").begin_array();
  const auto summary = rules::summarize(moves);
  for (std::size_t seat = 0; seat < summary.size(); ++seat) {
    const rules::SeatSummary& s = summary[seat];
    out.begin_object().key("seat").number(static_cast<std::int64_t>(seat));
    out.key("weighed").number(s.weighed).key("average_drop").raw(fraction(s.average_drop));
    out.key("inaccuracies").number(s.count(rules::MoveMark::inaccuracy));
    out.key("mistakes").number(s.count(rules::MoveMark::mistake));
    out.key("blunders").number(s.count(rules::MoveMark::blunder)).end_object();
  }
  out.end_array().end_object();
  return text;
}

std::string analysis_result(std::int64_t ply, const rules::PositionReview& position) {
  std::string text;
  rules::JsonText out(text);
  write_position(out, static_cast<std::size_t>(ply), position);
  return text;
}

std::string match_review_pending_body(std::string_view match_id, std::string_view status,
                                      std::int64_t positions, std::int64_t reviewed) {
  std::string text;
  rules::JsonText out(text);
  out.begin_object().key("match").string(match_id).key("status").string(status);
  out.key("positions").number(positions).key("reviewed").number(reviewed).end_object();
  return text;
}

}  // namespace rockpool::protocol
