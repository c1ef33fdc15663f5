import { execSync } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import { foreignIdCase, helpCentreAccessCase, officeAccessCase, priceListAccessCase } from "./cases/access";
import { noInternalsCase } from "./cases/answers";
import { cacheCase } from "./cases/cache";
import { fuzzCase } from "./cases/fuzz";
import { forgedHeadersCase, otherBodiesCase, unknownMethodsCase } from "./cases/http";
import { loginCase, thirdPartyLockoutCase } from "./cases/login";
import { type MailSink, forgedHostMailCase, mailCrashCase, salesmanSecretsCase } from "./cases/mail";
import { crashCase, doubleSubmitCase, duplicateLinesCase, oversellCase, pool, prepareCheckout } from "./cases/orders";
import { combinedDoubleSubmitCase, combinedOversellCase } from "./cases/combinations";
import { downloadAccessCase, hostileBarcodeFilesCase, packageCrashCase } from "./cases/downloads";
import { apiFuzzCase, apiIsolationCase, prepareApi } from "./cases/api";
import { foreignOriginCase } from "./cases/origin";
import { redirectTargetsCase } from "./cases/redirects";
import { ShopClient } from "./client";
import { startMailSink } from "../e2e/mail-sink";
import { withDatabase } from "./database";
import { forgetNoticeAcknowledgement, prepareCombinedFixtures, preparePackage, prepareOrderFixtures } from "./fixtures";
import { type CaseResult, printTable } from "./report";
import { shopRoutes } from "./routes";
import { type Engine, type ShopServer, createShopServer } from "./server";

/** The cases, in the order they run; `--only` picks some (the answers case reports on what the others read). */
const CASES = [
  "origin",
  "access",
  "cache",
  "redirects",
  "methods",
  "headers",
  "bodies",
  "oversell",
  "duplicate",
  "double",
  "combined-oversell",
  "combined-double",
  "crash",
  "mail-crash",
  "mail-secrets",
  "mail-host",
  "lockout",
  "login",
  "downloads-access",
  "downloads-files",
  "downloads-crash",
  "api-isolation",
  "api-fuzz",
  "fuzz",
  "answers",
] as const;
type CaseName = (typeof CASES)[number];
/** The cases that order: the suite makes their buyers and products first. */
const ORDER_CASES: readonly CaseName[] = ["oversell", "duplicate", "double", "combined-oversell", "combined-double", "crash", "fuzz"];
/** The cases that order combinations and pallets (issue 18): they need the combinations too. */
const COMBINED_CASES: readonly CaseName[] = ["combined-oversell", "combined-double"];

const USAGE = `Usage: npm run test:reliability -- [options]

  --quick               smaller loads and fewer rounds (what CI runs)
  --engine E            pglite, postgres or both (default both)
  --database-url URL    the PostgreSQL server's address (default RELIABILITY_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test)
  --port N              the first server's port, the next engine's one more (default RELIABILITY_PORT, else 3400)
  --only LIST           a comma list of cases: ${CASES.join(", ")}
  --no-build            test the build already in build/ instead of building first
  --help                this text`;

/**
 * `npm run test:reliability [-- options]` (USAGE): the reliability suite against the production
 * build, on embedded PGlite and on PostgreSQL. Prints one table of cases tried and failures;
 * exits 1 when anything failed.
 */
