# PostgreSQL 15 for deploy/compose.yaml: Debian's package on the local debian:12-slim base. The
# cluster is made at build time (a new named volume starts as a copy of it) with fsync and
# synchronous_commit on, as Rockpool requires, a role and database named rockpool, and password
# authentication over TCP from the compose network; the entrypoint sets the password from
# POSTGRES_PASSWORD.
FROM debian:12-slim
# Debian's package would make a cluster of its own (15/main) that nothing here uses.
RUN mkdir -p /etc/postgresql-common/createcluster.d \
    && echo 'create_main_cluster = false' >/etc/postgresql-common/createcluster.d/rockpool.conf \
    && apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends postgresql-15 \
    && apt-get clean && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin
ENV PATH=/usr/lib/postgresql/15/bin:$PATH \
    PGDATA=/var/lib/postgresql/data
USER postgres
RUN initdb -D "$PGDATA" -U postgres -E UTF8 --locale=C.UTF-8 --auth-local=peer \
        --auth-host=scram-sha-256 >/dev/null \
    && echo 'host all all all scram-sha-256' >>"$PGDATA/pg_hba.conf" \
    && printf 'CREATE ROLE rockpool LOGIN;\nCREATE DATABASE rockpool OWNER rockpool;\n' \
        | postgres --single -D "$PGDATA" postgres >/dev/null
COPY postgres-entrypoint.sh /usr/local/bin/postgres-entrypoint.sh
VOLUME /var/lib/postgresql/data
EXPOSE 5432
ENTRYPOINT ["/usr/local/bin/postgres-entrypoint.sh"]
