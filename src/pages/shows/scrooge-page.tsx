// Placeholder until the page's content lands.
export default function ScroogePage() {
  return (
    <main id="main" className="container py-5">
      <h1>Scrooge</h1>
    </main>
  );
}
