// The page's controller: owns the game state (root, moves, cursor, mode), asks the server for
// the rules' verdicts, runs the engines through the page's event stream, and hands data to the
// renderer (render.js), the turn builder (turn.js), the Soule picker and the panel.
import { get, post, openEvents } from './api.js';
import { render } from './render.js';
import { attachInput } from './input.js';
import { TurnBuilder } from './turn.js';
import { SoulePicker } from './soule_picker.js';
import { parseInfo, scoreCp, tokenSquares } from './engine_info.js';
import { drawMoves, drawEvalGraph, clearEngineView, drawEngineInfo, drawOptions } from './panel.js';
import { bulltricker } from './games/bulltricker.js';
import { ball } from './games/ball.js';
import { cannonball } from './games/cannonball.js';
import { soule, parseSoule } from './games/soule.js';

const GAMES = { bulltricker, ball, cannonball, soule };
const $ = (id) => document.getElementById(id);

const state = {
  variant: 'bulltricker', root: null, rootFen: '', plies: [], cursor: 0,
  status: { over: false }, p1turn: true, orders: '', mode: 'p1', flipped: false,
  page: null, engines: [], nextId: 1, pending: new Map(), search: null,
  lines: {}, evals: [], paused: false, souleA: null, puzzle: null, clocks: null, turnStart: 0,
  loading: 0,
};
const builder = new TurnBuilder(() => draw());
const picker = new SoulePicker($('soule-picker'), (part) => souleSubmit(part));

const game = () => GAMES[state.variant];
const atEnd = () => state.cursor === state.plies.length;
const shownFen = () => (state.cursor === 0 ? state.rootFen : state.plies[state.cursor - 1].fen);
const movesTo = (k) => state.plies.slice(0, k).map((p) => p.token);
const sideName = (p1) => game().sides[p1 ? 0 : 1];

function banner(text, error = false) {
  const b = $('banner');
  b.hidden = !text;
  b.textContent = text || '';
  b.className = error ? 'error' : '';
}

function engineStatus(text, error = false) {
  $('engine-status').textContent = text;
  $('engine-status').className = error ? 'error' : '';
}

// ---- game state --------------------------------------------------------------------------

async function load(variant, root, moves, cursor) {
  const ticket = ++state.loading;
  const g = await post('/api/game', { variant, fen: root, moves });
  if (ticket !== state.loading) return;
  const changedVariant = variant !== state.variant;
  Object.assign(state, { variant, root, rootFen: g.root, plies: g.plies, status: g.status, p1turn: g.p1turn, orders: g.orders });
  state.cursor = cursor === undefined ? g.plies.length : Math.min(cursor, g.plies.length);
  state.evals.length = Math.min(state.evals.length, g.plies.length + 1);
  state.souleA = null;
  if (changedVariant) { $('variant').value = variant; state.evals = []; }
  const url = new URL(location.href);
  url.search = '';
  url.searchParams.set('variant', variant);
  if (root) url.searchParams.set('fen', root);
  if (moves.length) url.searchParams.set('moves', movesTo(g.plies.length).join(' '));
  history.replaceState(null, '', url);
  await positionChanged();
}

async function positionChanged() {
  banner(state.status.over && atEnd() ? resultText() : '');
  if (state.status.over && atEnd() && state.search && state.search.purpose === 'move') state.search = null;
  await setupInput();
  draw();
  drawMoves(state.plies, state.cursor, jump);
  drawEvalGraph(state.evals, state.plies.length, state.cursor);
  if (state.mode === 'analysis') analyse();
  else maybeEngineMove();
}

function resultText() {
  const { result, reason } = state.status;
  const who = result === 'p1win' ? `${game().sides[0]} wins` : result === 'p2win' ? `${game().sides[1]} wins` : 'Draw';
  return `${who} — ${reason}`;
}

