import { NavLink, Outlet, useLoaderData } from "@remix-run/react";
// From the shell, as every page's route module imports it: see app/chunks/shell.ts (decision 0104).
import { useTranslation } from "~/chunks/shell";
import type { loader } from "./account-area.server";

export { loader } from "./account-area.server";

export const handle = { i18n: ["account"] };

const LINKS = [
  { to: "/account", key: "nav.profile", end: true },
  { to: "/account/password", key: "nav.password", end: false },
  { to: "/order/myOrder", key: "nav.orders", end: false },
  // The returns records and the user notice live here, not in the header's menu: every page's
  // first-load JavaScript carries the header (decision 0114, as built).
  { to: "/order/returnRecords", key: "common:shell.returns", end: false },
  { to: "/account/addresses", key: "nav.addresses", end: false },
  { to: "/account/messages", key: "nav.messages", end: false },
  { to: "/account/history", key: "nav.history", end: false },
  { to: "/account/arrivalNotices", key: "nav.arrivalNotices", end: false },
  { to: "/order/distributionPlans", key: "nav.distributionPlans", end: false },
  { to: "/order/batchOrder", key: "nav.pallets", end: false },
  { to: "/account/apiApplication", key: "nav.apiApplication", end: false },
  { to: "/lieyingProgram", key: "nav.falcon", end: false },
  { to: "/downloadCenter/priceList", key: "nav.priceList", end: false },
  { to: "/userNotice", key: "common:shell.userNotice", end: false },
] as const;

export default function AccountLayout() {
  const { unread, salesman } = useLoaderData<typeof loader>();
  const { t } = useTranslation("account");
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-8 md:flex-row">
      <nav aria-label={t("nav.label")} className="md:w-56 md:shrink-0">
        <ul className="flex flex-wrap gap-2 md:flex-col">
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                className="block rounded px-3 py-2 hover:bg-gray-100 aria-[current=page]:bg-gray-100 aria-[current=page]:font-semibold"
              >
                {t(link.key)}
                {link.to === "/account/messages" && unread > 0 ? (
                  <>
                    {" "}
                    <span className="ml-1 rounded-full bg-brand px-2 text-sm text-white">
                      {unread}
                      <span className="sr-only"> {t("nav.unread", { count: unread })}</span>
                    </span>
                  </>
                ) : null}
              </NavLink>
            </li>
          ))}
          {salesman ? (
            <li>
              <NavLink to="/salesman/clients" className="block rounded px-3 py-2 hover:bg-gray-100">
                {t("nav.clients")}
              </NavLink>
            </li>
          ) : null}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
