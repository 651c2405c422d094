# The WebAssembly build's setup (emcmake cmake, docs/wasm.md): included by the top-level
# CMakeLists.txt instead of finding the native-only packages. Only the engine is built there:
# no tests, benchmarks, tournament manager or board, so neither GTest, benchmark nor CLI11 is
# needed, and Abseil's two hash tables fall back to the standard ones (engine/core/hash_map.h).
if(NOT EMSCRIPTEN)
  message(FATAL_ERROR "cmake/wasm.cmake is for the emscripten toolchain (emcmake cmake ...)")
endif()
# The targets the engine's folders link natively stand for nothing here.
foreach(absl_target flat_hash_map flat_hash_set)
  add_library(absl::${absl_target} INTERFACE IMPORTED)
endforeach()
# The benchmarks need Google Benchmark, which is native only.
set(MELEE_BENCHES OFF CACHE BOOL "" FORCE)
add_compile_options(-include ${PROJECT_SOURCE_DIR}/wasm/libcxx_compat.h)
# libc++ 14 has no operator<=> for std::array, so the defaulted <=> of positions holding arrays
# is deleted there (a warning); only their == is used.
add_compile_options(-Wno-defaulted-function-deleted)
