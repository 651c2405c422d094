// The page's controller: holds the one state, applies every change through reduce (state.js),
// redraws (view.js), and runs the effects: requests through the transport (api.js), the
// engine session (session.js: stop what is not wanted, start what is), the turn builder and
// the Soule picker, links, records, puzzles and the clock's tick.
import { api } from './api.js';
import { initialState, reduce, overAt, p1ToMove, LIMIT_DEFAULTS, LIMIT_BOUNDS, withinBounds } from './state.js';
import * as T from './tree.js';
import { plan, humanSide } from './session.js';
import { render, renderBoard, renderClocks } from './view.js';
import { parseLink } from './url.js';
import { attachInput } from './input.js';
import { attachShortcuts } from './shortcuts.js';
import { TurnBuilder } from './turn.js';
import { SoulePicker } from './soule_picker.js';
import { parseInfo } from './engine_info.js';
import { drawOptions } from './panel.js';
import { beep } from './sound.js';
import { parseSoule } from './games/soule.js';
import { puzzleFlow } from './puzzles.js';
import { linkFlow } from './links.js';
import { settingsOf, changedSettings, hiddenOptions, drawSettings } from './game_settings.js';
import { showExplain, attachExplain } from './explain.js';
import { gameName } from './game_names.js';

const $ = (id) => document.getElementById(id);

let state = initialState();
let page = null;
const gameModules = {};  // name -> drawing module (js/games/<name>.js), loaded by name
const builder = new TurnBuilder(() => onBuilderChange());
const picker = new SoulePicker($('soule-picker'), (part) => souleSubmit(part));
let pickerSide = null;
let inputKey = '';
let loadTicket = 0;
const infoPending = new Set();
const { loadPuzzles, openPuzzle, showPuzzlePicker, checkPuzzle, puzzleInfo, answerImpossible } =
  puzzleFlow({ state: () => state, dispatch, loadGame, picker, inputKey: () => inputKey });
const { openLink, loadText, recordText, copy, downloadRecord } = linkFlow({ state: () => state, dispatch, loadGame, openPuzzle });

const infoOf = (g) => ({ status: g.status, p1turn: g.p1turn, orders: g.orders });
const game = () => gameModules[state.variant];
const cursorNode = () => state.tree.nodes[state.cursor];

function dispatch(ev) {
  const before = state;
  state = reduce(state, { now: Date.now(), ...ev });
  if (state !== before) afterChange(before, ev.type === 'info');
}

// Engine reports come many a second: they are drawn once a frame.
let frame = 0;
function redrawSoon() {
  if (!frame) frame = requestAnimationFrame(() => { frame = 0; redraw(); });
}

function redraw() {
  showExplain(state.variant, game());
  if (state.variant) document.title = `${gameName(state.variant)} · Melee Board`;
  render(state, { game: game(), builder, now: Date.now(), onJump: (id) => dispatch({ type: 'navigate', node: id }),
    onStep: (index) => builder.play(index) });
}

function afterChange(before, report) {
  if (report) redrawSoon(); else redraw();
  if (!state.tree) return;
  if (state.gen !== before.gen) showSettings();
  if (state.variant !== before.variant) showOptions();
  if (state.cursor !== before.cursor && state.tree.nodes[state.cursor].ply > 0 && state.sound && before.tree === state.tree) beep(false);
  ensureInfo();
  reconcileSearch();
  setupInput();
}

// ---- games and positions -----------------------------------------------------------------

async function gameModule(name) {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`bad game name '${name}'`);
  if (!gameModules[name]) gameModules[name] = (await import(`./games/${name}.js`)).default;
  return gameModules[name];
}

// Opens a game: `root` null for the start position. Only the latest load takes effect. Every
// search of the page is stopped before the new game can start one (the stop of all cannot
// overtake that game's first `go`).
// `settings`: a new game's settings ({name: value}, game_settings.js), its root the position
// they give.
async function loadGame(variant, root, moves, extra = {}, settings = null) {
  const ticket = ++loadTicket;
  const [, g, r0] = await Promise.all([gameModule(variant), api.game(variant, root, moves, settings),
    moves.length ? api.game(variant, root, [], settings) : null, page ? api.stopAll(page).catch(() => {}) : null]);
  if (ticket !== loadTicket) return;
  dispatch({ type: 'gameLoaded', variant, root: root || settings ? g.root : null, rootFen: g.root, rootInfo: infoOf(r0 || g),
    plies: g.plies, endInfo: infoOf(g), ...extra });
}

