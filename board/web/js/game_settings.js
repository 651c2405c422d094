// Game settings (docs/board.md, "Game settings"): the rules a person chooses before a game,
// beside the game's name. The server's config lists, per game, the rule options its position
// text carries (BALL's turn limit, Soule's team size and turn limit). A change starts a new game
// from the start position the settings give (/api/game {settings}); that root then says them,
// so the referee, the board, the link (`fen=`), the record ([FEN]) and every engine (`position
// fen`) read the same rules. The values shown are read back from the game's root position.
// A game's rule is never an engine option: the engine panel hides them all.

const $ = (id) => document.getElementById(id);

// Where each setting stands in its game's position text (../shared/spec/ball.md, soule.md).
const READ = {
  'BALL Turns': (fen) => Number(fen.trim().split(/\s+/).pop()),
  'Soule Teams': (fen) => fen.trim().split(/\s+/)[0].split('/')[0].length,
  'Soule Turns': (fen) => Number(fen.trim().split(/\s+/).pop()),
};

// The settings of game `g` (a config entry) in the position `fen`: {name: value}.
export function settingsOf(g, fen) {
  const values = {};
  for (const s of (g && g.settings) || []) {
    const v = READ[s.name] && fen ? READ[s.name](fen) : NaN;
    values[s.name] = Number.isInteger(v) ? v : s.default;
  }
  return values;
}

// The settings that differ from the game's defaults, or null when none does (a plain start).
export function changedSettings(g, values) {
  const changed = {};
  for (const s of (g && g.settings) || []) if (values[s.name] !== undefined && values[s.name] !== s.default) changed[s.name] = values[s.name];
  return Object.keys(changed).length ? changed : null;
}

// The option names the engine panel never shows while `variant` is played: every game's rules,
// and the options other games' sessions add (Soule Blind outside Soule), lower case.
export function hiddenOptions(games, variant) {
  const own = new Set(((games.find((g) => g.name === variant) || {}).session_options || []).map((n) => n.toLowerCase()));
  const hidden = new Set();
  for (const g of games) {
    for (const n of g.rule_options || []) hidden.add(n.toLowerCase());
    for (const n of g.session_options || []) if (!own.has(n.toLowerCase())) hidden.add(n.toLowerCase());
  }
  return hidden;
}

// Draws the settings of game `g` at `values`; a valid change calls start(values), a bad number
// is put back and said through warn(text).
export function drawSettings(g, values, start, warn) {
  const box = $('game-settings');
  box.replaceChildren();
  for (const s of (g && g.settings) || []) {
    const label = document.createElement('label');
    label.textContent = s.name.replace(/^\S+ /, '') + ' ';
    const input = document.createElement('input');
    input.type = 'number';
    input.min = String(s.min);
    input.max = String(s.max);
    input.value = String(values[s.name]);
    input.dataset.setting = s.name;
    input.title = `${s.name}: ${s.min}..${s.max}, default ${s.default}`;
    input.onchange = () => {
      const n = Number(input.value);
      if (input.value.trim() === '' || !Number.isInteger(n) || n < s.min || n > s.max) {
        warn(`${s.name} must be a whole number in ${s.min}..${s.max}.`);
        input.value = String(values[s.name]);
        return;
      }
      start({ ...values, [s.name]: n });
    };
    label.appendChild(input);
    box.appendChild(label);
  }
}
