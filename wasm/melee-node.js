#!/usr/bin/env node
// melee.wasm under Node.js, with the native binary's stdin/stdout protocol (docs/wasm.md):
//   node build-web/melee-node.js < commands.txt
// End of input is `quit`, as natively.
'use strict';
const path = require('path');
const readline = require('readline');
const createMelee = require(path.join(__dirname, 'melee.js'));

const engine = {
  print: (line) => process.stdout.write(line + '\n'),
  printErr: (line) => process.stderr.write(line + '\n'),
  // Exits once the output is written (stdin may still be open).
  onQuit: () => process.stdout.write('', () => process.exit(0)),
};
createMelee(engine);  // sets engine.sendLine at once (wasm/melee_pre.js)
const input = readline.createInterface({input: process.stdin, terminal: false});
input.on('line', (line) => engine.sendLine(line));
input.on('close', () => engine.sendLine('quit'));
