import { useActionData, useLoaderData } from "@remix-run/react";
import { BannerEditor } from "~/components/content/banner-editor";
import type { FormReply } from "~/components/ui/server-form";
import { notFoundBoundary } from "~/components/shell/not-found-boundary";
import { titleOrNotFoundMeta } from "~/utils/not-found";
import type { action, loader } from "./banner.server";

export { action, loader } from "./banner.server";

export const meta = titleOrNotFoundMeta;
export const handle = { i18n: ["office", "content"] };

export const ErrorBoundary = notFoundBoundary({ namespace: "content", backTo: "/office/content/banners", backKey: "banners.backToList" });

/** A brand home's banner: change it, or delete it. */
export default function BannerPage() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as FormReply | undefined;
  return <BannerEditor data={data} reply={reply} />;
}
