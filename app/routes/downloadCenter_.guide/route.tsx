import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { BackToCentre, GuideSteps } from "~/chunks/downloads";
import { titleMeta } from "~/chunks/shell";
import type { loader } from "./download-guide.server";

export { loader } from "./download-guide.server";

export const meta = titleMeta;
export const handle = { i18n: ["downloads"] };

export default function Guide() {
  const { days } = useLoaderData<typeof loader>();
  const { t } = useTranslation("downloads");
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <BackToCentre />
      <h1 className="mt-4 text-3xl font-bold">{t("guide.title")}</h1>
      <div className="mt-4">
        <GuideSteps {...days} />
      </div>
      <p className="mt-6">
        <Link to="/helpCenter#topic-guide" className="font-medium text-brand-dark underline">
          {t("guide.more")}
        </Link>
      </p>
    </div>
  );
}
