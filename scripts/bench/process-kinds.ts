/** One reading of a process in /proc (scripts/bench/process-cpu.ts). */
export interface ProcessReading {
  /** The pid and the process's start time: a pid may be used again within one run. */
  key: string;
  /** User + system clock ticks so far. */
  ticks: number;
  /** Its command line, or `[name]` (its short name from /proc) for a kernel thread or an exited process. */
  command: string;
}

/** Command-line patterns, first match wins, for the kinds of process a gate runs. */
const KINDS: [RegExp, string | ((match: RegExpExecArray) => string)][] = [
  [/chromium.*--type=([\w-]+)/, (match) => `Chromium ${match[1]}`],
  [/chromium/, 'Chromium browser'],
  [/java .*cloud-firestore-emulator/, 'Firestore emulator (Java)'],
  [/firebase emulators:start/, 'Firebase CLI emulators (Hosting, Auth)'],
  [/vitest/, 'Vitest'],
  [/playwright/, 'Playwright'],
  [/dist-server\/main\.js|server\/main\.ts/, 'the site server'],
  [/\btsc\b/, 'tsc'],
  [/oxlint/, 'oxlint'],
  [/oxfmt/, 'oxfmt'],
  [/vite(\.js)? build/, 'Vite builds'],
  [/prerender|critical-css/, 'prerender'],
  [/cspell/, 'cspell'],
  [/depcruise/, 'dependency-cruiser'],
];

/**
 * A process's newest reading, under the command line it was first read with: a process that has exited but not
 * been reaped yet (a zombie, as Chromium's renderers stay until their zygote goes) has no command line left, only
 * its short name in brackets, and would otherwise be counted under that name.
 */
export function laterReading(earlier: ProcessReading | undefined, later: ProcessReading): ProcessReading {
  if (earlier === undefined || !later.command.startsWith('[')) return later;
  return { ...later, command: earlier.command };
}

/** What kind of process a command line is, or its first 60 characters. */
export function processKind(command: string): string {
  for (const [pattern, kind] of KINDS) {
    const match = pattern.exec(command);
    if (match) return typeof kind === 'string' ? kind : kind(match);
  }
  return command.slice(0, 60);
}

/** Seconds by kind, most first, without kinds under a tenth of a second. */
export function summariseCpu(used: readonly { kind: string; seconds: number }[]): {
  kind: string;
  seconds: number;
}[] {
  const byKind = new Map<string, number>();
  for (const { kind, seconds } of used) byKind.set(kind, (byKind.get(kind) ?? 0) + seconds);
  return [...byKind]
    .map(([kind, seconds]) => ({ kind, seconds }))
    .filter(({ seconds }) => seconds >= 0.1)
    .sort((a, b) => b.seconds - a.seconds);
}
