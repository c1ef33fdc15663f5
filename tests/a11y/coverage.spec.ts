import "./ports";
import { expect, test } from "@playwright/test";
import { NOT_PAGES, VISITS, appRoutes } from "./routes";

/**
 * Every route under app/routes is either visited by the sweep or listed as not a page, with the
 * reason; a new page route fails here until the sweep visits it.
 */
test("the sweep visits every page route", () => {
  const routes = appRoutes();
  const visited = new Set(VISITS.map((visit) => visit.route));
  const missing = routes.filter((route) => !visited.has(route) && !(route in NOT_PAGES));
  expect(missing, "page routes the sweep neither visits nor lists in NOT_PAGES").toEqual([]);
  const stale = [...visited, ...Object.keys(NOT_PAGES)].filter((route) => !routes.includes(route));
  expect(stale, "routes in routes.ts that app/routes no longer has").toEqual([]);
  const both = Object.keys(NOT_PAGES).filter((route) => visited.has(route));
  expect(both, "routes both visited and listed as not a page").toEqual([]);
});
