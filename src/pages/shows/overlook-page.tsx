// Placeholder until the page's content lands.
export default function OverlookPage() {
  return (
    <main id="main" className="container py-5">
      <h1>The Overlook Hotel</h1>
    </main>
  );
}
