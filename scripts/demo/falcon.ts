import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { accounts, auditEvents, companies, falconApplications } from "~/db/schema";
import { accountOf } from "./downloads";

const DAY = 86_400_000;

/**
 * The Falcon programme's demo (decision 0114): one Aigostar application in each state — buyer.fr
 * submitted, buyer.it under review, buyer.de approved as Silver Falcon (its 2 % rate is the
 * level's, so prices stay as the other demos expect), buyer.pl refused with staff's reason — with
 * their history in the audit trail. buyer.nl has none and is close to the first level (the demo
 * orders, FALCON_NEAR_EMAIL); buyer.gb and buyer.es have none (the e2e spec applies with them).
 */
export async function seedFalcon(db: Executor, { now }: { now: Date }): Promise<number> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const [staff] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, "service@demo.test"));
  const staffId = staff?.id ?? null;
  const currencyOf = async (accountId: number) =>
    (await db.select({ currency: companies.currency }).from(accounts).innerJoin(companies, eq(companies.id, accounts.companyId)).where(eq(accounts.id, accountId)))[0]!.currency.trim();
  const plans = [
    { email: "buyer.fr@demo.test", status: "submitted", levelAsked: "falcon", channels: ["shop", "retail"], regions: "France, Belgique (Wallonie)", brandSharePct: 35, target: 60_000, note: "Nous ouvrons un deuxième magasin au printemps.", submitted: 3 },
    { email: "buyer.it@demo.test", status: "review", levelAsked: "silver", channels: ["shop", "marketplace"], regions: "Italia settentrionale, Svizzera italiana", brandSharePct: 50, target: 160_000, note: "", submitted: 8, decided: 6 },
    { email: "buyer.de@demo.test", status: "approved", levelAsked: "silver", channels: ["shop", "marketplace", "retail"], regions: "Deutschland, Österreich", brandSharePct: 60, target: 180_000, note: "Drei Filialen in Berlin und Hamburg.", submitted: 40, decided: 36 },
    {
      email: "buyer.pl@demo.test",
      status: "refused",
      levelAsked: "golden",
      channels: ["marketplace"],
      regions: "Polska",
      brandSharePct: 15,
      target: 2_000_000,
      note: "",
      submitted: 20,
      decided: 17,
      reason: "Your purchases this year are far from the Golden Falcon level and the brand's share of your range is small. Please apply for the Falcon level with a target close to your purchases.",
    },
  ] as const;
  let count = 0;
  for (const plan of plans) {
    const accountId = await accountOf(db, plan.email);
    const currency = await currencyOf(accountId);
    const decided = "decided" in plan ? ago(plan.decided) : null;
    const approved = plan.status === "approved";
    const reason = "reason" in plan ? plan.reason : null;
    const [row] = await db
      .insert(falconApplications)
      .values({
        accountId,
        brandKey: "aigostar",
        channels: [...plan.channels],
        regions: plan.regions,
        brandSharePct: plan.brandSharePct,
        yearlyTargetMinor: plan.target * 100,
        currency,
        note: plan.note,
        status: plan.status,
        levelAsked: plan.levelAsked,
        levelGranted: approved ? plan.levelAsked : null,
        reason,
        submittedAt: ago(plan.submitted),
        updatedAt: decided ?? ago(plan.submitted),
        decidedAt: decided,
        decidedBy: decided ? staffId : null,
      })
      .onConflictDoNothing()
      .returning({ id: falconApplications.id });
    if (!row) continue;
    count += 1;
    const event = (action: string, actorId: number | null, at: Date, details: Record<string, unknown>) => ({ accountId, actorId, action, entity: "falcon_application", entityId: String(row.id), details: { brand: "aigostar", ...details }, createdAt: at });
    const events: (typeof auditEvents.$inferInsert)[] = [
      event("falcon.submit", accountId, ago(plan.submitted), { revision: 1, before: null, after: { status: "submitted", levelAsked: plan.levelAsked, yearlyTargetMinor: plan.target * 100, currency } }),
    ];
    const [company] = await db.select({ rate: companies.userRateBp }).from(accounts).innerJoin(companies, eq(companies.id, accounts.companyId)).where(eq(accounts.id, accountId));
    const rate = company?.rate ?? 0;
    const submitted = { status: "submitted", levelGranted: null, reason: null, userRateBp: rate };
    if (decided && plan.status !== "submitted") {
      const after = { status: plan.status, levelGranted: approved ? plan.levelAsked : null, reason, userRateBp: rate };
      const action = plan.status === "review" ? "falcon.review" : plan.status === "approved" ? "falcon.approve" : "falcon.refuse";
      events.push(event(action, staffId, decided, { reason, before: submitted, after }));
    }
    await db.insert(auditEvents).values(events);
  }
  return count;
}