// The referee's verdict on the shown position, when not known yet.
function ensureInfo() {
  const n = cursorNode();
  const key = `${state.gen}:${n.id}`;
  if (n.info || infoPending.has(key)) return;
  infoPending.add(key);
  const gen = state.gen;
  api.game(state.variant, state.root, T.movesTo(state.tree, n.id))
    .then((g) => dispatch({ type: 'nodeInfo', gen, node: n.id, info: infoOf(g) }))
    .catch((e) => dispatch({ type: 'banner', text: e.message, error: true }))
    .finally(() => infoPending.delete(key));
}

// Plays `token` at node `from` of the current game (the human's turn or the engine's).
async function playToken(from, token, engineMs) {
  const gen = state.gen;
  try {
    const g = await api.game(state.variant, state.root, T.movesTo(state.tree, from).concat([token]));
    dispatch({ type: 'played', gen, from, ply: g.plies[g.plies.length - 1], info: infoOf(g), engineMs });
    if (state.sound && gen === state.gen) beep(true);
  } catch (e) {
    if (gen !== state.gen) return;
    if (engineMs !== undefined) dispatch({ type: 'failure', id: state.search ? state.search.id : -1, text: `The engine's move ${token} was refused: ${e.message}.` });
    else dispatch({ type: 'banner', text: `Refused: ${e.message}`, error: true });
    inputKey = '';
    setupInput();
  }
}

// ---- the engine session ------------------------------------------------------------------

function reconcileSearch() {
  const { stop, start } = plan(state, Date.now());
  if (stop) {
    // Not wanted any more (another game, position or mode): stopped, its answer ignored. The
    // stop names the search, so one that arrives after the next `go` ends nothing.
    api.stop(page, stop.engine, stop.id).catch(() => {});
    dispatch({ type: 'searchCancelled', id: stop.id });
    if (!state.search) dispatch({ type: 'status', text: state.paused ? `${stop.engine} stopped` : '' });
    return;
  }
  if (!start) return;
  const id = state.nextId;
  dispatch({ type: 'searchStarted', search: { ...start, id, variant: state.variant } });
  dispatch({ type: 'status', text: `${start.engine} thinking…` });
  api.go(page, start.engine, state.variant, state.root, start.moves, start.limits, id)
    .catch((e) => { if (state.search && state.search.id === id) dispatch({ type: 'failure', id, text: `${start.engine}: ${e.message}.` }); });
}

function onEvent(ev) {
  if (ev.type === 'engine') {
    if (ev.host) showHost(`${ev.engine} runs in this browser: ${ev.host}.`);
    if (ev.state === 'failed') dispatch({ type: 'status', text: `${ev.engine} could not start: ${ev.detail}`, error: true });
    else if (ev.engine === state.engines[0]) { engineOptions = ev; showOptions(); }
    return;
  }
  if (ev.type === 'error') { dispatch({ type: 'status', text: ev.detail, error: true }); return; }
  const search = state.search;
  if (!search || ev.id !== search.id) return;  // a search the page has left
  if (ev.type === 'info') {
    const info = parseInfo(ev.line);
    dispatch({ type: 'info', id: ev.id, info });
    if (search.purpose === 'puzzle' && info.string) puzzleInfo(info.string);
  } else if (ev.type === 'bestmove') {
    bestmove(search, ev);
  } else if (ev.type === 'failure') {
    dispatch({ type: 'failure', id: ev.id, text: `Engine ${ev.engine} failed: ${ev.detail}.` });
  } else if (ev.type === 'aborted') {
    dispatch({ type: 'searchDone', id: ev.id });
  }
}

function bestmove(search, ev) {
  if (ev.stopped || (ev.variant && ev.variant !== search.variant)) {
    // Stopped (an analysis' last word) or for another game: never a move to play. The page
    // stops only searches it has left, so this one stays stopped until Go.
    dispatch({ type: 'pause', paused: true });
    dispatch({ type: 'searchDone', id: ev.id });
    return;
  }
  dispatch({ type: 'status', text: `${ev.engine}: bestmove ${ev.token}` });
  if (search.purpose === 'puzzle') {
    const proof = state.puzzle && state.puzzle.proof ? ` (${state.puzzle.proof})` : '';
    const result = state.puzzle && state.puzzle.result.startsWith('No forced') ? state.puzzle.result : `Solution: ${ev.token}${proof}`;
    dispatch({ type: 'puzzle', changes: { solving: false, result } });
    dispatch({ type: 'searchDone', id: ev.id });
    return;
  }
  if (search.purpose === 'analysis') {
    // An infinite search ends only when stopped; one that ends by itself is not restarted.
    dispatch({ type: 'pause', paused: true });
    dispatch({ type: 'searchDone', id: ev.id });
    return;
  }
  if (!ev.legal) {
    dispatch({ type: 'failure', id: ev.id, text: `${ev.engine} played an illegal move (${ev.token}): ${ev.detail || ''}.` });
    return;
  }
  if (search.part) {
    dispatch({ type: 'stagePart', id: ev.id, gen: search.gen, node: search.node, side: search.part, part: ev.token });
    completeStage();
    return;
  }
  playToken(search.node, ev.token, ev.ms || 0);
}

