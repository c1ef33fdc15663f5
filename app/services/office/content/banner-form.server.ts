import { type AppLoadContext, redirect } from "@remix-run/node";
import { z } from "zod";
import type { LocalizedText } from "~/db/schema";
import { MAX_BANNER_BODY_BYTES, MAX_FORM_BODY_BYTES as MAX_BODY_BYTES, languageField } from "~/domain/content-texts";
import { isShopPath } from "~/domain/help-markup";
import { LANGUAGES } from "~/i18n/languages";
import { readLimitedForm } from "~/services/cart/barcode-request.server";
import { requireStaff } from "~/services/identity/staff.server";
import { BRANDS } from "~/services/platform/brands.server";
import { dispatchIntent, parseWithZod, refuseForm, refuseRead } from "~/services/platform/form-reply.server";
import { pageTitle } from "~/services/platform/page.server";
import { BANNER_HEIGHT, BANNER_MIN_HEIGHT, BANNER_MIN_WIDTH, BANNER_WIDTH, bannerPicture, removeBannerPicture, storeBannerPicture, uploadedBannerPath } from "./banner-image.server";
import { type Banner, type BannerInput, bannerOf, createBanner, deleteBanner, updateBanner } from "./banners.server";
import { localizedDefaults, localizedShape, localizedValue, positionField, textField } from "./form.server";
import { contentNotFound } from "./help-form.server";

/**
 * The banner editor's server side, shared by `/office/content/banners/new` and
 * `/office/content/banners/:id` (each route's own server module calls it). The form is multipart
 * (the picture), read under the route's own body limit (server/app.ts `uploadLimitOf`).
 */

export const BANNER_LIST = "/office/content/banners";
export const bannerAddress = (id: number) => `${BANNER_LIST}/${id}`;
const TITLE_MAX = 120;
const SUBTITLE_MAX = 300;
const HREF_MAX = 300;

/** `YYYY-MM-DDTHH:MM` (a datetime-local control's value), read as UTC; empty: no bound. */
export const momentField = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, "content:errors.moment")
  .transform((value, context) => {
    const at = new Date(`${value.length === 16 ? `${value}:00` : value}Z`);
    if (Number.isNaN(at.getTime()) || at.getUTCFullYear() < 2000 || at.getUTCFullYear() > 2100) {
      context.addIssue({ code: "custom", message: "content:errors.moment" });
      return z.NEVER;
    }
    return at;
  })
  .optional();

const subtitleShape = Object.fromEntries(LANGUAGES.map((lng) => [languageField("subtitle", lng), textField({ max: SUBTITLE_MAX, multiline: false, required: false })]));

export const bannerSchema = z
  .object({
    brand: z.string({ error: "content:errors.brand" }).refine((value) => BRANDS.some((brand) => brand.key === value), "content:errors.brand"),
    position: positionField,
    href: z
      .string({ error: "content:errors.hrefRequired" })
      .trim()
      .max(HREF_MAX, { error: "content:errors.href", abort: true })
      .refine(isShopPath, "content:errors.href"),
    startsAt: momentField,
    endsAt: momentField,
    ...localizedShape([{ name: "title", max: TITLE_MAX, multiline: false }]),
    ...subtitleShape,
  })
  .superRefine((value, context) => {
    if (value.startsAt && value.endsAt && value.endsAt <= value.startsAt) context.addIssue({ code: "custom", path: ["endsAt"], message: "content:errors.period" });
    const subtitles = value as Record<string, unknown>;
    const any = LANGUAGES.some((lng) => Boolean(subtitles[languageField("subtitle", lng)]));
    if (any && !subtitles[languageField("subtitle", "en")]) context.addIssue({ code: "custom", path: [languageField("subtitle", "en")], message: "content:errors.englishFirst" });
  });

const NOTICES = ["created", "saved"] as const;

const forInput = (date: Date | null) => (date ? date.toISOString().slice(0, 16) : "");

function formDefaults(banner: Banner | null, brandKey: string): Record<string, string> {
  return {
    brand: banner?.brandKey ?? brandKey,
    position: String(banner?.position ?? 0),
    href: banner?.href ?? "",
    startsAt: forInput(banner?.startsAt ?? null),
    endsAt: forInput(banner?.endsAt ?? null),
    ...localizedDefaults({ title: banner?.title, subtitle: banner?.subtitle }),
  };
}

