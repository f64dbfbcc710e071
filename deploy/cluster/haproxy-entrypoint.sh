#!/bin/bash
# Writes HAProxy's configuration from haproxy.cfg.in and runs it in the foreground:
#   PROXY_PORT  the port it serves the cluster on, on every address of the container (the host
#               publishes it on a loopback port)
#   NODES       the nodes, "NAME=HOST:PORT ..." (one "server" line each, checked on /readyz)
#   STATS_PORT  the port of HAProxy's statistics page (/, and /;csv), where an operator sees which
#               nodes are up
set -euo pipefail
: "${PROXY_PORT:?}" "${STATS_PORT:?}" "${NODES:?}"
servers=""
for node in $NODES; do
  servers+="  server ${node%%=*} ${node#*=} check"$'\n'
done
config="$(</etc/rockpool/haproxy.cfg.in)"
config="${config//bind 127.0.0.1:@PROXY_PORT@/bind :$PROXY_PORT}"
if [[ $config == *@PROXY_PORT@* ]]; then
  echo "haproxy-entrypoint: haproxy.cfg.in has no 'bind 127.0.0.1:@PROXY_PORT@' line" >&2
  exit 1
fi
{
  printf '%s\n' "${config//@SERVERS@/${servers%$'\n'}}"
  printf '\nfrontend stats\n  bind :%s\n  stats enable\n  stats uri /\n' "$STATS_PORT"
} >/tmp/haproxy.cfg
haproxy -c -q -f /tmp/haproxy.cfg
exec haproxy -db -f /tmp/haproxy.cfg