// Soule: once both parts of the stage are in, the stage is one joint token `A/B`.
function completeStage() {
  const st = state.stage;
  if (st && st.gen === state.gen && st.A && st.B) playToken(st.node, `${st.A}/${st.B}`, state.mode === 'hh' || state.mode === 'analysis' ? undefined : 0);
}

// ---- human input -------------------------------------------------------------------------

function onBuilderChange() {
  if (state.tree) renderBoard(state, { game: game(), builder, onStep: (index) => builder.play(index) });
  // A turn of one step needs no confirmation: it is sent at once.
  if (builder.done && builder.steps.length === 1) submitTurn();
}

function submitTurn() {
  if (!builder.done) return;
  const token = builder.state.token;
  builder.reset(null, null);
  playToken(state.cursor, token);
}

// Sets up the builder or the Soule picker whenever the shown position or its owner changes.
function setupInput() {
  const n = cursorNode();
  const st = state.stage && state.stage.node === n.id ? state.stage : {};
  const key = [state.gen, n.id, state.mode, !!n.info, overAt(state, n.id), !!state.puzzle, !!st.A, !!st.B].join(':');
  if (key === inputKey) return;
  inputKey = key;
  picker.hide();
  builder.reset(null, null);
  // The last position's markers go with it (stepping back, a flag), even when no turn follows.
  renderBoard(state, { game: game(), builder, onStep: (index) => builder.play(index) });
  if (!n.info) return;
  if (state.puzzle) { showPuzzlePicker(); return; }
  if (overAt(state, n.id)) return;
  const free = state.mode === 'hh' || state.mode === 'analysis';
  if (!free && n.children.length) return;  // against an engine, moves are made at the end of the line
  if (!state.simultaneous) {
    if (humanSide(state, p1ToMove(state, n.id))) builder.start(state.variant, n.fen).catch((e) => dispatch({ type: 'banner', text: e.message, error: true }));
    return;
  }
  const side = free ? (st.A ? 'B' : 'A') : state.mode === 'p1' ? (st.A ? null : 'A') : state.mode === 'p2' ? (st.B ? null : 'B') : null;
  if (side) showSoulePicker(side, !!st.A).catch((e) => dispatch({ type: 'banner', text: e.message, error: true }));
}

async function showSoulePicker(side, aHidden) {
  const key = inputKey, n = cursorNode();
  // B's order sets: the position with A's part submitted and hidden.
  const orders = side === 'A' ? n.info.orders : (await api.game('soule', state.root, T.movesTo(state.tree, n.id).concat(['?']))).orders;
  if (key !== inputKey) return;
  const s = parseSoule(n.fen);
  pickerSide = side;
  picker.show({ side, orders, placement: s.turn === 0, players: s[side], title: aHidden ? "A's part is in (hidden)" : `${side} to give orders` });
}

function souleSubmit(part) {
  if (state.puzzle) { checkPuzzle(part); return; }
  picker.hide();
  dispatch({ type: 'stagePart', gen: state.gen, node: state.cursor, side: pickerSide, part });
  completeStage();
}

// The engine's options for the game played (never a game's rules: those are its settings),
// MultiPV, Threads and Hash first; a number out of bounds is set to the nearest and said.
let engineOptions = null;  // the last `engine` event of the first engine
function showOptions() {
  const ev = engineOptions;
  if (!ev || !state.variant) return;
  drawOptions(ev.options || [], ev.values || {}, (name, value) => api.setOption(page, ev.engine, name, value)
    .then(() => { if (name === 'Hash' && Number(value) > hashDefault(ev.options || [])) dispatch({ type: 'banner', text: hashNote(value) }); })
    .catch((e) => dispatch({ type: 'status', text: e.message, error: true })),
  { hidden: hiddenOptions(state.games, state.variant), first: ['MultiPV', 'Threads', 'Hash'], warn: (text) => dispatch({ type: 'status', text, error: true }) });
}

