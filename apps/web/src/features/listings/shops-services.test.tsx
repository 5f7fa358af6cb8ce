import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render';
import { ShopsServicesPage } from './ShopsServicesPage';

const routes = [{ path: '/shopsServices', element: <ShopsServicesPage /> }];

describe('shops and services', () => {
  it.each([
    ['az', 'Mağaza və xidmətlər', /tezliklə burada olacaq/, /təmir ustaları/, 'Elanlara bax'],
    ['en', 'Shops and services', /on their way/, /repair services/, 'Browse adverts'],
    ['ru', 'Магазины и услуги', /скоро появятся/, /сервисы по ремонту/, 'Смотреть объявления'],
  ])(
    '%s: keeps its header and says what will be here, with a way to the adverts meanwhile',
    async (language, title, soon, what, browse) => {
      await renderRoutes(routes, '/shopsServices', language);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText(soon)).toBeInTheDocument();
      expect(screen.getByText(what)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: browse })).toHaveAttribute('href', '/');
    },
  );
});
