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
#include <memory>
#include <type_traits>

namespace melee {

template <class T, std::size_t kCapacity>
class MoveList {
  static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>,
                "elements are written into raw storage and copied as bytes");

 public:
  static constexpr std::size_t capacity() { return kCapacity; }

  MoveList() {}  // leaves the storage raw (not `= default`: that would zero it when
                 // a list is value-initialised)
  void Add(const T& m) {
    assert(size_ < kCapacity);
    std::construct_at(storage_.items + size_++, m);
  }
  void Clear() { size_ = 0; }
  // Keeps the first n elements (n <= size()).
  void Resize(std::size_t n) {
    assert(n <= size_);
    size_ = n;
  }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  T& operator[](std::size_t i) { return storage_.items[i]; }
  const T& operator[](std::size_t i) const { return storage_.items[i]; }
  T* begin() { return storage_.items; }
  T* end() { return storage_.items + size_; }
  const T* begin() const { return storage_.items; }
  const T* end() const { return storage_.items + size_; }

 private:
  union Storage {
    Storage() {}
    T items[kCapacity];
  };
  std::size_t size_ = 0;
  Storage storage_;
};

}  // namespace melee
