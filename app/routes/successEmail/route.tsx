import { Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { titleMeta } from "~/chunks/shell";
import { ResendForm } from "../confirmEmail/resend-form";

export { loader } from "./success-email.server";

export const meta = titleMeta;
export const handle = { i18n: ["register"] };

export default function SuccessEmailPage() {
  const { t } = useTranslation("register");
  const navigation = useNavigation();
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="mb-4 text-2xl font-bold">{t("sent.heading")}</h1>
      <p className="mb-4">{t("sent.body")}</p>
      <p className="mb-8">{t("sent.spam")}</p>
      <h2 className="mb-3 text-lg font-semibold">{t("sent.resendHeading")}</h2>
      <ResendForm busy={navigation.state === "submitting"} />
      <p className="mt-8">
        <Link to="/login" className="font-medium text-brand-dark underline">
          {t("signIn")}
        </Link>
      </p>
    </div>
  );
}
