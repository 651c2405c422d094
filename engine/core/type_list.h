// A compile-time list of types: the games a build has (games/game_list.h, generated from
// MELEE_GAMES) travel as one, and everything that covers every game iterates it.
#pragma once

#include <cstddef>
#include <type_traits>

namespace melee {

template <class... Ts>
struct TypeList {
  static constexpr std::size_t kSize = sizeof...(Ts);
};

// Calls f.template operator()<T>() for every T of the list, in order.
template <class... Ts, class F>
constexpr void ForEachType(TypeList<Ts...>, F&& f) {
  (f.template operator()<Ts>(), ...);
}

// The types of a list for which Keep<T>::value holds, in order.
template <template <class> class Keep, class List>
struct FilterTypes;

template <template <class> class Keep>
struct FilterTypes<Keep, TypeList<>> {
  using type = TypeList<>;
};

template <template <class> class Keep, class T, class... Ts>
struct FilterTypes<Keep, TypeList<T, Ts...>> {
 private:
  using Rest = typename FilterTypes<Keep, TypeList<Ts...>>::type;
  template <class... Rs>
  static TypeList<T, Rs...> Prepend(TypeList<Rs...>);

 public:
  using type = std::conditional_t<Keep<T>::value, decltype(Prepend(Rest{})), Rest>;
};

// The list of F<T> for every T of a list.
template <template <class> class F, class List>
struct MapTypes;

template <template <class> class F, class... Ts>
struct MapTypes<F, TypeList<Ts...>> {
  using type = TypeList<F<Ts>...>;
};

// Rewraps a list's types in another variadic template (e.g. ::testing::Types).
template <template <class...> class To, class List>
struct RewrapTypes;

template <template <class...> class To, class... Ts>
struct RewrapTypes<To, TypeList<Ts...>> {
  using type = To<Ts...>;
};

}  // namespace melee
