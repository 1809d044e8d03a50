/**
 * Firestore's REST encoding of values (https://firebase.google.com/docs/firestore/reference/rest/v1/Value),
 * decoded to what the Firestore SDK hands back, so the stores' readers (legacy-venue.ts, hotel-store.ts,
 * timestamps.ts) read a document the same whichever client fetched it: 64-bit integers as numbers (as the
 * SDK does), timestamps as objects with `toDate()`, maps, arrays and null as themselves.
 */
export type RestValue = Record<string, unknown>;
export type RestFields = Record<string, RestValue>;

/** A stored Timestamp, with the part of the SDK's Timestamp our readers use. */
export class StoredTimestamp {
  constructor(
    readonly seconds: number,
    readonly nanoseconds: number,
  ) {}

  toMillis(): number {
    return this.seconds * 1000 + this.nanoseconds / 1e6;
  }

  toDate(): Date {
    return new Date(this.toMillis());
  }
}

/** RFC 3339 in UTC as the REST API writes it: "2026-01-26T10:00:00.123456Z" (0 to 9 fraction digits). */
function timestampOf(text: string): StoredTimestamp | null {
  const match = /^(.+?)(?:\.(\d{1,9}))?Z$/.exec(text);
  const millis = match ? Date.parse(`${match[1]}Z`) : Number.NaN;
  if (!match || Number.isNaN(millis)) return null;
  return new StoredTimestamp(Math.floor(millis / 1000), Number((match[2] ?? '').padEnd(9, '0')));
}

/** Base64 bytes as the SDK's `Bytes` would give them up (nothing this site stores uses them). */
const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

export function decodeValue(value: RestValue): unknown {
  if ('nullValue' in value) return null;
  if ('stringValue' in value) return value.stringValue;
  if ('booleanValue' in value) return value.booleanValue;
  // int64 travels as text; doubles as numbers, or "NaN" / "Infinity" as text.
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('timestampValue' in value) return timestampOf(String(value.timestampValue));
  if ('mapValue' in value) return decodeFields((value.mapValue as { fields?: RestFields }).fields ?? {});
  if ('arrayValue' in value)
    return ((value.arrayValue as { values?: RestValue[] }).values ?? []).map(decodeValue);
  if ('referenceValue' in value) return value.referenceValue;
  if ('geoPointValue' in value) return value.geoPointValue;
  if ('bytesValue' in value) return bytesOf(String(value.bytesValue));
  return null;
}

export const decodeFields = (fields: RestFields): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, decodeValue(value)]));

/** The values this site filters on and writes from a visitor's browser: text, whole numbers, booleans. */
export function encodeValue(value: string | number | boolean | null): RestValue {
  if (value === null) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
}
