// Runs `bench <game>` `times` times in one melee.js engine under Node.js, once it has loaded
// (its first line), and prints, per run, the process's CPU milliseconds (user + system, every
// thread: V8's background compiles count) and the nodes searched. bench/wasm/compare_nps.sh calls it; run from anywhere:
//   node bench/wasm/bench_cpu.js <engine-dir> <game> [times]
'use strict';
const path = require('path');
const [dir, game, times = '2'] = process.argv.slice(2);
let left = Number(times);
let start = null;
const engine = {
  print: (line) => {
    if (start === null) {  // the banner: the module is compiled and running
      start = process.cpuUsage();
      engine.sendLine(`bench ${game}`);
    }
    if (!line.startsWith('Nodes searched: ')) return;
    const used = process.cpuUsage(start);
    console.log(`${((used.user + used.system) / 1000).toFixed(1)} ${line.slice(16)}`);
    if (--left === 0) process.exit(0);
    start = process.cpuUsage();
    engine.sendLine(`bench ${game}`);
  },
};
require(path.resolve(dir, 'melee.js'))(engine);
