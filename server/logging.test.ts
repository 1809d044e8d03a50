import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { writeRequestLine } from './logging';
import { createTestApp, type TestApp } from './testing/test-app';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

/** A test app whose log lines are kept, parsed (`lines`) and as written (`texts`). */
async function appLoggingAt(level: string) {
  const { stream, lines, texts } = captureLines();
  testApp = await createTestApp({ logger: { level, stream } });
  return { app: testApp.app, lines, texts };
}

function captureLines(): { stream: Writable; lines: Record<string, unknown>[]; texts: string[] } {
  const lines: Record<string, unknown>[] = [];
  const texts: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        texts.push(line);
        lines.push(JSON.parse(line));
      }
      done();
    },
  });
  return { stream, lines, texts };
}

describe('request logging', () => {
  it('writes the token of a confirm or unsubscribe link as [redacted]', async () => {
    const { app, lines } = await appLoggingAt('info');
    await app.inject({
      method: 'GET',
      url: '/api/subscriptions/confirm?token=5ec7e7c0f1a2b3c4d5e6f708192a3b4c',
    });
    await app.inject({
      method: 'POST',
      url: '/api/subscriptions/unsubscribe?x=1&token=5ec7e7c0aaaabbbbccccddddeeeeffff',
    });

    const urls = lines.filter((line) => line.msg === 'request completed').map((line) => line.url);
    expect(urls).toEqual([
      '/api/subscriptions/confirm?token=[redacted]',
      '/api/subscriptions/unsubscribe?x=1&token=[redacted]',
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/5ec7e7c0/);
  });

  it('writes one line per answered request, with method, path, status, time and client address', async () => {
    const { app, lines } = await appLoggingAt('info');

    await app.inject({ method: 'GET', url: '/api/venues?show=Titanic' });
    await app.inject({ method: 'GET', url: '/api/venues?show=Nonsense' });

    const requests = lines.filter((line) => line.msg === 'request completed');
    expect(requests).toEqual([
      expect.objectContaining({ method: 'GET', url: '/api/venues?show=Titanic', statusCode: 200 }),
      expect.objectContaining({ method: 'GET', url: '/api/venues?show=Nonsense', statusCode: 400 }),
    ]);
    expect(requests[0]).toMatchObject({ ip: '127.0.0.1', responseTime: expect.any(Number) });
    expect(requests[0]?.reqId).not.toEqual(requests[1]?.reqId);
    // Fastify's own 'incoming request' line is off: one line per request is the point.
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
  });

  it("writes the request line as pino's own info line with the same fields would be, byte for byte", async () => {
    const { app, lines, texts } = await appLoggingAt('info');
    await app.inject({ method: 'GET', url: '/api/venues?show=Titanic&note=caf%C3%A9' });

    const index = lines.findIndex((line) => line.msg === 'request completed');
    const { reqId, method, url, statusCode, responseTime, ip } = lines[index] ?? {};
    expect(url).toBe('/api/venues?show=Titanic&note=caf%C3%A9');
    app.log.child({ reqId }).info({ method, url, statusCode, responseTime, ip }, 'request completed');
    const withoutTime = (text: string | undefined) => text?.replace(/"time":\d+/, '"time":0');
    expect(withoutTime(texts[index])).toBe(withoutTime(texts.at(-1)));
  });

  it('writes a request with no client address left (its socket closed) as pino would: valid JSON, no ip', async () => {
    const { app, lines, texts } = await appLoggingAt('info');
    const fields = { reqId: 'req-x', method: 'GET', url: '/api/health', statusCode: 200, elapsedMs: 1.25 };
    writeRequestLine(app.log, { ...fields, ip: undefined });
    app.log
      .child({ reqId: 'req-x' })
      .info(
        { method: 'GET', url: '/api/health', statusCode: 200, responseTime: 1.3, ip: undefined },
        'request completed',
      );
    expect(lines.at(-2)).not.toHaveProperty('ip');
    const withoutTime = (text: string | undefined) => text?.replace(/"time":\d+/, '"time":0');
    expect(withoutTime(texts.at(-2))).toBe(withoutTime(texts.at(-1)));
  });

  it("puts the request's id on a line a hook logs through the request's logger", async () => {
    const { app, lines } = await appLoggingAt('info');
    await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      payload: '{}',
    });

    const refused = lines.find((line) => line.msg === 'cross-site request refused');
    const completed = lines.find((line) => line.msg === 'request completed');
    expect(refused).toMatchObject({ level: 40, reason: 'sec-fetch-site: cross-site' });
    expect(completed).toMatchObject({ statusCode: 403 });
    expect(refused?.reqId).toEqual(expect.any(String));
    expect(refused?.reqId).toBe(completed?.reqId);
  });

  it('writes no request line when the level is above info', async () => {
    const { app, lines } = await appLoggingAt('warn');
    const answer = await app.inject({ method: 'GET', url: '/api/venues?show=Titanic' });

    expect(answer.statusCode).toBe(200);
    expect(lines.filter((line) => line.msg === 'request completed')).toEqual([]);
  });
});
