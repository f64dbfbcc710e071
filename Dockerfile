# Rockpool's image: built on Debian 12, run on Debian 12 slim with only the runtime libraries.
# Both stages install through deploy/install-deps.sh, the same script CI and the README use.

FROM debian:12 AS build
WORKDIR /src
COPY deploy/install-deps.sh deploy/install-deps.sh
RUN deploy/install-deps.sh build && apt-get clean && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin
COPY . .
RUN rm -rf build && cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release \
        -DROCKPOOL_UNITY_LIBS=ON -DCMAKE_INSTALL_PREFIX=/opt/rockpool \
    && cmake --build build --target rockpool --parallel "$(nproc)" \
    && cmake --install build --strip

FROM debian:12-slim
COPY deploy/install-deps.sh /tmp/install-deps.sh
# apt's caches are cleaned in the same layer (official images do it by hook; a base made with
# debootstrap does not).
RUN /tmp/install-deps.sh runtime && apt-get clean \
    && rm -rf /var/lib/apt/lists/* /var/cache/apt/*.bin /tmp/install-deps.sh \
    && useradd --system --uid 10001 --home-dir /data --shell /usr/sbin/nologin rockpool \
    && mkdir -p /data && chown rockpool:rockpool /data
COPY --from=build /opt/rockpool /opt/rockpool
ENV PATH=/opt/rockpool/bin:$PATH \
    ROCKPOOL_LISTEN=0.0.0.0:8080 \
    ROCKPOOL_DATA_DIR=/data
USER rockpool
WORKDIR /data
VOLUME /data
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 CMD ["rockpool", "healthcheck"]
ENTRYPOINT ["rockpool"]
CMD ["serve"]
