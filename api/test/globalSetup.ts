import { readdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** After the run: remove the test databases (PGlite folders under api/.data, or t_* on PostgreSQL). */
export async function teardown() {
  // Each run removes only its own kind: CI runs the PGlite and the PostgreSQL suites side by side.
  if (!process.env.DATABASE_URL) return removePgliteFolders();
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  const { rows } = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 't\\_%'");
  for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  await admin.end();
}

function removePgliteFolders() {
  const dataDir = fileURLToPath(new URL('../.data', import.meta.url));
  try {
    for (const entry of readdirSync(dataDir)) if (entry.startsWith('test-t_')) rmSync(`${dataDir}/${entry}`, { recursive: true, force: true });
  } catch {
    // No data folder: nothing to remove.
  }
}
