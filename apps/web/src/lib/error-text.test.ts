import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '@zeng/contract/constants';
import { ERROR_CODES, type ErrorCode, type ErrorIssue, ISSUE_CODES } from '@zeng/contract/error-codes';
import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorText, issueText } from './error-text';
import { i18n, i18nReady, initI18n } from './i18n';

interface ErrorsFile {
  unknown: string;
  codes: Record<string, string>;
  issues: Record<string, string>;
  fields: Record<string, string>;
}
const read = (lng: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../locales', lng, 'errors.json'), 'utf8')) as ErrorsFile;

/** The client's own code (no answer at all) is shown like the server's. */
const SHOWN_CODES = [...ERROR_CODES, 'NETWORK_ERROR'] as const;
const FORM_FIELDS = [
  'price',
  'districtId',
  'comment',
  'contactBy',
  'imageUrls',
  'brandId',
  'modelId',
  'color',
  'condition',
  'grade',
  'batteryHealth',
  'defects',
  'inBox',
  'accountLocked',
  'warrantyMonths',
  'imei',
  'imeiRegistered',
  'mainMemory',
  'ram',
  'simType',
  'simProviderId',
  'number',
  'name',
  'type',
  'reason',
  'firstName',
  'lastName',
  'phoneNumber',
  'confirmCode',
];
const PLURAL = /_(zero|one|two|few|many|other)$/;

describe.each(LANGUAGES)('errors.json in %s', (lng) => {
  const file = read(lng);

  it('has a text for every error code of the contract and the network failure', () => {
    const missing = SHOWN_CODES.filter((code) => !file.codes[code]?.trim());
    expect(missing).toEqual([]);
  });

  it('has a text for every issue code of the contract', () => {
    expect(ISSUE_CODES.filter((code) => !file.issues[code]?.trim())).toEqual([]);
  });

  it('names every field of the submissions and the sign-in forms', () => {
    expect(FORM_FIELDS.filter((field) => !file.fields[field]?.trim())).toEqual([]);
  });

  it('words no code the contract does not know (a renamed code would leave its text behind)', () => {
    const known = new Set<string>(SHOWN_CODES);
    const stale = Object.keys(file.codes).filter((key) => !known.has(key.replace(PLURAL, '')));
    expect(stale).toEqual([]);
    expect(Object.keys(file.issues).filter((key) => !(ISSUE_CODES as readonly string[]).includes(key))).toEqual([]);
  });

  it("has every plural form the language's grammar uses", () => {
    const categories = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
    const plurals = new Set(
      Object.keys(file.codes)
        .filter((key) => PLURAL.test(key))
        .map((key) => key.replace(PLURAL, '')),
    );
    expect(plurals.size).toBeGreaterThan(0);
    for (const base of plurals) {
      expect(
        categories.filter((form) => !file.codes[`${base}_${form}`]),
        `${lng} codes.${base}`,
      ).toEqual([]);
    }
  });
});

// The texts keep numbers and units together with no-break spaces; compare them as a person reads them.
const plain = (text: string) => text.replaceAll('\u00a0', ' ');
let t: TFunction;

async function speak(lng: string) {
  await i18n.changeLanguage(lng);
  t = i18n.getFixedT(lng);
}

const refusal = (
  code: ErrorCode | 'NETWORK_ERROR',
  extra: { status?: number; params?: Record<string, number>; issues?: ErrorIssue[]; retryAfter?: number } = {},
) =>
  new ApiError(
    extra.status ?? 400,
    code,
    'An English sentence from the server',
    extra.retryAfter,
    extra.params,
    extra.issues,
  );

beforeAll(async () => {
  initI18n();
  await i18nReady();
  await i18n.loadNamespaces('errors');
});

describe('errorText', () => {
  it.each([
    ['en', 3, 'The code is not correct. 3 tries left.'],
    ['en', 1, 'The code is not correct. 1 try left.'],
    ['az', 2, 'Kod düzgün deyil. 2 cəhdiniz qaldı.'],
    ['ru', 1, 'Неверный код. Осталась 1 попытка.'],
    ['ru', 3, 'Неверный код. Осталось 3 попытки.'],
    ['ru', 5, 'Неверный код. Осталось 5 попыток.'],
    ['ru', 21, 'Неверный код. Осталась 21 попытка.'],
  ])('in %s says a wrong code leaves %i tries in the right plural form', async (lng, triesLeft, text) => {
    await speak(lng);
    expect(errorText(refusal('OTP_INVALID', { params: { triesLeft } }), t)).toBe(text);
  });

  it('says a wrong code plainly when the server does not tell the tries left', async () => {
    await speak('ru');
    expect(errorText(refusal('OTP_INVALID'), t)).toBe('Неверный код. Проверьте его и попробуйте ещё раз.');
  });

  it('tells how long to wait: the answer’s params, else its Retry-After, else a minute', async () => {
    await speak('en');
    const limited = (extra: Parameters<typeof refusal>[1]) => plain(errorText(refusal('RATE_LIMITED', extra), t));
    expect(limited({ status: 429, params: { retryAfterSeconds: 55 }, retryAfter: 55 })).toBe(
      'Too many attempts. Try again in 55 sec.',
    );
    expect(limited({ status: 429, retryAfter: 120 })).toBe('Too many attempts. Try again in 2 min.');
    expect(limited({ status: 429 })).toBe('Too many attempts. Try again in 1 min.');
  });

  it('names the first refused field of a validation answer', async () => {
    const issues: ErrorIssue[] = [
      { path: 'price', code: 'PRICE_OUT_OF_RANGE' },
      { path: 'comment', code: 'TOO_LONG' },
    ];
    await speak('en');
    expect(plain(errorText(refusal('VALIDATION_FAILED', { issues }), t))).toBe(
      'Price: must be between 1 and 10 000 000 AZN.',
    );
    await speak('az');
    expect(plain(errorText(refusal('VALIDATION_FAILED', { issues }), t))).toBe(
      'Qiymət: 1 ilə 10 000 000 AZN arasında olmalıdır.',
    );
  });

  it('asks to check the form when a validation answer lists no field', async () => {
    await speak('en');
    expect(errorText(refusal('VALIDATION_FAILED'), t)).toBe(
      'Some details are not right. Check the form and try again.',
    );
  });

  it('words the refusals of posting and uploading in the person’s language', async () => {
    await speak('en');
    expect(errorText(refusal('SIM_NUMBER_TAKEN', { status: 409 }), t)).toBe('This number is already advertised.');
    expect(errorText(refusal('ADVERT_NOT_PENDING', { status: 409 }), t)).toBe('This request has already been decided.');
    expect(errorText(refusal('NOT_AN_IMAGE', { status: 415 }), t)).toMatch(/JPEG, PNG, WebP, AVIF or HEIC/);
    await speak('ru');
    expect(plain(errorText(refusal('FILE_TOO_LARGE', { status: 413 }), t))).toMatch(/10 МБ/);
    expect(errorText(refusal('NETWORK_ERROR', { status: 0 }), t)).toBe(
      'Нет соединения. Проверьте интернет и попробуйте ещё раз.',
    );
  });

  it('words the posting limits and a changed request with their figures in every language', async () => {
    const hourly = refusal('POSTING_LIMIT', { status: 429, params: { limit: 30, retryAfterSeconds: 42 * 60 } });
    const pending = refusal('PENDING_LIMIT', { status: 409, params: { limit: 30 } });
    await speak('en');
    expect(plain(errorText(hourly, t))).toBe(
      'You have reached the limit of 30 new adverts for now. You can post again in 42 min.',
    );
    expect(errorText(pending, t)).toMatch(/^You already have 30 adverts waiting for review in this category/);
    await speak('az');
    expect(plain(errorText(hourly, t))).toBe(
      'Hələlik 30 yeni elan limitinə çatmısınız. 42 dəq. sonra yenidən elan yerləşdirə bilərsiniz.',
    );
    expect(errorText(pending, t)).toMatch(/^Bu kateqoriyada artıq 30 elanınız yoxlanılmağı gözləyir/);
    expect(errorText(refusal('ADVERT_CHANGED', { status: 409 }), t)).toMatch(
      /^Satıcı bu elanı siz açandan sonra dəyişib/,
    );
    await speak('ru');
    expect(plain(errorText(hourly, t))).toBe(
      'Достигнут предел новых объявлений (30). Разместить новое можно будет через 42 мин.',
    );
    expect(errorText(pending, t)).toMatch(/^В этой категории уже ждут проверки 30 ваших объявлений/);
  });

  it.each(LANGUAGES)('in %s never shows the server’s sentence or a bare key for any code', async (lng) => {
    await speak(lng);
    for (const code of SHOWN_CODES) {
      const text = errorText(refusal(code, { params: { triesLeft: 2, retryAfterSeconds: 30, limit: 30 } }), t);
      expect(text, code).not.toMatch(/An English sentence|^codes\.|\{\{/);
      expect(text.length, code).toBeGreaterThan(10);
    }
  });

  it('falls back to a general text for a failure that is not an API refusal or has no words yet', async () => {
    await speak('az');
    expect(errorText(new TypeError('x is undefined'), t)).toBe('Nəsə alınmadı. Yenidən cəhd edin.');
    expect(errorText(refusal('A_CODE_FROM_THE_FUTURE' as ErrorCode), t)).toBe('Nəsə alınmadı. Yenidən cəhd edin.');
  });
});

describe('issueText', () => {
  it('labels the field, also for a path into a list or an object', async () => {
    await speak('en');
    expect(issueText({ path: 'imageUrls.2', code: 'IMAGE_NOT_OWNED' }, t)).toBe(
      'Photos: this photo is not available to you. Remove it and upload it again.',
    );
    expect(issueText({ path: 'mainMemory.id', code: 'REQUIRED' }, t)).toBe('Storage: this field is required.');
    await speak('ru');
    expect(issueText({ path: 'number', code: 'SIM_NUMBER_TAKEN' }, t)).toBe(
      'SIM-номер: на этот номер уже есть объявление.',
    );
  });

  it('starts a sentence of its own for a field it has no name for', async () => {
    await speak('az');
    expect(issueText({ path: 'id', code: 'REQUIRED' }, t)).toBe('Bu sahə mütləq doldurulmalıdır.');
    await speak('en');
    expect(issueText({ path: '', code: 'NOT_WHOLE' }, t)).toBe('Enter a whole number.');
  });
});
