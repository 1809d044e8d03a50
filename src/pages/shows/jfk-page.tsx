// Placeholder until the page's content lands.
export default function JfkPage() {
  return (
    <main id="main" className="container py-5">
      <h1>JFK</h1>
    </main>
  );
}
