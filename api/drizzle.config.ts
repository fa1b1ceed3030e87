import { defineConfig } from 'drizzle-kit';

/** `pnpm --filter @nyaya/api db:generate` writes the next migration into drizzle/ from the schema. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
