#include "server/cluster/pg_schema.hpp"

#include <stdexcept>

#include "server/cluster/pg_connection.hpp"

namespace rockpool::server::cluster {

namespace {

// 2 added rooms' owners and the nodes; 3 the accounts' tables (created if missing, as every
// table is); 4 rooms' `rated` (added if missing); 5 each action's request id (added if missing);
// 6 the lobby across nodes; 7 a room's lock taken again after a reconnect, and every node live
// for a while after PostgreSQL starts; 8 rooms' `days_per_move` (added if missing); 9 the seeks
// of quick pairing across nodes; 10 the correspondence turn lists across nodes; 11 rooms' `quick`
// (added if missing); 12 Web Push subscriptions and the nodes' signing key; 13 tournaments, and
// rooms' `tournament_id` and `tournament_game` (added if missing).
constexpr int kSchemaVersion = 13;
// Any number that names "the schema is being changed" among the advisory locks of a database.
constexpr std::int64_t kSchemaLock = 0x726f636b706f6f6c;

constexpr const char* kSchema = R"sql(
CREATE TABLE IF NOT EXISTS rockpool_schema (version integer NOT NULL);
CREATE TABLE IF NOT EXISTS sessions (
  token text PRIMARY KEY, public_id text NOT NULL, name text NOT NULL, seen_ms bigint NOT NULL);
CREATE TABLE IF NOT EXISTS rooms (
  id text PRIMARY KEY, code text NOT NULL, is_public boolean NOT NULL, game text NOT NULL,
  options text NOT NULL, clock_initial_ms bigint NOT NULL, clock_increment_ms bigint NOT NULL,
  first text NOT NULL, bot integer NOT NULL, host_token text NOT NULL, guest_token text,
  created_ms bigint NOT NULL, closed_ms bigint, rated boolean NOT NULL DEFAULT false);
ALTER TABLE rooms ADD COLUMN IF NOT EXISTS rated boolean NOT NULL DEFAULT false;
ALTER TABLE rooms ADD COLUMN IF NOT EXISTS days_per_move integer NOT NULL DEFAULT 0;
ALTER TABLE rooms ADD COLUMN IF NOT EXISTS quick boolean NOT NULL DEFAULT false;
ALTER TABLE rooms ADD COLUMN IF NOT EXISTS tournament_id text NOT NULL DEFAULT '';
ALTER TABLE rooms ADD COLUMN IF NOT EXISTS tournament_game integer NOT NULL DEFAULT -1;
CREATE INDEX IF NOT EXISTS rooms_open ON rooms (id) WHERE closed_ms IS NULL;
CREATE INDEX IF NOT EXISTS rooms_code ON rooms (code) WHERE closed_ms IS NULL AND code <> '';
CREATE TABLE IF NOT EXISTS matches (
  id text PRIMARY KEY, room_id text NOT NULL, number integer NOT NULL, host_seat integer NOT NULL,
  game text NOT NULL, options text NOT NULL,
  seat0_token text NOT NULL, seat0_id text NOT NULL, seat0_name text NOT NULL, seat0_bot boolean NOT NULL,
  seat1_token text NOT NULL, seat1_id text NOT NULL, seat1_name text NOT NULL, seat1_bot boolean NOT NULL,
  clock_initial_ms bigint NOT NULL, clock_increment_ms bigint NOT NULL, started_ms bigint NOT NULL,
  ended_ms bigint, state text NOT NULL DEFAULT 'playing', winner integer, reason text, plies integer,
  version_ceiling bigint NOT NULL, is_public boolean NOT NULL);
CREATE INDEX IF NOT EXISTS matches_room ON matches (room_id, number);
CREATE INDEX IF NOT EXISTS matches_ended ON matches (ended_ms);
CREATE INDEX IF NOT EXISTS matches_seat0 ON matches (seat0_id, ended_ms);
CREATE INDEX IF NOT EXISTS matches_seat1 ON matches (seat1_id, ended_ms);
CREATE TABLE IF NOT EXISTS actions (
  match_id text NOT NULL, ply integer NOT NULL, seat integer NOT NULL, notation text NOT NULL,
  at_ms bigint NOT NULL, request_id text, PRIMARY KEY (match_id, ply));
ALTER TABLE matches ADD COLUMN IF NOT EXISTS draw_offer integer NOT NULL DEFAULT -1;
ALTER TABLE matches ADD COLUMN IF NOT EXISTS draw_offer_ply integer NOT NULL DEFAULT 0;
ALTER TABLE matches ADD COLUMN IF NOT EXISTS rematch integer NOT NULL DEFAULT 0;
ALTER TABLE actions ADD COLUMN IF NOT EXISTS request_id text;
ALTER TABLE actions ADD COLUMN IF NOT EXISTS position_version bigint NOT NULL DEFAULT 0;
CREATE TABLE IF NOT EXISTS chat (
  id bigserial PRIMARY KEY, room_id text NOT NULL, match_id text NOT NULL, at_ms bigint NOT NULL,
  session_id text NOT NULL, name text NOT NULL, seat integer NOT NULL, text text NOT NULL);
CREATE INDEX IF NOT EXISTS chat_match ON chat (match_id);
CREATE TABLE IF NOT EXISTS nodes (
  node_id text PRIMARY KEY, advertise text NOT NULL, incarnation bigint NOT NULL,
  heartbeat_at timestamptz NOT NULL);
CREATE TABLE IF NOT EXISTS room_owner (
  room_id text PRIMARY KEY, node_id text NOT NULL, epoch bigint NOT NULL);
CREATE TABLE IF NOT EXISTS lobby (
  room_id text PRIMARY KEY, node_id text NOT NULL, game text NOT NULL,
  listing_order integer NOT NULL, created_ms bigint NOT NULL, summary text NOT NULL);
CREATE TABLE IF NOT EXISTS turns (
  room_id text NOT NULL, seat integer NOT NULL, public_id text NOT NULL, account_id text NOT NULL,
  deadline_ms bigint NOT NULL, line text NOT NULL, PRIMARY KEY (room_id, seat));
CREATE INDEX IF NOT EXISTS turns_player ON turns (public_id);
CREATE INDEX IF NOT EXISTS turns_account ON turns (account_id) WHERE account_id <> '';
CREATE TABLE IF NOT EXISTS tournaments (
  id text PRIMARY KEY, code text NOT NULL, is_public boolean NOT NULL,
  finished boolean NOT NULL, host_token text NOT NULL, created_ms bigint NOT NULL,
  state text NOT NULL, version bigint NOT NULL);
CREATE TABLE IF NOT EXISTS match_reviews (
  match_id text PRIMARY KEY, body text NOT NULL, reviewed_ms bigint NOT NULL);
CREATE SEQUENCE IF NOT EXISTS seeks_order;
CREATE TABLE IF NOT EXISTS seeks (
  seeker text PRIMARY KEY, node_id text NOT NULL, token text NOT NULL, game text NOT NULL,
  initial_ms bigint NOT NULL, increment_ms bigint NOT NULL, rated boolean NOT NULL,
  player text NOT NULL, account boolean NOT NULL, rating double precision NOT NULL,
  last_opponent text NOT NULL, arrived_ms bigint NOT NULL,
  arrival bigint NOT NULL DEFAULT nextval('seeks_order'));

-- Whether a node whose last heartbeat is `beat` counts as live. Also every node for `timeout_s`
-- after PostgreSQL starts: a restart cut every node off at once, and each beats again (and takes
-- its rooms' locks again) within that time; until then nobody fences or adopts anybody.
CREATE OR REPLACE FUNCTION rockpool_node_live(beat timestamptz, timeout_s integer)
RETURNS boolean AS $$
  SELECT coalesce(beat > now() - make_interval(secs => timeout_s), false)
      OR pg_postmaster_start_time() > now() - make_interval(secs => timeout_s)
$$ LANGUAGE sql STABLE;

-- Fails the transaction unless the room's epoch is still the one its writer acquired. FOR SHARE
-- holds the row until the commit, so an acquisition (which updates it) waits for the commit, or
-- this sees the new epoch: a write commits entirely before a takeover or not at all.
CREATE OR REPLACE FUNCTION rockpool_fence(room text, expected bigint) RETURNS void AS $$
BEGIN
  PERFORM 1 FROM room_owner WHERE room_id = room AND epoch = expected FOR SHARE;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'RPOWN', MESSAGE = 'room ownership lost', DETAIL = room;
  END IF;
END $$ LANGUAGE plpgsql;

-- A new room's first write makes its writer the owner at epoch 1 (a room that exists already has
-- an owner: the write is refused). Sent again after a lost answer, it finds its own claim.
-- The lock is taken once per session: a claim sent again (its batch failed) does not stack it.
CREATE OR REPLACE FUNCTION rockpool_claim(room text, node text) RETURNS void AS $$
DECLARE
  key bigint := hashtextextended(room, 0);
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()
                 AND objsubid = 1 AND classid = ((key >> 32) & 4294967295)::oid
                 AND objid = (key & 4294967295)::oid)
     AND NOT pg_try_advisory_lock(key) THEN
    RAISE EXCEPTION USING ERRCODE = 'RPOWN', MESSAGE = 'room ownership lost', DETAIL = room;
  END IF;
  INSERT INTO room_owner (room_id, node_id, epoch) VALUES (room, node, 1)
    ON CONFLICT (room_id) DO NOTHING;
  PERFORM 1 FROM room_owner WHERE room_id = room AND node_id = node AND epoch = 1 FOR SHARE;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'RPOWN', MESSAGE = 'room ownership lost', DETAIL = room;
  END IF;
END $$ LANGUAGE plpgsql;

-- Takes a room whose lock is free, at the next epoch; NULL while another session holds the lock,
-- or while PostgreSQL has just restarted and the row names another node that has not beaten
-- since (it takes its locks again, rockpool_retake, before its first heartbeat on the new
-- database).
-- The lock and the owner row change under a transaction lock of the room's, which
-- rockpool_fence_owner takes too: a fence never finds the lock taken here before the row names
-- its new, live owner (it would end the new owner's session, not the dead one's).
CREATE OR REPLACE FUNCTION rockpool_take(room text, node text, timeout_s integer) RETURNS bigint
AS $$
DECLARE
  taken bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(room, 1));
  IF pg_postmaster_start_time() > now() - make_interval(secs => timeout_s) AND EXISTS (
       SELECT 1 FROM room_owner o JOIN nodes n ON n.node_id = o.node_id
       WHERE o.room_id = room AND o.node_id <> node
         AND n.heartbeat_at < pg_postmaster_start_time()) THEN
    RETURN NULL;
  END IF;
  IF NOT pg_try_advisory_lock(hashtextextended(room, 0)) THEN
    RETURN NULL;
  END IF;
  INSERT INTO room_owner AS o (room_id, node_id, epoch) VALUES (room, node, 1)
    ON CONFLICT (room_id) DO UPDATE SET node_id = node, epoch = o.epoch + 1
    RETURNING o.epoch INTO taken;
  RETURN taken;
