/** The POST forms of a page, read from its HTML as a browser would submit them. */
export type FormField = { name: string; kind: "hidden" | "text" | "number" | "email" | "password" | "checkbox" | "radio" | "select" | "textarea" | "file" | "button"; value: string };
export type PageForm = { action: string; multipart: boolean; fields: FormField[] };

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag);
  return match ? decode(match[1]!) : null;
}

function kindOf(type: string | null): FormField["kind"] {
  switch ((type ?? "text").toLowerCase()) {
    case "hidden":
    case "number":
    case "email":
    case "password":
    case "checkbox":
    case "radio":
    case "file":
      return type!.toLowerCase() as FormField["kind"];
    default:
      return "text";
  }
}

export function postForms(html: string, pagePath: string): PageForm[] {
  const forms: PageForm[] = [];
  for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
    const tag = match[1]!;
    if ((attribute(`<form ${tag}`, "method") ?? "get").toLowerCase() !== "post") continue;
    const body = match[2]!;
    const fields: FormField[] = [];
    for (const input of body.matchAll(/<(input|textarea|select|button)\b([^>]*)>/gi)) {
      const element = input[1]!.toLowerCase();
      const attrs = ` ${input[2]!}`;
      const name = attribute(attrs, "name");
      if (!name) continue;
      if (element === "textarea") fields.push({ name, kind: "textarea", value: "" });
      else if (element === "select") {
        const rest = body.slice((input.index ?? 0) + input[0].length);
        const option = /<option\b([^>]*)>/i.exec(rest);
        fields.push({ name, kind: "select", value: option ? (attribute(` ${option[1]!}`, "value") ?? "") : "" });
      } else if (element === "button") fields.push({ name, kind: "button", value: attribute(attrs, "value") ?? "" });
      else fields.push({ name, kind: kindOf(attribute(attrs, "type")), value: attribute(attrs, "value") ?? "" });
    }
    const action = attribute(`<form ${tag}`, "action") ?? pagePath;
    forms.push({ action, multipart: /multipart\/form-data/i.test(tag), fields });
  }
  return forms;
}

/**
 * What pressing the form's first submit button sends: hidden and filled fields, the first option
 * of each select, the first radio of each group, checked boxes left out, one button's name.
 */
export function defaultSubmission(form: PageForm, button?: string): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  const radios = new Set<string>();
  let buttonUsed = false;
  for (const field of form.fields) {
    if (field.kind === "checkbox" || field.kind === "file") continue;
    if (field.kind === "radio") {
      if (radios.has(field.name)) continue;
      radios.add(field.name);
    }
    if (field.kind === "button") {
      if (buttonUsed || (button && field.value !== button)) continue;
      buttonUsed = true;
    }
    entries.push([field.name, field.value]);
  }
  return entries;
}

/** A stable name for a form: where it posts and what it carries (so a list's 40 add-to-cart forms count once). */
export function formSignature(form: PageForm): string {
  const action = form.action.replace(/\d+/g, "N");
  return `${action} ${[...new Set(form.fields.map((field) => field.name))].sort().join(",")}`;
}
