import { describe, expect, it } from 'vitest';
import { advertHref, isScreenPath } from './routes.js';

describe('screen paths', () => {
  it.each(['/', '/tablets', '/todaySIM', '/signup', '/signUp', '/otpconfirm', '/phone-preview/phone/12'])(
    '%s is a screen',
    (path) => expect(isScreenPath(path)).toBe(true),
  );

  it.each(['/nope', '/phone-preview/phone', '/api/v1/zeng/phone'])('%s is not a screen', (path) =>
    expect(isScreenPath(path)).toBe(false),
  );

  it('builds advert links of the documented shape', () => {
    expect(advertHref('sim', 42)).toBe('/phone-preview/sim/42');
  });
});