function humanSide(p1) {
  if (state.mode === 'hh' || state.mode === 'analysis') return true;
  if (state.mode === 'p1') return p1;
  if (state.mode === 'p2') return !p1;
  return false;
}

async function setupInput() {
  picker.hide();
  builder.reset(null, null);
  state.turnStart = Date.now();
  const playable = !state.status.over && (atEnd() || state.mode === 'hh' || state.mode === 'analysis');
  if (state.puzzle) return showPuzzlePicker();
  if (!playable) return;
  if (game().steps) {
    if (humanSide(state.p1turn)) await builder.start(state.variant, shownFen());
    return;
  }
  // Soule: the human's part first (the engine's is computed blind afterwards).
  if (state.mode === 'ee') return;
  const humanA = state.mode !== 'p2';
  await showSoulePicker(humanA ? 'A' : 'B');
}

async function showSoulePicker(side) {
  const fen = shownFen();
  let orders = state.orders;
  if (side === 'B' || !atEnd()) {
    // B's order sets: the position with A's part submitted and hidden.
    const moves = movesTo(state.cursor).concat(side === 'B' ? ['?'] : []);
    orders = (await post('/api/game', { variant: 'soule', fen: state.root, moves })).orders;
  }
  const s = parseSoule(fen);
  picker.show({ side, orders, placement: s.turn === 0, players: s[side],
    title: state.souleA ? "A's part is in (hidden)" : `${side} to give orders` });
}

function draw() {
  // Mid-turn, the pieces as the steps so far left them.
  const fen = builder.steps.length && builder.state ? builder.state.board : shownFen();
  if (!fen) return;
  const desc = game().describe(fen);
  const overlay = builder.overlay();
  if (state.cursor > 0 && builder.steps.length === 0) overlay.last = tokenSquares(state.plies[state.cursor - 1].token);
  overlay.arrows = $('arrows').checked ? pvArrows() : [];
  render($('board'), desc, overlay, state.flipped);
  $('board').dataset.fen = shownFen();
  $('board').dataset.variant = state.variant;
  $('board').dataset.plies = String(state.plies.length);
  $('board').dataset.busy = state.search && state.search.purpose === 'move' ? '1' : '0';
  // Steps played in the turn being built, -1 when no turn is being built (tests wait on it).
  $('board').dataset.steps = builder.active ? String(builder.steps.length) : '-1';
  const mover = state.status.over ? 'game over' : desc.turnText;
  $('turn-text').textContent = mover + (builder.texts.length ? ` · steps: ${builder.texts.join(', ')}` : '');
  drawTurnButtons();
}

function drawTurnButtons() {
  const choices = $('step-choices');
  choices.replaceChildren();
  const add = (text, onclick, id) => {
    const b = document.createElement('button');
    b.textContent = text;
    if (id) b.id = id;
    b.onclick = onclick;
    choices.appendChild(b);
  };
  if (builder.choices) for (const c of builder.choices) add(c.text, () => builder.play(c.index));
  for (const o of builder.buttons()) add(o.kind === 'end' ? 'End actions' : o.text, () => builder.play(o.index), 'step-' + o.kind);
  $('undo-step').hidden = builder.steps.length === 0 && builder.path.length === 0;
  // A turn of one step needs no confirmation: it is sent at once, and no button flashes up.
  const sendsItself = builder.done && builder.steps.length === 1;
  $('submit-turn').hidden = !builder.done || sendsItself;
  if (sendsItself) submitTurn();
}

async function submitTurn() {
  if (!builder.done) return;
  const token = builder.state.token;
  builder.reset(null, null);
  await playToken(token, true);
}

async function playToken(token, byHuman) {
  if (byHuman) chargeClock(Date.now() - state.turnStart, state.p1turn);
  try {
    await load(state.variant, state.root, movesTo(state.cursor).concat([token]));
  } catch (e) {
    banner(`Refused: ${e.message}`, true);
  }
}

