/** The margin colours' thresholds (spec §9). */

export const MARGIN_GOOD_PERCENT = 20;
export const MARGIN_FAIR_PERCENT = 10;
