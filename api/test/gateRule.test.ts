/**
 * The concurrency gate's rule (src/gate.ts), without a server: `tryEnter` takes a free place at
 * once and never jumps the queue of those already waiting.
 */
import { describe, expect, it } from 'vitest';
import { createGate } from '../src/gate';

describe('the concurrency gate', () => {
  it('gives places at once while there is room, then none until one is given back', () => {
    const gate = createGate({ concurrency: 2, queue: 4 });
    const first = gate.tryEnter();
    const second = gate.tryEnter();
    expect(first).toBeTypeOf('function');
    expect(second).toBeTypeOf('function');
    expect(gate.tryEnter()).toBeNull();
    expect(gate.active).toBe(2);
    first!();
    first!(); // Given back once, however often called.
    expect(gate.active).toBe(1);
    expect(gate.tryEnter()).toBeTypeOf('function');
  });

  it('hands a place given back to the first waiting, not to a newcomer', async () => {
    const gate = createGate({ concurrency: 1, queue: 4 });
    const holder = gate.tryEnter()!;
    const waiting = gate.enter()!;
    expect(gate.waiting).toBe(1);
    holder();
    expect(gate.tryEnter()).toBeNull();
    const next = await waiting;
    expect(gate.active).toBe(1);
    next();
    expect(gate.active).toBe(0);
  });

  it('refuses at once when the queue is full', () => {
    const gate = createGate({ concurrency: 1, queue: 1 });
    gate.tryEnter();
    void gate.enter();
    expect(gate.enter()).toBeNull();
  });
});
