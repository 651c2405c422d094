// A finished game's result in words: who won and why, from the referee's verdict (its
// `result` and `reason`, engine/*/ status code) and the final position. Pure: no DOM.

// The reason as a sentence ending, from the final position where it holds a number.
function reasonWords(variant, reason, fen) {
  const f = (fen || '').split(' ');
  switch (reason) {
    case 'maxturns': {
      // BALL: `... s 61 60` (the turn limit is the last field); Soule: `... 8 A 7`.
      const limit = Number(f[f.length - 1]);
      return limit > 0 ? `${limit} turns played` : 'turn limit reached';
    }
    case 'tries': {
      const [s, n] = (f[2] || '').split('-').map(Number);
      return Number.isFinite(s) && Number.isFinite(n) ? `${Math.max(s, n)} tries` : 'tries';
    }
    case 'noprogress':
      if (variant === 'cannonball') {
        const [s, n] = (f[2] || '').split('-');
        return `${f[3] || 'too many'} turns without a try, tries ${s}–${n}`;
      }
      return `${f[2] || 'too many'} plies without a capture or a pawn move`;
    case 'repetition':
      return variant === 'bulltricker' ? 'the same position a 7th time' : 'the same position a 3rd time';
    case 'touchdown': return 'touchdown';
    case 'goal': return 'goal';
    case 'mat': return 'king enclosed (MAT)';
    case 'trick': return 'the mover enclosed their own king (TRICK)';
    case 'material': return 'each side has at most 3 pawns and queens';
    case 'immobile': return 'the side to move cannot move';
    default: return reason || '';
  }
}

// status: {result: 'p1win'|'p2win'|'draw', reason}; sides: the two sides' names.
export function resultWords(variant, status, fen, sides) {
  const who = status.result === 'p1win' ? `${sides[0]} wins` : status.result === 'p2win' ? `${sides[1]} wins` : 'Draw';
  const why = reasonWords(variant, status.reason, fen);
  return why ? `${who}: ${why}` : who;
}
