import type { FastifyInstance } from 'fastify';
import { addressQuerySchema, nothingHeld } from '../../src/domain/address-records';
import type { AppContext } from '../context';
import { notFound, parseBody } from '../errors';
import { eraseSubmission } from './submissions';

/**
 * A person's request to see or erase what we keep of their address (the privacy statement promises both),
 * their messages and hosting enquiries included, found by the address itself: someone who only asked "tell
 * me if seats come back" has no subscriber row to erase. POST, so the address travels in the body and never
 * in a URL the request log writes down.
 */
export function registerAddressRecordRoutes(
  app: FastifyInstance,
  { store, requireManager }: AppContext,
): void {
  app.post('/api/addresses/find', { preHandler: requireManager }, async (request) => {
    const { email } = parseBody(addressQuerySchema, request.body);
    return store.addressRecords.find(email);
  });

  app.post('/api/addresses/erase', { preHandler: requireManager }, async (request, reply) => {
    const { email } = parseBody(addressQuerySchema, request.body);
    const erased = store.transaction(() => {
      // Each message as its own erase does it: its replies with it, and the manager's e-mail that copied it.
      const { contactMessages, hostingRequests } = store.addressRecords.messagesOf(email);
      for (const id of contactMessages) eraseSubmission(store, 'contact-message', id);
      for (const id of hostingRequests) eraseSubmission(store, 'hosting-request', id);
      return contactMessages.length + hostingRequests.length + store.addressRecords.erase(email);
    });
    if (erased === 0) throw notFound(nothingHeld());
    return reply.code(204).send();
  });
}
