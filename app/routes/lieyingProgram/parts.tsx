import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { ApplicationView, LevelRow, Standing } from "./view";

/** The programme's levels: what each needs in a year and what it gives. */
export function LevelsTable({ levels, currency }: { levels: LevelRow[]; currency: string }) {
  const { t } = useTranslation("falcon");
  return (
    <section aria-labelledby="falcon-levels-heading" className="mt-6">
      <h2 id="falcon-levels-heading" className="text-xl font-semibold">
        {t("levels.heading")}
      </h2>
      <p className="mt-1 text-gray-700">{t("levels.intro", { currency })}</p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">{t("levels.caption")}</caption>
          <thead>
            <tr className="border-b border-gray-400">
              <th scope="col" className="px-2 py-2">{t("levels.level")}</th>
              <th scope="col" className="px-2 py-2">{t("levels.need")}</th>
              <th scope="col" className="px-2 py-2">{t("levels.rate")}</th>
              <th scope="col" className="px-2 py-2">{t("levels.benefits")}</th>
            </tr>
          </thead>
          <tbody>
            {levels.map((row) => (
              <tr key={row.level} className="border-b border-gray-200 align-top" data-falcon-level={row.level}>
                <th scope="row" className="px-2 py-2 font-semibold">{t(`level.${row.level}`)}</th>
                <td className="px-2 py-2">{row.need}</td>
                <td className="px-2 py-2">{row.rate}</td>
                <td className="px-2 py-2">
                  <ul className="list-disc pl-5">
                    {row.benefits.map((benefit) => (
                      <li key={benefit}>{t(`benefit.${benefit}`, { rate: row.rate })}</li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The account's purchases this year, its level and the next level's gap, with a progress bar and its words. */
export function StandingBlock({ standing, company, brand }: { standing: Standing; company: string | null; brand: string }) {
  const { t } = useTranslation("falcon");
  const { next } = standing;
  return (
    <section aria-labelledby="falcon-standing-heading" className="mt-6" data-falcon-standing={standing.level ?? "none"}>
      <h2 id="falcon-standing-heading" className="text-xl font-semibold">
        {t("standing.heading", { year: standing.year })}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium">{t("standing.purchases", { brand })}</dt>
        <dd data-falcon-purchases>{standing.purchases}</dd>
        <dt className="font-medium">{t("standing.level")}</dt>
        <dd>{standing.level ? t(`level.${standing.level}`) : t("standing.noLevel")}</dd>
      </dl>
      {company ? <p className="mt-2 text-sm text-gray-700">{t("standing.company", { company })}</p> : null}
      {next ? (
        <div className="mt-4">
          <p id="falcon-progress-text">{t("standing.next", { level: t(`level.${next.level}`), need: next.need, left: next.left, percent: next.percent })}</p>
          <div role="progressbar" aria-labelledby="falcon-progress-text" aria-valuemin={0} aria-valuemax={100} aria-valuenow={next.percent} aria-valuetext={t("standing.progress", { percent: next.percent })} className="mt-2 h-4 w-full max-w-md rounded bg-gray-200">
            <div className="h-4 rounded bg-brand-dark" style={{ width: `${next.percent}%` }} />
          </div>
        </div>
      ) : (
        <p className="mt-4">{t("standing.top")}</p>
      )}
      <p className="mt-2 text-sm text-gray-700">{t("standing.rule")}</p>
    </section>
  );
}

const TONE = {
  submitted: "border-gray-400 bg-gray-50 text-gray-900",
  review: "border-amber-600 bg-amber-50 text-gray-900",
  approved: "border-green-700 bg-green-50 text-green-900",
  refused: "border-red-700 bg-red-50 text-red-900",
} as const;

/** The application's state in a sentence (with staff's reason after a refusal), and the answers sent. */
export function ApplicationState({ application }: { application: ApplicationView }) {
  const { t } = useTranslation("falcon");
  const { answers } = application;
  const rows: [string, string][] = [
    ["answers.levelAsked", t(`level.${application.levelAsked}`)],
    ["answers.channels", answers.channels.map((each) => t(`channel.${each}`)).join(", ")],
    ["answers.regions", answers.regions],
    ["answers.brandSharePct", t("answers.percent", { value: answers.brandSharePct })],
    ["answers.yearlyTarget", answers.yearlyTarget],
    ["answers.note", answers.note || t("answers.none")],
  ];
  return (
    <section aria-labelledby="falcon-state-heading" className="mt-8">
      <h2 id="falcon-state-heading" className="text-xl font-semibold">
        {t("state.heading")}
      </h2>
      <div className={`mt-2 rounded border-l-4 px-4 py-3 ${TONE[application.status]}`} data-falcon-application={application.status}>
        <p className="font-semibold">
          {application.status === "approved" && application.levelGranted
            ? t("state.approved", { level: t(`level.${application.levelGranted}`), date: application.date })
            : t(`state.${application.status}`, { date: application.date })}
        </p>
        {application.reason ? <p className="mt-1">{t("state.reason", { reason: application.reason })}</p> : null}
        {application.status === "refused" ? <p className="mt-1">{t("state.applyAgain")}</p> : null}
        {application.revision > 1 ? <p className="mt-1 text-sm">{t("state.revision", { revision: application.revision })}</p> : null}
      </div>
      <h3 className="mt-4 font-semibold">{t("answers.heading")}</h3>
      <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium">{t(label)}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** How to join, by who reads the page. */
export function HowToJoin({ reader, clientPicker }: { reader: "anonymous" | "staff" | "chooseClient" | "unofficial"; clientPicker: string }) {
  const { t } = useTranslation("falcon");
  return (
    <section aria-labelledby="falcon-join-heading" className="mt-8">
      <h2 id="falcon-join-heading" className="text-xl font-semibold">
        {t("join.heading")}
      </h2>
      <p className="mt-2">{t("join.steps")}</p>
      {reader === "anonymous" ? (
        <p className="mt-2">
          <Link to="/login?redirectTo=%2FlieyingProgram" className="font-medium text-brand-dark underline">
            {t("join.signIn")}
          </Link>{" "}
          {t("join.signInHint")}
        </p>
      ) : null}
      {reader === "chooseClient" ? (
        <p className="mt-2">
          <Link to={clientPicker} className="font-medium text-brand-dark underline">
            {t("join.chooseClient")}
          </Link>
        </p>
      ) : null}
      {reader === "staff" ? <p className="mt-2">{t("join.staff")}</p> : null}
      {reader === "unofficial" ? <p className="mt-2">{t("join.unofficial")}</p> : null}
    </section>
  );
}
