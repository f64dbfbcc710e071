#pragma once
// Every error code on the wire besides the rules' own (rules/core/error.hpp). PROTOCOL.md lists
// them all with their meaning.

namespace rockpool::protocol::code {

inline constexpr const char* kInvalidJson = "request/invalid_json";
inline constexpr const char* kNotAnObject = "request/not_an_object";
inline constexpr const char* kTooDeep = "request/too_deep";
inline constexpr const char* kDuplicateKey = "request/duplicate_key";
inline constexpr const char* kUnknownType = "request/unknown_type";
inline constexpr const char* kMissingField = "request/missing_field";
inline constexpr const char* kBadField = "request/bad_field";
inline constexpr const char* kRateLimited = "rate/limited";
inline constexpr const char* kHelloRequired = "session/hello_required";
inline constexpr const char* kHelloTwice = "session/hello_twice";
inline constexpr const char* kUnsupportedProtocol = "protocol/unsupported";
inline constexpr const char* kBadName = "session/bad_name";
inline constexpr const char* kTooManySessions = "session/too_many";
inline constexpr const char* kRoomNotFound = "room/not_found";
inline constexpr const char* kRoomFull = "room/full";
inline constexpr const char* kNotInRoom = "room/not_member";
inline constexpr const char* kRoomLimit = "room/limit";
inline constexpr const char* kServerFull = "room/server_full";
inline constexpr const char* kRoomMoved = "room/moved";
inline constexpr const char* kUnknownGame = "game/unknown";
inline constexpr const char* kNoMatch = "match/not_found";
inline constexpr const char* kMatchNotOver = "match/not_over";
inline constexpr const char* kNotAPlayer = "action/not_a_player";
inline constexpr const char* kStaleVersion = "action/stale_version";
inline constexpr const char* kNoDrawOffer = "draw/no_offer";
inline constexpr const char* kDrawOffered = "draw/already_offered";
inline constexpr const char* kClaimUnavailable = "claim/not_available";
inline constexpr const char* kChatEmpty = "chat/empty";
inline constexpr const char* kChatRateLimited = "chat/rate_limited";
inline constexpr const char* kShuttingDown = "server/shutting_down";
inline constexpr const char* kBadUsername = "account/bad_username";
inline constexpr const char* kBadPassword = "account/bad_password";
inline constexpr const char* kUsernameTaken = "account/taken";
inline constexpr const char* kAlreadyClaimed = "account/already_claimed";
inline constexpr const char* kNotLoggedIn = "account/not_logged_in";
inline constexpr const char* kBadCredentials = "account/bad_credentials";
inline constexpr const char* kBadRecoveryCode = "account/bad_recovery_code";
inline constexpr const char* kNoSuchLogin = "account/no_such_session";
inline constexpr const char* kAccountsOff = "account/unavailable";
inline constexpr const char* kAccountRateLimited = "account/rate_limited";
// The store cannot do it now (its threads are busy, or its database is away): try again.
inline constexpr const char* kStoreBusy = "server/busy";
inline constexpr const char* kRatedNeedsAccount = "rated/needs_account";
inline constexpr const char* kBadDaysPerMove = "room/bad_days_per_move";
// A push subscription the server cannot send to: its endpoint is not https://, or its keys are not
// a P-256 point and a 16-byte secret.
inline constexpr const char* kBadPushSubscription = "push/bad_subscription";
// This server offers no Web Push (it runs without its store).
inline constexpr const char* kPushUnavailable = "push/unavailable";
// Tournaments (PROTOCOL.md, "Tournaments").
inline constexpr const char* kTournamentsOff = "tournament/unavailable";
inline constexpr const char* kTournamentMoved = "tournament/moved";
inline constexpr const char* kTournamentNeedsPace = "tournament/needs_pace";
inline constexpr const char* kTournamentArenaLive = "tournament/arena_live";
inline constexpr const char* kTournamentLimit = "tournament/limit";
inline constexpr const char* kTournamentNotFound = "tournament/not_found";
inline constexpr const char* kTournamentStarted = "tournament/started";
inline constexpr const char* kTournamentFinished = "tournament/finished";
inline constexpr const char* kTournamentFull = "tournament/full";
inline constexpr const char* kTournamentJoined = "tournament/already_joined";
inline constexpr const char* kTournamentNotPlayer = "tournament/not_player";
inline constexpr const char* kTournamentHostStays = "tournament/host_stays";
inline constexpr const char* kTournamentNotHost = "tournament/not_host";
inline constexpr const char* kTournamentTooFew = "tournament/too_few";
inline constexpr const char* kTournamentNoRematch = "tournament/no_rematch";
inline constexpr const char* kAnalysisBusy = "analysis/busy";

}  // namespace rockpool::protocol::code
