/**
 * The emulator's REST API with the "owner" credential, which bypasses the rules: how the run seeds data and
 * checks what the forms stored, without going through the code under test.
 */
type FirestoreValue =
  { stringValue: string } | { booleanValue: boolean } | { timestampValue: string } | { nullValue: null };

export interface StoredDocument {
  id: string;
  fields: Record<string, unknown>;
}

const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

const documentsUrl = (hostPort: string, projectId: string) =>
  `http://${hostPort}/v1/projects/${projectId}/databases/(default)/documents`;

function encode(value: unknown): FirestoreValue {
  if (typeof value === 'boolean') return { booleanValue: value };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (value === null || value === undefined) return { nullValue: null };
  return { stringValue: String(value) };
}

function decode(value: Record<string, unknown>): unknown {
  if ('stringValue' in value) return value.stringValue;
  if ('booleanValue' in value) return value.booleanValue;
  if ('timestampValue' in value) return new Date(String(value.timestampValue));
  return null;
}

export async function writeDocument(
  hostPort: string,
  projectId: string,
  path: string,
  data: Record<string, unknown>,
): Promise<void> {
  const fields = Object.fromEntries(Object.entries(data).map(([key, value]) => [key, encode(value)]));
  const response = await fetch(`${documentsUrl(hostPort, projectId)}/${path}`, {
    method: 'PATCH',
    headers: OWNER,
    body: JSON.stringify({ fields }),
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
    documents?: { name: string; fields: Record<string, Record<string, unknown>> }[];
  };
  return (body.documents ?? []).map((doc) => ({
    id: doc.name.split('/').pop() ?? '',
    fields: Object.fromEntries(Object.entries(doc.fields).map(([key, value]) => [key, decode(value)])),
  }));
}
