# ROCKPOOL_UNITY_TESTS compiles each test executable as one unit (a unity build): every test file
# includes doctest, nlohmann/json and often Beast, which cost far more to compile than the tests
# themselves (a Release build of the C++ tests on 2 cores: 134 s in 80 units, 44 s in two). The
# scripts that build from scratch turn it on (deploy/test.sh, deploy/safety-net.sh); off, editing
# one test file recompiles only that file. The libraries are merged by ROCKPOOL_UNITY_LIBS
# (cmake/unity_libs.cmake), never in the build clang-tidy reads.
option(ROCKPOOL_UNITY_TESTS "Compile each test executable as one unit" OFF)
if(ROCKPOOL_UNITY_TESTS)
  get_directory_property(rockpool_test_targets DIRECTORY tests BUILDSYSTEM_TARGETS)
  set_target_properties(${rockpool_test_targets} PROPERTIES UNITY_BUILD ON
                                                            UNITY_BUILD_BATCH_SIZE 0)
  # The server's tests are most of the C++ tests: in two units, both cores compile them.
  get_target_property(rockpool_server_test_sources rockpool_server_tests SOURCES)
  list(LENGTH rockpool_server_test_sources rockpool_server_test_count)
  math(EXPR rockpool_server_test_batch "(${rockpool_server_test_count} + 1) / 2")
  set_target_properties(rockpool_server_tests PROPERTIES UNITY_BUILD_BATCH_SIZE
                                                         ${rockpool_server_test_batch})
  # doctest's implementation must see its configuration before any other file includes doctest.
  set_source_files_properties(tests/doctest_main.cpp DIRECTORY tests
                              PROPERTIES SKIP_UNITY_BUILD_INCLUSION ON)
endif()
