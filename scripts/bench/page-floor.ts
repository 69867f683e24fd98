import http from 'node:http';
import { once } from 'node:events';

/**
 * A page as the server renders it, with no JavaScript: its module scripts (with any inline code)
 * and their preloads taken out. The page state's JSON stays; it is not run.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script type="module"[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
}

/** The address under which the floor server gives the n-th page without its scripts. */
const floorPath = (n: number) => `/__floor/${n}`;

export type PageFloorServer = {
  /** The floor page's URL for each path given, in the same order. */
  urls: string[];
  stop(): Promise<void>;
};

/**
 * Serves each of `paths` as the app renders it, without its scripts (`withoutScripts`), and
 * passes every other request (styles, images, fonts) to the app unchanged: Lighthouse's audit of
 * such a page is what its HTML and CSS cost a phone, with no JavaScript, the floor under any
 * hydration.
 */
export async function startPageFloor(
  appUrl: string,
  paths: string[],
  port: number,
): Promise<PageFloorServer> {
  const pages = await Promise.all(
    paths.map(async (p) => withoutScripts(await (await fetch(`${appUrl}${p}`)).text())),
  );
  const app = new URL(appUrl);
  const server = http.createServer((req, res) => {
    const index = pages.findIndex((_, n) => req.url === floorPath(n));
    const page = pages[index];
    if (page !== undefined) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(page);
      return;
    }
    const upstream = http.request(
      {
        host: app.hostname,
        port: app.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.listen(port, 'localhost');
  await once(server, 'listening');
  return {
    urls: paths.map((_, n) => `http://localhost:${port}${floorPath(n)}`),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
