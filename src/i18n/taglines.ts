import type { Tagline } from '../contract/tagline';

/**
 * Section 1557's taglines (45 CFR 92.11): one sentence in each language saying that language assistance
 * is free, written in that language. The sentences are those of HHS's sample taglines; the languages are the 15 most
 * spoken in the United States by people with limited English, most spoken first (Census ACS, as OCR's lists use).
 * This is the national list: families see it unless their hospital set its own (its state's languages first, from
 * OCR's per-state lists, in the console). It loads with the "Language assistance" modal, not with the first page.
 */
export const TAGLINES: readonly Tagline[] = [
  { language: 'Spanish', lang: 'es', text: 'ATENCIÓN: si habla español, tiene a su disposición servicios gratuitos de asistencia lingüística.' },
  { language: 'Chinese', lang: 'zh-Hant', text: '注意：如果您使用繁體中文，您可以免費獲得語言援助服務。' },
  { language: 'Vietnamese', lang: 'vi', text: 'CHÚ Ý: Nếu bạn nói Tiếng Việt, có các dịch vụ hỗ trợ ngôn ngữ miễn phí dành cho bạn.' },
  { language: 'Korean', lang: 'ko', text: '주의: 한국어를 사용하시는 경우, 언어 지원 서비스를 무료로 이용하실 수 있습니다.' },
  { language: 'Tagalog', lang: 'tl', text: 'PAUNAWA: Kung nagsasalita ka ng Tagalog, maaari kang gumamit ng mga serbisyo ng tulong sa wika nang walang bayad.' },
  { language: 'Russian', lang: 'ru', text: 'ВНИМАНИЕ: Если вы говорите на русском языке, то вам доступны бесплатные услуги перевода.' },
  { language: 'Arabic', lang: 'ar', text: 'ملحوظة: إذا كنت تتحدث العربية، فإن خدمات المساعدة اللغوية تتوافر لك بالمجان.' },
  { language: 'Haitian Creole', lang: 'ht', text: 'ATANSYON: Si w pale Kreyòl Ayisyen, gen sèvis èd pou lang ki disponib gratis pou ou.' },
  { language: 'French', lang: 'fr', text: 'ATTENTION : Si vous parlez français, des services d’aide linguistique vous sont proposés gratuitement.' },
  { language: 'Polish', lang: 'pl', text: 'UWAGA: Jeżeli mówisz po polsku, możesz skorzystać z bezpłatnej pomocy językowej.' },
  { language: 'Portuguese', lang: 'pt', text: 'ATENÇÃO: Se fala português, encontram-se disponíveis serviços linguísticos, grátis.' },
  { language: 'Japanese', lang: 'ja', text: '注意事項：日本語を話される場合、無料の言語支援をご利用いただけます。' },
  { language: 'Italian', lang: 'it', text: 'ATTENZIONE: In caso la lingua parlata sia l’italiano, sono disponibili servizi di assistenza linguistica gratuiti.' },
  { language: 'German', lang: 'de', text: 'ACHTUNG: Wenn Sie Deutsch sprechen, stehen Ihnen kostenlos sprachliche Hilfsdienstleistungen zur Verfügung.' },
  { language: 'Persian', lang: 'fa', text: 'توجه: اگر به زبان فارسی گفتگو می کنید، تسهیلات زبانی بصورت رایگان برای شما فراهم می باشد.' },
];

/** Scripts written right to left (Unicode's), as a language's likely script names them. */
const RTL_SCRIPTS = new Set(['Adlm', 'Arab', 'Hebr', 'Mand', 'Mend', 'Nkoo', 'Rohg', 'Samr', 'Syrc', 'Thaa', 'Yezi']);
/** For a code whose script Intl does not know: the right-to-left languages among those US hospitals meet. */
const RTL_LANGUAGES = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'he', 'ks', 'ps', 'sd', 'syr', 'ug', 'ur', 'yi']);

/**
 * The direction a tagline is written in, from its language code: its script if the code names one ('pa-Arab',
 * 'az-Latn'), else the language's likely script ('ckb' → Arab, 'yi' → Hebr), so it is never kept beside the code.
 */
export function taglineDirection(lang: string): 'rtl' | 'ltr' {
  try {
    const locale = new Intl.Locale(lang);
    const script = locale.maximize().script;
    if (script) return RTL_SCRIPTS.has(script) ? 'rtl' : 'ltr';
    return RTL_LANGUAGES.has(locale.language) ? 'rtl' : 'ltr';
  } catch {
    return RTL_LANGUAGES.has(lang.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr';
  }
}
