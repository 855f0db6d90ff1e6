import { expect, test } from '@playwright/test';
import http from 'node:http';

/** Sends a 2 MB body over a raw connection, declared by Content-Length or chunked, and returns the status or the socket error. */
function sendLargeBody(baseURL: string, chunked: boolean): Promise<number | string> {
  const url = new URL('/api/v1/auth/login', baseURL);
  const body = Buffer.alloc(2_000_000, 97);
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url.origin, ...(chunked ? {} : { 'content-length': body.length }) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end(body);
  });
}

test.describe('oversized request bodies through the served site', () => {
  for (const chunked of [false, true]) {
    test(`a 2 MB ${chunked ? 'chunked' : 'Content-Length'} body answers 413 twenty times out of twenty`, async ({ baseURL }) => {
      const statuses: (number | string)[] = [];
      for (let i = 0; i < 20; i += 1) statuses.push(await sendLargeBody(baseURL!, chunked));
      expect(statuses).toEqual(Array(20).fill(413));
    });
  }
});
