// One command of the gate (scripts/gate.ts), at a CPU priority, reporting the CPU it and everything it started
// used: steps run side by side, so the gate's own children times cannot tell one step's share from another's.
//   node scripts/gate-step.mjs NICENESS COMMAND [ARGS...]
// Plain JavaScript, so no loader's start-up is counted. Once the command has been waited for, this process's
// /proc/self/stat (whose children times are then the command's CPU) goes to file descriptor 3, for the gate to
// read with finishedChildrenCpuMs (scripts/bench/gate-timings.ts).
import { spawnSync } from 'node:child_process';
import { readFileSync, writeSync } from 'node:fs';
import { setPriority } from 'node:os';

const [niceness, command, ...args] = process.argv.slice(2);
// Children inherit the priority: a lower one leaves the cores to the steps the gate waits on longest.
if (Number(niceness) > 0) setPriority(Number(niceness));
const run = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
if (run.error) console.error(run.error.message);

try {
  writeSync(3, readFileSync('/proc/self/stat', 'utf8'));
} catch {
  // Not Linux, or no descriptor 3: the step's CPU is not reported.
}
process.exit(run.status ?? 1);
