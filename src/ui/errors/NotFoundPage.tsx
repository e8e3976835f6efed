import { Link } from 'react-router';

/** Part 1 §8: an address no route knows. Plain HTML: the route error page shows it before MUI has loaded. */
export function NotFoundPage() {
  return (
    <main className="nl-error-page">
      <h1>404 - Side ikke funnet</h1>
      <Link to="/" className="nl-button">
        Til forsiden
      </Link>
    </main>
  );
}
