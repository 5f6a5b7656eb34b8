import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { pwaRegister } from '@/testing/pwa-register';
import { UPDATE_PROMPT_TEXTS, UpdatePrompt } from './update-prompt';

// A new build waits until the seller says so — a reload in the middle of a sale would lose it.

afterEach(() => {
  pwaRegister.needRefresh = false;
  pwaRegister.updateServiceWorker.mockClear();
});

describe('UpdatePrompt', () => {
  it('says nothing while no new version waits', () => {
    render(<UpdatePrompt />);
    expect(screen.queryByText(UPDATE_PROMPT_TEXTS.title)).not.toBeInTheDocument();
  });

  it('offers the new version, and reloads into it only on "Actualizar"', async () => {
    pwaRegister.needRefresh = true;
    const user = userEvent.setup();
    render(<UpdatePrompt />);
    expect(screen.getByRole('status')).toHaveTextContent(UPDATE_PROMPT_TEXTS.title);
    expect(pwaRegister.updateServiceWorker).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: UPDATE_PROMPT_TEXTS.action }));
    expect(pwaRegister.updateServiceWorker).toHaveBeenCalledWith(true);
  });

  it('goes away on "Más tarde" without reloading', async () => {
    pwaRegister.needRefresh = true;
    const user = userEvent.setup();
    render(<UpdatePrompt />);
    await user.click(screen.getByRole('button', { name: UPDATE_PROMPT_TEXTS.later }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(pwaRegister.updateServiceWorker).not.toHaveBeenCalled();
  });
});
