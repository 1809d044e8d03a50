// Placeholder until the page's content lands.
export default function NotFoundPage() {
  return (
    <main id="main" className="container py-5">
      <h1>Page not found</h1>
    </main>
  );
}
