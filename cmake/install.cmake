# What `cmake --install build --prefix P` puts under P (GNUInstallDirs), and the packages CPack
# makes of it (`./run.sh package`, docs/release.md):
#   bin/melee, bin/melee-match, bin/melee-board
#   share/melee/web/                   the board's page and its drawing modules (board/web)
#   share/melee/positions/<game>/      openings.txt and bench.txt; soule/puzzles.txt (the board)
#   share/man/man6/*.6.gz              the three programs' manual pages (man/)
#   share/doc/melee/                   README.md, CHANGELOG.md, docs/*.md, copyright, changelog.gz
# melee-board finds share/melee from its own folder (board/install_paths.h), so the tree works
# wherever it is unpacked.
set(melee_data ${CMAKE_INSTALL_DATADIR}/melee)
foreach(program melee melee-match melee-board)
  if(TARGET ${program})
    install(TARGETS ${program} RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
  endif()
endforeach()
install(DIRECTORY ${PROJECT_SOURCE_DIR}/board/web/ DESTINATION ${melee_data}/web)
foreach(game IN LISTS MELEE_GAMES)
  foreach(file openings.txt bench.txt puzzles.txt)
    if(EXISTS ${PROJECT_SOURCE_DIR}/positions/${game}/${file})
      install(FILES ${PROJECT_SOURCE_DIR}/positions/${game}/${file}
              DESTINATION ${melee_data}/positions/${game})
    endif()
  endforeach()
endforeach()

# Debian's policy: manual pages and the changelog compressed with gzip -9n (no name, no time,
# so the package is reproducible).
set(melee_gz_dir ${CMAKE_BINARY_DIR}/install-gz)
set(melee_gz_files "")
function(melee_gzip source name)
  set(out ${melee_gz_dir}/${name}.gz)
  add_custom_command(OUTPUT ${out}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${melee_gz_dir}
    COMMAND sh -c "gzip -9nc \"$1\" > \"$2\"" gzip ${source} ${out}
    DEPENDS ${source} VERBATIM)
  set(melee_gz_files ${melee_gz_files} ${out} PARENT_SCOPE)
endfunction()
foreach(page melee melee-match melee-board)
  configure_file(${PROJECT_SOURCE_DIR}/man/${page}.6 ${melee_gz_dir}/${page}.6 @ONLY)  # version
  melee_gzip(${melee_gz_dir}/${page}.6 ${page}.6)
  install(FILES ${melee_gz_dir}/${page}.6.gz DESTINATION ${CMAKE_INSTALL_MANDIR}/man6)
endforeach()
# Debian's changelog of the package (a native package's: changelog.gz), one entry for this
# version pointing at CHANGELOG.md, where the changes are.
string(TIMESTAMP melee_changelog_date "%a, %d %b %Y 00:00:00 +0000" UTC)
set(melee_maintainer "The Melee developers <melee@users.noreply.github.com>")
file(CONFIGURE OUTPUT ${CMAKE_BINARY_DIR}/install-gz/changelog
     CONTENT "melee (@PROJECT_VERSION@) unstable; urgency=medium

  * Melee @PROJECT_VERSION@: see /usr/share/doc/melee/CHANGELOG.md.

 -- @melee_maintainer@  @melee_changelog_date@
" @ONLY)
melee_gzip(${CMAKE_BINARY_DIR}/install-gz/changelog changelog)
add_custom_target(melee_install_gz ALL DEPENDS ${melee_gz_files})
install(FILES ${melee_gz_dir}/changelog.gz DESTINATION ${CMAKE_INSTALL_DOCDIR})
install(FILES ${PROJECT_SOURCE_DIR}/README.md ${PROJECT_SOURCE_DIR}/CHANGELOG.md
        DESTINATION ${CMAKE_INSTALL_DOCDIR})
install(FILES ${PROJECT_SOURCE_DIR}/LICENSE DESTINATION ${CMAKE_INSTALL_DOCDIR} RENAME copyright)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/ DESTINATION ${CMAKE_INSTALL_DOCDIR}/docs
        FILES_MATCHING PATTERN "*.md")

# The packages: a Debian package and a .tar.gz of the same tree (`cpack` in the build folder;
# ./run.sh package puts them in dist/).
set(CPACK_GENERATOR "DEB;TGZ")
set(CPACK_PACKAGE_NAME melee)
set(CPACK_PACKAGE_VENDOR "The Melee developers")
set(CPACK_PACKAGE_CONTACT "${melee_maintainer}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
    "engine for Bulltricker, BALL, Cannon Ball and Soule Royale")
set(CPACK_PACKAGE_FILE_NAME "melee-${PROJECT_VERSION}-${CMAKE_SYSTEM_NAME}-${CMAKE_SYSTEM_PROCESSOR}")
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_STRIP_FILES ON)
# Directories 0755 whatever the umask of the machine that packs.
set(CMAKE_INSTALL_DEFAULT_DIRECTORY_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE GROUP_READ
    GROUP_EXECUTE WORLD_READ WORLD_EXECUTE)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
# The extended description, lines of at most 80 columns (CPack puts the summary above it and
# one space before each line).
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "Melee is one game engine for four abstract strategy games: Bulltricker, BALL,
Cannon Ball and Soule Royale (a game of simultaneous moves). It speaks UGI, a
UCI-like protocol, so game GUIs and tournament managers can use it.

The package holds three programs: melee, the engine; melee-match, a tournament
manager with Elo and SPRT that referees every move with the engine's own rules;
and melee-board, a browser GUI served on localhost to play, watch and analyse
games and to solve Soule puzzles.")
set(CPACK_PRE_BUILD_SCRIPTS ${PROJECT_SOURCE_DIR}/cmake/deb_games.cmake)
include(CPack)
