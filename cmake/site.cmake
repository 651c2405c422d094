# The board as a static site (docs/board.md, "The static site"): build-web/site/ holds the
# page's files (board/web), the engine for its Web Worker (melee.js, melee.wasm,
# melee-worker.js) and the board's rules module (melee-rules.js, melee-rules.wasm), and
# transport.json, which tells the page to use them: the server has no such file (404), so the
# same page talks HTTP there. Any static file server serves the folder (`./run.sh web`).
set(MELEE_SITE_DIR ${CMAKE_BINARY_DIR}/site)
file(WRITE ${CMAKE_BINARY_DIR}/transport.json "{\"transport\": \"worker\"}\n")
set(site_files
  ${CMAKE_BINARY_DIR}/melee.js ${CMAKE_BINARY_DIR}/melee.wasm ${CMAKE_BINARY_DIR}/melee-worker.js
  ${CMAKE_BINARY_DIR}/melee-rules.js ${CMAKE_BINARY_DIR}/melee-rules.wasm
  ${CMAKE_BINARY_DIR}/transport.json)
# Copied on every build (a few hundred KB): the page's files change without CMake knowing.
add_custom_target(site ALL
  COMMAND ${CMAKE_COMMAND} -E rm -rf ${MELEE_SITE_DIR}
  COMMAND ${CMAKE_COMMAND} -E copy_directory ${PROJECT_SOURCE_DIR}/board/web ${MELEE_SITE_DIR}
  COMMAND ${CMAKE_COMMAND} -E copy ${site_files} ${MELEE_SITE_DIR}
  COMMENT "the static site in ${MELEE_SITE_DIR}"
  VERBATIM)
add_dependencies(site melee melee-rules)
