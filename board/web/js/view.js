// Draws the whole page from the state (and the turn being built): header controls, banner,
// board and overlay, clocks, evaluation bar and graph, move tree, engine panel, puzzle panel,
// and the address bar. Reads the state, never changes it.
import * as T from './tree.js';
import * as C from './clock.js';
import { render as drawBoard } from './render.js';
import { tokenSquares, actionSquares, scoreText } from './engine_info.js';
import { drawMoveTree } from './movetree.js';
import { drawEngineView, drawEvalBar, drawEvalGraph } from './panel.js';
import { overAt } from './state.js';
import { linkFor } from './url.js';
import { gameName } from './game_names.js';
import { resultWords } from './result_words.js';
import { addMoveWords } from './move_words.js';
import { animateBoard, slides } from './animate.js';

const $ = (id) => document.getElementById(id);

export function resultText(s, sides) {
  const n = s.tree.nodes[s.cursor];
  if (n.info && n.info.status.over) {
    return resultWords(s.variant, n.info.status, n.fen, sides);
  }
  if (s.clock && s.clock.flagged !== null) return `${sides[s.clock.flagged]}'s time is out — ${sides[1 - s.clock.flagged]} wins on time`;
  return '';
}

// Seen from p2's side when the human plays p2 (auto-flip), turned again by the Flip button.
export const flippedView = (s) => (s.mode === 'p2' && !s.simultaneous) !== s.flipped;

function pvArrows(s) {
  const v = s.view;
  if (!s.arrows || !v || v.gen !== s.gen || v.node !== s.cursor || s.simultaneous || !v.lines[1] || !v.lines[1].pv) return [];
  const arrows = [];
  v.lines[1].pv.slice(0, 2).forEach((token, k) => {
    for (const sq of actionSquares(token)) {
      for (let i = 0; i + 1 < sq.length; i++) arrows.push({ from: sq[i], to: sq[i + 1], cls: k ? 'second' : '' });
    }
  });
  return arrows;
}

function drawHeader(s) {
  const variant = $('variant');
  if (variant.options.length !== s.games.length) {
    variant.replaceChildren(...s.games.map((g) => new Option(gameName(g.name), g.name)));
    for (const id of ['engine', 'engine2']) $(id).replaceChildren(...s.engineNames.map((e) => new Option(e, e)));
  }
  if (s.variant) variant.value = s.variant;
  $('mode').value = s.mode;
  $('engine').value = s.engines[0];
  $('engine2').value = s.engines[1];
  $('engine2-label').hidden = s.mode !== 'ee';
  $('pause').hidden = s.mode !== 'ee';
  $('pause').textContent = s.paused ? 'Resume' : 'Pause';
  $('limit-kind').value = s.limit.kind;
  if (document.activeElement !== $('limit-value')) $('limit-value').value = String(s.limit.value);
  if (document.activeElement !== $('limit-inc')) $('limit-inc').value = String(s.limit.inc);
  $('limit-inc').hidden = s.limit.kind !== 'clock';
  $('arrows').checked = s.arrows;
  $('sound').checked = s.sound;
}

function drawClocks(s, sides, now) {
  const box = $('clocks');
  // Soule's sides give their orders at once: no clock runs, and the page says so.
  const noClock = !s.clock && s.limit.kind === 'clock' && s.simultaneous && s.mode !== 'analysis';
  box.hidden = !s.clock && !noClock;
  if (noClock) {
    const note = document.createElement('div');
    note.className = 'clock-note';
    note.textContent = 'No clock in Soule: both sides give their orders at once. An engine part gets 1 s; ' +
      'choose movetime, depth or nodes for another limit.';
    box.replaceChildren(note);
  }
  if (!s.clock) return;
  const inc = s.clock.inc ? ` +${s.clock.inc / 1000}s` : '';
  // The far side's clock above, the near side's below the board's edge they play from.
  const order = flippedView(s) ? [0, 1] : [1, 0];
  box.replaceChildren(...order.map((side) => {
    const div = document.createElement('div');
    div.className = 'clock' + (s.clock.running === side ? ' running' : '') + (s.clock.flagged === side ? ' flagged' : '');
    div.dataset.side = String(side);
    div.dataset.ms = String(Math.round(C.remaining(s.clock, side, now)));
    div.textContent = `${sides[side]} ${C.format(C.remaining(s.clock, side, now))}${inc}`;
    return div;
  }));
}

// The clocks alone: redrawn by the tick.
export function renderClocks(s, game, now) {
  drawClocks(s, game.sides, now);
}

