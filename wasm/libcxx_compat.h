// What the engine uses of C++20 that emscripten 3.1.6's libc++ (14) lacks, force-included in
// the WebAssembly build only (cmake/wasm.cmake); empty with a newer libc++.
#pragma once

#include <memory>
#include <type_traits>

#if defined(_LIBCPP_VERSION) && _LIBCPP_VERSION < 15000
namespace std {

// Default-initialised (not value-initialised) storage, as C++20 and libc++ 15 define it.
template <class T>
unique_ptr<T> make_unique_for_overwrite() {
  return unique_ptr<T>(new T);
}

// <bit>'s bit_cast (libc++ 14 has the compiler's builtin, not the function).
template <class To, class From>
requires(sizeof(To) == sizeof(From) && is_trivially_copyable_v<To> &&
         is_trivially_copyable_v<From>) constexpr To bit_cast(const From& from) noexcept {
  return __builtin_bit_cast(To, from);
}

}  // namespace std
#endif
