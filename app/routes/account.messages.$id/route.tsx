import { Link, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/react";
import { titleOrNotFoundMeta } from "~/utils/not-found";
import { notFoundBoundary } from "~/components/shell/not-found-boundary";
import type { loader } from "./message-view.server";

export { loader } from "./message-view.server";

export const meta = titleOrNotFoundMeta;
export const handle = { i18n: ["account", "messages"] };

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
