# Sanitizer builds for the safety net (deploy/safety-net.sh): ROCKPOOL_SANITIZE names clang's
# sanitizers, "address,undefined" or "thread". Findings abort the process, so a test that meets
# one fails. The Sanitize build type keeps assertions and enough optimisation to run the suites
# in time, with frames the reports can name.
set(ROCKPOOL_SANITIZE "" CACHE STRING "Sanitizers to build with (clang): address,undefined or thread")
set(CMAKE_CXX_FLAGS_SANITIZE "-O1 -g -fno-omit-frame-pointer" CACHE STRING
    "Flags of the Sanitize build type")

if(ROCKPOOL_SANITIZE)
  if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
    message(FATAL_ERROR "ROCKPOOL_SANITIZE needs clang (CXX=clang++-14)")
  endif()
  add_compile_options(-fsanitize=${ROCKPOOL_SANITIZE} -fno-sanitize-recover=all)
  add_link_options(-fsanitize=${ROCKPOOL_SANITIZE})
endif()
