/**
 * PGlite with prepared statements. PGlite's `query` parses and plans its text again every time, in
 * six calls into its WebAssembly (parse, describe, bind, describe, execute, sync): for an order's
 * placing statement that was half of its cost (docs/api-performance.md). Here each text is parsed
 * once as a named statement, and each later run is one call (bind, describe, execute, sync), as
 * node-postgres does with a named query and postgres.js with every query.
 *
 * Only `query` outside a transaction goes this way, under the same two locks PGlite's own `query`
 * takes, so nothing runs inside another caller's open transaction; statements in a transaction and
 * everything else are PGlite's own. At most `limit` statements are kept: the least recently used
 * is closed when another is prepared. The protocol calls are PGlite's public API
 * (`protocol.serialize`, `parse.parseResults`, `execProtocolStream`); the two locks and the
 * readiness check are members its types declare but name with an underscore (`_runExclusive…`,
 * `_checkReady`), so a PGlite upgrade (pinned at 0.5.16) must pass test/pgliteStatements.test.ts,
 * which checks the transaction case.
 */
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

interface Prepared {
  name: string;
  /** The parameters' type OIDs, as PostgreSQL inferred them: how each value is written. */
  paramTypes: number[];
}

/** What a statement's first run learns of it; `text` → statement, least recently used first. */
export interface StatementCache {
  readonly size: number;
  has(text: string): boolean;
}

const concat = (parts: Uint8Array[]) => {
  const bytes = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
};

/** PostgreSQL's "cached plan must not change result type": the table changed under a kept statement. */
const isStalePlan = (error: unknown) => (error as { code?: string }).code === '0A000';

/**
 * `pglite` whose `query` prepares its statements (at most `limit`): the same answers and errors
 * as PGlite's own, for Drizzle or anyone else. `statements` says what is kept (for the tests).
 */
export function withPreparedStatements(pglite: PGlite, limit = 256): { client: PGlite; statements: StatementCache } {
  const kept = new Map<string, Prepared>();
  let next = 0;
  const run = (message: Uint8Array, options?: QueryOptions) => pglite.execProtocolStream(message, { syncToFs: true, onNotice: options?.onNotice });

  async function prepare(text: string, options?: QueryOptions): Promise<Prepared> {
    const name = `nyaya_${(next += 1)}`;
    const described = await run(
      concat([
        protocol.serialize.parse({ name, text, types: options?.paramTypes }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
    );
    const prepared = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    kept.set(text, prepared);
    if (kept.size > limit) {
      const [oldest, { name: closing }] = kept.entries().next().value!;
      kept.delete(oldest);
      await run(concat([protocol.serialize.close({ type: 'S', name: closing }), protocol.serialize.sync()]));
    }
    return prepared;
  }

  async function execute(text: string, params: unknown[], options?: QueryOptions): Promise<Results> {
    let prepared = kept.get(text);
    if (prepared) {
      // Most recently used last.
      kept.delete(text);
      kept.set(text, prepared);
    } else {
      prepared = await prepare(text, options);
    }
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = prepared.paramTypes[index]!;
      const serializer = options?.serializers?.[type] ?? pglite.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await run(
      concat([
        protocol.serialize.bind({ statement: prepared.name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      options,
    );
    return parse.parseResults(messages, pglite.parsers, options)[0]!;
  }

  async function query(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results> {
    // COPY's blobs take PGlite's own path.
    if (options?.blob) return pglite.query(text, params, options);
    await pglite._checkReady();
    return pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(async () => {
        try {
          return await execute(text, params, options);
        } catch (error) {
          if (!isStalePlan(error)) throw Object.assign(error as object, { query: text, params, queryOptions: options });
          // Prepared again against the table as it is now.
          const stale = kept.get(text);
          kept.delete(text);
          if (stale) await run(concat([protocol.serialize.close({ type: 'S', name: stale.name }), protocol.serialize.sync()]));
          return execute(text, params, options);
        }
      }),
    );
  }

  const client = new Proxy(pglite, {
    get(target, property) {
      if (property === 'query') return query;
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    client,
    statements: {
      get size() {
        return kept.size;
      },
      has: (text) => kept.has(text),
    },
  };
}
