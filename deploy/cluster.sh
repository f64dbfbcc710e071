#!/usr/bin/env bash
# A Rockpool cluster on one machine, to try cluster mode: a throwaway PostgreSQL 15 (initdb in a
# scratch folder, on a loopback port), three `rockpool serve` nodes and HAProxy 2.6 in front, all
# plain processes on loopback ports.
#
#   deploy/cluster.sh up       starts them and prints the address to open
#   deploy/cluster.sh status   says which of them run
#   deploy/cluster.sh down     stops exactly those processes and removes the scratch folder
#
# ROCKPOOL_BINARY (default build/app/rockpool) and ROCKPOOL_CLUSTER_DIR (default
# $TMPDIR/rockpool-cluster) change where the binary and the scratch folder are. Needs
# postgresql-15 and haproxy (Debian packages).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
state="${ROCKPOOL_CLUSTER_DIR:-${TMPDIR:-/tmp}/rockpool-cluster}"
binary="${ROCKPOOL_BINARY:-$root/build/app/rockpool}"
pg_bin=/usr/lib/postgresql/15/bin
nodes=(node1 node2 node3)

# PostgreSQL refuses to run as root: as root, its commands run as the postgres user.
as_postgres() {
  if [ "$(id -u)" = 0 ]; then
    setpriv --reuid=postgres --regid=postgres --init-groups "$@"
  else
    "$@"
  fi
}

free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# The pid in a pid file, if that process still runs the program named.
running_pid() {
  local file="$state/$1.pid" program="$2" pid
  [ -f "$file" ] || return 1
  pid="$(head -n 1 "$file")"
  [ -n "$pid" ] && [ -r "/proc/$pid/cmdline" ] || return 1
  tr '\0' ' ' <"/proc/$pid/cmdline" | grep -q -- "$program" || return 1
  echo "$pid"
}

wait_until() {
  local what="$1"
  shift
  for _ in $(seq 100); do
    if "$@" >/dev/null 2>&1; then return 0; fi
    sleep 0.1
  done
  echo "cluster: $what did not come up (logs in $state; deploy/cluster.sh down stops the rest)" >&2
  exit 1
}

up() {
  if running_pid haproxy haproxy >/dev/null; then
    echo "cluster: already up: $(cat "$state/url")"
    return 0
  fi
  [ -x "$binary" ] || { echo "cluster: no binary at $binary (build first, or set ROCKPOOL_BINARY)" >&2; exit 1; }
  command -v haproxy >/dev/null || { echo "cluster: haproxy is not installed (apt-get install haproxy)" >&2; exit 1; }
  [ -x "$pg_bin/postgres" ] || { echo "cluster: PostgreSQL 15 is not installed (apt-get install postgresql-15)" >&2; exit 1; }
  rm -rf "$state"
  mkdir -p "$state/pg"
  [ "$(id -u)" = 0 ] && chown -R postgres:postgres "$state"

  local pg_port proxy_port
  pg_port="$(free_port)"
  as_postgres "$pg_bin/initdb" -D "$state/pg/data" -A trust -U postgres -E UTF8 >"$state/pg/initdb.log"
  # Started directly in the background (not through a function, which would fork a subshell),
  # so that $! is PostgreSQL's own pid: setpriv execs it.
  local postgres=("$pg_bin/postgres" -D "$state/pg/data" -p "$pg_port" -k "$state/pg" -c listen_addresses=127.0.0.1)
  if [ "$(id -u)" = 0 ]; then
    setpriv --reuid=postgres --regid=postgres --init-groups "${postgres[@]}" >"$state/pg/postgres.log" 2>&1 &
  else
    "${postgres[@]}" >"$state/pg/postgres.log" 2>&1 &
  fi
  echo $! >"$state/postgres.pid"
  wait_until PostgreSQL "$pg_bin/pg_isready" -q -h 127.0.0.1 -p "$pg_port" -U postgres
  as_postgres "$pg_bin/createdb" -h 127.0.0.1 -p "$pg_port" -U postgres rockpool
  local database="postgresql://postgres@127.0.0.1:$pg_port/rockpool"

  local servers="" node port
  for node in "${nodes[@]}"; do
    port="$(free_port)"
    # The node refuses ROCKPOOL_* variables it does not know: this script's own are not passed.
    env -u ROCKPOOL_BINARY -u ROCKPOOL_CLUSTER_DIR "$binary" serve --listen "127.0.0.1:$port" --cluster "$database" --node-id "$node" \
      --advertise "ws://127.0.0.1:$port/ws" --data-dir "$state/$node" >"$state/$node.log" 2>&1 &
    echo $! >"$state/$node.pid"
    echo "$port" >"$state/$node.port"
    wait_until "$node" curl -fs "http://127.0.0.1:$port/readyz"
    servers+="  server $node 127.0.0.1:$port check"$'\n'
  done

  proxy_port="$(free_port)"
  local config
  config="$(<"$root/deploy/cluster/haproxy.cfg.in")"
  config="${config//@PROXY_PORT@/$proxy_port}"
  printf '%s\n' "${config//@SERVERS@/${servers%$'\n'}}" >"$state/haproxy.cfg"
  haproxy -c -q -f "$state/haproxy.cfg"
  haproxy -f "$state/haproxy.cfg" -p "$state/haproxy.pid" -D
  wait_until HAProxy curl -fs "http://127.0.0.1:$proxy_port/readyz"
  echo "http://127.0.0.1:$proxy_port/" >"$state/url"
  echo "cluster: up at $(cat "$state/url") (PostgreSQL $database; logs in $state)"
}

status() {
  local down=0 pid node
  if pid="$(running_pid postgres postgres)"; then echo "postgres  running (pid $pid)"; else echo "postgres  stopped"; down=1; fi
  for node in "${nodes[@]}"; do
    if pid="$(running_pid "$node" rockpool)"; then
      local ready="not ready"
      curl -fs "http://127.0.0.1:$(cat "$state/$node.port")/readyz" >/dev/null 2>&1 && ready="ready"
      echo "$node     running (pid $pid), $ready"
    else
      echo "$node     stopped"
      down=1
    fi
  done
  if pid="$(running_pid haproxy haproxy)"; then echo "haproxy   running (pid $pid): $(cat "$state/url")"; else echo "haproxy   stopped"; down=1; fi
  return $down
}

stop_one() {
  local name="$1" program="$2" signal="$3" pid
  pid="$(running_pid "$name" "$program")" || return 0
  kill "-$signal" "$pid"
  for _ in $(seq 100); do
    [ -d "/proc/$pid" ] || return 0
    sleep 0.1
  done
  kill -KILL "$pid" 2>/dev/null || true
}

down() {
  [ -d "$state" ] || { echo "cluster: not up"; return 0; }
  stop_one haproxy haproxy TERM
  for node in "${nodes[@]}"; do stop_one "$node" rockpool TERM; done
  stop_one postgres postgres INT  # a fast shutdown
  rm -rf "$state"
  echo "cluster: down"
}

case "${1:-}" in
  up) up ;;
  down) down ;;
  status) status ;;
  *)
    echo "usage: deploy/cluster.sh up|down|status" >&2
    exit 2
    ;;
esac
