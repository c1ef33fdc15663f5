import { sql } from "drizzle-orm";
import { db, queryRows } from "~/db/client.server";

/** The work waiting in the back office (decision 0112), one query: a count per queue. */
export type OfficeQueues = {
  pendingRegistrations: number;
  imageRequests: number;
  apiSubmitted: number;
  apiReview: number;
  falconSubmitted: number;
  falconReview: number;
  ordersSubmitted: number;
  ordersUnshipped: number;
  ordersReturning: number;
};

export async function officeQueues(): Promise<OfficeQueues> {
  const [row] = await queryRows<OfficeQueues>(
    db(),
    sql`select
      (select count(*) from accounts a join companies c on c.id = a.company_id
        where a.role = 'buyer' and not c.official and c.refused_at is null)::int as "pendingRegistrations",
      (select count(*) from image_permissions where status = 'review')::int as "imageRequests",
      (select count(*) from api_applications where status = 'submitted')::int as "apiSubmitted",
      (select count(*) from api_applications where status = 'review')::int as "apiReview",
      (select count(*) from falcon_applications where status = 'submitted')::int as "falconSubmitted",
      (select count(*) from falcon_applications where status = 'review')::int as "falconReview",
      (select count(*) from orders where status = 'submitted')::int as "ordersSubmitted",
      (select count(*) from orders where status = 'unshipped')::int as "ordersUnshipped",
      (select count(*) from orders where status = 'returning')::int as "ordersReturning"`,
  );
  return row!;
}
