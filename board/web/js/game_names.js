// Game names as people write them. The ids (`bulltricker`, `soule`, ...) stay in links, records
// and the protocol; the page shows these names wherever it shows a game.
const NAMES = { bulltricker: 'Bulltricker', ball: 'BALL', cannonball: 'Cannon Ball', soule: 'Soule Royale' };

// A game's name; an id the page does not know is shown as it is.
export const gameName = (id) => NAMES[id] || String(id);