// Melee fills a new table's memory when Hash is set, seconds for a large one (docs/search.md);
// the next search waits for it, which a user who just raised Hash should know.
const hashDefault = (lines) => Number((lines.map((l) => /^option name Hash type spin default (\d+)/.exec(l)).find(Boolean) || [0, 16])[1]);
const hashNote = (mb) => `Hash ${mb} MB: the engine fills its new table first (seconds for a large one); the next search waits for it.`;

const gameConfig = () => state.games.find((g) => g.name === state.variant);
const rootSettings = () => settingsOf(gameConfig(), state.tree.nodes[0].fen);
const newGame = (variant, settings = null) => loadGame(variant, null, [], {}, settings).catch((e) => dispatch({ type: 'banner', text: e.message, error: true }));

// The game's settings beside its name, read from its root; a change starts a new game.
function showSettings() {
  drawSettings(gameConfig(), rootSettings(), (values) => newGame(state.variant, changedSettings(gameConfig(), values)),
    (text) => dispatch({ type: 'banner', text, error: true }));
}

// Where the engine runs, when not in the board server's processes, and what needs the server.
let hostNote = '';
function showHost(text) {
  $('engine-host').hidden = false;
  $('engine-host').textContent = text + hostNote;
}

// ---- wiring ------------------------------------------------------------------------------

function takeback() {
  // Against an engine: back to the human's last turn (the engine's reply goes too).
  const end = T.lineEnd(state.tree, state.cursor);
  let target = state.tree.nodes[end].parent;
  if (target === null) return;
  const vsEngine = state.mode === 'p1' || state.mode === 'p2';
  if (vsEngine && !state.simultaneous && !humanSide(state, p1ToMove(state, target)) && state.tree.nodes[target].parent !== null) target = state.tree.nodes[target].parent;
  dispatch({ type: 'takeback', node: target });
}

function limitFromInputs(kindChanged) {
  const kind = $('limit-kind').value;
  if (kindChanged) { dispatch({ type: 'limit', limit: { kind, value: LIMIT_DEFAULTS[kind], inc: state.limit.inc } }); return; }
  const value = Number($('limit-value').value), inc = Number($('limit-inc').value);
  // Outside its bounds a limit is refused and said, the one before kept.
  const [lo, hi] = LIMIT_BOUNDS[kind];
  const bad = !withinBounds(value, LIMIT_BOUNDS[kind]) ? `${kind} must be a whole number in ${lo}..${hi}`
    : kind === 'clock' && !withinBounds(inc, LIMIT_BOUNDS.inc) ? `the increment must be a whole number of seconds in 0..${LIMIT_BOUNDS.inc[1]}` : '';
  if (bad) {
    $('limit-value').value = String(state.limit.value);
    $('limit-inc').value = String(state.limit.inc);
    dispatch({ type: 'banner', text: `Limit: ${bad}; ${state.limit.kind} ${state.limit.value} kept.`, error: true });
    return;
  }
  dispatch({ type: 'limit', limit: { kind, value, inc } });
}

