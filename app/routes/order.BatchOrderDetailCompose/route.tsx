import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { z } from "zod";
import { CombinationTerms } from "~/chunks/combinations";
import { ErrorSummary, Field, summaryErrors, useServerForm } from "~/chunks/forms";
import { useTranslation } from "~/chunks/shell";
import { titleOrNotFoundMeta } from "~/utils/not-found";
import type { action, addSetsSchema, loader } from "./combination-detail.server";

export { action, loader } from "./combination-detail.server";

export const meta = titleOrNotFoundMeta;
export const handle = { i18n: ["combinations", "catalogue"] };

/** /order/BatchOrderDetailCompose?id=: one combination's terms and the form "add N sets". */
export default function CombinationDetail() {
  const { combination, held, lng } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation("combinations");
  const { t: messages } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useServerForm<z.input<typeof addSetsSchema>>({ id: "add-sets", reply, defaultValue: { sets: "1" } });
  return (
    <div className="page">
      <ErrorSummary errors={summaryErrors(form, messages)} />
      <p>
        <Link to="/order/BatchOrderCompose" className="font-medium text-brand-dark underline">
          {t("detail.back")}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold">{combination.name}</h1>
      {combination.description ? <p className="mt-2 max-w-3xl text-gray-700">{combination.description}</p> : null}
      <div className="mt-4 grid gap-8 md:grid-cols-[2fr_1fr]">
        <section aria-labelledby="terms-heading">
          <h2 id="terms-heading" className="sr-only">
            {t("detail.terms")}
          </h2>
          <CombinationTerms combination={combination} lng={lng} headingLevel={3} />
        </section>
        <section aria-labelledby="add-heading" className="self-start rounded border border-gray-300 p-4">
          <h2 id="add-heading" className="text-lg font-semibold">
            {t("detail.addHeading")}
          </h2>
          {combination.mostSets === 0 ? <p className="mt-2 text-sm font-medium text-red-800">{t("detail.soldOutHint")}</p> : null}
          <Form method="post" action={`/order/BatchOrderDetailCompose?id=${combination.id}`} className="mt-3" {...form.props}>
            <input type="hidden" name="held" value={held} />
            <Field field={fields.sets} label={t("detail.sets")} hint={t("detail.setsHint")} inputMode="numeric" autoComplete="off" />
            <button type="submit" disabled={busy} className="mt-4 rounded bg-brand-dark px-4 py-2 font-semibold text-white disabled:opacity-60">
              {t("detail.add")}
            </button>
          </Form>
        </section>
      </div>
    </div>
  );
}