END $$ LANGUAGE plpgsql;

-- Takes a room's lock again on a writer's new session (the old one went away with its locks:
-- PostgreSQL restarted, or the connection broke): true if the room is still this node's at the
-- epoch it holds. Otherwise the room went on elsewhere meanwhile, and its lock is left alone.
CREATE OR REPLACE FUNCTION rockpool_retake(room text, node text, held bigint) RETURNS boolean AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(room, 1));
  IF NOT pg_try_advisory_lock(hashtextextended(room, 0)) THEN
    RETURN false;
  END IF;
  IF EXISTS (SELECT 1 FROM room_owner WHERE room_id = room AND node_id = node AND epoch = held) THEN
    RETURN true;
  END IF;
  PERFORM pg_advisory_unlock(hashtextextended(room, 0));
  RETURN false;
END $$ LANGUAGE plpgsql;

-- Lets a room go after its last write: the owner row names no node (the sweepers of other nodes
-- adopt it at once) and the lock is free. The unlock takes effect at once, the row at the commit,
-- so a node that takes the room meanwhile waits for the row and then writes its own name in it.
CREATE OR REPLACE FUNCTION rockpool_release(room text, node text) RETURNS void AS $$
BEGIN
  UPDATE room_owner SET node_id = '' WHERE room_id = room AND node_id = node;
  PERFORM pg_advisory_unlock(hashtextextended(room, 0));
