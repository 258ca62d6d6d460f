import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type AnswerFormat,
  answerFormats,
  type ExportFormat,
  exportFormatNames,
  exportFormats,
  type FormatParameter,
  negotiateExport,
} from '../../domain/exports/formats.ts';
import { type ExportRecords, serialize } from '../../domain/exports/serializers.ts';

/**
 * The format a list or record call is asked for (`format` first, then `Accept`) among those it
 * `offers` (the exports unless told), or null for its JSON; 406 when the Accept header allows
 * none of them. The answer varies with Accept either way.
 */
export function requestedExport<Offered extends AnswerFormat = ExportFormat>(
  request: FastifyRequest,
  reply: FastifyReply,
  format: FormatParameter | undefined,
  offered: readonly Offered[] = exportFormatNames as Offered[],
): Offered | null {
  reply.header('vary', 'Accept');
  return negotiateExport(request.headers.accept, format, offered);
}

/** Answers a record's linked data (JSON-LD), compact: the response cache keeps it like any JSON. */
export async function sendLinkedData(
  reply: FastifyReply,
  document: Promise<Record<string, unknown>>,
): Promise<undefined> {
  const body = JSON.stringify(await document);
  reply.type(`${answerFormats.jsonld.mediaType}; charset=utf-8`).send(body);
  return undefined;
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
