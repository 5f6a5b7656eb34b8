import { ErrorFallback } from './error-fallback';

// Browsers word a failed dynamic import differently (Chrome, Firefox, Safari).
const CHUNK_LOAD_ERROR =
  /dynamically imported module|Importing a module script failed|error loading dynamically/i;

/** What a crashed page shows: a page chunk that failed to download, or any other render error. */
export function RouteError({ error }: { error: unknown }) {
  // A lazy page whose file changed with a new release, or a connection drop while downloading it.
  if (error instanceof Error && CHUNK_LOAD_ERROR.test(error.message)) {
    return (
      <ErrorFallback
        title="No se pudo cargar la página"
        message="Revisa tu conexión o recarga: puede que haya una nueva versión de Cuadre."
      />
    );
  }
  return <ErrorFallback />;
}
