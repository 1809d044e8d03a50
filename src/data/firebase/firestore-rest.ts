import type { FirebaseSettings } from './config';
import { decodeFields, encodeValue, type RestFields, type RestValue } from './rest-values';

/**
 * What a visitor's page asks of Firestore (listings, hotels, published words, counts), through its REST API
 * with `fetch` instead of the SDK, which keeps about 40 KB of script off every public page's first load
 * (docs/decisions/0037-visitors-read-firestore-over-rest.md). The requests are the SDK's own: unauthenticated,
 * so firestore.rules decide exactly as they did. The Firestore emulator serves the same API.
 */

/** A stored document as the SDK's snapshot gives it: its id, and its fields through `data()`. */
export interface RestDocument {
  id: string;
  data(): Record<string, unknown>;
}

type Scalar = string | number | boolean;
type Operator = '==' | '<' | '<=' | '>' | '>=' | 'array-contains';
export type Filter = [field: string, op: Operator, value: Scalar];

export interface RestQuery {
  /** A document path the collection lives under ('content/en'); none for a top-level collection. */
  under?: string;
  collection: string;
  where?: Filter[];
  orderBy?: string;
  limit?: number;
}

/**
 * Set `fields` (merged into the document), add `increments` to numbers in it and set `stamped` fields to the
 * request's time (what firestore.rules compare with request.time), as one write.
 */
export interface RestWrite {
  path: string;
  fields: Record<string, Scalar | readonly string[]>;
  increments?: Record<string, number>;
  stamped?: readonly string[];
}

export interface FirestoreRest {
  runQuery(query: RestQuery): Promise<RestDocument[]>;
  /** All the writes or none. */
  commit(writes: RestWrite[]): Promise<void>;
}

/** An error carrying the SDK's code ('permission-denied', 'unavailable', ...), which store-errors.ts words. */
export class StoreRequestError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'StoreRequestError';
  }
}

const OPERATORS: Record<Operator, string> = {
  '==': 'EQUAL',
  '<': 'LESS_THAN',
  '<=': 'LESS_THAN_OR_EQUAL',
  '>': 'GREATER_THAN',
  '>=': 'GREATER_THAN_OR_EQUAL',
  'array-contains': 'ARRAY_CONTAINS',
};

const fieldFilter = ([field, op, value]: Filter) => ({
  fieldFilter: { field: { fieldPath: field }, op: OPERATORS[op], value: encodeValue(value) },
});

function structuredQuery({ collection, where = [], orderBy, limit }: RestQuery) {
  const [only] = where;
  return {
    from: [{ collectionId: collection }],
    ...(where.length > 1
      ? { where: { compositeFilter: { op: 'AND', filters: where.map(fieldFilter) } } }
      : only
        ? { where: fieldFilter(only) }
        : {}),
    ...(orderBy ? { orderBy: [{ field: { fieldPath: orderBy }, direction: 'ASCENDING' }] } : {}),
    ...(limit === undefined ? {} : { limit }),
  };
}

const encodeField = (value: Scalar | readonly string[]): RestValue =>
  typeof value === 'object' ? { arrayValue: { values: value.map(encodeValue) } } : encodeValue(value);

const encodeFields = (fields: Record<string, Scalar | readonly string[]>): RestFields =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, encodeField(value)]));

/** google.rpc.Status names ('PERMISSION_DENIED') as the SDK's codes ('permission-denied'). */
async function requestError(response: Response): Promise<StoreRequestError> {
  const body = (await response.json().catch(() => null)) as unknown;
  const status = (Array.isArray(body) ? body[0] : body) as { error?: { status?: string; message?: string } };
  const code = status?.error?.status?.toLowerCase().replace(/_/g, '-');
  return new StoreRequestError(
    code ?? (response.status >= 500 ? 'unavailable' : 'unknown'),
    `Firestore answered ${response.status}: ${status?.error?.message ?? response.statusText}`,
  );
}

export interface FirestoreRestOptions {
  /** Headers each request carries (App Check's token, when the build turns it on: firebase-adapter.ts). */
  headers?: () => Promise<Record<string, string>>;
}

export function firestoreRest(settings: FirebaseSettings, options: FirestoreRestOptions = {}): FirestoreRest {
  const database = `projects/${settings.options.projectId}/databases/(default)`;
  const origin = settings.emulator
    ? `http://${settings.emulator.host}:${settings.emulator.port}`
    : 'https://firestore.googleapis.com';
  const documents = `${origin}/v1/${database}/documents`;

  const post = async (url: string, body: unknown): Promise<unknown> => {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        // As the SDK does: text/plain keeps the request "simple", so the browser sends no CORS preflight.
        headers: { 'Content-Type': 'text/plain', ...(await options.headers?.()) },
        body: JSON.stringify(body),
      });
    } catch (error) {
      throw new StoreRequestError('unavailable', `Firestore could not be reached: ${String(error)}`);
    }
    if (!response.ok) throw await requestError(response);
    return response.json();
  };

  return {
    async runQuery(query) {
      const parent = query.under ? `${documents}/${query.under}` : documents;
      const rows = (await post(`${parent}:runQuery`, { structuredQuery: structuredQuery(query) })) as {
        document?: { name: string; fields?: Record<string, RestValue> };
      }[];
      return rows.flatMap(({ document }) => {
        if (!document) return [];
        const fields = document.fields ?? {};
        return [
          { id: document.name.slice(document.name.lastIndexOf('/') + 1), data: () => decodeFields(fields) },
        ];
      });
    },
    async commit(writes) {
      await post(`${documents}:commit`, {
        writes: writes.map(({ path, fields, increments = {}, stamped = [] }) => ({
          update: { name: `${database}/documents/${path}`, fields: encodeFields(fields) },
          updateMask: { fieldPaths: Object.keys(fields) },
          updateTransforms: [
            ...Object.entries(increments).map(([fieldPath, by]) => ({
              fieldPath,
              increment: encodeValue(by),
            })),
            ...stamped.map((fieldPath) => ({ fieldPath, setToServerValue: 'REQUEST_TIME' })),
          ],
        })),
      });
    },
  };
}