END $$ LANGUAGE plpgsql;

-- Ends the database session that holds a room's lock when the room's owner has missed its
-- heartbeats (a frozen or cut-off node): all its locks go with it, its open transaction is rolled
-- back, and the epoch fences whatever it sends later. Nothing is done while the owner beats.
CREATE OR REPLACE FUNCTION rockpool_fence_owner(room text, timeout_s integer) RETURNS integer AS $$
DECLARE
  key bigint := hashtextextended(room, 0);
  holder integer;
  ended integer := 0;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(room, 1));
  IF EXISTS (SELECT 1 FROM room_owner o JOIN nodes n ON n.node_id = o.node_id
             WHERE o.room_id = room AND rockpool_node_live(n.heartbeat_at, timeout_s))
     OR rockpool_node_live(NULL, timeout_s) THEN
    RETURN 0;
  END IF;
  FOR holder IN SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted
                  AND objsubid = 1 AND classid = ((key >> 32) & 4294967295)::oid
                  AND objid = (key & 4294967295)::oid AND pid <> pg_backend_pid() LOOP
    IF pg_terminate_backend(holder, 2000) THEN
      ended := ended + 1;
    END IF;
  END LOOP;
  RETURN ended;
END $$ LANGUAGE plpgsql;
)sql";

// The account tables (schema 2).
constexpr const char* kPostgresAccountSchema = R"sql(
CREATE TABLE IF NOT EXISTS accounts (
  id text PRIMARY KEY, username text NOT NULL, username_key text NOT NULL UNIQUE,
  password_hash text NOT NULL, session_token text NOT NULL UNIQUE, public_id text NOT NULL,
  created_ms bigint NOT NULL, seen_ms bigint NOT NULL);
