import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { venueInputSchema } from '../../src/domain/venue';
import { aVenueInput } from '../../tests/builders/inputs';
import { buildApp } from '../app';
import { DATABASE_FILE } from '../db/database';
import { TEST_SCRYPT } from '../testing/test-app';

interface Answer {
  status: number;
  /** As sent, names and values in order, Node's Date left out (it moves with the clock's second). */
  headers: string[];
  body: Buffer;
}

interface Served {
  app: FastifyInstance;
  port: number;
  /** Requests Fastify routed (its onRequest hooks ran). */
  routed: () => number;
  /** The request lines logged, parsed. */
  requestLines: Record<string, unknown>[];
}

const NOW = new Date();
let dataDir: string;
const agent = new Agent({ keepAlive: true });

async function serve(earlyListings: boolean): Promise<Served> {
  const requestLines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n').filter(Boolean)) {
        const line = JSON.parse(text) as Record<string, unknown>;
        if (line.msg === 'request completed') requestLines.push(line);
      }
      done();
    },
  });
  const app = await buildApp({
    dataDir,
    dailyBackups: false,
    staticDir: join(dataDir, 'no-site'),
    now: () => NOW,
    logger: { level: 'info', stream },
    earlyListings,
    scrypt: TEST_SCRYPT,
  });
  let routed = 0;
  app.addHook('onRequest', (_request, _reply, done) => {
    routed += 1;
    done();
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, port: (app.server.address() as AddressInfo).port, routed: () => routed, requestLines };
}

function ask(port: number, method: string, path: string, headers: OutgoingHttpHeaders = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const sent = httpRequest({ host: '127.0.0.1', port, method, path, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = response.rawHeaders;
        const kept = raw.flatMap((value, i) =>
          i % 2 === 0 && value.toLowerCase() !== 'date' ? [value, raw[i + 1] ?? ''] : [],
        );
        resolve({ status: response.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) });
      });
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** The same requests, in the same order, to a server: a show's list, What's on, HEAD, revalidations. */
async function askTheRound(port: number): Promise<Answer[]> {
  const first = await ask(port, 'GET', '/api/venues?show=Titanic');
  const etag = first.headers[first.headers.indexOf('etag') + 1] ?? '';
  return [
    first,
    await ask(port, 'GET', '/api/venues?show=Titanic'),
    await ask(port, 'HEAD', '/api/venues?show=Titanic'),
    await ask(port, 'GET', '/api/venues?show=Titanic', { 'if-none-match': etag }),
    await ask(port, 'HEAD', '/api/venues?show=Titanic', { 'if-none-match': etag }),
    await ask(port, 'GET', '/api/venues?show=Titanic', { 'if-none-match': '"an-older-list"' }),
    await ask(port, 'GET', '/api/venues?show=JFK'),
    await ask(port, 'GET', '/api/venues/upcoming'),
    await ask(port, 'GET', '/api/venues/upcoming'),
    // Other spellings are the route's to validate and answer.
    await ask(port, 'GET', '/api/venues?show=Titanic&show=JFK'),
    await ask(port, 'GET', '/api/venues?show=Titanic&from=widget'),
  ];
}

/** What a request line says, less its clock readings (pino's time and the response time). */
const fieldsOf = (lines: Record<string, unknown>[]) =>
  lines.map((line) => {
    const { time, responseTime, ...fields } = line;
    expect(typeof time).toBe('number');
    expect(responseTime).toEqual(expect.any(Number));
    return fields;
  });

let early: { answers: Answer[]; served: Served };
let routedOnly: { answers: Answer[]; served: Served };

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'early-listings-'));
  copyFileSync(inject('migratedDatabase'), join(dataDir, DATABASE_FILE));
  // One server after the other on the same data: the same lists, so the same bytes and ETags.
  const served = await serve(true);
  for (const [show, hotelName] of [
    ['Titanic', 'Hôtel Café Brontë'],
    ['Titanic', 'The Grand Hotel'],
    ['JFK', 'The Old Ship'],
  ] as const) {
    served.app.store.venues.create(venueInputSchema.parse(aVenueInput({ show, hotelName })), NOW);
  }
  early = { answers: await askTheRound(served.port), served };
  await served.app.close();
  const fastifyOnly = await serve(false);
  routedOnly = { answers: await askTheRound(fastifyOnly.port), served: fastifyOnly };
  await fastifyOnly.app.close();
});

afterAll(() => {
  agent.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('cached public lists answered before routing', () => {
  it('send what the routes send, status, headers in order and bytes, on 200, 304 and HEAD', () => {
    expect(routedOnly.answers.map((answer) => answer.status)).toEqual([
      200, 200, 200, 304, 304, 200, 200, 200, 200, 400, 200,
    ]);
    expect(early.answers).toEqual(routedOnly.answers);
    const [first, , head, notModified] = early.answers;
    expect(JSON.parse(first?.body.toString() ?? '')).toHaveLength(2);
    expect(head?.body).toHaveLength(0);
    expect(notModified?.body).toHaveLength(0);
  });

  it('are answered early once cached; a cache miss and any other spelling by the route', () => {
    // The first request of each list fills the cache through Fastify; the repeats skip it; the last two
    // spell the address otherwise.
    expect(early.served.routed()).toBe(5);
    expect(routedOnly.served.routed()).toBe(early.answers.length);
  });

  it('log the same request line, field for field, with ids in the same series', () => {
    expect(fieldsOf(early.served.requestLines)).toEqual(fieldsOf(routedOnly.served.requestLines));
    expect(early.served.requestLines.map((line) => line.reqId)).toEqual(
      early.answers.map((_answer, i) => `req-${(i + 1).toString(36)}`),
    );
    expect(early.served.requestLines[1]).toMatchObject({
      method: 'GET',
      url: '/api/venues?show=Titanic',
      statusCode: 200,
      ip: '127.0.0.1',
    });
  });
});
