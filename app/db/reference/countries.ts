/** The country dictionary (SPEC.md section 3): english_name, chinese_name, country_code, dialling code. */
export type CountryEntry = {
  code: string;
  englishName: string;
  chineseName: string;
  diallingCode: string;
  currency: string;
  defaultLanguage: string;
};

export const COUNTRIES: readonly CountryEntry[] = [
  { code: "ES", englishName: "Spain", chineseName: "西班牙", diallingCode: "+34", currency: "EUR", defaultLanguage: "es" },
  { code: "IT", englishName: "Italy", chineseName: "意大利", diallingCode: "+39", currency: "EUR", defaultLanguage: "it" },
  { code: "PL", englishName: "Poland", chineseName: "波兰", diallingCode: "+48", currency: "PLN", defaultLanguage: "pl" },
  { code: "DE", englishName: "Germany", chineseName: "德国", diallingCode: "+49", currency: "EUR", defaultLanguage: "de" },
  { code: "FR", englishName: "France", chineseName: "法国", diallingCode: "+33", currency: "EUR", defaultLanguage: "fr" },
  { code: "NL", englishName: "Netherlands", chineseName: "荷兰", diallingCode: "+31", currency: "EUR", defaultLanguage: "nl" },
  { code: "PT", englishName: "Portugal", chineseName: "葡萄牙", diallingCode: "+351", currency: "EUR", defaultLanguage: "pt" },
  { code: "GB", englishName: "United Kingdom", chineseName: "英国", diallingCode: "+44", currency: "GBP", defaultLanguage: "en" },
  { code: "MX", englishName: "Mexico", chineseName: "墨西哥", diallingCode: "+52", currency: "MXN", defaultLanguage: "es" },
  { code: "CN", englishName: "China", chineseName: "中国", diallingCode: "+86", currency: "CNY", defaultLanguage: "zh-cn" },
  { code: "US", englishName: "United States", chineseName: "美国", diallingCode: "+1", currency: "USD", defaultLanguage: "en" },
];
