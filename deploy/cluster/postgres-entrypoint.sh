#!/bin/sh
# Sets the rockpool role's password from POSTGRES_PASSWORD (in single-user mode, before anything
# can connect), then runs PostgreSQL on port 5432 of the container's network with fsync and
# synchronous_commit on: a node refuses a PostgreSQL that could lose acknowledged moves.
set -eu
: "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD must be set}"
quoted=$(printf '%s' "$POSTGRES_PASSWORD" | sed "s/'/''/g")
printf "ALTER ROLE rockpool PASSWORD '%s'\n" "$quoted" | postgres --single -D "$PGDATA" postgres >/dev/null
exec postgres -D "$PGDATA" -p 5432 -c 'listen_addresses=*' \
  -c unix_socket_directories=/tmp -c fsync=on -c synchronous_commit=on
