import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { BackToCentre, FILE_DAYS, GuideSteps, RECORD_DAYS } from "~/chunks/downloads";
import { requireActor } from "~/services/identity/actor.server";
import { pageTitle } from "~/services/platform/page.server";
import { titleMeta } from "~/chunks/shell";

export const meta = titleMeta;
export const handle = { i18n: ["downloads"] };

/** GET /downloadCenter/guide: the function guide as a page of its own (the centre shows it as a disclosure, or a dialog with JavaScript). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireActor(request, context);
  return { title: await pageTitle(request, context, "downloads:guide.title"), days: { fileDays: FILE_DAYS, recordDays: RECORD_DAYS } };
}

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
    </div>
  );
}
