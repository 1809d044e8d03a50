// Placeholder until the page's content lands.
export default function HomePage() {
  return (
    <main id="main" className="container py-5">
      <h1>The Queen of the Ocean</h1>
    </main>
  );
}
