/** How often the Dólar BCV rate is asked for again (spec §9). */

export const DOLLAR_RATE_REFRESH_MS = 5 * 60 * 1000;
