import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render';
import { json, stubApi } from '../../testing/stub-api';
import { routesForLayoutTests } from './layout-test-routes';

const SITE = { contactPhone: '+994 12 555 00 00', mapUrl: 'https://maps.example/zeng', taxId: '1234567891' };

describe('page layout', () => {
  it.each([
    ['a listing', '/tablets'],
    ['an advert', '/phone/7'],
    ['the liked adverts', '/likedPage'],
    ['login', '/login'],
    ['the posting form', '/addAdvert'],
    ['the filters', '/filters'],
  ])('ends %s with the footer: the call-in phone, About and the terms', async (_, path) => {
    stubApi({ 'GET /site': () => json(SITE) });
    await renderRoutes(routesForLayoutTests, path, 'ru');

    // The footer's code arrives after the page's own.
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: /\+994 12 555 00 00/ })).toHaveAttribute(
      'href',
      'tel:+994125550000',
    );
    expect(within(footer).getByRole('link', { name: 'О нас' })).toHaveAttribute('href', '/aboutUs');
    expect(within(footer).getByRole('link', { name: 'Правила и условия' })).toHaveAttribute(
      'href',
      '/termsConditionsCard',
    );
    expect(screen.getByRole('main').compareDocumentPosition(footer)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});
