import type { Db } from './database';

const WRITE = /^\s*(INSERT|UPDATE|DELETE|REPLACE)\b/i;

/**
 * The database as one repository sees it, with a count of the writes made through it: every statement that
 * changes rows counts when it runs, so a repository method added later is counted without thinking of it.
 * Caches of what the repository holds (rendered show pages) compare this count rather than being told.
 */
export function countWrites(db: Db): { db: Db; writes: () => number } {
  let writes = 0;
  const bound = <T extends object>(target: T, name: string | symbol) => {
    const value: unknown = Reflect.get(target, name, target);
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
  };
  const counted = new Proxy(db, {
    get(target, name) {
      if (name === 'exec') {
        return (sql: string) => {
          const result = target.exec(sql);
          writes += 1;
          return result;
        };
      }
      if (name !== 'prepare') return bound(target, name);
      return (sql: string) => {
        const statement = target.prepare(sql);
        if (!WRITE.test(sql)) return statement;
        return new Proxy(statement, {
          get(inner, key) {
            if (key !== 'run') return bound(inner, key);
            return (...args: unknown[]) => {
              const result = (inner.run as (...a: unknown[]) => ReturnType<typeof inner.run>)(...args);
              if (result.changes > 0) writes += 1;
              return result;
            };
          },
        });
      };
    },
  });
  return { db: counted, writes: () => writes };
}
