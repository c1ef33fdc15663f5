import { DEFAULT_NAMESPACE } from "./config";
import { type Bundle, type Translate, translator } from "./translator";

/** Fetches a namespace in a language (the browser: its content-addressed file). */
export type FetchBundle = (lng: string, ns: string) => Promise<Bundle>;

type Options = {
  lng: string;
  /** Namespaces already at hand, by language (the server: all of them). */
  bundles?: Readonly<Record<string, Readonly<Record<string, Bundle>>>>;
  /** How a namespace not at hand is fetched; without it, one not at hand is missing (keys show). */
  fetch?: FetchBundle;
  /** Told of each namespace a component asks for or reads a key from (the server notes them for the page). */
  onUse?: (ns: string) => void;
};

const FETCH_ATTEMPTS = 3;
const RETRY_AFTER_MS = 400;

/**
 * The translations a page renders with: one language at a time, its namespaces loaded on demand,
 * and a change of language that shows the new texts only once they are all there (until then the
 * old ones stay). The server makes one per page from the texts loaded at start; the browser one
 * that fetches the files (decision 0098), before hydrating and when a later page or language
 * needs more. i18next keeps doing this on the server for loaders, e-mails and PDFs; components
 * use this one, on both sides (decision 0102).
 */
export class Translations {
  private lng: string;
  private readonly bundles = new Map<string, Bundle>();
  private readonly pending = new Map<string, Promise<void>>();
  private readonly failed = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private readonly fetchBundle: FetchBundle | undefined;
  private readonly onUse: ((ns: string) => void) | undefined;
  private wanted: string;

  constructor({ lng, bundles = {}, fetch, onUse }: Options) {
    this.lng = lng;
    this.wanted = lng;
    this.fetchBundle = fetch;
    this.onUse = onUse;
    for (const [language, namespaces] of Object.entries(bundles)) for (const [ns, bundle] of Object.entries(namespaces)) this.bundles.set(`${language}/${ns}`, bundle);
  }

  get language(): string {
    return this.lng;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Tells the components (they read again what they show: the language, their namespaces' state). */
  private changed(lng = this.lng) {
    this.lng = lng;
    for (const listener of this.listeners) listener();
  }

  /** Whether every one of these namespaces is loaded (or could not be) in the language. */
  has(lng: string, namespaces: readonly string[]): boolean {
    return !this.fetchBundle || namespaces.every((ns) => this.bundles.has(`${lng}/${ns}`));
  }

  /**
   * Loads what is not loaded yet; the same promise for a namespace already on its way. A file that
   * still fails after a few attempts counts as loaded but empty, so its keys show instead of the
   * page waiting for ever (what i18next did too); `failed` lists those.
   */
  load(lng: string, namespaces: readonly string[]): Promise<{ failed: string[] }> {
    const failed: string[] = [];
    const loads = namespaces.map((ns) => {
      const id = `${lng}/${ns}`;
      if (this.bundles.has(id) || !this.fetchBundle) return Promise.resolve();
      let loading = this.pending.get(id);
      if (!loading) {
        loading = this.fetchWithRetries(lng, ns).then(
          (bundle) => {
            this.bundles.set(id, bundle);
          },
          () => {
            this.bundles.set(id, {});
            this.failed.add(id);
          },
        );
        loading = loading.finally(() => {
          this.pending.delete(id);
          if (lng === this.lng) this.changed();
        });
        this.pending.set(id, loading);
      }
      return loading;
    });
    return Promise.all(loads).then(() => {
      for (const ns of namespaces) if (this.failed.has(`${lng}/${ns}`)) failed.push(ns);
      return { failed };
    });
  }

  private async fetchWithRetries(lng: string, ns: string): Promise<Bundle> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.fetchBundle!(lng, ns);
      } catch (error) {
        if (attempt >= FETCH_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS * attempt));
      }
    }
  }

  /**
   * Switches to another language once every namespace used so far is loaded in it; the texts
   * change all at once. A later call wins over one still loading.
   */
  async changeLanguage(lng: string): Promise<void> {
    this.wanted = lng;
    if (lng === this.lng) return;
    const prefix = `${this.lng}/`;
    const used = [...this.bundles.keys()].filter((id) => id.startsWith(prefix)).map((id) => id.slice(prefix.length));
    await this.load(lng, used);
    if (this.wanted === lng && lng !== this.lng) this.changed(lng);
  }

  /** Notes the namespaces a component asks for (the server gives the page those files). */
  use(namespaces: readonly string[]): void {
    if (this.onUse) for (const ns of namespaces) this.onUse(ns);
  }

  /** A translation function over these namespaces in the current language (the first one first). */
  translator(namespaces: readonly string[] = [DEFAULT_NAMESPACE], lng = this.lng): Translate {
    return translator(lng, namespaces, (ns) => {
      this.onUse?.(ns);
      return this.bundles.get(`${lng}/${ns}`);
    });
  }
}
