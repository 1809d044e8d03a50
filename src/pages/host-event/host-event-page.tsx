// Placeholder until the page's content lands.
export default function HostEventPage() {
  return (
    <main id="main" className="container py-5">
      <h1>Interested in hosting one of our events?</h1>
    </main>
  );
}
