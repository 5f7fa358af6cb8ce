import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESSORY_NAME_MAX_LENGTH } from '@zeng/contract/constants';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render';
import { installFetchBackedXhr, routes, signIn, stubPosting } from './test-kit';

const FORM_TIMEOUT = { timeout: 30_000 };

beforeEach(() => {
  installFetchBackedXhr();
  signIn();
});

describe('what the fields take as it is typed', FORM_TIMEOUT, () => {
  it('the price never shows a letter, typed or pasted', async () => {
    stubPosting();
    const user = userEvent.setup();
    await renderRoutes(routes, '/addAdvert', 'az');
    const price = await screen.findByLabelText('Qiymət');
    await user.type(price, 'razılaşma');
    expect(price).toHaveValue('');
    await user.type(price, '1 2a50');
    expect(price).toHaveValue('1 250');
    await user.clear(price);
    await user.paste('300 manat');
    expect(price).toHaveValue('300 ');
  });

  it('the accessory name counts to 100 and is never cut: a paste that would pass the limit is refused, and said so', async () => {
    stubPosting();
    const user = userEvent.setup();
    await renderRoutes(routes, '/addAdvert', 'az');
    await user.click(await screen.findByRole('radio', { name: 'Aksesuarlar' }));
    const name = screen.getByLabelText('Adı');
    expect(ACCESSORY_NAME_MAX_LENGTH).toBe(100);
    expect(screen.getByText('0/100')).toBeInTheDocument();

    await user.type(name, 'Baseus 65W');
    expect(screen.getByText('10/100')).toBeInTheDocument();

    const long =
      'Baseus GaN5 Pro 65W sürətli şarj cihazı, iki USB-C və bir USB-A portu, 100W kabel ilə birlikdə, qutusunda';
    await user.click(name);
    await user.paste(` ${long}`);
    expect(name).toHaveValue('Baseus 65W');
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Heç nə yapışdırılmadı: bu mətnlə xanada ${11 + long.length} simvol olardı, ən çoxu isə 100 ola bilər.`,
    );

    // Typing on takes the message away; typing stops at the limit, where the counter says so.
    await user.type(name, 'x'.repeat(100));
    expect(name).toHaveValue(`Baseus 65W${'x'.repeat(90)}`);
    expect(screen.getByText('100/100')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
