// Links, pasted text and records: opening a link (what is wrong said, what is right kept),
// loading a position, a record or a puzzle line, the record of the line shown, copy, download.
import { api } from './api.js';
import * as T from './tree.js';
import { humanSide } from './session.js';
import { short } from './url.js';

const $ = (id) => document.getElementById(id);

// state(): the page's state.
export function linkFlow({ state, dispatch, loadGame, openPuzzle }) {
  // Opens a link; what it gets wrong is said in the banner, what it gets right is kept (the
  // legal prefix of its moves).
  async function openLink(link) {
    const errors = [...link.errors];
    // Game names as people write them: any case.
    const named = link.variant ? state().games.find((g) => g.name === link.variant.toLowerCase()) : state().games[0];
    if (!named) errors.push(`unknown game '${short(link.variant)}' (the games are ${state().games.map((g) => g.name).join(', ')})`);
    const variant = (named || state().games[0]).name;
    if (link.mode) dispatch({ type: 'mode', mode: link.mode });
    if (link.limit) dispatch({ type: 'limit', limit: link.limit });
    let root = link.fen || null, moves = link.moves;
    if (root) {
      try {
        await api.game(variant, root, []);
      } catch (e) {
        errors.push(`the position '${short(root)}' is refused: ${short(e.message, 200)}` + (moves.length ? '; its moves are not played' : ''));
        root = null;
        moves = [];
      }
    }
    if (moves.length) {
      const legal = async (k) => { try { await api.game(variant, root, moves.slice(0, k)); return null; } catch (e) { return e.message; } };
      if (await legal(moves.length)) {
        let lo = 0, hi = moves.length;  // the prefix of lo moves is legal, of hi is not
        while (hi - lo > 1) {
          const mid = (lo + hi) >> 1;
          if (await legal(mid)) hi = mid; else lo = mid;
        }
        errors.push(`move ${lo + 1} '${short(moves[lo])}' is refused (${short(await legal(lo + 1), 200)}); the ${lo} move(s) before it are kept`);
        moves = moves.slice(0, lo);
      }
    }
    if (link.ply !== undefined && link.ply > moves.length) errors.push(`ply ${link.ply} is past the line's end (${moves.length} plies): its last position is shown`);
    await loadGame(variant, root, moves, { ply: link.ply, banner: errors.length ? { text: 'This link is wrong: ' + errors.join('; ') + '.', error: true } : null });
  }

  // A position, a record (sent as it is: the record's final newline belongs to it) or a Soule
  // puzzle line `position;side;stages[;answer]` (read by the server: a whole puzzle or an error).
  async function loadText(text) {
    if (!text.trim()) return;
    try {
      if (text.trimStart().startsWith('[')) {
        const { games } = await api.parseRecord(text);
        const g = games[0];
        await loadGame(g.variant, g.fen, g.moves, g.evals && g.evals.length ? { evals: g.evals } : {});
      } else if (state().variant === 'soule' && text.includes(';')) {
        const line = text.trim();
        const p = await api.parsePuzzle('soule', line).catch((e) => { throw new Error(`the puzzle '${line}' is refused: ${e.message}`); });
        await openPuzzle(p);
      } else {
        await loadGame(state().variant, text.trim(), []);
      }
    } catch (e) {
      dispatch({ type: 'banner', text: `Cannot load: ${e.message}`, error: true });
    }
  }

  async function recordText() {
    const players = (p1) => (humanSide(state(), p1) ? 'Human' : state().engines[state().mode === 'ee' && !p1 ? 1 : 0]);
    const line = T.line(state().tree, state().cursor).slice(1).map((id) => state().tree.nodes[id].token);
    return (await api.formatRecord(state().variant, state().root, line, players(true), players(false))).text;
  }

  async function copy(text, what) {
    try {
      await navigator.clipboard.writeText(text);
      dispatch({ type: 'status', text: `${what} copied` });
    } catch (e) {
      $('io').value = text;  // no clipboard (permission): the text is in the box to copy by hand
      dispatch({ type: 'status', text: `${what} is in the text box` });
    }
  }

  async function downloadRecord() {
    const text = await recordText();
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    a.download = `${state().variant}.txt`;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  }

  return { openLink, loadText, recordText, copy, downloadRecord };
}
