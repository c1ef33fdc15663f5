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
