import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type ExportFormat,
  exportFormats,
  type FormatParameter,
  negotiateExport,
} from '../../domain/exports/formats.ts';
import { type ExportRecords, serialize } from '../../domain/exports/serializers.ts';

/**
 * The export a list or record call is asked for (`format` first, then `Accept`), or null for its
 * JSON; 406 when the Accept header allows neither. The answer varies with Accept either way.
 */
export function requestedExport(
  request: FastifyRequest,
  reply: FastifyReply,
  format: FormatParameter | undefined,
): ExportFormat | null {
  reply.header('vary', 'Accept');
  return negotiateExport(request.headers.accept, format);
}

/**
 * Streams the export as a download named after what it holds and the day
 * (`catalogues-2026-11-24.bib`). The records were counted against the cap before: a 413 or a 404
 * is answered as JSON before any byte of the file.
 */
export async function sendExport(
  reply: FastifyReply,
  format: ExportFormat,
  name: string,
  records: Promise<ExportRecords>,
): Promise<undefined> {
  const ready = await records;
  const { mediaType, extension } = exportFormats[format];
  const day = new Date().toISOString().slice(0, 10);
  reply
    .type(`${mediaType}; charset=utf-8`)
    .header('content-disposition', `attachment; filename="${name}-${day}.${extension}"`);
  reply.send(Readable.from(serialize(format, ready)));
  return undefined;
}
