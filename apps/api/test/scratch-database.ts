import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { withClient, withDatabase } from '../src/db/one-client';

/**
 * An empty database of its own on the test server, for a file that migrates it step by step (an upgrade test):
 * created before the file's tests and dropped after them. Answers its URL.
 */
export function scratchDatabase(prefix: string): string {
  const database = `${prefix}_${randomBytes(4).toString('hex')}`;
  const adminQuery = (text: string) => withClient(inject('dbServerUrl'), (client) => client.query(text));
  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE ${pg.escapeIdentifier(database)}`);
  });
  afterAll(async () => {
    await adminQuery(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(database)} WITH (FORCE)`);
  });
  return withDatabase(inject('dbServerUrl'), database);
}
