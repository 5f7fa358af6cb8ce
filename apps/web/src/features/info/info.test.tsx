import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render';
import { json, stubApi } from '../../testing/stub-api';
import { AboutPage } from './AboutPage';
import { NotFoundPage } from './NotFoundPage';
import { TermsPage } from './TermsPage';

const routes = [
  { path: '/aboutUs', element: <AboutPage /> },
  { path: '/termsConditionsCard', element: <TermsPage /> },
  { path: '*', element: <NotFoundPage /> },
];

describe('About Us', () => {
  it('shows the heading, the about text, the phone, the map link and the tax id', async () => {
    stubApi({
      'GET /site': () =>
        json({ contactPhone: '+994 12 555 00 00', mapUrl: 'https://maps.example/zeng', taxId: '1234567891' }),
    });
    await renderRoutes(routes, '/aboutUs', 'en');

    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getByText(/^Zeng is an online marketplace/)).toBeInTheDocument();
    expect(screen.getByText(/^Posting an advert on Zeng is free/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /\+994 12 555 00 00/ })).toHaveAttribute(
      'href',
      'tel:+994125550000',
    );
    expect(screen.getByRole('link', { name: 'Our office on the map' })).toHaveAttribute(
      'href',
      'https://maps.example/zeng',
    );
    expect(screen.getByText('Tax ID: 1234567891')).toBeInTheDocument();
  });
});

describe('Terms and conditions', () => {
  it('shows the logo linking home, the heading and the 90 clauses in order', async () => {
    await renderRoutes(routes, '/termsConditionsCard', 'en');

    expect(screen.getByRole('link', { name: 'Zeng home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeInTheDocument();
    const sections = await screen.findAllByRole('heading', { level: 2 });
    expect(sections).toHaveLength(11);
    expect(sections[0]).toHaveTextContent('1. Definitions');

    const clauses = document.querySelectorAll('[data-clause]');
    expect([...clauses].map((c) => c.getAttribute('data-clause'))).toEqual(
      Array.from({ length: 90 }, (_, i) => `rule${i + 1}`),
    );
    const firstSection = sections[0]?.closest('section');
    expect(firstSection && within(firstSection).getAllByRole('listitem')[0]).toHaveTextContent(/^1\.1\. Service/);
  });

  it('loads the clauses of the current language', async () => {
    await renderRoutes(routes, '/termsConditionsCard', 'ru');
    expect(await screen.findByRole('heading', { level: 2, name: '1. Термины и определения' })).toBeInTheDocument();
  });
});

describe('an address that leads nowhere', () => {
  it.each([
    ['az', 'Səhifə tapılmadı', 'Ana səhifəyə qayıt'],
    ['ru', 'Страница не найдена', 'На главную'],
  ])(
    '%s: says so in the card every missing page has, with a drawing and the way home',
    async (language, title, home) => {
      await renderRoutes(routes, '/no-such-page', language);
      // The same message page as a missing advert or a closed door (components/MessagePage).
      const card = screen.getByRole('region', { name: title });
      expect(within(card).getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(card.querySelector('svg')).not.toBeNull();
      expect(within(card).getByRole('link', { name: home })).toHaveAttribute('href', '/');
    },
  );
});
