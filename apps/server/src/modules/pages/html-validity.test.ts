import { HtmlValidate, type Message } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdvert, createUser, REF } from '../../testing/factories.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { WEB_DIST_DIR } from '../../testing/web-build.js';

/**
 * html-validate's recommended rules, less those about how valid markup is written (which the W3C checker
 * never flags) or that advise beyond validity. Each rule kept off says why; every rule of the standard
 * itself (content models, attributes, ids, nesting) stays on.
 */
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // Style: React writes `<img />`, `hidden=""`, `inert=""` and its camelCase attribute names
    // (`maxLength`, `fetchPriority`), and index.html `<!doctype html>`; HTML reads each as written otherwise.
    'void-style': 'off',
    'attribute-empty-style': 'off',
    'attribute-boolean-style': 'off',
    'attr-case': 'off',
    'doctype-style': 'off',
    'no-trailing-whitespace': 'off',
    // A style attribute is valid HTML; the content security policy allows the few React writes.
    'no-inline-style': 'off',
    // HTML allows any id without spaces: React's own (`_R_49_`) are valid, as the standard preset reads them.
    'valid-id': ['error', { relaxed: true }],
    // Advice, not validity: an aria-label on a named element is allowed (the standard preset's reading).
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // Advice on typography and widgets, not validity: a phone number's spaces as &nbsp;, a native
    // <select> for a picker, a submit button in a search form (which submits on Enter).
    'tel-non-breaking': 'off',
    'prefer-native-element': 'off',
    'wcag/h32': 'off',
  },
});

let t: TestApp;
let advertPath: string;

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR });
  const seller = await createUser(t.database.db);
  const advert = await createAdvert(t.database.db, {
    userId: seller.id,
    brandId: REF.samsung,
    modelId: REF.galaxyFirstModel,
    comment: 'Ideal vəziyyətdə, qutusu var',
    imageKeys: ['photoOne', 'photoTwo'],
  });
  await createAdvert(t.database.db, { category: 'tablet', userId: seller.id });
  advertPath = `/phone-preview/phone/${advert.id}`;
});
afterAll(() => t.close());

const described = (messages: Message[]) =>
  messages.map((m) => `${m.line}:${m.column} [${m.ruleId}] ${m.message} (${m.selector ?? ''})`);

describe('pages validate as HTML (issue 36: the W3C checker finds no error on them)', () => {
  it.each(['/', '/tablets', 'advert', '/login', '/en', '/ru/login'])('%s has no error', async (asked) => {
    const url = asked === 'advert' ? advertPath : asked;
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    const report = await validator.validateString(res.body);
    expect(described(report.results.flatMap((result) => result.messages))).toEqual([]);
  });
});
