/**
 * The Firestore emulator's REST API with the "owner" credential, which bypasses the rules: how the local loop
 * (npm run hosted:local) and the hosted end-to-end run seed data and check what the site stored, without going
 * through the code under test. Values: text, booleans, numbers, dates, null, lists and maps.
 */
type FirestoreValue =
  | { stringValue: string }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number }
  | { timestampValue: string }
  | { nullValue: null }
  | { arrayValue: { values: FirestoreValue[] } }
  | { mapValue: { fields: Record<string, FirestoreValue> } };

export interface StoredDocument {
  id: string;
  fields: Record<string, unknown>;
}

const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

const documentsUrl = (hostPort: string, projectId: string) =>
  `http://${hostPort}/v1/projects/${projectId}/databases/(default)/documents`;

function encode(value: unknown): FirestoreValue {
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (value === null || value === undefined) return { nullValue: null };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } };
  if (typeof value === 'object')
    return { mapValue: { fields: encodeFields(value as Record<string, unknown>) } };
  return { stringValue: String(value as string) };
}

const encodeFields = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).map(([key, value]) => [key, encode(value)]));

function decode(value: Record<string, unknown>): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return value.doubleValue;
  if ('timestampValue' in value) return new Date(String(value.timestampValue));
  if ('arrayValue' in value)
    return ((value.arrayValue as { values?: Record<string, unknown>[] }).values ?? []).map(decode);
  if ('mapValue' in value)
    return decodeFields(
      (value.mapValue as { fields?: Record<string, Record<string, unknown>> }).fields ?? {},
    );
  return null;
}

const decodeFields = (fields: Record<string, Record<string, unknown>>) =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, decode(value)]));

export async function writeDocument(
  hostPort: string,
  projectId: string,
  path: string,
  data: Record<string, unknown>,
): Promise<void> {
  const response = await fetch(`${documentsUrl(hostPort, projectId)}/${path}`, {
    method: 'PATCH',
    headers: OWNER,
    body: JSON.stringify({ fields: encodeFields(data) }),
  });
  if (!response.ok) throw new Error(`Seeding ${path} failed: ${response.status} ${await response.text()}`);
}

export async function listDocuments(
  hostPort: string,
  projectId: string,
  collection: string,
): Promise<StoredDocument[]> {
  const response = await fetch(`${documentsUrl(hostPort, projectId)}/${collection}?pageSize=300`, {
    headers: OWNER,
  });
  if (!response.ok) throw new Error(`Listing ${collection} failed: ${response.status}`);
  const body = (await response.json()) as {
    documents?: { name: string; fields?: Record<string, Record<string, unknown>> }[];
  };
  return (body.documents ?? []).map((doc) => ({
    id: doc.name.split('/').pop() ?? '',
    fields: decodeFields(doc.fields ?? {}),
  }));
}

/** Deletes one document around the rules (a test's own data, once it is done). */
export async function deleteDocument(hostPort: string, projectId: string, path: string): Promise<void> {
  const response = await fetch(`${documentsUrl(hostPort, projectId)}/${path}`, {
    method: 'DELETE',
    headers: OWNER,
  });
  if (!response.ok) throw new Error(`Deleting ${path} failed: ${response.status} ${await response.text()}`);
}
