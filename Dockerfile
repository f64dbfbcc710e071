# Rockpool's image: built on Debian 12, run on Debian 12 slim with only the runtime libraries.
# Both stages install through deploy/install-deps.sh, the same script CI and the README use.

FROM debian:12 AS build
WORKDIR /src
COPY deploy/install-deps.sh deploy/install-deps.sh
RUN deploy/install-deps.sh build && rm -rf /var/lib/apt/lists/*
COPY . .
RUN rm -rf build && cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release \
    && cmake --build build --target rockpool --parallel "$(nproc)" \
    && strip build/app/rockpool

FROM debian:12-slim
COPY deploy/install-deps.sh /tmp/install-deps.sh
RUN /tmp/install-deps.sh runtime && rm -rf /var/lib/apt/lists/* /tmp/install-deps.sh \
    && useradd --system --uid 10001 --home-dir /data --shell /usr/sbin/nologin rockpool \
    && mkdir -p /data && chown rockpool:rockpool /data
COPY --from=build /src/build/app/rockpool /usr/local/bin/rockpool
USER rockpool
WORKDIR /data
EXPOSE 8080
ENTRYPOINT ["/usr/local/bin/rockpool"]
CMD ["help"]
