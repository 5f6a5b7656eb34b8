import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Table, TBody, Td, Th, THead, Tr } from './table';

describe('Table', () => {
  it('scrolls inside a region named by its caption that the keyboard can reach', async () => {
    const user = userEvent.setup();
    render(
      <Table caption="Ventas por día">
        <THead>
          <Tr>
            <Th>Fecha</Th>
          </Tr>
        </THead>
        <TBody>
          <Tr>
            <Td>21/11/2026</Td>
          </Tr>
        </TBody>
      </Table>,
    );
    const scroller = screen.getByRole('region', { name: 'Ventas por día' });
    expect(scroller).toContainElement(screen.getByRole('table', { name: 'Ventas por día' }));
    // A phone scrolls the table sideways; a keyboard needs focus on the scrolling box to do the same.
    await user.tab();
    expect(scroller).toHaveFocus();
  });
});
