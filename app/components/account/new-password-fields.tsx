import { type FieldState, Field } from "~/chunks/forms";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { PASSWORD_MAX_LENGTH } from "~/chunks/shell";

type PasswordField = FieldState;

/** The new password and its confirmation, as the reset and change-password forms ask for them. */
export function NewPasswordFields({ newPassword, confirmPassword }: { newPassword: PasswordField; confirmPassword: PasswordField }) {
  const { t } = useTranslation("password");
  return (
    <>
      <Field field={newPassword} label={t("field.newPassword")} hint={t("rule.hint")} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
      <Field field={confirmPassword} label={t("field.confirmPassword")} type="password" autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
    </>
  );
}

/** The submit button of a form, disabled while it is being sent. */
export function SubmitButton({ pending, wide = false, children }: { pending: boolean; wide?: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={pending}
      className={`${wide ? "w-full " : ""}rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark disabled:opacity-60`}
    >
      {children}
    </button>
  );
}
