import { isApiError } from '@/lib/api-client';

/** Why a payment or a return was not recorded: the form's own words, then the server's when they say more. */
export function SendFailure({ id, title, error }: { id: string; title: string; error: unknown }) {
  const serverMessage = isApiError(error) ? error.serverMessage : undefined;
  return (
    <div id={id} role="alert" className="text-sm text-red-700 dark:text-red-400">
      <p className="font-medium">{title}</p>
      {serverMessage && serverMessage !== title && <p>{serverMessage}</p>}
    </div>
  );
}
