import { execSync } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import { foreignIdCase } from "./cases/access";
import { noInternalsCase } from "./cases/answers";
import { cacheCase } from "./cases/cache";
import { fuzzCase } from "./cases/fuzz";
import { forgedHeadersCase, otherBodiesCase, unknownMethodsCase } from "./cases/http";
import { loginCase, thirdPartyLockoutCase } from "./cases/login";
import { type MailSink, forgedHostMailCase, mailCrashCase, salesmanSecretsCase } from "./cases/mail";
import { crashCase, doubleSubmitCase, duplicateLinesCase, oversellCase, pool, prepareCheckout } from "./cases/orders";
import { foreignOriginCase } from "./cases/origin";
import { redirectTargetsCase } from "./cases/redirects";
import { ShopClient } from "./client";
import { startMailSink } from "../e2e/mail-sink";
import { withDatabase } from "./database";
import { prepareOrderFixtures } from "./fixtures";
import { type CaseResult, printTable } from "./report";
import { shopRoutes } from "./routes";
import { type Engine, type ShopServer, createShopServer } from "./server";

/**
 * `npm run test:reliability [-- --quick] [-- --engine pglite|postgres|both] [-- --no-build] [-- --port N]`:
 * the reliability suite against the production build, on embedded PGlite and on PostgreSQL.
 * Prints one table of cases tried and failures; exits 1 when anything failed.
 */
const { values } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    engine: { type: "string", default: "both" },
    "no-build": { type: "boolean", default: false },
    "database-url": { type: "string", default: process.env.RELIABILITY_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test" },
    // Several checkouts can run the suite side by side on one machine, each on its own ports.
    port: { type: "string", default: process.env.RELIABILITY_PORT ?? "3400" },
  },
});

const engines: Engine[] = values.engine === "both" ? ["pglite", "postgres"] : [values.engine as Engine];
if (!values["no-build"]) execSync("npm run build", { stdio: "inherit" });

const rows: Array<CaseResult & { engine: string; seconds: number }> = [];

async function timed(server: ShopServer, run: () => Promise<CaseResult>) {
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
    const sizes = values.quick ? { oversell: 50, duplicate: 10, double: 2, crash: 5, rounds: 3 } : { oversell: 200, duplicate: 20, double: 5, crash: 10, rounds: 20 };
    const fixtures = await withDatabase(server, (db) =>
      prepareOrderFixtures(db, { count: sizes.oversell + sizes.duplicate + sizes.double + sizes.crash, stocks: [10, 10, 1_000, 100_000] }),
    );
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
    const buyers = await pool(fixtures.buyers, 8, async (email) => {
      const client = new ShopClient(server.url);
      await client.signIn(email);
      return client;
    });
    let offset = 0;
    const take = (count: number) => buyers.slice(offset, (offset += count));
    const [oversellStock, duplicateStock, doubleStock, crashStock] = fixtures.products;

    await timed(server, () => foreignOriginCase(buyer, routes));
    await timed(server, () => foreignIdCase(buyer, other, routes));
    await timed(server, () => cacheCase({ visitor: anonymous, buyer, salesman }, routes));
    await timed(server, () => redirectTargetsCase({ buyer, salesman }, routes));
    await timed(server, () => unknownMethodsCase(buyer, routes));
    await timed(server, () => forgedHeadersCase(buyer, routes, { quick: values.quick }));
    await timed(server, () => otherBodiesCase(buyer, routes));
    await timed(server, () => oversellCase(server, take(sizes.oversell), oversellStock!));
    await timed(server, () => duplicateLinesCase(server, take(sizes.duplicate), duplicateStock!));
    await timed(server, () => doubleSubmitCase(server, take(sizes.double), doubleStock!));
    await timed(server, () => crashCase(server, take(sizes.crash), crashStock!, sizes.rounds));
    await timed(server, () => mailCrashCase(server, sink, anonymous));
    await timed(server, () => salesmanSecretsCase(salesman, anonymous, sink, routes));
    await timed(server, () => forgedHostMailCase(server.url, sink));
    await timed(server, () => thirdPartyLockoutCase(server.url));
    await timed(server, () => loginCase(server.url));
    // A cart line, so the crawl finds the cart's and the confirmation's forms too.
    await prepareCheckout(buyer, doubleStock!.id, 1);
    await timed(server, () => fuzzCase({ anonymous, buyer, salesman }, { quick: values.quick }));
    // Last: it reports what every case before it read.
    await timed(server, async () => noInternalsCase());
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