function jump(k) {
  state.cursor = Math.max(0, Math.min(k, state.plies.length));
  positionChanged();
}

// ---- engines -----------------------------------------------------------------------------

function limits() {
  const kind = $('limit-kind').value, value = Math.max(1, Number($('limit-value').value) || 1);
  if (kind !== 'clock') return { [kind]: value };
  if (!state.clocks) state.clocks = [value * 1000, value * 1000];
  const inc = Math.max(0, Number($('limit-inc').value) || 0) * 1000;
  return { p1time: Math.max(1, state.clocks[0]), p2time: Math.max(1, state.clocks[1]), p1inc: inc, p2inc: inc };
}

function chargeClock(ms, p1) {
  if ($('limit-kind').value !== 'clock' || !state.clocks) return;
  const inc = Math.max(0, Number($('limit-inc').value) || 0) * 1000;
  state.clocks[p1 ? 0 : 1] += inc - ms;
  const fmt = (t) => `${t < 0 ? '-' : ''}${Math.floor(Math.abs(t) / 60000)}:${String(Math.floor(Math.abs(t) / 1000) % 60).padStart(2, '0')}`;
  $('clocks').hidden = false;
  $('clocks').textContent = `${game().sides[0]} ${fmt(state.clocks[0])} · ${game().sides[1]} ${fmt(state.clocks[1])}`;
}

function engineFor(p1) {
  return state.mode === 'ee' && !p1 ? $('engine2').value : $('engine').value;
}

// Starts a search; resolves with the judged bestmove event.
function go(purpose, engine, moves, lim) {
  const id = state.nextId++;
  state.search = { id, purpose, engine, ply: state.cursor, p1: state.p1turn };
  state.lines = {};
  clearEngineView();
  engineStatus(`${engine} thinking…`);
  draw();
  return new Promise((resolve, reject) => {
    state.pending.set(id, { resolve, reject });
    post('/api/go', { page: state.page, engine, variant: state.variant, fen: state.root, moves, limits: lim, id })
      .catch((e) => { state.pending.delete(id); reject(e); });
  });
}

function stopSearch() {
  if (state.search) post('/api/stop', { page: state.page, engine: state.search.engine }).catch(() => {});
}

function engineToMove() {
  if (state.status.over || !atEnd() || state.paused || state.puzzle) return false;
  if (state.mode === 'ee') return true;
  // Soule's engine part is asked for when the human's part is in (souleSubmit).
  if (state.mode === 'p1') return game().steps && !state.p1turn;
  if (state.mode === 'p2') return game().steps && state.p1turn;
  return false;
}

async function maybeEngineMove() {
  if (!engineToMove() || (state.search && state.search.purpose === 'move')) return;
  const ply = state.plies.length;
  try {
    if (game().steps) {
      const p1 = state.p1turn;
      const reply = await go('move', engineFor(p1), movesTo(ply), limits());
      if (state.plies.length !== ply) return;
      chargeClock(reply.ms || 0, p1);
      return acceptEngineMove(reply);
    }
    // Soule, engine against engine: A's part, then B's part computed blind.
    const a = await go('move', engineFor(true), movesTo(ply), limits());
    if (!a.legal) return acceptEngineMove(a);
    const b = await go('move', engineFor(false), movesTo(ply).concat(['?']), limits());
    if (!b.legal) return acceptEngineMove(b);
    state.search = null;
    await playToken(`${a.token}/${b.token}`, false);
  } catch (e) {
    state.search = null;
    engineStatus(e.message, true);
  }
}

async function acceptEngineMove(reply) {
  state.search = null;
  if (!reply.legal) {
    banner(`${reply.engine} played an illegal move (${reply.token}): ${reply.detail || ''}. The game is kept.`, true);
    state.paused = true;
    draw();
    return;
  }
  engineStatus(`${reply.engine}: ${reply.token}`);
  await playToken(reply.token, false);
}

