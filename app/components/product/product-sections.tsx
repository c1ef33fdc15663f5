import { useTranslation } from "~/i18n/react";

type Param = { name: string; value: string };

/** The product's parameters and usage instructions, as the detail and the public preview show them. */
export function ProductSections({ params, usageInstructions }: { params: Param[]; usageInstructions: string | null }) {
  const { t } = useTranslation("catalogue");
  return (
    <>
      {params.length > 0 ? (
        <section aria-labelledby="parameters-heading" className="mt-10">
          <h2 id="parameters-heading" className="text-2xl font-semibold">
            {t("detail.parameters")}
          </h2>
          <table className="mt-3 w-full max-w-3xl border-collapse text-left text-sm">
            <thead className="sr-only">
              <tr>
                <th scope="col">{t("detail.parameter")}</th>
                <th scope="col">{t("detail.value")}</th>
              </tr>
            </thead>
            <tbody>
              {params.map((param, index) => (
                <tr key={`${param.name}-${index}`} className="border-b border-gray-200">
                  <th scope="row" className="w-1/3 py-2 pr-4 font-medium text-gray-700">
                    {param.name}
                  </th>
                  <td className="py-2">{param.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {usageInstructions ? (
        <section aria-labelledby="usage-heading" className="mt-10 max-w-3xl">
          <h2 id="usage-heading" className="text-2xl font-semibold">
            {t("detail.usage")}
          </h2>
          {usageInstructions.split(/\n{2,}|\r?\n/).map((paragraph, index) => (
            <p key={index} className="mt-2 text-gray-800">
              {paragraph}
            </p>
          ))}
        </section>
      ) : null}
    </>
  );
}
