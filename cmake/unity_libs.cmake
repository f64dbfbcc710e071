# ROCKPOOL_UNITY_LIBS compiles each production library (rules, protocol, server, app, bench) in two
# units (a unity build): their files include nlohmann/json, Beast and Asio, whose templates every
# unit instantiates and optimises again, so that most of a unit's time is theirs (the `rockpool`
# target, Release, on 2 cores: 313 s a file a unit, 118 s in two units a library, 127 s in four; the
# whole Release build 462 s, 224 s). Two units keep both cores busy. The scripts that build from
# scratch turn it on (deploy/test.sh, the ASan and TSan builds of deploy/safety-net.sh, the
# Dockerfile); off, editing one file recompiles only that file. clang-tidy reads the files each
# unit includes back out of it (deploy/tidy-units.py).
option(ROCKPOOL_UNITY_LIBS "Compile each production library in two units" OFF)
if(ROCKPOOL_UNITY_LIBS)
  # Asio's and Beast's own sources, and the rules texts (regenerated when a RULES.md changes),
  # stay units of their own.
  set(rockpool_unity_skipped server/net/beast_impl.cpp ${PROJECT_BINARY_DIR}/server/rules_text.cpp)
  set_source_files_properties(${rockpool_unity_skipped} DIRECTORY server
                              PROPERTIES SKIP_UNITY_BUILD_INCLUSION ON)
  foreach(library rockpool_rules rockpool_protocol rockpool_server rockpool_app rockpool_bench)
    get_target_property(rockpool_unity_sources ${library} SOURCES)
    list(FILTER rockpool_unity_sources EXCLUDE REGEX "/(net/beast_impl|rules_text)\\.cpp$")
    list(LENGTH rockpool_unity_sources rockpool_unity_count)
    math(EXPR rockpool_unity_batch "(${rockpool_unity_count} + 1) / 2")
    set_target_properties(${library} PROPERTIES UNITY_BUILD ON
                                                UNITY_BUILD_BATCH_SIZE ${rockpool_unity_batch})
  endforeach()
endif()
