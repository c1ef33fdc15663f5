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

/**
 * Wrong answers to the verification challenge count against the sender's address only: fifteen
 * sign-ins with a bogus challenge for someone else's email (more than the account's limit of
 * failures) leave that account free to sign in.
 */
export async function thirdPartyLockoutCase(baseUrl: string) {
  const recorder = new CaseRecorder("login: no lock-out by a third party");
  const victim = "buyer.mx@demo.test";
  const attacker = new ShopClient(baseUrl);
  for (let attempt = 1; attempt <= 15; attempt++) {
    const response = await attacker.post("/login", { intent: "signIn", email: victim, password: `Wrong${attempt}x9`, code: "AAAAA", challenge: "bogus" });
    await response.arrayBuffer();
    recorder.check(response.status === 400, () => `bogus challenge #${attempt} for ${victim} answered ${response.status}`);
  }
  const owner = new ShopClient(baseUrl);
  const signedIn = await owner.signIn(victim).then(
    () => true,
    () => false,
  );
  recorder.check(signedIn, () => `${victim} could not sign in after a stranger's ${15} bogus attempts`);
  return recorder.result();
}