// The board and the turn bar alone: redrawn as a turn is built step by step.
export function renderBoard(s, { game, builder, onStep }) {
  const n = s.tree.nodes[s.cursor];
  const midTurn = builder.steps.length > 0 && builder.state;
  const fen = midTurn ? builder.state.board : n.fen;
  const desc = game.describe(fen);
  const overlay = builder.overlay();
  if (n.token && !midTurn) overlay.last = tokenSquares(n.token);
  overlay.arrows = pvArrows(s);
  const board = $('board');
  drawBoard(board, desc, overlay, flippedView(s));
  animateBoard(board, { key: s.gen, node: n.id, parent: n.parent, moves: midTurn || !n.token ? [] : slides(n.token) },
    performance.now());
  $('board-wrap').classList.toggle('flipped', flippedView(s));
  // As wide as the drawing is at the height allowed, so the evaluation bar stays beside it.
  board.style.maxWidth = `calc((100vh - 7rem) * ${(desc.width / desc.height).toFixed(4)})`;
  board.dataset.fen = n.fen;
  board.dataset.variant = s.variant;
  board.dataset.plies = String(n.ply);
  board.dataset.node = String(s.cursor);
  board.dataset.gen = String(s.gen);
  board.dataset.flipped = flippedView(s) ? '1' : '0';
  board.dataset.busy = s.search && s.search.purpose === 'move' ? '1' : '0';
  board.dataset.search = s.search ? `${s.search.purpose}:${s.search.node}` : '';
  // Steps played in the turn being built, -1 when no turn is being built (tests wait on it).
  board.dataset.steps = builder.active ? String(builder.steps.length) : '-1';
  $('turn-text').textContent = (overAt(s, s.cursor) ? 'game over' : desc.turnText) + (builder.texts.length ? ` · steps: ${builder.texts.join(', ')}` : '');
  drawTurnButtons(builder, onStep);
}

export function render(s, { game, builder, onJump, onStep, now }) {
  drawHeader(s);
  const banner = $('banner');
  const over = s.tree ? resultText(s, game.sides) : '';
  const text = s.banner ? s.banner.text : over;
  banner.hidden = !text;
  banner.textContent = text;
  banner.className = s.banner && s.banner.error ? 'error' : '';
  if (!s.tree) return;

  renderBoard(s, { game, builder, onStep });

  const n = s.tree.nodes[s.cursor];
  drawClocks(s, game.sides, now);
  const ev = n.eval;
  drawEvalBar(ev ? ev.cp : null, ev ? `${scoreText(ev.score)} (${game.sides[0]}'s view, depth ${ev.depth})` : '', ev ? scoreText(ev.score) : '');
  const rootInfo = s.tree.nodes[0].info;
  drawMoveTree($('moves'), s.tree, s.cursor, !rootInfo || rootInfo.p1turn, s.simultaneous, onJump);
  addMoveWords($('moves'), s.tree, s.variant);
  const line = T.line(s.tree, s.cursor);
  const points = line.map((id) => s.tree.nodes[id]).filter((x) => x.eval).map((x) => ({ ply: x.ply, cp: x.eval.cp }));
  // Soule's score is 100 x the stage's value in [-1, 1]: drawn to scale, one point a stage.
  drawEvalGraph(points, line.length - 1, n.ply, s.simultaneous ? (cp) => Math.max(-1, Math.min(1, cp / 100)) : undefined);
  $('eval-graph').dataset.scale = s.simultaneous ? 'stage values' : 'centipawns';
  $('eval-graph').setAttribute('aria-label', s.simultaneous ? `stage values, ${game.sides[0]}'s view` : `evaluation, ${game.sides[0]}'s view`);

  const mine = s.view && s.view.gen === s.gen ? s.view : null;
  drawEngineView(mine, game.sides[0]);
  $('engine-status').textContent = s.status.text;
  $('engine-status').className = s.status.error ? 'error' : '';
  $('puzzle-text').textContent = s.puzzle ? puzzleText(s.puzzle) : '';
  $('puzzle-result').textContent = s.puzzle ? s.puzzle.result || '' : '';
  $('puzzle-result').dataset.verdict = s.puzzle ? s.puzzle.verdict || '' : '';
  const link = linkFor(s);
  if (location.search !== link) history.replaceState(null, '', link);
}

// The puzzle's question; its theme once answered (before, it would give the answer away).
function puzzleText(pz) {
  const answered = ['goal', 'refuted', 'right', 'wrong'].includes(pz.verdict) || /^(Solution|No forced)/.test(pz.result || '');
  return `${pz.name ? pz.name + ': c' : 'C'}an ${pz.side} force a goal within ${pz.stages} stage(s)? ` +
    `Pick ${pz.side}'s orders and check them, or answer Impossible.` + (answered && pz.theme ? ` Theme: ${pz.theme}.` : '');
}

function drawTurnButtons(builder, onStep) {
  const choices = $('step-choices');
  choices.replaceChildren();
  const add = (text, index, id) => {
    const b = document.createElement('button');
    b.textContent = text;
    if (id) b.id = id;
    b.onclick = () => onStep(index);
    choices.appendChild(b);
  };
  if (builder.choices) for (const c of builder.choices) add(c.text, c.index);
  for (const o of builder.buttons()) add(o.kind === 'end' ? 'End actions' : o.text, o.index, 'step-' + o.kind);
  $('undo-step').hidden = builder.steps.length === 0 && builder.path.length === 0;
  $('submit-turn').hidden = !builder.done || builder.steps.length === 1;
}
