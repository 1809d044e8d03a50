/**
 * `npm run bench:process-cpu -- COMMAND...`: runs a command and reports the CPU of every process on the
 * machine while it ran, by kind (Chromium's renderers, the Firestore emulator's JVM, Vitest, ...).
 *
 * `time` and the gate's own table count only the processes their children wait for. A browser's renderers are
 * reaped by no such parent (their zygote outlives the browser), so most of Chromium's CPU is missing there:
 * one gate counted 811 s while its processes used about 1,350 s (docs/decisions/0046). This reads each
 * process's user + system time from /proc twice a second, so a process that lives under half a second may be
 * missed, and one that was running before the command is counted from the first reading.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { laterReading, processKind, summariseCpu, type ProcessReading } from './process-kinds';

const SAMPLE_MS = 500;
/** Linux counts CPU in clock ticks of 1/100 s (USER_HZ, the same on every architecture it runs on here). */
const TICKS_PER_SECOND = 100;

/** Every process now: pid and start time (a pid may be reused), CPU ticks so far, command line. */
function readProcesses(): ProcessReading[] {
  const readings: ProcessReading[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The command's name (field 2) may hold spaces and parentheses: the fields after its last ')' are fixed.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]);
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      readings.push({ key: `${pid}@${fields[19]}`, ticks, command: command || `[${name}]` });
    } catch {
      // Gone between the listing and the read.
    }
  }
  return readings;
}

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('Usage: npm run bench:process-cpu -- COMMAND [ARGS...]');
  process.exit(2);
}

const first = new Map(readProcesses().map((reading) => [reading.key, reading.ticks]));
const last = new Map<string, ProcessReading>();
const sample = () => {
  for (const reading of readProcesses()) last.set(reading.key, laterReading(last.get(reading.key), reading));
};
const timer = setInterval(sample, SAMPLE_MS);
const started = Date.now();
const child = spawn(command[0] ?? '', command.slice(1), { stdio: 'inherit' });
child.on('exit', (code) => {
  sample();
  clearInterval(timer);
  const used = [...last.values()].map((reading) => ({
    kind: processKind(reading.command),
    seconds: (reading.ticks - (first.get(reading.key) ?? 0)) / TICKS_PER_SECOND,
  }));
  console.log(`\n${command.join(' ')}: ${((Date.now() - started) / 1000).toFixed(1)} s wall`);
  for (const { kind, seconds } of summariseCpu(used)) {
    console.log(`${seconds.toFixed(1).padStart(8)} s  ${kind}`);
  }
  process.exit(code ?? 1);
});