/** The editor's page: the brands, the banner's values (a new one's defaults: the brand from `?brand=`). */
export async function bannerEditorLoader(request: Request, context: AppLoadContext, id: number | null) {
  await requireStaff(request, context, "content");
  const banner = id === null ? null : await bannerOf(id);
  if (id !== null && !banner) throw await contentNotFound(request, context, "content:banners.notFound");
  const url = new URL(request.url);
  const asked = BRANDS.find((brand) => brand.key === url.searchParams.get("brand")) ?? BRANDS[0]!;
  return {
    title: await pageTitle(request, context, banner ? "content:banners.editTitle" : "content:banners.newTitle"),
    banner: banner ? { id: banner.id, image: banner.image, brandKey: banner.brandKey } : null,
    notice: NOTICES.find((key) => key === url.searchParams.get("notice")) ?? null,
    brands: BRANDS.map((brand) => ({ key: brand.key, name: brand.name, homeRoute: brand.homeRoute })),
    size: { width: BANNER_WIDTH, height: BANNER_HEIGHT, minWidth: BANNER_MIN_WIDTH, minHeight: BANNER_MIN_HEIGHT },
    defaults: formDefaults(banner, asked.key),
  };
}

const chosenFile = (value: FormDataEntryValue | null): File | null => (value && typeof value !== "string" && !(value.size === 0 && value.name === "") ? value : null);

/** What comes back typed after a refusal whose body could not be read (too large): nothing but the intent. */
const KEPT_NOTHING = { intent: "save" };

/** Save (create) with the picture, or delete. */
export async function bannerEditorAction(request: Request, context: AppLoadContext, id: number | null) {
  const staff = await requireStaff(request, context, "content");
  const multipart = (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
  // Read under a cap: the picture's with a picture, a plain form's without (the server lets this path's bodies up to the larger one).
  const limited = await readLimitedForm(request, { bodyTooLarge: context.bodyTooLarge === true, maxBytes: multipart ? MAX_BANNER_BODY_BYTES : MAX_BODY_BYTES });
  if (!limited.ok) {
    if (limited.problem === "unreadable") return refuseRead(context, KEPT_NOTHING, { formErrors: ["content:errors.unreadable"], status: 400 });
    return refuseRead(context, KEPT_NOTHING, multipart || context.bodyTooLarge ? { fieldErrors: { picture: ["content:errors.pictureTooLarge"] }, status: 413 } : { formErrors: ["content:errors.formTooLarge"], status: 413 });
  }
  const form = limited.form;
  // A banner deleted meanwhile (or never there) is not found, whatever the form says.
  if (id !== null && !(await bannerOf(id))) throw await contentNotFound(request, context, "content:banners.notFound");
  return dispatchIntent(
    context,
    form,
    {
      save: async () => {
        const submission = parseWithZod(form, { schema: bannerSchema });
        const file = chosenFile(form.get("picture"));
        const hide = { hideFields: ["picture"] };
        if (submission.status !== "success") {
          return refuseForm(context, submission, { ...hide, ...(file ? { fieldErrors: { picture: ["content:errors.pictureAgain"] } } : {}) });
        }
        if (id === null && !file) return refuseForm(context, submission, { ...hide, fieldErrors: { picture: ["content:errors.pictureRequired"] } });
        let image: string | null = null;
        if (file) {
          const picture = await bannerPicture(Buffer.from(await file.arrayBuffer()));
          if (!picture.ok) return refuseForm(context, submission, { ...hide, fieldErrors: { picture: [`content:errors.picture.${picture.problem}`] }, status: picture.problem === "tooLarge" ? 413 : 400 });
          image = uploadedBannerPath(submission.value.brand);
          await storeBannerPicture(image, picture.webp);
        }
        const value = submission.value as Record<string, unknown> & z.output<typeof bannerSchema>;
        const subtitle: LocalizedText | null = value[languageField("subtitle", "en")] ? localizedValue(value, "subtitle") : null;
        const input: BannerInput = { brandKey: value.brand, position: value.position, href: value.href, title: localizedValue(value, "title"), subtitle, startsAt: value.startsAt ?? null, endsAt: value.endsAt ?? null };
        try {
          if (id === null) return redirect(`${bannerAddress(await createBanner({ staffId: staff.accountId, input, image: image! }))}?notice=created`);
          const outcome = await updateBanner({ staffId: staff.accountId, id, input, image });
          if (!outcome) {
            if (image) await removeBannerPicture(image);
            throw await contentNotFound(request, context, "content:banners.notFound");
          }
          return redirect(`${bannerAddress(id)}?notice=saved`);
        } catch (error) {
          // The picture is stored before the row: a failed write leaves no file without a banner.
          if (image && !(error instanceof Response)) await removeBannerPicture(image);
          throw error;
        }
      },
      delete: async () => {
        if (id === null || !(await deleteBanner({ staffId: staff.accountId, id }))) throw await contentNotFound(request, context, "content:banners.notFound");
        return redirect(`${BANNER_LIST}?notice=deleted`);
      },
    },
    "content:errors.invalid",
  );
}
