export function oldestSupportedNode(): { major: number; minor: number; range: string };
export function unsupportedNodeMessage(version: string, what: string): string | null;
export function requireSupportedNode(what: string): void;
