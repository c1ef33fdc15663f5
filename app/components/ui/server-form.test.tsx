import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import common from "../../../locales/en/common.json";
import { TranslationsProvider } from "~/i18n/react";
import { Translations } from "~/i18n/translations";
import { ChoiceGroup } from "./choice-group";
import { Checkbox, Field, Select, Textarea } from "./field";
import { type FormReply, summaryErrors, useServerForm } from "./server-form";

const translations = new Translations({ lng: "en", bundles: { en: { common } } });
const options = [
  { value: "a", label: "A" },
  { value: "b", label: "B" },
];
type Fields = { email: string; password: string; keep: string; pick: string; note: string };

function SignUp({ reply, defaults }: { reply?: FormReply; defaults?: { email?: string; keep?: string } }) {
  const [form, fields] = useServerForm<Fields>({ id: "f", reply, defaultValue: defaults });
  return (
    <form {...form.props}>
      <output>{JSON.stringify(summaryErrors(form, (key) => `t(${key})`))}</output>
      <Field field={fields.email} label="Email" hint="We write to it" type="email" />
      <Field field={fields.password} label="Password" type="password" />
      <Checkbox field={fields.keep} />
      <Select field={fields.pick} label="Pick" options={options} placeholder="-" />
      <Textarea field={fields.note} label="Note" />
    </form>
  );
}

const render = (reply?: FormReply, defaults?: { email?: string; keep?: string }) =>
  renderToStaticMarkup(
    <TranslationsProvider value={translations}>
      <SignUp reply={reply} defaults={defaults} />
    </TranslationsProvider>,
  );

/** The opening tag of the element with this id. */
const tag = (html: string, id: string) => html.match(new RegExp(`<[a-z]+ id="${id}"[^>]*>`))?.[0] ?? "";

describe("useServerForm: a form as the server's reply makes it", () => {
  it("before any post: the defaults, no errors, no aria-invalid, the form not validated by the browser", () => {
    const html = render(undefined, { email: "me@example.com", keep: "on" });
    expect(tag(html, "f")).toBe('<form id="f" novalidate="">');
    expect(tag(html, "f-email")).toContain('value="me@example.com"');
    expect(tag(html, "f-email")).toContain('aria-describedby="f-email-hint"');
    expect(tag(html, "f-email")).toContain('form="f"');
    expect(html).not.toContain("aria-invalid");
    expect(tag(html, "f-keep")).toContain('checked=""');
    expect(html).toContain("<output>[]</output>");
  });

  it("a refusal: each field's error, aria-invalid and aria-describedby, what was typed kept, the defaults replaced whole", () => {
    const reply: FormReply = { initialValue: { email: "typed@x", pick: "b", note: "my note" }, error: { email: ["common:error.required"], "": ["whole"], pick: null } };
    const html = render(reply, { email: "me@example.com", keep: "on" });
    expect(tag(html, "f")).toContain('aria-describedby="f-error"');
    const email = tag(html, "f-email");
    expect(email).toContain('value="typed@x"');
    expect(email).toContain('aria-invalid="true"');
    expect(email).toContain('aria-describedby="f-email-hint f-email-error"');
    expect(html).toMatch(/<p id="f-email-error"[^>]*>[^<]+<\/p>/);
    // The password never comes back; the box the post left unticked stays unticked.
    expect(tag(html, "f-password")).not.toContain("value=");
    expect(tag(html, "f-keep")).not.toContain("checked");
    // A field given null has no error.
    expect(tag(html, "f-pick")).not.toContain("aria-invalid");
    expect(html).toContain('<option value="b" selected="">B</option>');
    expect(html).toContain(">my note</textarea>");
    // The summary: field errors link to their control, the form's own do not.
    const summary = JSON.parse(html.match(/<output>(.*)<\/output>/)![1]!.replaceAll("&quot;", '"')) as unknown;
    expect(summary).toEqual([{ fieldId: "f-email", message: "t(common:error.required)" }, { message: "t(whole)" }]);
  });

  it("a field posted twice keeps its first value in a select; a ticked box comes back ticked", () => {
    const html = render({ initialValue: { pick: ["a", "b"], keep: "on" }, error: { pick: ["bad"] } });
    expect(html).toContain('<option value="a" selected="">A</option>');
    expect(tag(html, "f-pick")).toContain('aria-describedby="f-pick-error"');
    expect(tag(html, "f-keep")).toContain('checked=""');
    expect(tag(html, "f")).toBe('<form id="f" novalidate="">');
  });
});

function Choices({ reply, defaults }: { reply?: FormReply; defaults?: { size?: string; data?: readonly string[] } }) {
  const [, fields] = useServerForm<{ size: string; data: string[] }>({ id: "c", reply, defaultValue: defaults });
  return (
    <>
      <ChoiceGroup field={fields.size} type="radio" legend="Size" options={options} />
      <ChoiceGroup field={fields.data} type="checkbox" legend="Data" hint="Any" options={options} />
    </>
  );
}

describe("ChoiceGroup: radio buttons and checkboxes under a legend", () => {
  const renderChoices = (reply?: FormReply, defaults?: { size?: string; data?: readonly string[] }) =>
    renderToStaticMarkup(
      <TranslationsProvider value={translations}>
        <Choices reply={reply} defaults={defaults} />
      </TranslationsProvider>,
    );

  it("the first option carries the field's id (the summary's link); the defaults are ticked", () => {
    const html = renderChoices(undefined, { size: "b", data: ["a", "b"] });
    expect(tag(html, "c-size")).toContain('type="radio"');
    expect(tag(html, "c-size")).not.toContain("checked");
    expect(tag(html, "c-size-b")).toContain('checked=""');
    expect(tag(html, "c-data")).toContain('checked=""');
    expect(tag(html, "c-data-b")).toContain('checked=""');
    expect(html).toMatch(/<fieldset class="mb-4" aria-describedby="c-data-hint"><legend[^>]*>Data<\/legend>/);
  });

  it("after a refusal: what was sent stays ticked, the group is described by its error and each box is invalid", () => {
    const html = renderChoices({ initialValue: { data: "b" }, error: { data: ["common:error.required"] } }, { size: "a", data: ["a"] });
    expect(tag(html, "c-size")).not.toContain("checked");
    expect(tag(html, "c-data")).not.toContain("checked");
    expect(tag(html, "c-data-b")).toContain('checked=""');
    expect(tag(html, "c-data-b")).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="c-data-hint c-data-error"');
  });
});
