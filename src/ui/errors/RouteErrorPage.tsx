import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './NotFoundPage';

/** The default error page of part 1 §8: "En feil oppstod", with a way back. Plain HTML, like the login page. */
export function RouteErrorPage() {
  const error = useRouteError();
  // Outside the shell, so this page gives the page its one main landmark.
  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <main>
        <NotFoundPage />
      </main>
    );
  return (
    <main className="nl-error-page" role="alert">
      <h1>En feil oppstod</h1>
      <button type="button" className="nl-button" onClick={() => window.location.reload()}>
        Last inn på nytt
      </button>
    </main>
  );
}
