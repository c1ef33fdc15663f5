import { useLoaderData } from "@remix-run/react";
import { useId } from "react";
import { ScrollRegion } from "~/chunks/forms";
import { useTranslation } from "~/i18n/react";
import { titleMeta } from "~/chunks/shell";
import type { loader } from "./api-reference.server";

export { loader } from "./api-reference.server";

export const meta = titleMeta;
export const handle = { i18n: ["api"] };

const TOKEN_EXAMPLE = `curl -s -u "$CLIENT_ID:$CLIENT_SECRET" \\
  -d grant_type=client_credentials \\
  https://your-brand-host/api/v1.0/oauth/token
# {"access_token":"at_…","token_type":"Bearer","expires_in":3600,"scope":"products images stock"}`;

const CALL_EXAMPLE = `curl -s "https://your-brand-host/api/v1.0/products?limit=500" \\
  -H "Authorization: Bearer $TOKEN" -H "X-Platform: BS" \\
  -H "X-Brand: aigostar" -H "X-Tenant-Id: $TENANT_ID" -H "X-Country: ES" \\
  -H "Accept-Language: es"`;

/** The document's texts mark code with backticks, as Markdown does: shown as code here. */
function Prose({ text }: { text: string }) {
  return (
    <>
      {text.split(/`([^`]+)`/).map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))}
    </>
  );
}

type Row = { name: string; type: string; required: boolean; description: string; location?: string };

function Table({ caption, rows, location = false }: { caption: string; rows: Row[]; location?: boolean }) {
  const { t } = useTranslation("api");
  const id = useId();
  return (
    <ScrollRegion labelledBy={id} className="my-3">
      <table className="w-full border-collapse text-left text-sm">
        <caption id={id} className="py-1 text-left font-medium text-gray-700">
          {caption}
        </caption>
        <thead>
          <tr className="border-b-2 border-gray-300">
            <th scope="col" className="py-2 pr-4">{t("docs.name")}</th>
            {location ? <th scope="col" className="py-2 pr-4">{t("docs.location")}</th> : null}
            <th scope="col" className="py-2 pr-4">{t("docs.type")}</th>
            <th scope="col" className="py-2 pr-4">{t("docs.required")}</th>
            <th scope="col" className="py-2">{t("docs.description")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.location ?? ""}:${row.name}`} className="border-b border-gray-200 align-top">
              <th scope="row" className="py-2 pr-4 font-mono font-normal">{row.name}</th>
              {location ? <td className="py-2 pr-4">{row.location}</td> : null}
              <td className="py-2 pr-4 font-mono">{row.type}</td>
              <td className="py-2 pr-4">{row.required ? t("docs.yes") : t("docs.no")}</td>
              <td className="py-2" lang="en">
                <Prose text={row.description} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export default function ApiDocs() {
  const { reference } = useLoaderData<typeof loader>();
  const { t } = useTranslation("api");
  const errorsId = useId();
  const { limits } = reference;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t("docs.title")}</h1>
      <p className="mt-3 max-w-3xl">{t("docs.intro")}</p>
      <p className="mt-3">
        <a href="/api/v1.0/openapi.json" className="font-semibold text-brand-dark underline">
          {t("docs.document")}
        </a>
      </p>

      <nav aria-labelledby="contents-heading" className="mt-6 rounded border border-gray-300 p-4">
        <h2 id="contents-heading" className="text-lg font-semibold">{t("docs.contents")}</h2>
        <ul className="mt-2 list-disc space-y-1 pl-6">
          <li><a className="underline" href="#token">{t("docs.gettingStarted")}</a></li>
          <li><a className="underline" href="#headers">{t("docs.headers")}</a></li>
          <li><a className="underline" href="#errors">{t("docs.errors")}</a></li>
          <li><a className="underline" href="#limits">{t("docs.limits")}</a></li>
          <li>
            <a className="underline" href="#resources">{t("docs.resources")}</a>
            <ul className="mt-1 list-[circle] space-y-1 pl-6">
              {reference.operations.map((operation) => (
                <li key={operation.id}>
                  <a className="font-mono underline" href={`#${operation.id}`}>{`${operation.method} ${operation.path}`}</a>
                </li>
              ))}
            </ul>
          </li>
          <li><a className="underline" href="#schemas">{t("docs.schemas")}</a></li>
        </ul>
      </nav>

      <section aria-labelledby="token" className="mt-8">
        <h2 id="token" className="text-2xl font-semibold">{t("docs.gettingStarted")}</h2>
        <p className="mt-2">{t("docs.tokenText")}</p>
        <pre className="mt-3 overflow-x-auto rounded bg-gray-100 p-3 text-sm" lang="en"><code>{TOKEN_EXAMPLE}</code></pre>
        <pre className="mt-3 overflow-x-auto rounded bg-gray-100 p-3 text-sm" lang="en"><code>{CALL_EXAMPLE}</code></pre>
      </section>

      <section aria-labelledby="headers" className="mt-8">
        <h2 id="headers" className="text-2xl font-semibold">{t("docs.headers")}</h2>
        <Table caption={t("docs.headers")} rows={reference.headers} />
      </section>

      <section aria-labelledby="errors" className="mt-8">
        <h2 id="errors" className="text-2xl font-semibold">{t("docs.errors")}</h2>
        <p className="mt-2">{t("docs.errorsText")}</p>
        <ScrollRegion labelledBy={errorsId} className="my-3">
          <table className="w-full border-collapse text-left text-sm">
            <caption id={errorsId} className="py-1 text-left font-medium text-gray-700">{t("docs.errors")}</caption>
            <thead>
              <tr className="border-b-2 border-gray-300">
                <th scope="col" className="py-2 pr-4">{t("docs.code")}</th>
                <th scope="col" className="py-2 pr-4">{t("docs.status")}</th>
                <th scope="col" className="py-2">{t("docs.meaning")}</th>
              </tr>
            </thead>
            <tbody>
              {reference.errors.map((row) => (
                <tr key={row.code} className="border-b border-gray-200 align-top">
                  <th scope="row" className="py-2 pr-4 font-mono font-normal">{row.code}</th>
                  <td className="py-2 pr-4">{row.status}</td>
                  <td className="py-2">{row.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </section>

      <section aria-labelledby="limits" className="mt-8">
        <h2 id="limits" className="text-2xl font-semibold">{t("docs.limits")}</h2>
        <ul className="mt-2 list-disc space-y-1 pl-6" lang="en">
          <li>{`${limits.calls} calls per client per ${limits.windowSeconds} seconds; above it 429 (42901) with Retry-After.`}</li>
          <li>{`Pages of 1 to ${limits.pageMax} items (limit); follow nextCursor to the end.`}</li>
          <li>{`A token lives ${limits.tokenSeconds} seconds; token requests: ${limits.tokenPerClient} per client and ${limits.tokenPerAddress} per address a minute.`}</li>
          <li>Every success carries an ETag: send it back in If-None-Match and an unchanged answer is a 304 without a body.</li>
        </ul>
      </section>

      <section aria-labelledby="resources" className="mt-8">
        <h2 id="resources" className="text-2xl font-semibold">{t("docs.resources")}</h2>
        {reference.operations.map((operation) => (
          <section key={operation.id} aria-labelledby={operation.id} className="mt-6 border-t border-gray-300 pt-4">
            <h3 id={operation.id} className="font-mono text-xl font-semibold">{`${operation.method} ${operation.path}`}</h3>
            <p className="mt-1 font-medium" lang="en">{operation.summary}</p>
            <p className="mt-1" lang="en">
              <Prose text={operation.description} />
            </p>
            {operation.scope ? (
              <p className="mt-1">
                {t("docs.scope")}: <code>{operation.scope}</code>
              </p>
            ) : null}
            {operation.parameters.length > 0 ? <Table caption={`${t("docs.parameters")}: ${operation.method} ${operation.path}`} rows={operation.parameters} location /> : null}
            <h4 className="mt-3 font-semibold">{t("docs.responses")}</h4>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {operation.responses.map((response) => (
                <div key={response.status} className="contents">
                  <dt className="font-mono">{response.status}</dt>
                  <dd lang="en">
                    <Prose text={response.description} />
                    {response.schema ? (
                      <>
                        {" "}
                        <a className="font-mono underline" href={`#schema-${response.schema}`}>{response.schema}</a>
                      </>
                    ) : null}
                    {response.media ? <span className="font-mono">{` ${response.media}`}</span> : null}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </section>

      <section aria-labelledby="schemas" className="mt-8">
        <h2 id="schemas" className="text-2xl font-semibold">{t("docs.schemas")}</h2>
        {reference.schemas.map((schema) => (
          <section key={schema.name} aria-labelledby={`schema-${schema.name}`} className="mt-6">
            <h3 id={`schema-${schema.name}`} className="font-mono text-lg font-semibold">{schema.name}</h3>
            {schema.description ? (
              <p lang="en">
                <Prose text={schema.description} />
              </p>
            ) : null}
            {schema.rows.length > 0 ? <Table caption={schema.name} rows={schema.rows} /> : null}
          </section>
        ))}
      </section>
    </div>
  );
}
