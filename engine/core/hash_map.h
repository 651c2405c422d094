// The engine's hash containers, behind one name: Abseil's flat tables natively (fast, and what
// the node counts were tuned with), the standard unordered containers where Abseil is not
// built (the WebAssembly build, docs/wasm.md). No caller iterates one of these containers in an
// order that reaches a search result, so the bench signature is the same with either.
#pragma once

#ifdef __EMSCRIPTEN__
#include <functional>
#include <unordered_map>
#include <unordered_set>
#else
#include <absl/container/flat_hash_map.h>
#include <absl/container/flat_hash_set.h>
#endif

namespace melee {

#ifdef __EMSCRIPTEN__
template <class K, class V, class Hash = std::hash<K>, class Eq = std::equal_to<K>>
using HashMap = std::unordered_map<K, V, Hash, Eq>;
template <class K, class Hash = std::hash<K>, class Eq = std::equal_to<K>>
using HashSet = std::unordered_set<K, Hash, Eq>;
#else
template <class K, class V, class Hash = typename absl::flat_hash_map<K, V>::hasher,
          class Eq = typename absl::flat_hash_map<K, V>::key_equal>
using HashMap = absl::flat_hash_map<K, V, Hash, Eq>;
template <class K, class Hash = typename absl::flat_hash_set<K>::hasher,
          class Eq = typename absl::flat_hash_set<K>::key_equal>
using HashSet = absl::flat_hash_set<K, Hash, Eq>;
#endif

}  // namespace melee
