import { type LoaderFunctionArgs, data } from "@remix-run/node";
import { Link, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/react";
import { notFoundBoundary } from "~/components/shell/not-found-boundary";
import { formatDateTime, parseId, timeZoneForCountry } from "~/chunks/shell";
import { requireActor } from "~/services/identity/actor.server";
import { getLanguage } from "~/services/platform/locale.server";
import { readMessage } from "~/services/platform/mail.server";
import { pageTitle } from "~/services/platform/page.server";
import { titleOrNotFoundMeta } from "~/utils/not-found";
import { messageKindKey } from "../account.messages._index/message-labels";

export const meta = titleOrNotFoundMeta;
export const handle = { i18n: ["account", "messages"] };

/** One message of the acting account; opening it marks it read. Another account's id is a 404. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context);
  const id = parseId(params.id);
  const message = id === null ? null : await readMessage({ accountId: actor.accountId, id });
  if (!message) throw data({ title: await pageTitle(request, context, "messages:notFound.title") }, { status: 404 });
  const lng = await getLanguage(request, context);
  return {
    title: await pageTitle(request, context, "messages:detail.title", { subject: message.subject }),
    message: {
      subject: message.subject,
      body: message.body,
      toEmail: message.toEmail,
      kindKey: messageKindKey(message.kind),
      deliveryStatus: message.deliveryStatus,
      sentAt: formatDateTime(message.createdAt.toISOString(), lng, timeZoneForCountry(actor.countryCode)),
      sentAtIso: message.createdAt.toISOString(),
    },
    wasUnread: message.wasUnread,
  };
}

export default function MessageDetail() {
  const { message, wasUnread } = useLoaderData<typeof loader>();
  const { t } = useTranslation("messages");
  const revalidator = useRevalidator();
  // The header's unread count was read before this request marked the message; refresh it once.
  useEffect(() => {
    if (wasUnread && revalidator.state === "idle") revalidator.revalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wasUnread]);
  return (
    <article aria-labelledby="message-subject">
      <p className="mb-4">
        <Link to="/account/messages" className="font-medium text-brand-dark underline">
          {t("detail.back")}
        </Link>
      </p>
      <h1 id="message-subject" className="text-2xl font-bold">
        {message.subject}
      </h1>
      <dl className="mt-4 grid max-w-xl grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">{t("field.kind")}</dt>
        <dd>{t(message.kindKey)}</dd>
        <dt className="font-medium">{t("field.to")}</dt>
        <dd>{message.toEmail}</dd>
        <dt className="font-medium">{t("field.date")}</dt>
        <dd>
          <time dateTime={message.sentAtIso}>{message.sentAt}</time>
        </dd>
        <dt className="font-medium">{t("field.delivery")}</dt>
        <dd>{t(`delivery.${message.deliveryStatus}`)}</dd>
      </dl>
      <div className="mt-6 rounded border border-gray-300 bg-gray-50 p-4 break-words whitespace-pre-wrap">{message.body}</div>
    </article>
  );
}

export const ErrorBoundary = notFoundBoundary({ namespace: "messages", backTo: "/account/messages", backKey: "detail.back" });
