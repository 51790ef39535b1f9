import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderAt } from '../../../lib/test-render.tsx';
import '../catalog.ts';
import { TwoFactorSection } from './two-factor-section.tsx';

// The admin's two-factor section on "My account" (issue 33 §4): set-up with the QR code and the key,
// the code that turns it on, the recovery codes shown once, and turning it off.
const api = mockApi();

const SET_UP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Levera:admin%40levera.se?issuer=Levera&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrCodeDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
};
const CODES = [...'abcdefghjk'].map((letter) => `${letter}bcde-fghj${letter}`);

describe('TwoFactorSection', () => {
  it('sets two-factor up in Swedish: QR code and key, a wrong code refused, then the recovery codes once', async () => {
    const onChanged = vi.fn();
    let tries = 0;
    api.answer({
      'POST /api/admin/two-factor/setup': SET_UP,
      'POST /api/admin/two-factor/enable': () =>
        ++tries === 1
          ? jsonResponse(400, {
              error: 'Koden stämmer inte. Ange den senaste 6-siffriga koden från din autentiseringsapp.',
              code: 'invalid_two_factor_code',
            })
          : jsonResponse(200, { success: true, message: 'På', recoveryCodes: CODES }),
    });
    const { user } = renderAt(
      '/sv-se/admin/account',
      <TwoFactorSection enabled={false} mustSetUp onChanged={onChanged} />,
      { signedIn: 'admin' },
    );
    const section = screen.getByRole('region', { name: 'Tvåstegsverifiering' });
    expect(within(section).getByText('Av')).toBeInTheDocument();
    expect(within(section).getByRole('alert')).toHaveTextContent('Ditt team kräver tvåstegsverifiering');
    await user.click(within(section).getByRole('button', { name: 'Aktivera tvåstegsverifiering' }));

    const qr = await within(section).findByRole('img', {
      name: 'QR-kod för att lägga till Levera i din autentiseringsapp',
    });
    expect(qr).toHaveAttribute('src', SET_UP.qrCodeDataUrl);
    expect(within(section).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

    const code = within(section).getByRole('textbox', { name: 'Autentiseringskod' });
    await user.click(within(section).getByRole('button', { name: 'Aktivera' }));
    expect(await within(section).findByText('Ange koden från din autentiseringsapp')).toBeInTheDocument();
    expect(api.sent('POST /api/admin/two-factor/enable')).toHaveLength(0);

    await user.type(code, '000000');
    await user.click(within(section).getByRole('button', { name: 'Aktivera' }));
    expect(await within(section).findByText(/^Koden stämmer inte/)).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(section).getByRole('button', { name: 'Aktivera' }));
    const list = await within(section).findByRole('list', { name: 'Dina återställningskoder' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(api.sent('POST /api/admin/two-factor/enable').at(-1)?.body).toMatchObject({ code: '123456' });
    expect(onChanged).toHaveBeenCalledOnce();

    await user.click(within(section).getByRole('button', { name: 'Jag har sparat dem' }));
    expect(within(section).queryByRole('list')).toBeNull();
    expect(within(section).getByRole('status')).toHaveTextContent('Tvåstegsverifiering är på.');
  });

  it('copies the recovery codes, one a line', async () => {
    api.answer({
      'POST /api/admin/two-factor/setup': SET_UP,
      'POST /api/admin/two-factor/enable': { success: true, message: 'On', recoveryCodes: CODES },
    });
    const { user } = renderAt(
      '/sv-en/admin/account',
      <TwoFactorSection enabled={false} mustSetUp={false} onChanged={() => {}} />,
      { signedIn: 'admin' },
    );
    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    await user.type(await screen.findByRole('textbox', { name: 'Authentication code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await user.click(await screen.findByRole('button', { name: 'Copy codes' }));
    expect(await screen.findByText('Copied')).toBeInTheDocument();
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'));
  });

  it('shows On, and turns it off with the password (a wrong one refused beside the field)', async () => {
    const onChanged = vi.fn();
    api.answer({
      'POST /api/admin/two-factor/disable': (request) =>
        (request.body as { password: string }).password === 'right password'
          ? jsonResponse(200, { success: true, message: 'Two-factor sign-in is off' })
          : jsonResponse(400, { error: 'The password is not right', code: 'wrong_password' }),
    });
    const { user } = renderAt(
      '/sv-en/admin/account',
      <TwoFactorSection enabled mustSetUp={false} onChanged={onChanged} />,
      { signedIn: 'admin' },
    );
    const section = screen.getByRole('region', { name: 'Two-factor sign-in' });
    expect(within(section).getByText('On')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Turn off' }));
    const password = within(section).getByLabelText('Your password');
    await user.type(password, 'wrong password');
    await user.click(within(section).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await within(section).findByText('The password is not right')).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'right password');
    await user.click(within(section).getByRole('button', { name: 'Turn off two-factor sign-in' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(within(section).getByRole('status')).toHaveTextContent('Two-factor sign-in is off');
  });
});
