import { useActionData, useLoaderData } from "@remix-run/react";
import { HelpEditor, type HelpEditorReply } from "~/components/content/help-editor";
import { notFoundBoundary } from "~/components/shell/not-found-boundary";
import { titleOrNotFoundMeta } from "~/utils/not-found";
import type { action, loader } from "./help-new.server";

export { action, loader } from "./help-new.server";

export const meta = titleOrNotFoundMeta;
export const handle = { i18n: ["office", "content"] };

export const ErrorBoundary = notFoundBoundary({ namespace: "content", backTo: "/office/content/help", backKey: "help.backToList" });

/** A new help article: where it sits, its texts, a preview, save as a draft or publish. */
export default function HelpArticlePage() {
  const data = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>() as HelpEditorReply;
  return <HelpEditor data={data} reply={reply} />;
}
