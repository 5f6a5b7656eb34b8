/** A file that cannot be imported as it is, with the Spanish message that says why. */
export class SheetError extends Error {}
