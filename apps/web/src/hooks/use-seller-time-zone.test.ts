import { renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetAppStore, setSession } from '@/testing/app-store';
import { sessionUser, validToken } from '@/testing/tokens';
import { useSellerTimeZone } from './use-seller-time-zone';

describe('useSellerTimeZone', () => {
  beforeEach(() => resetAppStore());

  it("is the zone the server stored for the user, whatever the country's name says", () => {
    setSession(validToken(), sessionUser({ country: 'Colombia', timeZone: 'America/Bogota' }));
    expect(renderHook(() => useSellerTimeZone()).result.current).toBe('America/Bogota');
    // An account with no country: the server counts its days in its stored zone (UTC), and so does the app.
    setSession(validToken(), sessionUser({ country: null, currency: null, timeZone: 'UTC' }));
    expect(renderHook(() => useSellerTimeZone()).result.current).toBe('UTC');
  });

  it('falls back to Caracas for a session stored before login answered a zone', () => {
    const { timeZone: _none, ...older } = sessionUser();
    setSession(validToken(), older);
    expect(renderHook(() => useSellerTimeZone()).result.current).toBe('America/Caracas');
  });
});
