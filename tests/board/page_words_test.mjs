// The page's pure explanations under Node.js (no browser): moves and results in words, the
// slides of the move animation, the nearest marked cell of a tap, the figures' arrows, the
// game names. Usage: node page_words_test.mjs <board/web/js>
import assert from 'node:assert/strict';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = process.argv[2];
const load = (name) => import(pathToFileURL(path.join(dir, name)).href);
const { moveWords } = await load('move_words.js');
const { resultWords } = await load('result_words.js');
const { slides } = await load('animate.js');
const { nearest } = await load('tap.js');
const { figureArrows } = await load('rules_panel.js');
const { gameName } = await load('game_names.js');
const { RULES } = await load('rules_text.js');

const BT = '15/7k7/5p9/15/15/15/5p9/15/5P9/15/15/15/1P1P1P1P1P1P1P1/7K7/15 w 0 1';
const BALL = '7/6/7/6/1o1x*1o1/2ssx1/7/6/3x3/2XX2/7/2SS2/1O1X1O1/6/7/6/7 s 3 60';
const SOULE = '22122112211/44444444444 44455665544/44444444444 3 1 A 7';

// Bulltricker: a jump chain with its promotion; a pivot takes nothing; a colonne replacement.
assert.equal(moveWords('bulltricker', 'f7f15', BT), 'pawn f7–f15 takes f9, f13, becomes a queen');
assert.equal(moveWords('bulltricker', 'b3c4', BT), 'pawn b3–c4');
assert.equal(moveWords('bulltricker', 'a4a6', '15/7k7/15/15/15/15/15/15/15/p14/15/P14/1P1P1P1P1P1P1P1/7K7/15 w 0 1'),
  'pawn a4–a6 takes a6');
assert.equal(moveWords('bulltricker', 'H71', BT), '');  // official labels: the token alone
// BALL: a Block (an opponent below) and a Protection (a team-mate below), tracked through the turn.
assert.equal(moveWords('ball', 'bf8g9', BALL), 'Block f8–g9');
assert.equal(moveWords('ball', 'bf8g9,bh8g9', BALL), 'Block f8–g9; Protection h8–g9');
assert.equal(moveWords('ball', 'pass', BALL), 'pass (no action)');
assert.match(moveWords('ball', 'td6f8d8', BALL), /^Tactical Esquive d6–f8 over e7, pushes it to d8$/);
// Cannon Ball.
assert.equal(moveWords('cannonball', 'g6g8e10e16'), 'take g6–g8, pass to e10, kick into the goal at e16: try');
assert.equal(moveWords('cannonball', 'g6g8e10f12'), 'take g6–g8, pass to e10, kick to f12');
assert.equal(moveWords('cannonball', 'b4b6'), 'single move b4–b6');
// Soule: a placement, a tactic summed up (players off the field not counted), a hidden part.
assert.equal(moveWords('soule', '11211221122/11122332211', '???????????/44444444444 ???????????/44444444444 3 0 A 7'),
  'A places 6 at distance 1, 5 at distance 2 · B places 5 at distance 1, 4 at distance 2, 2 at distance 3');
assert.equal(moveWords('soule', '+,+,+,+,0,0,-,1,1,2,0/0,0,0,0,0,0,0,0,0,0,0', SOULE),
  'A: 4 advance, 3 hold, 1 retreat, strike B1 ×2, B2 · B: 11 hold');
assert.equal(moveWords('soule', '+,+,0/+,0,0', '22x/440 445/444 3 2 A 7'), 'A: 2 advance · B: 1 advance, 2 hold');
assert.equal(moveWords('soule', '+,+,0/?', '22x/440 445/444 3 2 A 7'), 'A: 2 advance · B hidden');

// Results, from the referee's reason and the final position.
const sides = ['South', 'North'];
assert.equal(resultWords('ball', { result: 'draw', reason: 'maxturns' }, `${BALL.split(' ')[0]} s 61 60`, sides), 'Draw: 60 turns played');
assert.equal(resultWords('cannonball', { result: 'p1win', reason: 'tries' }, '13 n 3-1 0 40', sides), 'South wins: 3 tries');
assert.equal(resultWords('cannonball', { result: 'p2win', reason: 'noprogress' }, '13 s 0-1 100 300', sides),
  'North wins: 100 turns without a try, tries 0–1');
assert.equal(resultWords('soule', { result: 'draw', reason: 'maxturns' }, `${SOULE.split(' ').slice(0, 3).join(' ')} 8 A 7`, ['A', 'B']),
  'Draw: 7 turns played');
assert.equal(resultWords('bulltricker', { result: 'p2win', reason: 'trick' }, BT, ['White', 'Black']),
  'Black wins: the mover enclosed their own king (TRICK)');
assert.equal(resultWords('soule', { result: 'p1win', reason: 'goal' }, SOULE, ['A', 'B']), 'A wins: goal');

// The animation's slides.
assert.deepEqual(slides('d6f8,hg5h6'), [['d6', 'f8']]);
assert.deepEqual(slides('g6g8e10f12'), [['g6', 'g8'], ['g8', 'f12']]);
assert.deepEqual(slides('g6g8e10e16'), []);
assert.deepEqual(slides('rf8e9g9!'), [['f8', 'e9'], ['f8', 'g9']]);

// Taps: the nearest marked cell within the radius, else none.
const pts = [{ id: 'a', x: 0, y: 0 }, { id: 'b', x: 30, y: 0 }];
assert.equal(nearest(pts, 14, 0), 'a');
assert.equal(nearest(pts, 16, 0), 'b');
assert.equal(nearest(pts, 0, 17), null);

// Every game has rules with figures whose arrows join cells; the names people write.
for (const game of ['bulltricker', 'ball', 'cannonball', 'soule']) {
  const figs = RULES[game].filter((b) => b.fig).map((b) => b.fig);
  assert.ok(figs.length >= 2 && figs.some((f) => figureArrows(f).length > 0), game);
}
assert.deepEqual(['bulltricker', 'ball', 'cannonball', 'soule'].map(gameName), ['Bulltricker', 'BALL', 'Cannon Ball', 'Soule Royale']);
console.log('page words: all passed');
