// What the build can give a search: the Threads and Hash options' maxima. The WebAssembly
// build (docs/wasm.md) runs one thread, since a page served without cross-origin isolation has
// no SharedArrayBuffer and so no pthreads, and keeps its tables well inside 32-bit memory
// (4 GB at most), where an allocation that fails cannot be caught.
#pragma once

namespace melee {

#ifdef __EMSCRIPTEN__
inline constexpr int kMaxThreads = 1;
inline constexpr int kMaxHashMb = 1024;
#else
inline constexpr int kMaxThreads = 256;
inline constexpr int kMaxHashMb = 65536;
#endif

}  // namespace melee