function wire() {
  attachInput($('board'), (cell) => builder.click(cell));
  attachExplain(() => [state.variant, game()]);
  attachShortcuts({ state: () => state, navigate: (id) => dispatch({ type: 'navigate', node: id }), paste: loadText });
  // A choice made, the keys are the board's again (a focused select takes the arrow keys).
  $('variant').onchange = () => { $('variant').blur(); newGame($('variant').value); };
  $('new-game').onclick = () => newGame(state.variant, changedSettings(gameConfig(), rootSettings()));
  // Another mode: the searches of the page are all stopped (both engines of Engine vs engine)
  // before the new mode can start one; paused meanwhile, so none starts in between.
  $('mode').onchange = () => {
    $('mode').blur();
    const mode = $('mode').value;
    dispatch({ type: 'pause', paused: true });
    api.stopAll(page).catch(() => {}).finally(() => dispatch({ type: 'mode', mode }));
  };
  $('flip').onclick = () => dispatch({ type: 'flip' });
  $('first').onclick = () => dispatch({ type: 'navigate', node: 0 });
  $('back').onclick = () => { const p = cursorNode().parent; if (p !== null) dispatch({ type: 'navigate', node: p }); };
  $('forward').onclick = () => { const c = cursorNode().children[0]; if (c !== undefined) dispatch({ type: 'navigate', node: c }); };
  $('last').onclick = () => dispatch({ type: 'navigate', node: T.lineEnd(state.tree, state.cursor) });
  $('takeback').onclick = takeback;
  $('undo-step').onclick = () => builder.undo();
  $('submit-turn').onclick = submitTurn;
  $('go').onclick = () => { dispatch({ type: 'banner', text: '' }); dispatch({ type: 'pause', paused: false }); };
  $('stop').onclick = () => dispatch({ type: 'pause', paused: true });
  $('pause').onclick = () => dispatch({ type: 'pause', paused: !state.paused });
  $('arrows').onchange = () => dispatch({ type: 'pref', name: 'arrows', value: $('arrows').checked });
  $('sound').onchange = () => { localStorage.setItem('melee-sound', $('sound').checked ? '1' : ''); dispatch({ type: 'pref', name: 'sound', value: $('sound').checked }); };
  $('limit-kind').onchange = () => limitFromInputs(true);
  $('limit-value').onchange = () => limitFromInputs(false);
  $('limit-inc').onchange = () => limitFromInputs(false);
  // An engine starts on its first search, or when its options are looked at (a page that
  // never asks an engine starts none).
  const describeEngine = () => { if ($('options-box').open) api.engine(page, state.engines[0]).catch(() => {}); };
  $('options-box').ontoggle = describeEngine;
  // Another engine: the options shown are the last engine's until its own `engine` event.
  $('engine').onchange = () => {
    engineOptions = null;
    drawOptions([], {}, () => {});
    dispatch({ type: 'engines', engines: [$('engine').value, state.engines[1]] });
    describeEngine();
  };
  $('engine2').onchange = () => dispatch({ type: 'engines', engines: [state.engines[0], $('engine2').value] });
  $('show-fen').onclick = () => { $('io').value = cursorNode().fen; };
  $('show-record').onclick = async () => { $('io').value = await recordText(); };
  $('load-text').onclick = () => loadText($('io').value);
  $('copy-link').onclick = () => copy(location.href, 'Link');
  $('copy-record').onclick = async () => copy(await recordText(), 'Record');
  $('download-record').onclick = () => downloadRecord().catch((e) => dispatch({ type: 'banner', text: e.message, error: true }));
  $('eval-graph').onclick = (ev) => {
    const r = $('eval-graph').getBoundingClientRect();
    const n = Number($('eval-graph').dataset.plies || 0);
    dispatch({ type: 'navigate', node: T.atPly(state.tree, state.cursor, Math.round(((ev.clientX - r.left) / r.width) * n)) });
  };
  $('puzzle-open').onclick = () => { const v = $('puzzle-list').value; if (v) openPuzzle(JSON.parse(v)).catch((e) => dispatch({ type: 'banner', text: e.message, error: true })); };
  $('puzzle-check').onclick = () => {
    const b = $('soule-submit');
    if (b && b.disabled) dispatch({ type: 'puzzle', changes: { result: 'Pick an order for every player first.', verdict: '' } });
    else if (b) b.click();
  };
  $('puzzle-impossible').onclick = answerImpossible;
  $('puzzle-solve').onclick = () => { if (state.puzzle) dispatch({ type: 'puzzle', changes: { solving: true, result: 'solving…', proof: null } }); };
  // The clocks tick; a flag ends the game on the page.
  setInterval(() => {
    if (!state.clock || state.clock.running === null) return;
    const before = state;
    dispatch({ type: 'tick' });
    if (state === before) renderClocks(state, game(), Date.now());
  }, 100);
}

async function init() {
  const [config, created] = await Promise.all([api.config(), api.newPage()]);
  dispatch({ type: 'config', games: config.games, engines: config.engines });
  // On the static site the engines run in the page (only Melee: another engine needs the
  // board server).
  if (config.transport === 'worker') {
    hostNote = config.foreign_engines === false ? ' Other engines need the board server (./run.sh board).' : '';
    showHost('Melee runs in this browser (WebAssembly).');
  }
  dispatch({ type: 'pref', name: 'sound', value: localStorage.getItem('melee-sound') === '1' });
  page = created.page;
  // A search whose answer may have been lost in a break of the stream is started again.
  api.events(page, onEvent, () => { if (state.search) dispatch({ type: 'searchCancelled', id: state.search.id }); });
  addEventListener('pagehide', () => api.closePage(page));
  wire();
  loadPuzzles();
  await openLink(parseLink(location.search));
}

init().catch((e) => {
  $('banner').hidden = false;
  $('banner').className = 'error';
  $('banner').textContent = `Cannot start: ${e.message}`;
});
