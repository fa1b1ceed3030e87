/**
 * The bench's browsers: live event streams as EventSource reads them (`id:`, `data:` blocks), each
 * remembering the ids it got and when, and able to reconnect elsewhere with `Last-Event-ID` as a
 * browser does after a drop. Plain node:http on an agent with no socket limit.
 */
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

const agent = new Agent({ keepAlive: false, maxSockets: Infinity });

export class StreamClient {
  /** @param {{ conversation: { reference: string, cookie: string }, port: number, onMessage: (client: StreamClient, message: { id: number, clientId: string }, at: number) => void }} options */
  constructor({ conversation, port, onMessage }) {
    this.conversation = conversation;
    this.port = port;
    this.onMessage = onMessage;
    /** Every message id received, in order (duplicates kept, to be counted). */
    this.ids = [];
    this.lastId = 0;
    this.reconnects = 0;
    this.open = false;
    this.dropped = null;
    /** EventSource's default wait until the server names one. */
    this.retryMs = 3000;
  }

  /** Connects (or reconnects, with Last-Event-ID); resolves once the stream's headers arrived. */
  connect(port = this.port) {
    this.port = port;
    return new Promise((resolve, reject) => {
      const headers = { accept: 'text/event-stream', cookie: this.conversation.cookie };
      if (this.lastId) headers['last-event-id'] = String(this.lastId);
      const path = `/api/v1/conversations/${this.conversation.reference}/events${this.lastId ? '' : '?after=0'}`;
      const req = request({ host: '127.0.0.1', port, path, headers, agent }, (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`stream answered ${response.statusCode}`));
          return;
        }
        this.open = true;
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const lines = block.split('\n');
            // The wait the server asked for before a reconnect (SSE `retry`), as EventSource keeps it.
            const retry = lines.find((line) => line.startsWith('retry: '));
            if (retry) this.retryMs = Number(retry.slice(7));
            const data = lines.find((line) => line.startsWith('data: '));
            if (!data) continue;
            const message = JSON.parse(data.slice(6));
            this.ids.push(message.id);
            this.lastId = Math.max(this.lastId, message.id);
            this.onMessage(this, message, performance.now());
          }
        });
        const gone = () => {
          if (!this.open) return;
          this.open = false;
          this.dropped?.(this);
        };
        response.on('close', gone);
        response.on('error', gone);
        resolve();
      });
      req.on('error', (error) => {
        if (this.open) {
          this.open = false;
          this.dropped?.(this);
        } else reject(error);
      });
      req.end();
      this.request = req;
    });
  }

  close() {
    this.open = false;
    this.request?.destroy();
  }
}

/** The p-th percentile (0–100) of sorted numbers, nearest rank. */
export function percentile(sorted, p) {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
