import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { z } from "zod";
import { formatDateTime } from "~/domain/date-time";
import { MARKUP_MAX_CHARS, parseMarkup } from "~/domain/help-markup";
import { localized } from "~/domain/languages";
import { requireStaff } from "~/services/identity/staff.server";
import { localizedDefaults, localizedShape, localizedValue, pairedLanguages } from "~/services/office/content/form.server";
import { discardNoticeDraft, noticeVersions, writeNotice } from "~/services/office/content/notices.server";
import { BRANDS } from "~/services/platform/brands.server";
import { dispatchIntent, parseWithZod, refuseForm } from "~/services/platform/form-reply.server";
import { getLanguage } from "~/services/platform/locale.server";
import { pageTitle } from "~/services/platform/page.server";

// The route's server code, apart from its page: the route imports it through this one module,
// which no other route imports (decision 0104).

const PATH = "/office/content/notices";
export const NOTICE_TITLE_MAX = 200;

const noticeSchema = z
  .object(
    localizedShape([
      { name: "title", max: NOTICE_TITLE_MAX, multiline: false },
      { name: "body", max: MARKUP_MAX_CHARS, multiline: true },
    ]),
  )
  .superRefine(pairedLanguages(["title", "body"]));

const brandOf = (request: Request) => {
  const asked = new URL(request.url).searchParams.get("brand");
  return BRANDS.find((brand) => brand.key === asked) ?? BRANDS[0]!;
};

const NOTICES = ["saved", "published", "discarded"] as const;

/** A brand's user notice: the current (newest published) version, every version, and the draft's form. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, "content");
  const lng = await getLanguage(request, context);
  const brand = brandOf(request);
  const versions = await noticeVersions(brand.key);
  const draft = versions.find((version) => version.publishedAt === null) ?? null;
  const current = versions.find((version) => version.publishedAt !== null) ?? null;
  const notice = new URL(request.url).searchParams.get("notice");
  return {
    title: await pageTitle(request, context, "content:notices.title", { brand: brand.name }),
    brand: { key: brand.key, name: brand.name },
    brands: BRANDS.map((each) => ({ key: each.key, name: each.name })),
    notice: NOTICES.find((key) => key === notice) ?? null,
    current: current ? { version: current.version, title: localized(current.title, lng), blocks: parseMarkup(localized(current.body, lng)), missing: current.missing } : null,
    draft: draft ? { version: draft.version, missing: draft.missing } : null,
    nextVersion: (versions[0]?.version ?? 0) + (draft ? 0 : 1),
    versions: versions.map((version) => ({
      id: version.id,
      version: version.version,
      title: localized(version.title, lng),
      published: version.publishedAt ? formatDateTime(version.publishedAt, lng, "UTC") : null,
      publishedAt: version.publishedAt,
      publishedBy: version.publishedBy,
      acknowledgements: version.acknowledgements,
      missing: version.missing,
    })),
    // The form starts from the draft, else from the current text (a new version is usually a change of it).
    defaults: localizedDefaults({ title: (draft ?? current)?.title, body: (draft ?? current)?.body }),
  };
}

/** Save the draft, publish it as the new current version, or throw the draft away. */
export async function action({ request, context }: ActionFunctionArgs) {
  const staff = await requireStaff(request, context, "content");
  const brand = brandOf(request);
  const form = await request.formData();
  const address = (notice: string) => `${PATH}?${new URLSearchParams({ brand: brand.key, notice })}`;
  const write = async (publish: boolean) => {
    const submission = parseWithZod(form, { schema: noticeSchema });
    if (submission.status !== "success") return refuseForm(context, submission);
    const value = submission.value as Record<string, unknown>;
    const outcome = await writeNotice({ staffId: staff.accountId, brandKey: brand.key, publish, texts: { title: localizedValue(value, "title"), body: localizedValue(value, "body") } });
    if (outcome.status === "unknownBrand") return refuseForm(context, submission, { formErrors: ["content:errors.brand"] });
    return redirect(address(outcome.status));
  };
  return dispatchIntent(
    context,
    form,
    {
      save: () => write(false),
      publish: () => write(true),
      discard: async () => {
        await discardNoticeDraft({ staffId: staff.accountId, brandKey: brand.key });
        return redirect(address("discarded"));
      },
    },
    "content:errors.invalid",
  );
}
