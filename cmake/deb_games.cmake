# CPack pre-build script (cmake/install.cmake): in the Debian package the programs go to
# /usr/games, where Debian's policy puts games (section games; lintian's
# package-section-games-but-contains-no-game otherwise), as Debian's own stockfish package does;
# /usr/bin keeps a link to each.
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
# A link in /usr/bin to each: root's PATH (and a container's) has no /usr/games, and an
# installed engine must be found by the name a GUI or a tournament runner is given.
foreach(program IN LISTS programs)
  get_filename_component(bin_dir "${program}" DIRECTORY)
  get_filename_component(name "${program}" NAME)
  file(CREATE_LINK "../games/${name}" "${program}" SYMBOLIC)
  get_filename_component(usr "${bin_dir}" DIRECTORY)
  set(overrides "${usr}/share/lintian/overrides")
endforeach()
if(programs)
  file(MAKE_DIRECTORY "${overrides}")
  file(WRITE "${overrides}/melee"
       "# The programs are in /usr/games; /usr/bin only links to them, for root's PATH.\n"
       "melee: package-section-games-but-has-usr-bin\n")
endif()
