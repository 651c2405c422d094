# CPack pre-build script (cmake/install.cmake): in the Debian package the programs go to
# /usr/games, where Debian's policy puts games (section games; lintian's
# package-section-games-but-contains-no-game otherwise), as Debian's own stockfish package does.
# `cmake --install` and the .tar.gz keep bin/. share/ is bin/'s and games/' sibling alike, so
# melee-board finds ../share/melee from either.
if(NOT CPACK_GENERATOR STREQUAL "DEB")
  return()
endif()
file(GLOB_RECURSE programs LIST_DIRECTORIES false "${CPACK_TEMPORARY_INSTALL_DIRECTORY}/*/bin/*")
foreach(program IN LISTS programs)
  get_filename_component(bin_dir "${program}" DIRECTORY)
  get_filename_component(name "${program}" NAME)
  get_filename_component(usr "${bin_dir}" DIRECTORY)
  file(MAKE_DIRECTORY "${usr}/games")
  file(RENAME "${program}" "${usr}/games/${name}")
endforeach()
foreach(program IN LISTS programs)
  get_filename_component(bin_dir "${program}" DIRECTORY)
  file(REMOVE_RECURSE "${bin_dir}")
endforeach()
