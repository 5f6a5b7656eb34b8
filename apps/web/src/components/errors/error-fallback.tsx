import { TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';

type TErrorFallbackProps = {
  title?: string;
  message?: string;
};

/** Full-page "something broke" screen with a reload: a fresh load fixes most client-side failures. */
export function ErrorFallback({
  title = 'Algo salió mal',
  message = 'Ocurrió un error inesperado. Recarga la página para continuar.',
}: TErrorFallbackProps) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <TriangleAlert aria-hidden="true" className="size-12 text-red-700 dark:text-red-400" />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="max-w-md text-slate-700 dark:text-slate-300">{message}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Recargar</Button>
        <a
          href="/"
          className="inline-flex h-10 items-center rounded-lg px-4 text-sm font-medium text-teal-800 underline underline-offset-4 dark:text-teal-300"
        >
          Ir al inicio
        </a>
      </div>
    </main>
  );
}
