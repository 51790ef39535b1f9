import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/db/schema.ts and committed (DESIGN.md §2).
// The first one (0000) is hand-written: it enables pg_trgm before any index uses it.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
});
