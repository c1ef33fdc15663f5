import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { StatusNotice, mediaUrl } from "~/chunks/shell";
import { ErrorSummary, Field, FieldFrame, Select, controlProps, messageText, summaryErrors, useServerForm } from "~/chunks/forms";
import type { FieldState, FormReply } from "~/components/ui/server-form";
import { LanguageTexts } from "./language-texts";

/** Mirrors the server's limits (services/office/content/banner-form.server.ts): the browser's own limits only. */
const TITLE_MAX = 120;
const SUBTITLE_MAX = 300;

export type BannerEditorData = {
  banner: { id: number; image: string; brandKey: string } | null;
  notice: string | null;
  brands: { key: string; name: string; homeRoute: string }[];
  size: { width: number; height: number; minWidth: number; minHeight: number };
  defaults: Record<string, string>;
};

/** A banner's form: brand, order, link, period, picture and its texts in the nine languages; delete. */
export function BannerEditor({ data, reply }: { data: BannerEditorData; reply: FormReply | undefined }) {
  const { t } = useTranslation(["content", "office"]);
  const busy = useNavigation().state === "submitting";
  const [form, fields] = useServerForm<{ brand: string; position: string; href: string; startsAt: string; endsAt: string; picture: string }>({ id: "banner", reply, defaultValue: data.defaults });
  const address = data.banner ? `/office/content/banners/${data.banner.id}` : "/office/content/banners/new";
  const home = data.banner ? data.brands.find((brand) => brand.key === data.banner!.brandKey) : undefined;
  return (
    <div className="page max-w-4xl">
      <p>
        <Link to="/office/content/banners" className="text-brand-dark underline">
          {t("banners.backToList")}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{data.banner ? t("banners.editHeading") : t("banners.newHeading")}</h1>
      {data.notice && !reply ? (
        <StatusNotice variant="box" className="mt-4">
          {t(`banners.notice.${data.notice}`)}
          {home ? (
            <>
              {" "}
              <a href={home.homeRoute} className="underline">
                {t("banners.seeHome", { brand: home.name })}
              </a>
            </>
          ) : null}
        </StatusNotice>
      ) : null}
      <ErrorSummary errors={summaryErrors(form, t)} />
      <Form method="post" action={address} encType="multipart/form-data" className="mt-6" {...form.props}>
        {form.errors ? (
          <p id={form.errorId} className="mb-4 font-medium text-red-700">
            {form.errors.map((message) => messageText(t, message)).join(" ")}
          </p>
        ) : null}
        <div className="grid gap-x-6 sm:grid-cols-2">
          <Select field={fields.brand} label={t("form.brand")} options={data.brands.map((brand) => ({ value: brand.key, label: brand.name }))} />
          <Field field={fields.position} label={t("form.position")} hint={t("form.positionHint")} inputMode="numeric" maxLength={4} />
          <Field field={fields.href} label={t("banners.link")} hint={t("banners.linkHint")} maxLength={300} />
          <div />
          <DateTimeField field={fields.startsAt} label={t("banners.startsAt")} hint={t("banners.momentHint")} />
          <DateTimeField field={fields.endsAt} label={t("banners.endsAt")} hint={t("banners.momentHint")} />
        </div>
        {data.banner ? (
          <figure className="mt-4">
            <img src={mediaUrl(data.banner.image)} alt="" width={data.size.width / 2} height={data.size.height / 2} className="rounded border border-gray-300" />
            <figcaption className="text-sm text-gray-700">{t("banners.currentPicture")}</figcaption>
          </figure>
        ) : null}
        <FieldFrame field={fields.picture} label={data.banner ? t("banners.replacePicture") : t("banners.picture")} hint={t("banners.pictureHint", data.size)} className="mt-4">
          {({ describedBy }) => <input {...controlProps(fields.picture)} type="file" accept="image/jpeg,image/png,image/webp,image/avif,image/gif" aria-describedby={describedBy} className="mt-1 block" />}
        </FieldFrame>
        <LanguageTexts
          fields={fields as unknown as Record<string, FieldState>}
          specs={[
            { name: "title", label: t("form.title"), max: TITLE_MAX, multiline: false },
            { name: "subtitle", label: t("banners.subtitle"), max: SUBTITLE_MAX, multiline: false },
          ]}
        />
        <p className="mt-6">
          <button type="submit" name="intent" value="save" disabled={busy} className="rounded bg-brand-dark px-4 py-2 font-semibold text-white disabled:opacity-60">
            {t("form.save")}
          </button>
        </p>
      </Form>
      {data.banner ? (
        <Form method="post" action={address} className="mt-8 border-t border-gray-300 pt-4">
          <h2 className="text-lg font-semibold">{t("banners.deleteHeading")}</h2>
          <p className="mt-1 text-gray-700">{t("banners.deleteHint")}</p>
          <button type="submit" name="intent" value="delete" disabled={busy} className="mt-2 rounded bg-red-800 px-4 py-2 font-semibold text-white disabled:opacity-60">
            {t("banners.delete")}
          </button>
        </Form>
      ) : null}
    </div>
  );
}

function DateTimeField({ field, label, hint }: { field: FieldState; label: string; hint: string }) {
  return (
    <FieldFrame field={field} label={label} hint={hint}>
      {({ describedBy, error }) => (
        <input
          {...controlProps(field)}
          type="datetime-local"
          defaultValue={typeof field.initialValue === "string" ? field.initialValue : undefined}
          aria-describedby={describedBy}
          className={`mt-1 block w-full rounded border px-3 py-2 ${error ? "border-2 border-red-700" : "border-gray-400"}`}
        />
      )}
    </FieldFrame>
  );
}