function readOptions() {
  if (process.argv.includes("--help") || process.argv.includes("-h")) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  try {
    const { values } = parseArgs({
      options: {
        quick: { type: "boolean", default: false },
        engine: { type: "string", default: "both" },
        "no-build": { type: "boolean", default: false },
        "database-url": { type: "string", default: process.env.RELIABILITY_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test" },
        // Several checkouts can run the suite side by side on one machine, each on its own ports.
        port: { type: "string", default: process.env.RELIABILITY_PORT ?? "3400" },
        only: { type: "string" },
      },
    });
    if (!["pglite", "postgres", "both"].includes(values.engine)) throw new Error(`--engine must be pglite, postgres or both, not "${values.engine}"`);
    const only = new Set<CaseName>();
    for (const name of (values.only ?? CASES.join(",")).split(",").map((part) => part.trim())) {
      if (!(CASES as readonly string[]).includes(name)) throw new Error(`--only takes a comma list of ${CASES.join(", ")}; "${name}" is not one`);
      only.add(name as CaseName);
    }
    return { ...values, only };
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}\n`);
    process.exit(2);
  }
}
const values = readOptions();
const wanted = (name: CaseName) => values.only.has(name);

const engines: Engine[] = values.engine === "both" ? ["pglite", "postgres"] : [values.engine as Engine];
if (!values["no-build"]) execSync("npm run build", { stdio: "inherit" });

/** The owner of the demo's done package (the access case) and the buyer whose package is killed. */
const ACCESS_OWNER = "buyer.es@demo.test";
const PACKAGE_BUYER = "buyer.pt@demo.test";

const rows: Array<CaseResult & { engine: string; seconds: number }> = [];

async function timed(server: ShopServer, name: CaseName, run: () => Promise<CaseResult>) {
  if (!wanted(name)) return;
  const started = Date.now();
  const engine = server.engine;
  try {
    rows.push({ ...(await run()), engine, seconds: (Date.now() - started) / 1000 });
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    rows.push({ name: "(case crashed)", tried: 1, failures: [`${message}\n--- server output ---\n${server.output().slice(-3000)}`], engine, seconds: (Date.now() - started) / 1000 });
  }
}

for (const [index, engine] of engines.entries()) {
  const port = Number(values.port) + index;
  // The shop's mail goes to a sink of the suite's own, which can refuse for a while (cases/mail.ts).
  const sink: MailSink = { mailbox: path.resolve(`tests/.cache/reliability-mail-${port}`), refusing: false, refused: [] };
  const smtp = await startMailSink(port + 20000, sink.mailbox, { refuse: () => sink.refusing, onRefused: (mail) => sink.refused.push(mail) });
  const server = await createShopServer({ engine, port, adminUrl: values["database-url"], smtpPort: port + 20000 });
  try {
    await server.start();
    const sizes = values.quick
      ? { oversell: 50, duplicate: 10, double: 2, combinedOversell: 12, combinedDouble: 2, crash: 5, rounds: 3, package: 40 }
      : { oversell: 200, duplicate: 20, double: 5, combinedOversell: 40, combinedDouble: 5, crash: 10, rounds: 20, package: 120 };
    const ordering = ORDER_CASES.some(wanted);
    const buyerCount = sizes.oversell + sizes.duplicate + sizes.double + sizes.combinedOversell + sizes.combinedDouble + sizes.crash;
    const { fixtures, combined, plan, apiPlan } = await withDatabase(server, async (db) => {
      // The last four are the combinations' (prepareCombinedFixtures): A 31 and B 16 give 8 combined orders, C and D plenty.
      const fixtures = await prepareOrderFixtures(db, { count: ordering ? buyerCount : 0, stocks: [10, 10, 1_000, 100_000, 31, 16, 100_000, 100_000] });
      return {
        fixtures,
        combined: COMBINED_CASES.some(wanted) ? await prepareCombinedFixtures(db, fixtures.products.slice(4)) : null,
        // The package killed during its generation: buyer.pt's, of all its products with pictures up to the size.
        plan: wanted("downloads-crash") ? await preparePackage(db, PACKAGE_BUYER, sizes.package, { atMost: true }) : null,
        // The API's clients: approved applications with live secrets, and tokens that must be refused.
        apiPlan: wanted("api-isolation") || wanted("api-fuzz") ? await prepareApi(db) : null,
        // The crawl's buyer signs in by the user notice, so that its form is fuzzed too.
        notice: wanted("fuzz") || wanted("redirects") ? await forgetNoticeAcknowledgement(db, "buyer.gb@demo.test") : null,
      };
    });
    await server.start();
    const routes = shopRoutes();
    const anonymous = new ShopClient(server.url);
    const buyer = new ShopClient(server.url);
    const other = new ShopClient(server.url);
    const salesman = new ShopClient(server.url);
    // Every sign-in first: the login case leaves this address blocked for an hour.
    await buyer.signIn("buyer.gb@demo.test");
    await other.signIn("buyer.fr@demo.test");
    await salesman.signIn("sales@demo.test", "Demo12345", "/salesman/login");
    // Customer service, for the back office's access case and the crawl (decision 0112).
    const service = new ShopClient(server.url);
    await service.signIn("service@demo.test", "Demo12345", "/salesman/login");
    // The administrator: the staff accounts are his alone.
    const admin = new ShopClient(server.url);
    await admin.signIn("admin@demo.test", "Demo12345", "/salesman/login");
    // The download cases' own: buyer.es owns the demo's done package, buyer.pt the killed one,
    // and a salesman session of their own changes whom it acts for.
    const packageOwner = new ShopClient(server.url);
    const crashOwner = new ShopClient(server.url);
    const downloadSalesman = new ShopClient(server.url);
    if (wanted("downloads-access")) {
      await packageOwner.signIn(ACCESS_OWNER);
      await downloadSalesman.signIn("sales@demo.test", "Demo12345", "/salesman/login");
    }
    if (wanted("downloads-crash")) await crashOwner.signIn(PACKAGE_BUYER);
    const buyers = await pool(fixtures.buyers, 8, async (email) => {
      const client = new ShopClient(server.url);
      await client.signIn(email);
      return client;
    });
    let offset = 0;
    const take = (count: number) => buyers.slice(offset, (offset += count));
    const [oversellStock, duplicateStock, doubleStock, crashStock] = fixtures.products;

    await timed(server, "origin", () => foreignOriginCase(buyer, routes));
    await timed(server, "access", () => foreignIdCase(buyer, other, routes));
    await timed(server, "access", () => officeAccessCase({ anonymous, buyer, salesman, service, admin }, routes));
    await timed(server, "access", () => priceListAccessCase({ anonymous, buyer, other, service }));
    await timed(server, "access", () => helpCentreAccessCase({ anonymous, buyer, service }));
    await timed(server, "cache", () => cacheCase({ visitor: anonymous, buyer, salesman }, routes));
    await timed(server, "redirects", () => redirectTargetsCase({ buyer, salesman }, routes));
    await timed(server, "methods", () => unknownMethodsCase(buyer, routes));
    await timed(server, "headers", () => forgedHeadersCase(buyer, routes, { quick: values.quick }));
    await timed(server, "bodies", () => otherBodiesCase(buyer, routes));
    await timed(server, "oversell", () => oversellCase(server, take(sizes.oversell), oversellStock!));
    await timed(server, "duplicate", () => duplicateLinesCase(server, take(sizes.duplicate), duplicateStock!));
    await timed(server, "double", () => doubleSubmitCase(server, take(sizes.double), doubleStock!));
    await timed(server, "combined-oversell", () => combinedOversellCase(server, take(sizes.combinedOversell), combined!));
    await timed(server, "combined-double", () => combinedDoubleSubmitCase(server, take(sizes.combinedDouble), combined!));
    await timed(server, "crash", () => crashCase(server, take(sizes.crash), crashStock!, sizes.rounds));
    await timed(server, "mail-crash", () => mailCrashCase(server, sink, anonymous));
    await timed(server, "mail-secrets", () => salesmanSecretsCase(salesman, anonymous, sink, routes));
    await timed(server, "mail-host", () => forgedHostMailCase(server.url, sink));
    await timed(server, "lockout", () => thirdPartyLockoutCase(server.url));
    await timed(server, "login", () => loginCase(server.url));
    await timed(server, "downloads-access", () => downloadAccessCase({ owner: packageOwner, other, salesman: downloadSalesman, anonymous }, routes, ACCESS_OWNER));
    await timed(server, "downloads-files", () => hostileBarcodeFilesCase(buyer));
    await timed(server, "downloads-crash", () => packageCrashCase(server, crashOwner, plan!, PACKAGE_BUYER, { quick: values.quick }));
    const apiHttp = new ShopClient(server.url);
    await timed(server, "api-isolation", () => apiIsolationCase(apiHttp, apiPlan!));
    await timed(server, "api-fuzz", () => apiFuzzCase(apiHttp, apiPlan!, { quick: values.quick }));
    // A cart line, so the crawl finds the cart's and the confirmation's forms too.
    if (wanted("fuzz")) await prepareCheckout(buyer, doubleStock!.id, 1);
    await timed(server, "fuzz", () => fuzzCase({ anonymous, buyer, salesman, service, admin }, { quick: values.quick }));
    // Last: it reports what every case before it read.
    await timed(server, "answers", async () => noInternalsCase());
  } catch (error) {
    rows.push({ name: "(server)", tried: 1, failures: [`${error instanceof Error ? error.message : String(error)}\n${server.output().slice(-2000)}`], engine, seconds: 0 });
  } finally {
    await server.dispose();
    await new Promise((resolve) => smtp.close(resolve));
  }
}

printTable(rows);
const failed = rows.reduce((sum, row) => sum + row.failures.length, 0);
process.stdout.write(failed === 0 ? "\nAll cases passed.\n" : `\n${failed} failure(s).\n`);
process.exit(failed === 0 ? 0 : 1);
