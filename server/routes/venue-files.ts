import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { todayInLondon } from '../../src/domain/dates';
import { CSV_PARSE_OPTIONS, VENUE_CSV_COLUMNS, venueCsvCells } from '../../src/domain/venue-csv';
import {
  checkImport,
  importPlan,
  importRefusal,
  isImportable,
  type ImportReport,
} from '../../src/domain/venue-import';
import { toCsv } from '../../src/domain/csv';
import type { AppContext } from '../context';
import { ApiError } from '../errors';
import { actorOf } from '../auth/actor';
import { isMissing } from '../venues/venue-writes';

// A file of MAX_IMPORT_ROWS listings is about 100 KB; the API's 16 KiB cap is for visitors' forms.
const IMPORT_BODY_LIMIT = 512 * 1024;
const importQuery = z.object({ dryRun: z.enum(['0', '1']).optional() });

function readCsv(body: unknown): string[][] {
  if (typeof body !== 'string') {
    throw new ApiError(415, 'unsupported_media_type', 'Send the file as CSV (Content-Type: text/csv).');
  }
  try {
    return parse(body, CSV_PARSE_OPTIONS) as string[][];
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiError(400, 'invalid_csv', `The file is not readable as CSV: ${reason}`);
  }
}

function refusal(report: ImportReport): ApiError {
  const { message, fields } = importRefusal(report);
  return new ApiError(400, 'invalid_import', message, fields);
}

/** CSV out and in: the same columns both ways; an import is all or nothing. */
export function registerVenueFileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { store, now, requireManager, venueWrites, takeBackup } = ctx;

  app.get('/api/venues/export.csv', { preHandler: requireManager }, async (_request, reply) => {
    const csv = toCsv(
      store.venues.listAll(),
      VENUE_CSV_COLUMNS.map((header) => ({ header, value: (venue) => venueCsvCells(venue)[header] })),
    );
    return (
      reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="listings-${todayInLondon(now())}.csv"`)
        // The byte-order mark makes Excel read the file as UTF-8.
        .send(`\uFEFF${csv}`)
    );
  });

  // CSV is read by this route only, in a scope of its own: anywhere else a text/csv body is refused (415)
  // before it is read. The manager check runs on arrival (onRequest), so a stranger's file is not read
  // either.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'text/csv',
      { parseAs: 'string', bodyLimit: IMPORT_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      '/api/venues/import',
      { onRequest: requireManager, bodyLimit: IMPORT_BODY_LIMIT },
      async (request, reply) => {
        const query = importQuery.safeParse(request.query);
        if (!query.success) throw new ApiError(400, 'invalid_input', 'dryRun must be 1 or 0.');
        const records = readCsv(request.body);
        const check = () => checkImport(records, store.venues.listAll());
        if (query.data.dryRun === '1') return check();
        const first = check();
        if (!isImportable(first)) throw refusal(first);
        // An import writes many listings at once: keep the database as it was, in case it was the wrong file.
        await takeBackup('pre-import');
        // Checked again: another write may have landed while the backup ran, and the check and the write
        // below run with no await between them.
        const report = check();
        if (!isImportable(report)) throw refusal(report);
        // Checked and written with no await between: no listing the file changes can go in between.
        const venues = venueWrites.importFile(importPlan(report), actorOf(request));
        if (isMissing(venues))
          throw new ApiError(409, 'conflict', 'A listing the file changes has just gone.');
        return reply.code(201).send(venues);
      },
    );
  });
}
