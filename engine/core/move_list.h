// MoveList<T, kCapacity>: a fixed-capacity list for move generation (no heap per node).
//
// Generators push with Add(); capacity overflow is a generator bug, caught by assert in debug
// builds. Lists of whole BALL or Cannon Ball turns can be large: hold those on the heap once
// (outside the hot loop), never one per node. The elements past size() are raw storage, never
// constructed: a search worker holds a step list per ply (129 Cannon Ball lists of 2,048
// steps), and constructing them zeroed 3 MB at every search.
#pragma once

#include <cassert>
#include <cstddef>
#include <new>
#include <type_traits>

namespace melee {

template <class T, std::size_t kCapacity>
class MoveList {
  static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>,
                "elements live in raw storage and are copied as bytes");

 public:
  static constexpr std::size_t capacity() { return kCapacity; }

  MoveList() {}  // not `= default`: a value-initialised list would zero its storage
  void Add(const T& m) {
    assert(size_ < kCapacity);
    begin()[size_++] = m;
  }
  void Clear() { size_ = 0; }
  // Sets the size to n: a generator that wrote the elements up to n through begin() (a
  // pointer in a register, where Add's size member would chain every store to the last)
  // commits them this way.
  void Resize(std::size_t n) {
    assert(n <= kCapacity);
    size_ = n;
  }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  T& operator[](std::size_t i) { return begin()[i]; }
  const T& operator[](std::size_t i) const { return begin()[i]; }
  // A byte array that provides storage implicitly creates the (implicit-lifetime) elements
  // written into it.
  T* begin() { return std::launder(reinterpret_cast<T*>(storage_)); }
  T* end() { return begin() + size_; }
  const T* begin() const { return std::launder(reinterpret_cast<const T*>(storage_)); }
  const T* end() const { return begin() + size_; }

 private:
  std::size_t size_ = 0;
  alignas(T) std::byte storage_[sizeof(T) * kCapacity];
};

}  // namespace melee
