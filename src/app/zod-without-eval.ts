/**
 * zod compiles a fast path for object schemas with `new Function` once it has checked that eval is allowed.
 * Our Content-Security-Policy forbids eval (script-src without 'unsafe-eval'), so the check itself is refused
 * and the browser reports a CSP violation on every page with a form (Lighthouse best practices: an issue in
 * DevTools' Issues panel). zod's `jitless` setting skips the check. It is set here through the global object
 * zod keeps its settings in (zod/v4/core/core.js, `globalThis.__zod_globalConfig`, what `z.config()` writes)
 * rather than by calling `z.config`, which would bring zod's core into every page's entry script (3.6 KB
 * gzipped). zod reads the setting when a schema is built, so main.tsx imports this first; the test beside it
 * fails if zod stops reading it.
 */
const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
shared.__zod_globalConfig ??= {};
shared.__zod_globalConfig.jitless = true;

export {};
