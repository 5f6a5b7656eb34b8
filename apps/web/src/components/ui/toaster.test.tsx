import { act, render, screen } from '@testing-library/react';
import toast, { useToasterStore } from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { AppToaster, useToastLimit } from './toaster';

afterEach(() => {
  act(() => toast.remove());
});

/** Applies a limit and lists the messages still visible, newest first. */
function LimitedTo({ limit }: { limit: number }) {
  useToastLimit(limit);
  const { toasts } = useToasterStore();
  const visible = toasts.filter((item) => item.visible).map((item) => String(item.message));
  return <p data-testid="visible">{visible.join('|')}</p>;
}

describe('AppToaster', () => {
  it('keeps at most 20 toasts visible, dropping the oldest', async () => {
    render(<AppToaster />);
    act(() => {
      for (let i = 1; i <= 25; i += 1) toast(`Aviso ${i}`);
    });
    expect(await screen.findByText('Aviso 25')).toBeInTheDocument();
    expect(screen.getAllByText(/^Aviso \d+$/).length).toBeLessThanOrEqual(20);
    expect(screen.queryByText('Aviso 1')).not.toBeInTheDocument();
  });

  it('useToastLimit dismisses the oldest visible toasts beyond its limit', async () => {
    render(<LimitedTo limit={2} />);
    act(() => {
      toast('Primero');
      toast('Segundo');
      toast('Tercero');
    });
    expect(await screen.findByTestId('visible')).toHaveTextContent('Tercero|Segundo');
  });
});
