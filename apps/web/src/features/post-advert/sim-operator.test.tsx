import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render';
import { callsTo, json } from '../../testing/stub-api';
import { choose, installFetchBackedXhr, routes, signIn, stubPosting } from './test-kit';

const FORM_TIMEOUT = { timeout: 30_000 };

beforeEach(() => {
  installFetchBackedXhr();
  signIn();
});

/** The SIM form, open in `language`, its lists loaded. */
async function simForm(language = 'en') {
  await renderRoutes(routes, '/addAdvert', language);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: language === 'az' ? 'SIM kartlar' : 'SIM Cards' }));
  await screen.findAllByRole('option', { name: 'Bakcell' });
  return user;
}

describe('the operator of a SIM number', FORM_TIMEOUT, () => {
  it('is chosen by the code as the number is typed: 055 is Bakcell, and 050 then Azercell', async () => {
    stubPosting();
    const user = await simForm();
    const number = screen.getByLabelText('SIM number');
    const operator = screen.getByLabelText(/SIM provider/);
    expect(operator).toHaveValue('');
    await user.type(number, '05');
    expect(operator).toHaveValue('');
    await user.type(number, '5');
    expect(operator).toHaveDisplayValue('Bakcell');
    expect(operator).toHaveAccessibleDescription(expect.stringContaining('055, 099 Bakcell'));
    await user.clear(number);
    await user.type(number, '+994 50 123');
    expect(operator).toHaveDisplayValue('Azercell');
  });

  it('a code no operator holds (060) leaves the choice to the seller', async () => {
    stubPosting();
    const user = await simForm();
    await choose(user, /SIM provider/, 'Bakcell');
    await user.type(screen.getByLabelText('SIM number'), '060 123 45 67');
    expect(screen.getByLabelText(/SIM provider/)).toHaveDisplayValue('Bakcell');
  });

  it('the server’s refusal of another operator is said at the operator, in the person’s language', async () => {
    const fetchMock = stubPosting({
      'POST /sim': () =>
        json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: "Invalid body: simProviderId is not the operator of the number's code",
            code: 'VALIDATION_FAILED',
            issues: [{ path: 'simProviderId', code: 'PROVIDER_NOT_OF_NUMBER' }],
          },
          400,
        ),
    });
    const user = await simForm('az');
    await user.type(screen.getByLabelText('SIM nömrə'), '055 111 22 33');
    const operator = screen.getByLabelText(/Operator/);
    expect(operator).toHaveDisplayValue('Bakcell');
    // The seller insists on another operator: the server says no, at that field.
    await choose(user, /Operator/, 'Azercell');
    await user.type(screen.getByLabelText('Qiymət'), '90');
    await choose(user, 'Şəhər', 'Baku');
    await user.click(screen.getByRole('checkbox', { name: /oxudum və qəbul edirəm/ }));
    await user.click(screen.getByRole('button', { name: 'Elanı yerləşdir' }));
    await waitFor(() => expect(operator).toHaveAttribute('aria-invalid', 'true'));
    expect(operator).toHaveAccessibleDescription(expect.stringContaining('bu nömrə başqa operatora aiddir'));
    expect(callsTo(fetchMock, 'POST /sim')[0]?.body).toMatchObject({ simProviderId: 1, number: '994551112233' });
  });
});
