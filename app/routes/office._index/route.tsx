import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { titleMeta } from "~/chunks/shell";
import type { loader } from "./dashboard.server";

export { loader } from "./dashboard.server";

export const meta = titleMeta;
export const handle = { i18n: ["office"] };

type Queue = { key: string; count: number; to: string | null };

/**
 * The work waiting, a count per queue, each a link to its queue's list.
 */
export default function OfficeDashboard() {
  const { name, role, queues } = useLoaderData<typeof loader>();
  const { t } = useTranslation("office");
  const groups: { heading: string; items: Queue[] }[] = [
    { heading: t("dashboard.registrations"), items: [{ key: "pendingRegistrations", count: queues.pendingRegistrations, to: "/office/registrations" }] },
    { heading: t("dashboard.images"), items: [{ key: "imageRequests", count: queues.imageRequests, to: "/office/images" }] },
    {
      heading: t("dashboard.api"),
      items: [
        { key: "apiSubmitted", count: queues.apiSubmitted, to: "/office/api" },
        { key: "apiReview", count: queues.apiReview, to: "/office/api" },
      ],
    },
    {
      heading: t("dashboard.falcon"),
      items: [
        { key: "falconSubmitted", count: queues.falconSubmitted, to: "/office/falcon" },
        { key: "falconReview", count: queues.falconReview, to: "/office/falcon" },
      ],
    },
    {
      heading: t("dashboard.orders"),
      items: [
        { key: "ordersSubmitted", count: queues.ordersSubmitted, to: "/office/orders?status=submitted" },
        { key: "ordersUnshipped", count: queues.ordersUnshipped, to: "/office/orders?status=unshipped" },
        { key: "ordersReturning", count: queues.ordersReturning, to: "/office/orders?status=returning" },
      ],
    },
  ];
  return (
    <div className="page">
      <h1 className="text-2xl font-bold">{t("dashboard.heading")}</h1>
      <p className="mt-2 text-gray-700">{t("dashboard.intro", { name, role: t(`role.${role}`) })}</p>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        {groups.map((group) => (
          <section key={group.heading} className="rounded border border-gray-300 p-4">
            <h2 className="text-lg font-semibold">{group.heading}</h2>
            <ul className="mt-2 space-y-1">
              {group.items.map((item) => (
                <li key={item.key}>
                  {item.to ? (
                    <Link to={item.to} className="font-medium text-brand-dark underline">
                      {t(`dashboard.queue.${item.key}`, { count: item.count })}
                    </Link>
                  ) : (
                    t(`dashboard.queue.${item.key}`, { count: item.count })
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section className="rounded border border-gray-300 p-4">
          <h2 className="text-lg font-semibold">{t("dashboard.content")}</h2>
          <ul className="mt-2 space-y-1">
            {(["help", "notices", "banners"] as const).map((area) => (
              <li key={area}>
                <Link to={`/office/content/${area}`} className="font-medium text-brand-dark underline">
                  {t(`dashboard.contentArea.${area}`)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="mt-6 flex flex-wrap gap-6">
        <Link to="/office/audit" className="font-medium text-brand-dark underline">
          {t("dashboard.auditLink")}
        </Link>
        <Link to="/office/outlet" className="font-medium text-brand-dark underline">
          {t("dashboard.outletLink")}
        </Link>
        {role === "admin" ? (
          <Link to="/office/staff" className="font-medium text-brand-dark underline">
            {t("dashboard.staffLink")}
          </Link>
        ) : null}
      </p>
    </div>
  );
}
