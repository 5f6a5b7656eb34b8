import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOAD_ERRORS } from '@cuadre/shared/common/messages';
import { AppToaster } from '@/components/ui/toaster';
import { lazyWhenOpen } from './lazy-when-open';

afterEach(() => {
  act(() => toast.remove());
  vi.restoreAllMocks();
});

function FakeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="Nuevo producto">
      <button onClick={onClose}>Cerrar</button>
    </div>
  );
}

/** A button that opens the lazy dialog, as the dashboard's 'Agregar producto' does. */
function Opener({
  Dialog,
}: {
  Dialog: ReturnType<typeof lazyWhenOpen<{ open: boolean; onClose: () => void }>>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Agregar producto</button>
      <Dialog open={open} onClose={() => setOpen(false)} />
      <AppToaster />
    </>
  );
}

describe('lazyWhenOpen', () => {
  it('downloads the dialog on its first opening, with a spinner meanwhile', async () => {
    let arrive: (component: typeof FakeDialog) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof FakeDialog>((resolve) => (arrive = resolve)));
    render(<Opener Dialog={lazyWhenOpen(load)} />);
    expect(load).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Agregar producto' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando...');
    await act(async () => arrive(FakeDialog));
    expect(await screen.findByRole('dialog', { name: 'Nuevo producto' })).toBeInTheDocument();
  });

  it('closes with a toast when the code cannot arrive, and tries again on the next opening', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof FakeDialog>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(FakeDialog);
    render(<Opener Dialog={lazyWhenOpen(load)} />);

    await userEvent.click(screen.getByRole('button', { name: 'Agregar producto' }));
    expect(await screen.findByText(LOAD_ERRORS.dialog)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar producto' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Agregar producto' }));
    expect(await screen.findByRole('dialog', { name: 'Nuevo producto' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
