/** Test helper: the messages of a failed parse, keyed by dotted path (first message first). */
import type { z } from 'zod';

export function messagesOf(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const messages: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    (messages[key] ??= []).push(issue.message);
  }
  return messages;
}

/** First message for a path (what a form shows under the field), or undefined when the path is valid. */
export function firstMessage(schema: z.ZodType, value: unknown, path: string): string | undefined {
  return messagesOf(schema, value)[path]?.[0];
}
