import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartBar } from './cart-bar';

describe('CartBar', () => {
  it('lifts the toasts above itself while it is shown, and lets them down once it goes', () => {
    const root = document.documentElement.style;
    const shown = render(<CartBar units={2} totalText="$6.50" onOpen={() => undefined} />);
    expect(root.getPropertyValue('--bottom-bar-height')).toMatch(/^\d+px$/);
    shown.unmount();
    expect(root.getPropertyValue('--bottom-bar-height')).toBe('');
  });
});