function analyse() {
  if (state.status.over && atEnd()) { stopSearch(); return; }
  go('analysis', $('engine').value, movesTo(state.cursor), { infinite: true }).catch((e) => engineStatus(e.message, true));
}

function onEvent(ev) {
  if (ev.type === 'engine') {
    if (ev.state === 'failed') engineStatus(`${ev.engine} could not start: ${ev.detail}`, true);
    else if (ev.engine === $('engine').value) drawOptions(state.page, ev.engine, ev.options || []);
    return;
  }
  if (ev.type === 'error') { engineStatus(ev.detail, true); return; }
  const pending = state.pending.get(ev.id);
  const current = state.search && state.search.id === ev.id;
  if (ev.type === 'info' && current) {
    const info = parseInfo(ev.line);
    if (info.pv || info.score) state.lines[info.multipv || 1] = { ...state.lines[info.multipv || 1], ...info };
    if (info.score) {
      const cp = scoreCp(info.score);
      state.evals[state.search.ply] = state.search.p1 ? cp : -cp;
    }
    if (state.search.purpose === 'puzzle' && info.string) puzzleInfo(info.string);
    drawEngineInfo(state.lines, info);
    drawEvalGraph(state.evals, state.plies.length, state.cursor);
    draw();
  } else if (ev.type === 'bestmove' && pending) {
    state.pending.delete(ev.id);
    if (current && state.search.purpose !== 'move') state.search = null;
    engineStatus(`${ev.engine}: bestmove ${ev.token}`);
    pending.resolve(ev);
  } else if ((ev.type === 'failure' || ev.type === 'aborted') && pending) {
    state.pending.delete(ev.id);
    if (current) state.search = null;
    if (ev.type === 'failure') {
      engineStatus(`${ev.engine}: ${ev.detail}`, true);
      banner(`Engine ${ev.engine} failed: ${ev.detail}. The game is kept; press Go to retry.`, true);
      state.paused = true;
    }
    pending.reject(new Error(ev.detail || 'search aborted'));
  }
}

function pvArrows() {
  const line = state.lines[1];
  if (!line || !line.pv || !state.search || !game().steps) return [];
  const arrows = [];
  line.pv.slice(0, 2).forEach((token, k) => {
    const sq = tokenSquares(token);
    for (let i = 0; i + 1 < sq.length; i++) arrows.push({ from: sq[i], to: sq[i + 1], cls: k ? 'second' : '' });
  });
  return arrows;
}

// ---- Soule -------------------------------------------------------------------------------

async function souleSubmit(part) {
  if (state.puzzle) return checkPuzzle(part);
  const moves = movesTo(state.cursor);
  picker.hide();
  try {
    if (state.mode === 'hh' || state.mode === 'analysis') {
      if (!state.souleA) {
        state.souleA = part;
        return showSoulePicker('B');
      }
      const a = state.souleA;
      state.souleA = null;
      return playToken(`${a}/${part}`, true);
    }
    const humanA = state.mode === 'p1';
    const reply = await go('move', $('engine').value, humanA ? moves.concat(['?']) : moves, limits());
    state.search = null;
    if (!reply.legal) return acceptEngineMove(reply);
    await playToken(humanA ? `${part}/${reply.token}` : `${reply.token}/${part}`, true);
  } catch (e) {
    engineStatus(e.message, true);
    setupInput();
  }
}

// ---- puzzles -----------------------------------------------------------------------------

async function loadPuzzles() {
  try {
    const { puzzles } = await get('/api/puzzles');
    const list = $('puzzle-list');
    list.replaceChildren();
    for (const p of puzzles) {
      list.add(new Option(`line ${p.line}: ${p.players} a side, ${p.side} to score within ${p.stages}`, JSON.stringify(p)));
    }
  } catch (e) {
    $('puzzle-text').textContent = e.message;
  }
}

