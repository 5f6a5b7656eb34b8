import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

describe('Pagination', () => {
  it("shows 'Página X de Y' and moves with Anterior / Siguiente", async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={2} totalPages={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation', { name: 'Paginación' })).toHaveTextContent('Página 2 de 3');
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(onPageChange.mock.calls).toEqual([[1], [3]]);
  });

  it('disables the buttons at the ends', () => {
    const { rerender } = render(<Pagination page={1} totalPages={2} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
    rerender(<Pagination page={2} totalPages={2} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  });

  it('reads an empty list as one page, and can hide itself then', () => {
    const { rerender } = render(<Pagination page={1} totalPages={0} onPageChange={() => {}} />);
    expect(screen.getByText('Página 1 de 1')).toBeInTheDocument();
    rerender(<Pagination page={1} totalPages={1} onPageChange={() => {}} hideWhenSinglePage />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
