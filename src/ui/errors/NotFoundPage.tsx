import { Link } from 'react-router';

/**
 * Part 1 §8: an address no route knows. Plain HTML: the route error page shows it before MUI has loaded.
 * Not a landmark of its own: inside the shell it sits in the shell's one <main>, and the route error page
 * gives it one.
 */
export function NotFoundPage() {
  return (
    <div className="nl-error-page">
      <h1>404 - Side ikke funnet</h1>
      <Link to="/" className="nl-button">
        Til forsiden
      </Link>
    </div>
  );
}
