/**
 * A failure of a backup or a restore that the person at the terminal can act on: its message is Spanish, says
 * what to do, and is printed as it is, without a stack trace and without a connection's password.
 */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
