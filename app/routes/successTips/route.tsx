import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { pageTitle } from "~/services/platform/page.server";
import { titleMeta } from "~/chunks/shell";

export const meta = titleMeta;
export const handle = { i18n: ["register"] };

/** After the confirmation link: the address is confirmed; ordering waits for approval. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return { title: await pageTitle(request, context, "register:confirmed.title") };
}

export default function SuccessTipsPage() {
  const { t } = useTranslation("register");
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="mb-4 text-2xl font-bold">{t("confirmed.heading")}</h1>
      <p className="mb-4">{t("confirmed.body")}</p>
      <p className="mb-8">{t("confirmed.approval")}</p>
      <Link to="/login" className="inline-block rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark">
        {t("signIn")}
      </Link>
    </div>
  );
}
