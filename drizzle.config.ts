import { defineConfig } from "drizzle-kit";

// `npm run db:generate` compares app/db/schema.ts with the checked-in migrations and writes a new
// one; it needs no database.
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/db/schema.ts",
  out: "./app/db/migrations",
});
