import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isDataError } from '../../src/data/errors';
import { createFirebaseDataPort, type FirebaseDataPort } from '../../src/data/firebase/firestore-port';
import { aContactMessageInput } from '../builders/inputs';

/** A stand-in for the external form-collection service; it needs no emulator. */
describe('the contact form with VITE_CONTACT_FORM_ENDPOINT set', () => {
  let server: Server;
  let base = '';
  const received: { contentType: string; fields: Record<string, string> }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', async () => {
        const request = new Request('http://local/', {
          method: 'POST',
          headers: { 'content-type': req.headers['content-type'] ?? '' },
          body: Buffer.concat(chunks),
        });
        const form = await request.formData();
        received.push({
          contentType: req.headers['content-type'] ?? '',
          fields: Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])),
        });
        res.writeHead(req.url === '/broken' ? 500 : 200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const portFor = (endpoint: string): FirebaseDataPort =>
    createFirebaseDataPort({
      options: { apiKey: 'unused', projectId: 'demo-contact' },
      contactFormEndpoint: endpoint,
    });

  it('posts the message as multipart form data with the field names the collection service expects', async () => {
    const port = portFor(`${base}/f/abc`);
    await port.submitContactMessage(aContactMessageInput({ message: 'Gluten-free menu? Ça va?' }));
    await port.close();

    expect(received.at(-1)?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(received.at(-1)?.fields).toEqual({
      name: 'Eleanor Hughes',
      email: 'eleanor@example.co.uk',
      phone: '07700 900123',
      message: 'Gluten-free menu? Ça va?',
    });
  });

  it('reports a failed post as unavailable, so the form keeps the text', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = portFor(`${base}/broken`);
    const unreachable = portFor('http://127.0.0.1:9/nothing-listens-here');
    await expect(broken.submitContactMessage(aContactMessageInput())).rejects.toSatisfy((e) =>
      isDataError(e, 'unavailable'),
    );
    await expect(unreachable.submitContactMessage(aContactMessageInput())).rejects.toSatisfy((e) =>
      isDataError(e, 'unavailable'),
    );
    await Promise.all([broken.close(), unreachable.close()]);
    warn.mockRestore();
  });

  it('checks the message before sending it', async () => {
    const port = portFor(`${base}/f/abc`);
    const before = received.length;
    await expect(
      port.submitContactMessage(aContactMessageInput({ email: 'not-an-email' })),
    ).rejects.toSatisfy((e) => isDataError(e, 'invalid') && 'email' in e.fields);
    expect(received).toHaveLength(before);
    await port.close();
  });
});
