import { useActionData, useLoaderData } from "@remix-run/react";
import { BannerEditor } from "~/components/content/banner-editor";
import type { FormReply } from "~/components/ui/server-form";
import { notFoundBoundary } from "~/components/shell/not-found-boundary";
import { titleOrNotFoundMeta } from "~/utils/not-found";
import type { action, loader } from "./banner-new.server";

export { action, loader } from "./banner-new.server";

export const meta = titleOrNotFoundMeta;
export const handle = { i18n: ["office", "content"] };

export const ErrorBoundary = notFoundBoundary({ namespace: "content", backTo: "/office/content/banners", backKey: "banners.backToList" });

/** A new banner of a brand home. */
export default function BannerPage() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as FormReply | undefined;
  return <BannerEditor data={data} reply={reply} />;
}