async function openPuzzle(p) {
  state.puzzle = { fen: p.fen, side: p.side, stages: p.stages, answer: p.answer };
  $('puzzle-result').textContent = '';
  $('puzzle-text').textContent = `${p.side} to force a goal within ${p.stages} stage(s).`;
  $('puzzle-box').open = true;
  stopSearch();
  await load('soule', p.fen, []);
}

async function showPuzzlePicker() {
  const s = parseSoule(shownFen());
  // The solving side's order sets (B's: with A's part hidden, as the protocol asks for them).
  const moves = state.puzzle.side === 'B' ? ['?'] : [];
  const { orders } = await post('/api/game', { variant: 'soule', fen: state.root, moves });
  picker.show({ side: state.puzzle.side, orders, placement: false, players: s[state.puzzle.side],
    title: `Puzzle: ${state.puzzle.side} forces a goal within ${state.puzzle.stages}?` });
}

async function checkPuzzle(tactic) {
  $('puzzle-result').textContent = 'checking…';
  try {
    const r = await post('/api/puzzle/check', { fen: state.puzzle.fen, side: state.puzzle.side, stages: state.puzzle.stages, tactic });
    $('puzzle-result').textContent =
      r.verdict === 'goal' ? `Yes: ${r.tactic} forces the goal (all ${r.replies} replies checked).`
        : r.verdict === 'refuted' ? `No: ${r.tactic} is refuted by the reply ${r.refutation}.`
          : 'Unknown within the time budget; ask for the solution.';
    $('puzzle-result').dataset.verdict = r.verdict;
  } catch (e) {
    $('puzzle-result').textContent = e.message;
  }
}

function puzzleInfo(text) {
  if (text.startsWith('mate none')) $('puzzle-result').textContent = `No forced goal within ${state.puzzle.stages}.`;
  else if (text.startsWith('mate unknown')) $('puzzle-result').textContent = 'Unknown within the time budget.';
  else if (text.startsWith('mate ')) state.puzzle.proof = text;
}

async function solvePuzzle() {
  if (!state.puzzle) return;
  $('puzzle-result').textContent = 'solving…';
  try {
    const reply = await go('puzzle', $('engine').value, state.puzzle.side === 'B' ? ['?'] : [], { mate: state.puzzle.stages });
    const proof = state.puzzle.proof ? ` (${state.puzzle.proof})` : '';
    if (!$('puzzle-result').textContent.startsWith('No forced')) $('puzzle-result').textContent = `Solution: ${reply.token}${proof}`;
  } catch (e) {
    $('puzzle-result').textContent = e.message;
  }
}

// ---- wiring ------------------------------------------------------------------------------

async function ioLoad() {
  const text = $('io').value.trim();
  if (!text) return;
  try {
    state.puzzle = null;
    if (text.startsWith('[')) {
      const { games } = await post('/api/record/parse', { text });
      const g = games[0];
      await load(g.variant, g.fen, g.moves);
    } else if (text.includes(';') && state.variant === 'soule') {
      const [fen, side, n] = text.split(';').map((s) => s.trim());
      await openPuzzle({ fen, side, stages: Number(n), answer: '' });
    } else {
      await load(state.variant, text, []);
    }
  } catch (e) {
    banner(`Cannot load: ${e.message}`, true);
  }
}

