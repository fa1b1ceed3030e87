/**
 * The rows of a raw `db.execute(sql…)`: node-postgres and PGlite both answer `{ rows }`, but
 * Drizzle types the result by driver, so a query written once for both reads them through here.
 */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
