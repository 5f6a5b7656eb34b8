import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from './password-strength-meter';

function filledSegments(meter: HTMLElement) {
  return meter.querySelectorAll('[data-filled="true"]').length;
}

describe('PasswordStrengthMeter', () => {
  it('shows five empty segments and no label for an empty password', () => {
    render(<PasswordStrengthMeter password="" />);
    const meter = screen.getByRole('meter', { name: 'Seguridad de la contraseña' });
    expect(meter.children).toHaveLength(5);
    expect(filledSegments(meter)).toBe(0);
    expect(meter).toHaveAttribute('aria-valuenow', '0');
    expect(screen.queryByText(/Seguridad:/)).not.toBeInTheDocument();
  });

  // One point each for: length ≥ 8, uppercase, lowercase, digit, special character (spec §5).
  it.each([
    ['abc', 1, 'Muy Débil'],
    ['abcD', 2, 'Débil'],
    ['abcD1', 3, 'Media'],
    ['abcD1!', 4, 'Fuerte'],
    ['abcD1!xy', 5, 'Muy Fuerte'],
    ['abcdefgh', 2, 'Débil'],
    ['ABCDEFGH1', 3, 'Media'],
  ])('%s fills %i segments and reads %s', (password, score, label) => {
    render(<PasswordStrengthMeter password={password} />);
    const meter = screen.getByRole('meter');
    expect(filledSegments(meter)).toBe(score);
    expect(meter).toHaveAttribute('aria-valuenow', String(score));
    expect(meter).toHaveAttribute('aria-valuetext', label);
    expect(screen.getByText(label)).toBeInTheDocument();
  });
});
