// Placeholder until the page's content lands.
export default function HomeThreePage() {
  return (
    <main id="main" className="container py-5">
      <h1>Home</h1>
    </main>
  );
}
