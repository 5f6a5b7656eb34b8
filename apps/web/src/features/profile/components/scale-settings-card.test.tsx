import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TScaleBarcode } from '@cuadre/shared/products/scale-barcode';
import { resetAppStore, setSession } from '@/testing/app-store';
import { mockApiRoutes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { sessionUser, validToken } from '@/testing/tokens';
import { SCALE_TEXTS, ScaleSettingsCard } from './scale-settings-card';

// Perfil → Balanza: how the shop's scale lays out its labels, or no scale at all.

const TIMEOUT = 30_000;

beforeEach(() => {
  resetAppStore();
  setSession(validToken('USER'), sessionUser());
});

function setup(scaleBarcode: TScaleBarcode | null) {
  let stored = { ...sessionUser(), memberId: 'm-1', role: 'OWNER', scaleBarcode };
  const calls = mockApiRoutes({
    'GET /shop': () => ({ body: { data: stored } }),
    'PUT /shop': (body) => {
      stored = { ...stored, ...(body as object) };
      return { body: { data: stored } };
    },
  });
  const user = userEvent.setup();
  renderWithProviders(<ScaleSettingsCard />);
  const card = screen.getByRole('region', { name: SCALE_TEXTS.title });
  const puts = () => calls.filter((call) => call.method === 'PUT');
  return { user, card, puts };
}

describe('ScaleSettingsCard', () => {
  it(
    'turns the scale on with the layout most scales print, and saves another',
    async () => {
      const { user, card, puts } = setup(null);
      const uses = await within(card).findByLabelText(SCALE_TEXTS.uses);
      expect(uses).not.toBeChecked();
      expect(within(card).queryByLabelText(SCALE_TEXTS.prefix)).not.toBeInTheDocument();
      await user.click(uses);
      expect(within(card).getByLabelText(SCALE_TEXTS.prefix)).toHaveDisplayValue('20');
      expect(within(card).getByLabelText(SCALE_TEXTS.codeDigits)).toHaveDisplayValue('5');
      await user.selectOptions(within(card).getByLabelText(SCALE_TEXTS.prefix), '21');
      await user.selectOptions(within(card).getByLabelText(SCALE_TEXTS.valueKind), 'Precio en céntimos');
      expect(card).toHaveTextContent('Ejemplo: 21 CCCCC VVVVV D');
      await user.click(within(card).getByRole('button', { name: SCALE_TEXTS.save }));
      expect(await within(card).findByRole('alert')).toHaveTextContent(SCALE_TEXTS.saved);
      expect(puts()[0]?.body).toEqual({ scaleBarcode: { prefix: '21', codeDigits: 5, valueKind: 'PRICE' } });
    },
    TIMEOUT,
  );

  it(
    'turns it off: the shop has no scale',
    async () => {
      const { user, card, puts } = setup({ prefix: '20', codeDigits: 4, valueKind: 'WEIGHT' });
      const uses = await within(card).findByLabelText(SCALE_TEXTS.uses);
      expect(uses).toBeChecked();
      expect(within(card).getByLabelText(SCALE_TEXTS.codeDigits)).toHaveDisplayValue('4');
      await user.click(uses);
      await user.click(within(card).getByRole('button', { name: SCALE_TEXTS.save }));
      expect(await within(card).findByRole('alert')).toHaveTextContent(SCALE_TEXTS.saved);
      expect(puts()[0]?.body).toEqual({ scaleBarcode: null });
    },
    TIMEOUT,
  );
});
