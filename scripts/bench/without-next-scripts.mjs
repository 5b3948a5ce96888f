import http from 'node:http';
import { gzipSync } from 'node:zlib';

/**
 * A page's HTML without Next's own scripts: the chunk tags, their preloads and the inline payload pushes
 * (`self.__next_f`, Turbopack's chunk list). The page's other inline scripts (the theme) stay, so what is left is
 * what the page itself asks of a first paint: HTML, stylesheet and fonts.
 */
export function withoutNextScripts(html) {
  return html
    .replace(/<link rel="preload" as="script"[^>]*>/g, '')
    .replace(/<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>/g, '')
    .replace(/<script\b[^>]*>(?:(?!<\/script>)[\s\S])*?(?:__next_f|TURBOPACK)[\s\S]*?<\/script>/g, '');
}

/**
 * A front for `targetUrl` that serves HTML through `rewrite` (compressed again, as the server sent it) and passes
 * every other response through untouched. Both the page as served and the page rewritten go through one, so the
 * proxy's own cost is on both sides of the comparison.
 */
export function startRewritingProxy(targetUrl, rewrite) {
  const server = http.createServer((request, response) => {
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    const headers = { ...request.headers, host: new URL(targetUrl).host };
    if (wantsHtml) headers['accept-encoding'] = 'identity';
    const upstream = http.request(new URL(request.url, targetUrl), { method: request.method, headers }, (answer) => {
      const isHtml = (answer.headers['content-type'] ?? '').includes('text/html');
      if (!wantsHtml || !isHtml) {
        response.writeHead(answer.statusCode, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        const body = gzipSync(rewrite(Buffer.concat(chunks).toString('utf8')));
        const { 'content-length': _length, 'transfer-encoding': _encoding, ...rest } = answer.headers;
        response.writeHead(answer.statusCode, { ...rest, 'content-encoding': 'gzip', 'content-length': body.length });
        response.end(body);
      });
    });
    upstream.on('error', (error) => response.destroy(error));
    request.pipe(upstream);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://localhost:${port}`, stop: () => new Promise((done) => server.close(done)) });
    });
  });
}
