import type { Language } from "~/i18n/languages";

export type BrandKey = "aigostar" | "nobleza" | "ubathlife" | "lumora" | "aigostar-mx";

export type Brand = {
  key: BrandKey;
  name: string;
  tenantId: number;
  homeRoute: string;
  productListRoute: string;
  logo: string;
  colours: { primary: string; primaryDark: string; accent: string };
  defaultLanguage: Language;
  defaultCurrency: string;
  /** Languages the brand's catalogue texts are written in besides English. */
  mainLanguages: Language[];
  /** For this brand the original price is struck through only when the activity price is lower. */
  strikeOnlyWhenLower: boolean;
  /** First DNS labels that select the brand: nobleza.localhost, nobleza.example.com … */
  hostLabels: string[];
};

/** The brands the shop serves. The first is the main brand, used for unknown hosts. */
export const BRANDS: readonly Brand[] = [
  {
    key: "aigostar",
    name: "Aigostar",
    tenantId: 1000,
    homeRoute: "/",
    productListRoute: "/aigoStarProductList",
    logo: "/brands/aigostar.svg",
    colours: { primary: "#1d4ed8", primaryDark: "#1e3a8a", accent: "#f97316" },
    defaultLanguage: "en",
    defaultCurrency: "EUR",
    mainLanguages: ["es", "it", "pl", "de", "fr", "nl", "pt", "zh-cn"],
    strikeOnlyWhenLower: false,
    hostLabels: ["aigostar"],
  },
  {
    key: "nobleza",
    name: "Nobleza",
    tenantId: 1001,
    homeRoute: "/noblezaHome",
    productListRoute: "/noblezaProductList",
    logo: "/brands/nobleza.svg",
    colours: { primary: "#0f766e", primaryDark: "#134e4a", accent: "#f59e0b" },
    defaultLanguage: "es",
    defaultCurrency: "EUR",
    mainLanguages: ["es", "it", "pt", "fr"],
    strikeOnlyWhenLower: true,
    hostLabels: ["nobleza"],
  },
  {
    key: "ubathlife",
    name: "uBathLife",
    tenantId: 1002,
    homeRoute: "/ubathlifeHome",
    productListRoute: "/productList",
    logo: "/brands/ubathlife.svg",
    colours: { primary: "#0e7490", primaryDark: "#164e63", accent: "#84cc16" },
    defaultLanguage: "en",
    defaultCurrency: "EUR",
    mainLanguages: ["es", "de", "fr", "it"],
    strikeOnlyWhenLower: false,
    hostLabels: ["ubathlife"],
  },
  {
    key: "lumora",
    name: "Lumora",
    tenantId: 1003,
    homeRoute: "/lumoraHome",
    productListRoute: "/productList",
    logo: "/brands/lumora.svg",
    colours: { primary: "#b45309", primaryDark: "#78350f", accent: "#0ea5e9" },
    defaultLanguage: "en",
    defaultCurrency: "EUR",
    mainLanguages: ["es", "pl", "de", "nl", "fr"],
    strikeOnlyWhenLower: false,
    hostLabels: ["lumora"],
  },
  {
    key: "aigostar-mx",
    name: "Aigostar México",
    tenantId: 1004,
    homeRoute: "/",
    productListRoute: "/aigoStarProductList",
    logo: "/brands/aigostar-mx.svg",
    colours: { primary: "#047857", primaryDark: "#064e3b", accent: "#e11d48" },
    defaultLanguage: "es",
    defaultCurrency: "MXN",
    mainLanguages: ["es"],
    strikeOnlyWhenLower: false,
    hostLabels: ["mx", "aigostar-mx", "mexico"],
  },
];

export const MAIN_BRAND: Brand = BRANDS[0]!;

export function brandByKey(key: string): Brand | undefined {
  return BRANDS.find((brand) => brand.key === key);
}

/** Parses BRAND_HOSTS ("b2b.nobleza.es=nobleza,shop.example.mx=aigostar-mx") into exact host matches. */
export function parseBrandHosts(value: string | undefined): Map<string, Brand> {
  const map = new Map<string, Brand>();
  for (const pair of (value ?? "").split(",")) {
    const [host, key] = pair.split("=").map((part) => part.trim().toLowerCase());
    const brand = key ? brandByKey(key) : undefined;
    if (host && brand) map.set(host, brand);
  }
  return map;
}

/**
 * The brand for a Host header: an exact BRAND_HOSTS entry first, then the first DNS label
 * (nobleza.localhost:3000 → nobleza), else the main brand.
 */
export function brandForHost(host: string | null | undefined, exactHosts: Map<string, Brand> = new Map()): Brand {
  const hostname = (host ?? "").trim().toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  const exact = exactHosts.get(hostname);
  if (exact) return exact;
  const label = hostname.split(".")[0] ?? "";
  return BRANDS.find((brand) => brand.hostLabels.includes(label)) ?? MAIN_BRAND;
}
