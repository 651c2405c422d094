// Soule puzzles on the page: the list, opening one (checked before the board changes), the
// solving side's picker, the tactic check through the server, the solver's reports.
import { api } from './api.js';
import { parseSoule } from './games/soule.js';

const $ = (id) => document.getElementById(id);
// A puzzle's name: its number in the file, else (pasted) its position.
const puzzleName = (p) => (p.number ? `Puzzle ${p.number}` : `Puzzle ${p.fen}`);

// state(): the page's state; inputKey(): the input setup the picker belongs to.
export function puzzleFlow({ state, dispatch, loadGame, picker, inputKey }) {
  async function loadPuzzles() {
    try {
      const { puzzles } = await api.puzzles();
      // Named by number, asked as a question: about a third of them have no forced goal.
      $('puzzle-list').replaceChildren(...puzzles.map((p) =>
        new Option(`${puzzleName(p)}: ${p.players} a side, can ${p.side} force a goal within ${p.stages}?` +
          (p.effort >= 0 ? ` (effort ${p.effort})` : ''), JSON.stringify(p))));
    } catch (e) {
      $('puzzle-list').replaceChildren(new Option(e.message, ''));
    }
  }

  // p: a puzzle as the server read it (`/api/puzzles`, `/api/puzzle/parse`).
  async function openPuzzle(p) {
    $('puzzle-box').open = true;
    await loadGame('soule', p.fen, [], { puzzle: { fen: p.fen, side: p.side, stages: p.stages, answer: p.answer || '', result: '', verdict: '',
      name: puzzleName(p), theme: p.theme || '' } });
  }

  async function showPuzzlePicker() {
    const key = inputKey(), pz = state().puzzle;
    const { orders } = await api.game('soule', state().root, pz.side === 'B' ? ['?'] : []);
    if (key !== inputKey()) return;
    const s = parseSoule(state().tree.nodes[state().cursor].fen);
    // No order is chosen for the solver: an untouched picker is no answer.
    picker.show({ side: pz.side, orders, placement: false, players: s[pz.side], explicit: true,
      title: `Puzzle: ${pz.side} forces a goal within ${pz.stages}?` });
  }

  async function checkPuzzle(tactic) {
    const gen = state().gen, pz = state().puzzle;
    dispatch({ type: 'puzzle', changes: { result: 'checking…', verdict: '' } });
    try {
      const r = await api.checkPuzzle(pz.fen, pz.side, pz.stages, tactic);
      if (gen !== state().gen) return;
      const result = r.verdict === 'goal' ? `Yes: ${r.tactic} forces the goal (all ${r.replies} replies checked).`
        : r.verdict === 'refuted' ? `No: ${r.tactic} is refuted by the reply ${r.refutation}.`
          : 'Unknown within the time budget; ask for the solution.';
      dispatch({ type: 'puzzle', changes: { result, verdict: r.verdict } });
    } catch (e) {
      if (gen === state().gen) dispatch({ type: 'puzzle', changes: { result: e.message, verdict: '' } });
    }
  }

  // "Impossible": the file's answer says whether no goal can be forced; a pasted puzzle with no
  // answer asks the solver.
  function answerImpossible() {
    const pz = state().puzzle;
    if (!pz) return;
    if (!pz.answer) { dispatch({ type: 'puzzle', changes: { solving: true, result: 'solving…', proof: null } }); return; }
    const none = pz.answer.startsWith('none');
    const result = none ? `Right: ${pz.side} cannot force a goal within ${pz.stages}.`
      : `No: ${pz.side} forces a goal (${pz.answer.replace(/ proof .*/, '')}).`;
    dispatch({ type: 'puzzle', changes: { result, verdict: none ? 'right' : 'wrong' } });
  }

  function puzzleInfo(text) {
    const pz = state().puzzle;
    if (text.startsWith('mate none')) dispatch({ type: 'puzzle', changes: { result: `No forced goal within ${pz.stages}.` } });
    else if (text.startsWith('mate unknown')) dispatch({ type: 'puzzle', changes: { result: 'Unknown within the time budget.' } });
    else if (text.startsWith('mate ')) dispatch({ type: 'puzzle', changes: { proof: text } });
  }

  return { loadPuzzles, openPuzzle, showPuzzlePicker, checkPuzzle, puzzleInfo, answerImpossible };
}
