import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { type DatabaseHandle, migrationsFolder, queryRows } from "~/db/client.server";
import { syncReferenceData } from "~/services/platform/reference-data.server";
import { openEmptyTestDatabase } from "../setup/database";

// Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set (CI runs both).
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openEmptyTestDatabase();
});

afterAll(async () => {
  await handle.close();
});

async function tableNames(): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    handle.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

describe("migrations", () => {
  it("create every table on an empty database", async () => {
    expect(await tableNames()).toEqual([]);
    await handle.migrate();
    const tables = await tableNames();
    for (const table of ["accounts", "brands", "categories", "companies", "products", "product_prices", "promotions", "sessions", "stock", "tenants"]) {
      expect(tables).toContain(table);
    }
  });

  it("are idempotent: a second run changes nothing", async () => {
    const before = await tableNames();
    await handle.migrate();
    expect(await tableNames()).toEqual(before);
  });

  it("enforce the stock rules in the database", async () => {
    await syncReferenceData(handle.db);
    await handle.db.execute(sql`insert into categories (id, brand_key, level, slug, names) values (9001, 'aigostar', 1, 'k', '{"en":"K"}')`);
    await handle.db.execute(sql`insert into categories (id, brand_key, parent_id, level, slug, names) values (9002, 'aigostar', 9001, 2, 'k2', '{"en":"K2"}')`);
    await handle.db.execute(
      sql`insert into products (id, brand_key, category_id, barcode, model, names) values (9001, 'aigostar', 9002, '8400000000017', 'M-1', '{"en":"P"}')`,
    );
    await handle.db.execute(sql`insert into stock (product_id, available) values (9001, 5)`);
    await expect(handle.db.execute(sql`update stock set available = available - 6 where product_id = 9001`)).rejects.toThrow();
    const taken = await queryRows(
      handle.db,
      sql`update stock set available = available - 5 where product_id = 9001 and available >= 5 returning available`,
    );
    expect(taken).toEqual([{ available: 0 }]);
  });

  it("refuse a negative price and a level-2 category without a parent", async () => {
    await expect(
      handle.db.execute(sql`insert into product_prices (product_id, currency, price_minor) values (9001, 'EUR', -1)`),
    ).rejects.toThrow();
    await expect(
      handle.db.execute(sql`insert into categories (brand_key, level, slug, names) values ('aigostar', 2, 'orphan', '{"en":"O"}')`),
    ).rejects.toThrow();
  });

  it("hide the live links and codes that mails recorded before 0009 kept (decision 0079)", async () => {
    await handle.db.execute(sql`insert into companies (id, name, country_code, currency, official) values (9001, 'Old Mail Ltd', 'GB', 'GBP', true)`);
    await handle.db.execute(sql`insert into accounts (id, company_id, role, email, password_hash, full_name) values (9001, 9001, 'buyer', 'old.mail@example.com', 'x', 'Old Mail')`);
    const token = "A".repeat(20) + "b_c-".repeat(5) + "xyz";
    const rows: Array<[string, string, string]> = [
      ["resetPassword", "Reset your Aigostar password", `Hello,\n\nopen this link:\n\nhttp://localhost:3000/ResetPwd?token=${token}\n\nThe link is valid for 1 hour.`],
      ["confirmEmail", "Confirm your email", `Confirm:\n\nhttps://b2b.example.com/confirmEmail?token=${token}\n\nValid 48 hours.`],
      ["loginCode", "Your Aigostar sign-in code: K7HM3XPA", "Your sign-in verification code is:\n\nK7HM3XPA\n\nCopy it."],
      ["orderConfirmation", "Order SO1 placed", "Follow it here:\n\nhttp://localhost:3000/order/orderDetail?orderNumber=SO1"],
    ];
    for (const [kind, subject, body] of rows) {
      await handle.db.execute(sql`insert into messages (account_id, kind, to_email, subject, body, delivery_status) values (9001, ${kind}, 'old.mail@example.com', ${subject}, ${body}, 'sent')`);
    }
    const file = fs.readFileSync(path.join(migrationsFolder(), "0009_jobs_and_mail_secrets.sql"), "utf8");
    const redactions = file.split("--> statement-breakpoint").map((part) => part.trim()).filter((part) => part.startsWith('UPDATE "messages"'));
    expect(redactions.length).toBeGreaterThanOrEqual(3);
    for (const statement of redactions) await handle.db.execute(sql.raw(statement));
    const after = await queryRows<{ kind: string; subject: string; body: string }>(handle.db, sql`select kind, subject, body from messages where account_id = 9001 order by id`);
    const text = JSON.stringify(after);
    expect(text).not.toContain(token);
    expect(text).not.toContain("K7HM3XPA");
    expect(after[0]!.body).toContain("The link is valid for 1 hour.");
    expect(after[2]!.subject).toBe("Your Aigostar sign-in code: ••••••••");
    // A link that opens nothing secret stays.
    expect(after[3]!.body).toContain("http://localhost:3000/order/orderDetail?orderNumber=SO1");
  });

  it("know the office roles: staff have no company, a buyer has one; audit events may concern no account (0015, decision 0112)", async () => {
    await handle.db.execute(sql`insert into accounts (id, role, email, password_hash, full_name) values (9101, 'service', 'service.m@example.com', 'x', 'Service')`);
    await handle.db.execute(sql`insert into accounts (id, role, email, password_hash, full_name) values (9102, 'admin', 'admin.m@example.com', 'x', 'Admin')`);
    await expect(
      handle.db.execute(sql`insert into accounts (company_id, role, email, password_hash, full_name) values (9001, 'service', 'service.c@example.com', 'x', 'S')`),
    ).rejects.toThrow();
    await expect(handle.db.execute(sql`insert into accounts (role, email, password_hash, full_name) values ('buyer', 'nocompany@example.com', 'x', 'B')`)).rejects.toThrow();
    await expect(handle.db.execute(sql`insert into accounts (role, email, password_hash, full_name) values ('root', 'root@example.com', 'x', 'R')`)).rejects.toThrow();
    await handle.db.execute(sql`insert into audit_events (account_id, actor_id, action) values (null, 9101, 'help.update')`);
    await handle.db.execute(sql`update companies set refused_at = now(), refusal_reason = 'No VAT number', reviewed_by = 9101, reviewed_at = now() where id = 9001`);
    await handle.db.execute(sql`update accounts set disabled_at = now() where id = 9102`);
    const [row] = await queryRows<{ refusal_reason: string; reviewed_by: number }>(handle.db, sql`select refusal_reason, reviewed_by from companies where id = 9001`);
    expect(row).toEqual({ refusal_reason: "No VAT number", reviewed_by: 9101 });
  });
});
