import type { Executor } from "~/db/client.server";
import { eq } from "drizzle-orm";
import { accounts, apiApplications, apiClientSecrets, auditEvents } from "~/db/schema";
import { scopesFor } from "~/domain/api-access";
import { hashClientSecret, secretHint } from "~/services/api-access/credentials.server";
import { accountOf } from "./downloads";

/**
 * The demo's API credentials (README, "API access"): buyer.es's approved application for
 * Aigostar, with a live secret whose value is fixed so that anyone can try the API with it. A demo
 * value only: a real secret is random and shown once.
 */
export const DEMO_API_CLIENT = {
  email: "buyer.es@demo.test",
  brandKey: "aigostar",
  clientId: "am_demobuyeresaigostar2",
  clientSecret: "cs_DemoSecret-buyer-es-aigostar-TryTheApiNow00",
} as const;

const DAY = 86_400_000;
const STAFF = "customer service (demo)";

/** buyer.es's uBathLife access, approved and later revoked (decision 0112's demo queues): its client id and its ended secret. */
const REVOKED = { clientId: "am_demobuyeresrevoked22", secret: "cs_DemoSecret-buyer-es-ubathlife-RevokedAgo000" } as const;

/**
 * One Aigostar API application in each state (decision 0107): buyer.fr submitted, buyer.it under
 * review, buyer.pl refused with staff's note, buyer.es approved with a live secret; and buyer.es's
 * uBathLife application approved then revoked (its secret ended); buyer.gb and the others have none, and
 * unofficial@demo.test may not apply. Each has its history in the audit trail (decision 0112),
 * staff's steps by customer service (service@demo.test).
 */
export async function seedApiAccess(db: Executor, { now }: { now: Date }): Promise<{ applications: number; secrets: number }> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const common = { brandKey: "aigostar", enterpriseSize: "11-50", technicalStaff: true } as const;
  const approvedWants = ["basic", "images", "inventory", "classification", "parameters"] as const;
  const rows: (typeof apiApplications.$inferInsert)[] = [
    {
      ...common,
      accountId: await accountOf(db, "buyer.fr@demo.test"),
      companyName: "Maison Électro Distribution SARL",
      shopUrl: "https://boutique.maison-electro.example",
      dataWanted: ["basic", "images", "inventory"],
      contactNote: "Product pages and stock of our online shop",
      status: "submitted",
      submittedAt: ago(2),
      updatedAt: ago(2),
    },
    {
      ...common,
      accountId: await accountOf(db, "buyer.it@demo.test"),
      companyName: "Casa & Cucina Forniture S.r.l.",
      shopUrl: "https://shop.casaecucina.example",
      enterpriseSize: "51-200",
      dataWanted: ["basic", "classification", "other"],
      otherData: "energy labels",
      status: "review",
      submittedAt: ago(6),
      updatedAt: ago(4),
      decidedAt: ago(4),
      decidedBy: STAFF,
    },
    {
      ...common,
      accountId: await accountOf(db, "buyer.pl@demo.test"),
      companyName: "Elektro-Dom Sp. z o.o.",
      shopUrl: "http://elektro-dom.example",
      enterpriseSize: "1-10",
      technicalStaff: false,
      dataWanted: ["basic", "images"],
      status: "failed",
      reason: "The shop address does not open and no technical staff is named. Please give the address of the live shop and who builds the integration.",
      submittedAt: ago(12),
      updatedAt: ago(9),
      decidedAt: ago(9),
      decidedBy: STAFF,
    },
    {
      ...common,
      accountId: await accountOf(db, DEMO_API_CLIENT.email),
      companyName: "Electrodomésticos Levante S.L.",
      shopUrl: "https://tienda.electrolevante.example",
      dataWanted: [...approvedWants],
      contactNote: "Nightly catalogue and stock sync of our web shop",
      status: "approved",
      scopes: scopesFor(approvedWants),
      clientId: DEMO_API_CLIENT.clientId,
      submittedAt: ago(30),
      updatedAt: ago(27),
      decidedAt: ago(27),
      decidedBy: STAFF,
    },
  ];
  rows.push({
    ...common,
    brandKey: "ubathlife",
    accountId: await accountOf(db, DEMO_API_CLIENT.email),
    companyName: "Electrodomésticos Levante S.L.",
    shopUrl: "https://bano.electrolevante.example",
    dataWanted: ["basic", "inventory"],
    contactNote: "Stock of our web shop",
    status: "failed",
    reason: "Your shop called the API far beyond the agreed rate for weeks. Please tell us how the integration is fixed and apply again.",
    scopes: [],
    clientId: REVOKED.clientId,
    submittedAt: ago(60),
    updatedAt: ago(15),
    decidedAt: ago(15),
    decidedBy: STAFF,
  });
  const inserted = await db
    .insert(apiApplications)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: apiApplications.id, accountId: apiApplications.accountId, brandKey: apiApplications.brandKey, status: apiApplications.status, clientId: apiApplications.clientId, reason: apiApplications.reason, submittedAt: apiApplications.submittedAt, decidedAt: apiApplications.decidedAt, dataWanted: apiApplications.dataWanted });
  const approved = inserted.find((row) => row.clientId === DEMO_API_CLIENT.clientId);
  const revoked = inserted.find((row) => row.clientId === REVOKED.clientId);
  const secretRows: (typeof apiClientSecrets.$inferInsert)[] = [];
  if (approved) secretRows.push({ applicationId: approved.id, secretHash: hashClientSecret(DEMO_API_CLIENT.clientSecret), hint: secretHint(DEMO_API_CLIENT.clientSecret), createdAt: ago(26) });
  if (revoked) secretRows.push({ applicationId: revoked.id, secretHash: hashClientSecret(REVOKED.secret), hint: secretHint(REVOKED.secret), createdAt: ago(44), revokedAt: ago(15) });
  const secrets = secretRows.length > 0 ? await db.insert(apiClientSecrets).values(secretRows).onConflictDoNothing().returning({ id: apiClientSecrets.id }) : [];
  await writeHistory(db, inserted, revoked?.id ?? null);
  return { applications: inserted.length, secrets: secrets.length };
}

