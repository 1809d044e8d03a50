/** One field that differs between two versions of a block, by its path in the form ("sections.1.heading"). */
export interface ContentChange {
  path: string;
  was: string;
  now: string;
}

/** Every text (and choice) of a block body, by path; a list's length is a field of its own. */
function leaves(value: unknown, path: string, into: Map<string, string>): Map<string, string> {
  if (Array.isArray(value)) {
    into.set(`${path}.length`, String(value.length));
    value.forEach((item, index) => leaves(item, path ? `${path}.${index}` : String(index), into));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) leaves(item, path ? `${path}.${key}` : key, into);
  } else if (path) {
    into.set(path, value === undefined || value === null ? '' : String(value));
  }
  return into;
}

/**
 * What changed from `was` to `now`, field by field, in the form's order: what a manager whose save was
 * refused is shown, so nobody's words are overwritten unseen.
 */
export function contentChanges(was: unknown, now: unknown): ContentChange[] {
  const before = leaves(was, '', new Map());
  const after = leaves(now, '', new Map());
  const paths = [...new Set([...after.keys(), ...before.keys()])];
  return paths
    .filter((path) => !path.endsWith('.length') && before.get(path) !== after.get(path))
    .map((path) => ({ path, was: before.get(path) ?? '', now: after.get(path) ?? '' }));
}
