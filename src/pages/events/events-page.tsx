// Placeholder until the page's content lands.
export default function EventsPage() {
  return (
    <main id="main" className="container py-5">
      <h1>Choose a show</h1>
    </main>
  );
}
