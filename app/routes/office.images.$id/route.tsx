import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { StatusNotice } from "~/chunks/shell";
import { ErrorSummary, messageText, summaryErrors, useServerForm } from "~/chunks/forms";
import { FactList, REASON_MAX, ReasonForm } from "~/components/office/queue-item";
import { notFoundBoundary } from "~/components/shell/not-found-boundary";
import { titleOrNotFoundMeta } from "~/utils/not-found";
import type { action, loader } from "./request.server";

export { action, loader } from "./request.server";

export const meta = titleOrNotFoundMeta;
export const handle = { i18n: ["office"] };

export const ErrorBoundary = notFoundBoundary({ namespace: "office", backTo: "/office/images", backKey: "image.backToList", notFoundKey: "image.notFoundPage" });

/** One request for unwatermarked images: who asked and why, the account's other requests; approve, or refuse with a reason. */
export default function ImageRequest() {
  const { imageRequest: item, notice } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const { t } = useTranslation(["office", "common"]);
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useServerForm<{ reason: string }>({ id: "refuse", reply });
  const address = `/office/images/${item.id}`;
  const rows: [string, string][] = [
    [t("field.contact"), item.fullName],
    [t("field.email"), item.email],
    [t("field.country"), item.country],
    [t("images.field.purpose"), t(`images.purpose.${item.purpose}`)],
    [t("images.field.note"), item.note || "–"],
    [t("images.field.requestedAt"), item.requested],
    [t("field.state"), t(`images.state.${item.state}`)],
  ];
  if (item.decided) rows.push([t("images.field.decidedAt"), t("queue.decidedBy", { when: item.decided, name: item.decidedBy ?? "–" })]);
  if (item.reason) rows.push([t("images.field.reason"), item.reason]);
  return (
    <div className="page max-w-3xl">
      <p>
        <Link to="/office/images" className="text-brand-dark underline">
          {t("image.backToList")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t("image.heading", { company: item.companyName })}</h1>
      {notice && !reply ? (
        <StatusNotice variant="box" className="mt-4">
          {t(`image.notice.${notice}`)}
        </StatusNotice>
      ) : null}
      <ErrorSummary errors={summaryErrors(form, t)} />
      <div data-image-request={item.state}>
        <FactList rows={rows} />
      </div>
      {item.state !== "review" ? (
        <p className="mt-6">{item.latest ? t(`image.decidedNote.${item.state}`) : t("image.supersededNote")}</p>
      ) : (
        <>
          <section aria-labelledby="approve-heading" className="mt-8">
            <h2 id="approve-heading" className="text-lg font-semibold">
              {t("image.approveHeading")}
            </h2>
            <p className="mt-1 text-gray-700">{t("image.approveHint")}</p>
            <Form method="post" action={address} className="mt-3">
              <button type="submit" name="intent" value="approve" disabled={busy} className="rounded bg-brand-dark px-4 py-2 font-semibold text-white disabled:opacity-60">
                {t("image.approve")}
              </button>
            </Form>
          </section>
          <ReasonForm
            intent="refuse"
            action={address}
            heading={t("image.refuseHeading")}
            hint={null}
            field={fields.reason}
            label={t("queue.reason")}
            fieldHint={t("queue.reasonHint", { max: REASON_MAX })}
            button={t("image.refuse")}
            errors={form.errors ? form.errors.map((message) => messageText(t, message)) : null}
            errorId={form.errorId}
            formProps={form.props}
            busy={busy}
          />
        </>
      )}
      <section aria-labelledby="others-heading" className="mt-8">
        <h2 id="others-heading" className="text-lg font-semibold">
          {t("image.others")}
        </h2>
        {item.others.length === 0 ? (
          <p className="mt-2">{t("image.noOthers")}</p>
        ) : (
          <ul className="mt-2 space-y-1">
            {item.others.map((other) => (
              <li key={other.id}>
                <Link to={`/office/images/${other.id}`} className="text-brand-dark underline">
                  {t("image.otherRequest", { when: other.requested, state: t(`images.state.${other.state}`) })}
                </Link>
                {other.reason ? ` – ${other.reason}` : ""}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
