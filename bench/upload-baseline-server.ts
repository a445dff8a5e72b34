import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { AddressInfo } from 'node:net';

/**
 * The baseline of the upload benchmark: a bare node http server on 127.0.0.1 that takes one
 * plain POST of a whole file and writes it to a file in `dir` (what storing an upload costs at
 * the least: no chunks, no hash, no database), answering the byte count. Any GET gets a page with
 * one file input, so a browser page on this origin can post to it without CORS.
 */
export async function startBaselineServer(dir: string): Promise<{ url: string; close: () => Promise<void> }> {
  let uploads = 0;
  const server = http.createServer((request, response) => {
    if (request.method === 'POST' && request.url === '/upload') {
      uploads += 1;
      const target = path.join(dir, `baseline-${uploads}.bin`);
      const output = fs.createWriteStream(target);
      pipeline(request, output)
        .then(() => {
          response.writeHead(200, { 'content-type': 'text/plain' });
          response.end(String(output.bytesWritten));
        })
        .catch(() => {
          response.writeHead(500);
          response.end();
        })
        .finally(() => fs.rmSync(target, { force: true }));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>baseline</title><input type="file" id="file">');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
