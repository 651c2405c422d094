// MoveList<T, kCapacity>: a fixed-capacity list for move generation (no heap per node).
//
// Generators push with Add(); capacity overflow is a generator bug, caught by assert in debug
// builds. Lists of whole BALL or Cannon Ball turns can be large: hold those on the heap once
// (outside the hot loop), never one per node.
#pragma once

#include <array>
#include <cassert>
#include <cstddef>

namespace melee {

template <class T, std::size_t kCapacity>
class MoveList {
 public:
  static constexpr std::size_t capacity() { return kCapacity; }

  void Add(const T& m) {
    assert(size_ < kCapacity);
    items_[size_++] = m;
  }
  void Clear() { size_ = 0; }
  void Resize(std::size_t n) {
    assert(n <= kCapacity);
    size_ = n;
  }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  T& operator[](std::size_t i) { return items_[i]; }
  const T& operator[](std::size_t i) const { return items_[i]; }
  T* begin() { return items_.data(); }
  T* end() { return items_.data() + size_; }
  const T* begin() const { return items_.data(); }
  const T* end() const { return items_.data() + size_; }

 private:
  std::size_t size_ = 0;
  std::array<T, kCapacity> items_;
};

}  // namespace melee
