import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../lib/errors';

/**
 * How much of an oversized body is read and thrown away before answering 413. Answering while
 * the client is still sending makes the connection drop (the local dev server's proxy then
 * reports a 500, clients see ECONNRESET), so bodies up to this size are drained first; past it
 * the upload is cut off, which is the right cost for a client sending megabytes to a JSON API.
 */
const DRAIN_LIMIT_BYTES = 8 * 1024 * 1024;

const tooLarge = (maxBytes: number) => new ApiError(413, 'payload_too_large', `The request body is larger than ${maxBytes} bytes.`);

/** Reads a stream to its end (or the drain limit) without keeping it. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number) {
  let total = alreadyRead;
  while (total <= DRAIN_LIMIT_BYTES) {
    const { done, value } = await reader.read();
    if (done) return;
    total += value.byteLength;
  }
  await reader.cancel();
}

/**
 * Refuses bodies over `maxBytes` with 413, every time: by Content-Length before reading anything,
 * and for chunked uploads by counting while reading, never keeping more than the limit. A body
 * whose declared length is within the limit is left for the route to read: the runtime ends a
 * body at its Content-Length, so it cannot grow past it, and copying it here would cost every
 * request a second buffer and Request. Hand-written because hono/body-limit answers before the body
 * is consumed, which drops the connection.
 */
export const bodyLimit =
  (maxBytes: number): MiddlewareHandler =>
  async (c, next) => {
    const body = c.req.raw.body;
    if (body === null) return next();
    const declared = c.req.header('content-length');
    if (declared !== undefined && /^\d+$/.test(declared) && Number(declared) <= maxBytes) return next();
    const reader = body.getReader();
    if (declared !== undefined && Number(declared) > maxBytes) {
      await drain(reader, 0);
      throw tooLarge(maxBytes);
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await drain(reader, size);
        throw tooLarge(maxBytes);
      }
      chunks.push(value);
    }
    const buffered = new Uint8Array(size);
    let offset = 0;
    for (const chunk of chunks) {
      buffered.set(chunk, offset);
      offset += chunk.byteLength;
    }
    c.req.raw = new Request(c.req.raw, { body: buffered });
    return next();
  };
