/** What the private messages' tests share: an event stream read as raw text, every event as sent. */
import { request as httpRequest } from 'node:http';
import type { Visitor } from './support';

/** An event stream read as text: `until` waits for some of it to arrive. */
export function openRaw(
  port: number,
  path: string,
  visitor: Visitor,
  headers: Record<string, string> = {},
): Promise<{ raw: () => string; until(text: string): Promise<void>; close(): void }> {
  return new Promise((resolve, reject) => {
    let raw = '';
    const waiting = new Set<() => void>();
    const req = httpRequest(
      { host: '127.0.0.1', port, path, headers: { accept: 'text/event-stream', cookie: visitor.cookie ?? '', ...headers } },
      (response) => {
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          raw += chunk;
          for (const check of [...waiting]) check();
        });
        resolve({
          raw: () => raw,
          until: (text) =>
            new Promise((ok, fail) => {
              const timer = setTimeout(() => fail(new Error(`no ${text} in ${raw}`)), 10_000);
              const check = () => {
                if (!raw.includes(text)) return;
                waiting.delete(check);
                clearTimeout(timer);
                ok();
              };
              waiting.add(check);
              check();
            }),
          close: () => req.destroy(),
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}
