import { databaseReady } from "~/services/platform/health.server";

/** For load balancers and the test runner: 200 when the database answers. */
export async function loader() {
  const ok = await databaseReady();
  return new Response(ok ? "ok" : "database unavailable", {
    status: ok ? 200 : 503,
    headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" },
  });
}
