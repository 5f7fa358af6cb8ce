import type { Language } from '@zeng/contract/constants';

/** "5 минут", "1 минуту", "3 минуты": the accusative a Russian "for N minutes" takes. */
function russianMinutes(n: number): string {
  const last = n % 10;
  const lastTwo = n % 100;
  if (last === 1 && lastTwo !== 11) return `${n} минуту`;
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return `${n} минуты`;
  return `${n} минут`;
}

/**
 * The text of a code SMS in the language of the screen that asked for it (the request's
 * Accept-Language). Short enough for one message even in Cyrillic or with Azerbaijani letters
 * (70 characters of UCS-2), so a code never costs two.
 */
export function codeSmsText(code: string, minutes: number, lang: Language): string {
  switch (lang) {
    case 'en':
      return `Zeng: your code is ${code}. It is valid for ${minutes} minutes. Do not share it with anyone.`;
    case 'ru':
      return `Zeng: ваш код ${code}. Действует ${russianMinutes(minutes)}. Никому его не сообщайте.`;
    default:
      return `Zeng: kodunuz ${code}. ${minutes} dəqiqə etibarlıdır. Kodu heç kimə deməyin.`;
  }
}
