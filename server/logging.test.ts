import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

function captureLines(): { stream: Writable; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { stream, lines };
}

describe('request logging', () => {
  it('writes the token of a confirm or unsubscribe link as [redacted]', async () => {
    const { stream, lines } = captureLines();
    testApp = await createTestApp({ logger: { level: 'info', stream } });
    await testApp.app.inject({
      method: 'GET',
      url: '/api/subscriptions/confirm?token=5ec7e7c0f1a2b3c4d5e6f708192a3b4c',
    });
    await testApp.app.inject({
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
    const { stream, lines } = captureLines();
    testApp = await createTestApp({ logger: { level: 'info', stream } });

    await testApp.app.inject({ method: 'GET', url: '/api/venues?show=Titanic' });
    await testApp.app.inject({ method: 'GET', url: '/api/venues?show=Nonsense' });

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
});
