import { ShopClient } from "../client";
import { CaseRecorder } from "../report";
import { TEST_CODE } from "../server";

const LIMIT = 100;

/** How many wrong passwords get through before the shop answers 429 (null: never within LIMIT). */
async function attemptsUntilBlocked(baseUrl: string, emailFor: (attempt: number) => string): Promise<number | null> {
  const client = new ShopClient(baseUrl);
  const page = await (await client.get("/login")).text();
  let challenge = /name="challenge" value="([^"]*)"/.exec(page)?.[1] ?? "";
  for (let attempt = 1; attempt <= LIMIT; attempt++) {
    const response = await client.post("/login", { intent: "signIn", email: emailFor(attempt), password: `Wrong${attempt}x9`, code: TEST_CODE, challenge });
    const body = await response.text();
    if (response.status === 429) return attempt;
    challenge = /name="challenge" value="([^"]*)"/.exec(body)?.[1] ?? challenge;
  }
  return null;
}

/**
 * Repeated wrong passwords are blocked well before 100 tries in an hour: on one account, and from
 * one address trying many accounts. Runs last: it leaves the address blocked for the hour.
 */
export async function loginCase(baseUrl: string) {
  const recorder = new CaseRecorder("login: wrong passwords blocked before 100 tries");
  const oneAccount = await attemptsUntilBlocked(baseUrl, () => "buyer.de@demo.test");
  recorder.check(oneAccount !== null, () => `one account: still answering after ${LIMIT} wrong passwords`);
  const manyAccounts = await attemptsUntilBlocked(baseUrl, (attempt) => `nobody${attempt}@example.test`);
  recorder.check(manyAccounts !== null, () => `one address, many emails: still answering after ${LIMIT} wrong passwords`);
  recorder.note = `blocked at try ${oneAccount ?? "–"} (one account), ${manyAccounts ?? "–"} (many accounts)`;
  return recorder.result();
}
