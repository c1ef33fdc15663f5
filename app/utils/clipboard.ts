type Clipboard = { writeText(text: string): Promise<void> };

/** Copies the text to the clipboard if the browser lets the page (it may not: no permission, not a secure page). */
export async function copyText(text: string, clipboard: Clipboard | undefined): Promise<"copied" | "failed"> {
  if (!clipboard) return "failed";
  try {
    await clipboard.writeText(text);
    return "copied";
  } catch {
    return "failed";
  }
}
