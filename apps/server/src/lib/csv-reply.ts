import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Sends a CSV stream as a download named `fileName`, never kept by a cache (the exports). */
export const sendCsvFile = (reply: FastifyReply, fileName: string, csv: Readable) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(csv);