async function init() {
  const config = await get('/api/config');
  for (const g of config.games) $('variant').add(new Option(g.name, g.name));
  for (const e of config.engines) { $('engine').add(new Option(e, e)); $('engine2').add(new Option(e, e)); }
  const { page } = await post('/api/page', {});
  state.page = page;
  openEvents(page, onEvent);
  // The engines of this page end with it (the server also notices the stream closing).
  addEventListener('pagehide', () => fetch('/api/close', { method: 'POST', keepalive: true,
    headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ page }) }));
  attachInput($('board'), (cell) => builder.click(cell));
  $('variant').onchange = () => { state.puzzle = null; state.clocks = null; stopSearch(); newGame($('variant').value); };
  $('mode').onchange = () => { state.mode = $('mode').value; state.paused = false; stopSearch(); state.search = null;
    $('engine2-label').hidden = state.mode !== 'ee'; $('pause').hidden = state.mode !== 'ee'; positionChanged(); };
  $('new-game').onclick = () => { state.puzzle = null; state.clocks = null; stopSearch(); newGame(state.variant); };
  $('flip').onclick = () => { state.flipped = !state.flipped; draw(); };
  $('first').onclick = () => jump(0);
  $('back').onclick = () => jump(state.cursor - 1);
  $('forward').onclick = () => jump(state.cursor + 1);
  $('last').onclick = () => jump(state.plies.length);
  $('takeback').onclick = () => {
    stopSearch();
    state.search = null;
    const vsEngine = state.mode === 'p1' || state.mode === 'p2';
    // Against an engine, take back the engine's reply and the human's turn before it.
    const n = vsEngine && game().steps && state.plies.length >= 2 && humanSide(state.p1turn) ? 2 : 1;
    load(state.variant, state.root, movesTo(Math.max(0, state.plies.length - n)));
  };
  $('undo-step').onclick = () => builder.undo();
  $('submit-turn').onclick = () => submitTurn();
  $('go').onclick = () => { state.paused = false; banner(''); if (state.mode === 'analysis') analyse(); else maybeEngineMove(); };
  $('stop').onclick = () => { state.paused = true; stopSearch(); };
  $('pause').onclick = () => { state.paused = !state.paused; $('pause').textContent = state.paused ? 'Resume' : 'Pause'; if (!state.paused) maybeEngineMove(); };
  $('arrows').onchange = () => draw();
  $('limit-kind').onchange = () => { $('limit-inc').hidden = $('limit-kind').value !== 'clock'; state.clocks = null;
    $('limit-value').value = { movetime: 500, depth: 4, nodes: 100000, clock: 60 }[$('limit-kind').value]; };
  $('engine').onchange = () => post('/api/engine', { page: state.page, engine: $('engine').value });
  $('show-fen').onclick = () => { $('io').value = shownFen(); };
  $('show-record').onclick = async () => {
    const r = await post('/api/record/format', { variant: state.variant, fen: state.root, moves: movesTo(state.plies.length),
      p1: state.mode === 'p2' ? $('engine').value : 'Human', p2: state.mode === 'p1' ? $('engine').value : 'Human' });
    $('io').value = r.text;
  };
  $('load-text').onclick = ioLoad;
  $('puzzle-open').onclick = () => { const v = $('puzzle-list').value; if (v) openPuzzle(JSON.parse(v)); };
  $('puzzle-check').onclick = () => { const b = document.getElementById('soule-submit'); if (b) b.click(); };
  $('puzzle-solve').onclick = solvePuzzle;
  loadPuzzles();
  post('/api/engine', { page, engine: $('engine').value }).catch(() => {});

  const params = new URLSearchParams(location.search);
  const variant = config.games.some((g) => g.name === params.get('variant')) ? params.get('variant') : 'bulltricker';
  const mode = params.get('mode');
  if (mode && [...$('mode').options].some((o) => o.value === mode)) { $('mode').value = mode; state.mode = mode; }
  $('engine2-label').hidden = state.mode !== 'ee';
  $('pause').hidden = state.mode !== 'ee';
  const moves = (params.get('moves') || '').split(/\s+/).filter(Boolean);
  try {
    await load(variant, params.get('fen') || null, moves);
  } catch (e) {
    banner(`Cannot open the link: ${e.message}`, true);
    await load(variant, null, []);
  }
}

function newGame(variant) {
  state.evals = [];
  state.paused = false;
  banner('');
  load(variant, null, []).catch((e) => banner(e.message, true));
}

init().catch((e) => banner(`Cannot start: ${e.message}`, true));
