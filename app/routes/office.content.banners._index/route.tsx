import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { StatusNotice, mediaUrl, titleMeta } from "~/chunks/shell";
import { ScrollRegion } from "~/chunks/forms";
import { ContentNav } from "~/components/content/content-nav";
import { MissingLanguages } from "~/components/content/language-texts";
import type { loader } from "./banners.server";

export { loader } from "./banners.server";

export const meta = titleMeta;
export const handle = { i18n: ["office", "content"] };

const LIST = "/office/content/banners";

/** Each brand's home banners, in their order, with their period and missing translations. */
export default function BannerList() {
  const { brand, brands, groups, deleted } = useLoaderData<typeof loader>();
  const { t } = useTranslation(["content", "office"]);
  return (
    <div className="page">
      <ContentNav current="banners" />
      <h1 className="mt-2 text-2xl font-bold">{t("banners.listHeading")}</h1>
      {deleted ? (
        <StatusNotice variant="box" className="mt-4">
          {t("banners.notice.deleted")}
        </StatusNotice>
      ) : null}
      <nav aria-label={t("list.brands")} className="mt-4">
        <ul className="flex flex-wrap gap-4">
          {[{ key: "", name: t("list.allBrandsShown") }, ...brands].map((each) => (
            <li key={each.key}>
              <Link to={each.key ? `${LIST}?brand=${encodeURIComponent(each.key)}` : LIST} aria-current={each.key === brand ? "page" : undefined} className={each.key === brand ? "font-bold" : "text-brand-dark underline"}>
                {each.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`brand-${group.key}`} className="mt-6">
          <h2 id={`brand-${group.key}`} className="text-lg font-semibold">
            {group.name}
          </h2>
          {group.banners.length === 0 ? (
            <p className="mt-1">{t("banners.none")}</p>
          ) : (
            <ScrollRegion labelledBy={`brand-${group.key}-caption`} className="mt-2">
              <table className="w-full border-collapse text-left">
                <caption id={`brand-${group.key}-caption`} className="sr-only">
                  {t("banners.caption", { brand: group.name })}
                </caption>
                <thead>
                  <tr className="border-b-2 border-gray-300">
                    <th scope="col" className="px-2 py-2">{t("form.position")}</th>
                    <th scope="col" className="px-2 py-2">{t("banners.picture")}</th>
                    <th scope="col" className="px-2 py-2">{t("form.title")}</th>
                    <th scope="col" className="px-2 py-2">{t("banners.link")}</th>
                    <th scope="col" className="px-2 py-2">{t("banners.period")}</th>
                    <th scope="col" className="px-2 py-2">{t("list.translations")}</th>
                  </tr>
                </thead>
                <tbody>
                  {group.banners.map((banner) => (
                    <tr key={banner.id} className="border-b border-gray-200">
                      <td className="px-2 py-2">{banner.position}</td>
                      <td className="px-2 py-2">
                        <img src={mediaUrl(banner.image)} alt="" width={160} height={48} loading="lazy" className="h-12 w-40 rounded object-cover" />
                      </td>
                      <th scope="row" className="px-2 py-2 font-semibold">
                        <Link to={`${LIST}/${banner.id}`} className="text-brand-dark underline">
                          {banner.title}
                        </Link>
                      </th>
                      <td className="px-2 py-2 font-mono text-sm break-all">{banner.href}</td>
                      <td className="px-2 py-2">
                        {t(`banners.state.${banner.period}`)}
                        <br />
                        <span className="text-sm text-gray-700">{t("banners.from", { when: banner.starts ?? t("banners.always") })}</span>
                        <br />
                        <span className="text-sm text-gray-700">{t("banners.until", { when: banner.ends ?? t("banners.always") })}</span>
                      </td>
                      <td className="px-2 py-2">
                        <MissingLanguages missing={banner.missing} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
          <p className="mt-1 text-sm">
            <Link to={`${LIST}/new?brand=${encodeURIComponent(group.key)}`} className="text-brand-dark underline">
              {t("banners.newFor", { brand: group.name })}
            </Link>
          </p>
        </section>
      ))}
    </div>
  );
}
