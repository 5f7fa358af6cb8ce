import { hashKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { rememberServerAnswers, takeServerAnswer } from './server-answers';

describe("the answers that came with the server's page", () => {
  it('are taken once each, and only those', () => {
    const advert = hashKey(['adverts', 'sim', 'detail', 7]);
    rememberServerAnswers([advert, hashKey(['site-info'])]);
    expect(takeServerAnswer(hashKey(['adverts', 'sim', 'detail', 8]))).toBe(false);
    expect(takeServerAnswer(advert)).toBe(true);
    // A later visit to the same advert, inside the app, is the person's own answer already.
    expect(takeServerAnswer(advert)).toBe(false);
  });
});
