import { DrizzleQueryError } from "drizzle-orm";
import { db } from "~/db/client.server";
import { clientErrorLogs } from "~/db/schema";

type ClientError = {
  webAddress: string;
  errorName: string;
  errorMessage: string;
  userAgent: string | null;
  accountId: number | null;
};

export async function recordClientError(input: ClientError): Promise<void> {
  await db()
    .insert(clientErrorLogs)
    .values({ ...input, userAgent: input.userAgent?.slice(0, 500) ?? null });
}

/**
 * What the server log may say of a failure: a database error's own message ("outbox
 * unavailable", "connection terminated"), never the failed query's text and values, which Drizzle
 * puts in its message (a queued mail's text with its download links, addresses, names).
 */
export function failureReason(error: unknown): string {
  if (error instanceof DrizzleQueryError) return error.cause instanceof Error ? error.cause.message : "database query failed";
  return error instanceof Error ? error.message : String(error);
}