type Seeded = { id: number; accountId: number; brandKey: string; status: string; clientId: string | null; reason: string | null; submittedAt: Date; decidedAt: Date | null; dataWanted: string[] };

/**
 * The audit trail of each seeded application, as the services write it: the buyer's submission,
 * then staff's steps (taken under review, approved, refused, revoked), with `{ before, after }`.
 */
async function writeHistory(db: Executor, seeded: Seeded[], revokedId: number | null) {
  const [staff] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, "service@demo.test"));
  const staffId = staff?.id ?? null;
  const events: (typeof auditEvents.$inferInsert)[] = [];
  const step = (application: Seeded, decision: string, at: Date, before: Record<string, unknown>, after: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    events.push({
      accountId: application.accountId,
      actorId: staffId,
      action: `apiApplication.${decision}`,
      entity: "api_application",
      entityId: String(application.id),
      details: { brand: application.brandKey, decidedBy: STAFF, reason: after.reason ?? null, ...extra, before, after },
      createdAt: at,
    });
  for (const application of seeded) {
    events.push({
      accountId: application.accountId,
      actorId: application.accountId,
      action: "apiApplication.submit",
      entity: "api_application",
      entityId: String(application.id),
      details: { brand: application.brandKey, revision: 1, dataWanted: application.dataWanted },
      createdAt: application.submittedAt,
    });
    const decided = application.decidedAt ?? application.submittedAt;
    const submitted = { status: "submitted", reason: null, clientId: null };
    if (application.id === revokedId) {
      const approvedAt = new Date(application.submittedAt.getTime() + 2 * 86_400_000);
      const live = { status: "approved", reason: null, clientId: application.clientId };
      step(application, "approve", approvedAt, submitted, live, { clientId: application.clientId });
      step(application, "revoke", decided, live, { status: "failed", reason: application.reason, clientId: application.clientId });
    } else if (application.status === "review") step(application, "review", decided, submitted, { status: "review", reason: null, clientId: null });
    else if (application.status === "approved") step(application, "approve", decided, submitted, { status: "approved", reason: null, clientId: application.clientId }, { clientId: application.clientId });
    else if (application.status === "failed") step(application, "refuse", decided, submitted, { status: "failed", reason: application.reason, clientId: null });
  }
  if (events.length > 0) await db.insert(auditEvents).values(events);
}
