// pa11y 10 ships no types: the part the sweep uses.
declare module "pa11y" {
  import type { Browser, Page } from "puppeteer";

  export type Pa11yIssue = { code: string; type: "error" | "warning" | "notice"; typeCode: number; message: string; context: string; selector: string; runner: string };
  export type Pa11yOptions = {
    browser?: Browser;
    page?: Page;
    ignoreUrl?: boolean;
    runners?: string[];
    standard?: "WCAG2A" | "WCAG2AA" | "WCAG2AAA";
    includeWarnings?: boolean;
    includeNotices?: boolean;
    headers?: Record<string, string>;
    timeout?: number;
    wait?: number;
  };
  export default function pa11y(url: string, options?: Pa11yOptions): Promise<{ documentTitle: string; pageUrl: string; issues: Pa11yIssue[] }>;
}