CREATE TABLE IF NOT EXISTS recovery_codes (
  account_id text NOT NULL, digest text NOT NULL, spent_ms bigint,
  PRIMARY KEY (account_id, digest));
CREATE TABLE IF NOT EXISTS account_logins (
  token text PRIMARY KEY, account_id text NOT NULL, address text NOT NULL,
  created_ms bigint NOT NULL, seen_ms bigint NOT NULL, revoked_ms bigint);
CREATE INDEX IF NOT EXISTS account_logins_account ON account_logins (account_id);
CREATE TABLE IF NOT EXISTS ratings (
  account_id text NOT NULL, game text NOT NULL, pace text NOT NULL, rating double precision NOT NULL,
  deviation double precision NOT NULL, volatility double precision NOT NULL, games integer NOT NULL,
  rated_ms bigint NOT NULL, match_id text NOT NULL, PRIMARY KEY (account_id, game, pace));
CREATE TABLE IF NOT EXISTS rating_history (
  account_id text NOT NULL, game text NOT NULL, pace text NOT NULL, match_id text NOT NULL,
  rating double precision NOT NULL, deviation double precision NOT NULL,
  volatility double precision NOT NULL, games integer NOT NULL, rated_ms bigint NOT NULL,
  PRIMARY KEY (account_id, game, pace, match_id));
CREATE INDEX IF NOT EXISTS ratings_board ON ratings (game, pace, rating);
)sql";

// The push subscriptions' and the nodes' signing key's tables (schema 12).
constexpr const char* kPostgresPushSchema = R"sql(
CREATE TABLE IF NOT EXISTS push_subscriptions (
  endpoint text PRIMARY KEY, p256dh text NOT NULL, auth text NOT NULL, public_id text NOT NULL,
  account_id text NOT NULL, created_ms bigint NOT NULL);
CREATE INDEX IF NOT EXISTS push_subscriptions_session ON push_subscriptions (public_id);
CREATE INDEX IF NOT EXISTS push_subscriptions_account ON push_subscriptions (account_id);
CREATE TABLE IF NOT EXISTS push_signing_key (
  id integer PRIMARY KEY CHECK (id = 1), pem text NOT NULL);
)sql";

}  // namespace

void require_durable_commits(PgConnection& db) {
  if (db.query("SHOW fsync").text(0, 0) != "on") {
    throw std::runtime_error("PostgreSQL runs with fsync off: acknowledged moves could be lost");
  }
  if (db.query("SHOW synchronous_commit").text(0, 0) == "off") {
    throw std::runtime_error(
        "PostgreSQL runs with synchronous_commit off: acknowledged moves could be lost");
  }
}

void migrate(PgConnection& db) {
  db.query("SELECT pg_advisory_lock($1)", PgParams().integer(kSchemaLock));
  try {
    db.exec(kSchema);
    db.exec(kPostgresAccountSchema);
    db.exec(kPostgresPushSchema);
    const PgResult version = db.query("SELECT max(version) FROM rockpool_schema");
    if (!version.is_null(0, 0) && version.integer(0, 0) > kSchemaVersion) {
      throw std::runtime_error("the database was written by a newer rockpool (schema " +
                               version.text(0, 0) + ")");
    }
    // Earlier versions' tables are the current ones minus what this version adds.
    db.query("DELETE FROM rockpool_schema");
    db.query("INSERT INTO rockpool_schema (version) VALUES ($1)",
             PgParams().integer(kSchemaVersion));
  } catch (...) {
    db.query("SELECT pg_advisory_unlock($1)", PgParams().integer(kSchemaLock));
    throw;
  }
  db.query("SELECT pg_advisory_unlock($1)", PgParams().integer(kSchemaLock));
}

}  // namespace rockpool::server::cluster
