/** The one event-stream helper (live/sse.ts): event framing and the per-reader limit. */
import { describe, expect, it } from 'vitest';
import { ProblemError } from '../src/problems';
import { sseEvent, streamLimit } from '../src/live/sse';

describe('live/sse', () => {
  it('frames an event with an id only where there is one to resume after, and data as one JSON line', () => {
    expect(sseEvent('reply', { body: 'two\nlines' }, 7)).toBe('id: 7\nevent: reply\ndata: {"body":"two\\nlines"}\n\n');
    expect(sseEvent('inbox', {})).toBe('event: inbox\ndata: {}\n\n');
  });

  it('refuses a reader over the limit with 429 and counts a stream gone once, however often it ends', () => {
    const limit = streamLimit('Too many open.', 2);
    const first = limit.hold('a');
    limit.hold('a');
    expect(() => limit.check('a')).toThrow(ProblemError);
    expect(() => limit.check('b')).not.toThrow();
    first();
    first();
    expect(() => limit.check('a')).not.toThrow();
    limit.hold('a');
    const refused = (() => {
      try {
        limit.check('a');
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(ProblemError);
    expect((refused as ProblemError).problem).toMatchObject({ status: 429, detail: 'Too many open.' });
  });
});
