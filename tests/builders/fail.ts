/** For a value a test has just proven present: fails the test loudly instead of asserting with `!`. */
export function fail(message = 'expected a value, found none'): never {
  throw new Error(message);
}
