# HAProxy 2.6 for deploy/compose.yaml: Debian's package on the local debian:12-slim base, with the
# cluster's configuration (haproxy.cfg.in, the one deploy/cluster.sh and the tests use) filled in
# at start from PROXY_PORT, STATS_PORT and NODES by haproxy-entrypoint.sh.
FROM debian:12-slim
RUN apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends haproxy \
    && apt-get clean && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin
COPY haproxy.cfg.in haproxy-entrypoint.sh /etc/rockpool/
USER haproxy
ENTRYPOINT ["/etc/rockpool/haproxy-entrypoint.sh"]
