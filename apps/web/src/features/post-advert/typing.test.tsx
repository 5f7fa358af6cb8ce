import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCESSORY_NAME_MAX_LENGTH, COMMENT_MAX_LENGTH } from '@zeng/contract/constants';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render';
import { callsTo, json } from '../../testing/stub-api';
import { acceptTermsAndSend, installFetchBackedXhr, routes, signIn, stubPosting, typeSimAdvert } from './test-kit';

const FORM_TIMEOUT = { timeout: 30_000 };

beforeEach(() => {
  installFetchBackedXhr();
  signIn();
});

describe('what the fields take as it is typed', FORM_TIMEOUT, () => {
  it('the price never shows a character it does not take, and says so; a paste holding one is refused', async () => {
    stubPosting();
    const user = userEvent.setup();
    await renderRoutes(routes, '/addAdvert', 'en');
    const price = await screen.findByLabelText('Price');
    // "-5" never quietly becomes 5: the "-" is not shown, and a word under the field says why.
    await user.type(price, '-5');
    expect(price).toHaveValue('5');
    expect(screen.getByRole('status')).toHaveTextContent('“-” was not typed: a price takes digits only.');
    await user.clear(price);
    await user.type(price, '1e6');
    expect(price).toHaveValue('16');
    expect(screen.getByRole('status')).toHaveTextContent('“e” was not typed: a price takes digits only.');
    await user.clear(price);
    await user.type(price, 'razılaşma');
    expect(price).toHaveValue('');
    await user.type(price, '1 2a50');
    expect(price).toHaveValue('1 250');
    // Leaving the field takes the word away.
    await user.tab();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    // A paste is taken whole or not at all.
    await user.clear(price);
    await user.paste('-5');
    expect(price).toHaveValue('');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Nothing was pasted: a price takes digits only, and the text holds “-”. Type the price in whole manat.',
    );
    await user.paste('300 manat');
    expect(price).toHaveValue('');
    expect(screen.getByRole('alert')).toHaveTextContent('the text holds “m a n t”.');
    await user.paste('1 250');
    expect(price).toHaveValue('1 250');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says what the price did not take in Azerbaijani and Russian', async () => {
    stubPosting();
    const user = userEvent.setup();
    const az = await renderRoutes(routes, '/addAdvert', 'az');
    await user.type(await screen.findByLabelText('Qiymət'), '1e6');
    expect(screen.getByRole('status')).toHaveTextContent('«e» yazılmadı: qiymətə yalnız rəqəm yazılır.');
    await user.clear(screen.getByLabelText('Qiymət'));
    await user.paste('-5');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Heç nə yapışdırılmadı: qiymətə yalnız rəqəm yazılır, mətndə isə «-» var. Qiyməti tam manatla yazın.',
    );
    az.unmount();
    await renderRoutes(routes, '/addAdvert', 'ru');
    await user.type(await screen.findByLabelText('Цена'), '-5');
    expect(screen.getByRole('status')).toHaveTextContent('Символ «-» не введён: в цене только цифры.');
    await user.clear(screen.getByLabelText('Цена'));
    await user.paste('1e6');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ничего не вставлено: в цене только цифры, а в тексте есть «e». Введите цену в целых манатах.',
    );
  });

  it('the comment counts characters as a person does: 500 emoji fill it and are sent, and a paste past 500 is refused with its length', async () => {
    const fetchMock = stubPosting({ 'POST /sim': () => json({ id: 8 }) });
    const user = userEvent.setup();
    await renderRoutes(routes, '/addAdvert', 'en');
    const comment = await screen.findByLabelText('Comment (optional)');
    const full = '😀'.repeat(COMMENT_MAX_LENGTH);
    await user.click(comment);
    await user.paste(full);
    expect(comment).toHaveValue(full);
    expect(screen.getByText('500/500')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Typing stops at the limit.
    await user.type(comment, 'a');
    expect(comment).toHaveValue(full);

    await user.clear(comment);
    await user.type(comment, 'Salam ');
    await user.paste('😀'.repeat(495));
    expect(comment).toHaveValue('Salam ');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Nothing was pasted: with the pasted text the field would hold 501 characters, more than 500. Shorten it and paste again.',
    );
    await user.paste('😀'.repeat(494));
    expect(comment).toHaveValue(`Salam ${'😀'.repeat(494)}`);
    expect(screen.getByText('500/500')).toBeInTheDocument();

    // What the form takes the server takes: the whole comment is sent.
    await typeSimAdvert(user);
    await acceptTermsAndSend(user);
    await screen.findByRole('dialog', { name: 'Advert sent' });
    expect(callsTo(fetchMock, 'POST /sim')[0]?.body).toMatchObject({ comment: `Salam ${'😀'.repeat(494)}` });
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
