import { FilterScreen } from './FilterScreen';
import { PHONE_FILTER_SCREEN } from './filter-screen-config';

/** The reference lists a phone filter screen asks for, as the API answers them (English names). */
export const filterLookups = {
  'GET /district': () => [
    { id: 7, name: 'Baku' },
    { id: 13, name: 'Ganja' },
  ],
  'GET /brand/phone': () => [{ id: 2, name: 'Samsung', logoUrl: '/media/brands/samsung.svg' }],
  'GET /model/2': () => [{ id: 20001, name: 'Galaxy S24' }],
  'GET /component/storage': () => [{ id: 5, type: 'STORAGE', capacity: '128GB' }],
  'GET /component/ram': () => [{ id: 26, type: 'RAM', capacity: '8GB' }],
  'GET /sort': () => [
    { id: 1, name: 'Newest first', type: 'DATE_DESC' },
    { id: 3, name: 'Cheapest first', type: 'PRICE_ASC' },
  ],
};

/** The phone filter screen, and the listing it gives way to. */
export const phoneFilterRoutes = [
  { path: '/filters', element: <FilterScreen config={PHONE_FILTER_SCREEN} /> },
  { path: '/', element: <p>listing</p> },
];
