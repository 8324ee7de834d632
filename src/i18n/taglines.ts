/**
 * Section 1557's taglines (45 CFR 92.11; issue 24): one sentence in each language saying that language assistance
 * is free, written in that language. The sentences are those of HHS's sample taglines; the languages are the 15 most
 * spoken in the United States by people with limited English, most spoken first (Census ACS, as OCR's lists use).
 * OCR's per-state lists are not yet in CareChoice (docs/decisions.md): a hospital's state would reorder these.
 */
export interface Tagline {
  /** The language's name in English, for the console and for tests. */
  language: string;
  /** BCP 47: screen readers read the sentence in its language. */
  lang: string;
  dir?: 'rtl';
  text: string;
}

export const TAGLINES: readonly Tagline[] = [
  { language: 'Spanish', lang: 'es', text: 'ATENCIÓN: si habla español, tiene a su disposición servicios gratuitos de asistencia lingüística.' },
  { language: 'Chinese', lang: 'zh-Hant', text: '注意：如果您使用繁體中文，您可以免費獲得語言援助服務。' },
  { language: 'Vietnamese', lang: 'vi', text: 'CHÚ Ý: Nếu bạn nói Tiếng Việt, có các dịch vụ hỗ trợ ngôn ngữ miễn phí dành cho bạn.' },
  { language: 'Korean', lang: 'ko', text: '주의: 한국어를 사용하시는 경우, 언어 지원 서비스를 무료로 이용하실 수 있습니다.' },
  { language: 'Tagalog', lang: 'tl', text: 'PAUNAWA: Kung nagsasalita ka ng Tagalog, maaari kang gumamit ng mga serbisyo ng tulong sa wika nang walang bayad.' },
  { language: 'Russian', lang: 'ru', text: 'ВНИМАНИЕ: Если вы говорите на русском языке, то вам доступны бесплатные услуги перевода.' },
  { language: 'Arabic', lang: 'ar', dir: 'rtl', text: 'ملحوظة: إذا كنت تتحدث العربية، فإن خدمات المساعدة اللغوية تتوافر لك بالمجان.' },
  { language: 'Haitian Creole', lang: 'ht', text: 'ATANSYON: Si w pale Kreyòl Ayisyen, gen sèvis èd pou lang ki disponib gratis pou ou.' },
  { language: 'French', lang: 'fr', text: 'ATTENTION : Si vous parlez français, des services d’aide linguistique vous sont proposés gratuitement.' },
  { language: 'Polish', lang: 'pl', text: 'UWAGA: Jeżeli mówisz po polsku, możesz skorzystać z bezpłatnej pomocy językowej.' },
  { language: 'Portuguese', lang: 'pt', text: 'ATENÇÃO: Se fala português, encontram-se disponíveis serviços linguísticos, grátis.' },
  { language: 'Japanese', lang: 'ja', text: '注意事項：日本語を話される場合、無料の言語支援をご利用いただけます。' },
  { language: 'Italian', lang: 'it', text: 'ATTENZIONE: In caso la lingua parlata sia l’italiano, sono disponibili servizi di assistenza linguistica gratuiti.' },
  { language: 'German', lang: 'de', text: 'ACHTUNG: Wenn Sie Deutsch sprechen, stehen Ihnen kostenlos sprachliche Hilfsdienstleistungen zur Verfügung.' },
  { language: 'Persian', lang: 'fa', dir: 'rtl', text: 'توجه: اگر به زبان فارسی گفتگو می کنید، تسهیلات زبانی بصورت رایگان برای شما فراهم می باشد.' },
];
