import type { Executor } from "~/db/client.server";
import { apiApplications, apiClientSecrets } from "~/db/schema";
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

/**
 * One Aigostar API application in each state (decision 0107): buyer.fr submitted, buyer.it under
 * review, buyer.pl refused with staff's note, buyer.es approved with a live secret; buyer.gb and
 * the others have none, and unofficial@demo.test may not apply.
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
  const inserted = await db.insert(apiApplications).values(rows).onConflictDoNothing().returning({ id: apiApplications.id, clientId: apiApplications.clientId });
  const approved = inserted.find((row) => row.clientId === DEMO_API_CLIENT.clientId);
  const secrets = approved
    ? await db
        .insert(apiClientSecrets)
        .values({ applicationId: approved.id, secretHash: hashClientSecret(DEMO_API_CLIENT.clientSecret), hint: secretHint(DEMO_API_CLIENT.clientSecret), createdAt: ago(26) })
        .onConflictDoNothing()
        .returning({ id: apiClientSecrets.id })
    : [];
  return { applications: inserted.length, secrets: secrets.length };
}
